import WebSocket from 'ws';

export type DispatchResult = {
  p50: number;
  p99: number;
  max: number;
  offered: number;
  tried: number;
  /** Every offer's latency in booking order, ms. */
  each: number[];
};

type Message = { type: string; topic?: string; data?: { type?: string; booking_id?: number } };

/**
 * Booking → offer on the driver's phone: `riders` each book a ride at the driver's position in turn, one every
 * `intervalMs`, while the driver's socket follows its topic; each latency runs from when the booking was due to when
 * the offer arrived on the socket. Each booking is cancelled once offered. Bounded: one booking per rider, 15 s
 * at most for each offer. 127.0.0.1 only.
 */
export async function dispatchLatency(options: {
  url: string;
  driver: { id: number; token: string; at: () => { lat: number; lng: number } };
  riders: { token: string }[];
  intervalMs: number;
}): Promise<DispatchResult> {
  if (!options.url.startsWith('http://127.0.0.1:')) throw new Error('The bench only loads 127.0.0.1');
  const socket = new WebSocket(`${options.url.replace('http', 'ws')}/api/realtime`);
  const waiters: ((message: Message) => boolean)[] = [];
  socket.on('message', (raw: Buffer) => {
    const message = JSON.parse(raw.toString()) as Message;
    for (const waiter of [...waiters]) if (waiter(message)) waiters.splice(waiters.indexOf(waiter), 1);
  });
  const waitFor = (test: (message: Message) => boolean, timeoutMs: number) =>
    new Promise<Message | null>((resolve) => {
      const timer = setTimeout(() => {
        waiters.splice(waiters.indexOf(waiter), 1);
        resolve(null);
      }, timeoutMs);
      const waiter = (message: Message) => {
        if (!test(message)) return false;
        clearTimeout(timer);
        resolve(message);
        return true;
      };
      waiters.push(waiter);
    });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  try {
    const ready = waitFor((m) => m.type === 'ready', 15_000);
    socket.send(JSON.stringify({ type: 'auth', token: options.driver.token }));
    if (!(await ready)) throw new Error('the driver socket was not ready');
    const subscribed = waitFor((m) => m.type === 'subscribed', 15_000);
    socket.send(JSON.stringify({ type: 'sub', topic: `driver:${options.driver.id}` }));
    if (!(await subscribed)) throw new Error('the driver socket did not subscribe');

    const latencies: number[] = [];
    const firstAt = performance.now();
    for (const [n, rider] of options.riders.entries()) {
      const dueAt = firstAt + n * options.intervalMs;
      const wait = dueAt - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const at = options.driver.at();
      const offered = waitFor((m) => m.type === 'event' && m.data?.type === 'offer', 15_000);
      const auth = { authorization: `Bearer ${rider.token}`, 'content-type': 'application/json' };
      const res = await fetch(`${options.url}/api/booking`, {
        method: 'POST',
        headers: { ...auth, 'idempotency-key': `bench-${Date.now()}-${n}` },
        body: JSON.stringify({
          payment_method_id: 1,
          vehicle_type_id: 1,
          pickup: { ...at, address: 'Where the bench driver is' },
          dropoff: { lat: at.lat + 0.01, lng: at.lng, address: 'A kilometre north' },
          is_web: 1,
        }),
      });
      if (res.status !== 201) throw new Error(`booking: ${res.status} ${await res.text()}`);
      const { booking } = (await res.json()) as { booking: { id: number } };
      const offer = await offered;
      if (offer) latencies.push(performance.now() - dueAt);
      await fetch(`${options.url}/api/taxi/order/cancel/${booking.id}`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ reason: 'bench' }),
      });
    }
    const each = [...latencies];
    const sorted = latencies.sort((a, b) => a - b);
    const pick = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
    return {
      p50: pick(50),
      p99: pick(99),
      max: sorted.at(-1) ?? Number.NaN,
      offered: latencies.length,
      tried: options.riders.length,
      each,
    };
  } finally {
    socket.terminate();
  }
}
