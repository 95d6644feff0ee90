import WebSocket from 'ws';

export type FanOutResult = {
  p50: number;
  p99: number;
  perSecond: number;
  delivered: number;
  expected: number;
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * Opens `sockets` WebSocket clients on 127.0.0.1 (subscribing each with `subscribe`, when given), then calls
 * `publish` `eventsPerSecond` times a second for `seconds`, and measures how long each event took to reach each
 * socket and how many deliveries a second arrived. Every loop is bounded in count and time.
 */
export async function fanOut(options: {
  url: string;
  sockets: number;
  seconds: number;
  eventsPerSecond: number;
  subscribe?: string;
  publish: (data: { seq: number; sentAt: number }) => void | Promise<void>;
}): Promise<FanOutResult> {
  if (!options.url.startsWith('ws://127.0.0.1:')) throw new Error('The bench only connects to 127.0.0.1');
  const latencies: number[] = [];
  const clients: WebSocket[] = [];
  let lastAt = 0;
  let firstAt = 0;
  const opening: Promise<void>[] = [];
  for (let i = 0; i < options.sockets; i++) {
    const socket = new WebSocket(options.url);
    clients.push(socket);
    opening.push(
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('socket did not open in 30 s')), 30_000);
        socket.on('error', reject);
        socket.on('message', (raw: Buffer) => {
          const message = JSON.parse(raw.toString()) as { type: string; data?: { sentAt?: number } };
          if (message.type === 'subscribed') {
            clearTimeout(timer);
            resolve();
          } else if (message.type === 'event' && typeof message.data?.sentAt === 'number') {
            const now = performance.now();
            latencies.push(now - message.data.sentAt);
            lastAt = now;
          }
        });
        socket.on('open', () => {
          if (options.subscribe) socket.send(JSON.stringify({ type: 'sub', topic: options.subscribe }));
          else {
            clearTimeout(timer);
            resolve();
          }
        });
      }),
    );
    // Opened in groups, as phones arrive, so the accept queue never overflows.
    if (opening.length % 100 === 0) await Promise.all(opening.slice(-100));
  }
  await Promise.all(opening);

  const total = options.eventsPerSecond * options.seconds;
  const interval = 1000 / options.eventsPerSecond;
  firstAt = performance.now();
  for (let seq = 0; seq < total; seq++) {
    const due = firstAt + seq * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    await options.publish({ seq, sentAt: performance.now() });
  }
  const expected = total * options.sockets;
  // Deliveries still in flight get up to 10 s more.
  const drainUntil = performance.now() + 10_000;
  while (latencies.length < expected && performance.now() < drainUntil) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  for (const socket of clients) socket.terminate();
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    perSecond: latencies.length / ((Math.max(lastAt, firstAt + 1) - firstAt) / 1000),
    delivered: latencies.length,
    expected,
  };
}
