import { setMaxListeners } from 'node:events';
import { callApi, sleep } from './client';

/**
 * Simulated partner stores: each logs in with its store-staff account and, through the same API as the store's
 * order screen, accepts orders the driver hands over, now and then says the driver's cash is short, and marks
 * them ready after a while. The demo store with a person's account (store@example.com) is left to that person.
 */

type StoreOrder = { id: number; booking_status: string; status: { code: string; store_status: string } };

export type StoreAgentOptions = {
  baseUrl: string;
  password: string;
  emails: string[];
  log?: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
  pollMs?: number;
  prepareMs?: number;
  insufficientChance?: number;
  random?: () => number;
};

export function startStoreAgents(options: StoreAgentOptions) {
  const controller = new AbortController();
  const { signal } = controller;
  // Every store's agent waits on this one signal.
  setMaxListeners(0, signal);
  const pollMs = options.pollMs ?? 8_000;
  const prepareMs = options.prepareMs ?? 15_000;
  const random = options.random ?? Math.random;
  const insufficientChance = options.insufficientChance ?? 0.15;
  const preparedSince = new Map<number, number>();
  const shortOnce = new Set<number>();

  async function run(email: string, index: number) {
    await sleep((index * pollMs) / Math.max(1, options.emails.length), signal);
    let token: string | null = null;
    while (!signal.aborted) {
      if (!token) {
        const login = await callApi<{ token?: string }>(options.baseUrl, 'login', {
          body: { login: email, password: options.password },
          signal,
        }).catch(() => null);
        token = login?.status === 200 ? (login.data.token ?? null) : null;
        if (!token) {
          await sleep(60_000, signal);
          continue;
        }
      }
      const answer = await callApi<{ orders: StoreOrder[] }>(options.baseUrl, 'store/orders', {
        token,
        signal,
      }).catch(() => null);
      if (answer?.status === 401) token = null;
      for (const order of answer?.status === 200 ? answer.data.orders : []) {
        if (['delivered', 'cancelled'].includes(order.booking_status)) continue;
        const act = (key: string) =>
          callApi(options.baseUrl, `delivery/orders/${order.id}/store-status`, {
            token: token ?? undefined,
            signal,
            body: { status_key: key },
          }).catch(() => null);
        // The store's own track: it accepts as soon as the order is placed, then makes it ready.
        const code = order.status.store_status;
        if (code === 'pending') {
          if (!shortOnce.has(order.id) && random() < insufficientChance) {
            shortOnce.add(order.id);
            await act('STORE-PARTNER-INSUFFICIENT');
          } else {
            await act('STORE-PARTNER-AGREE');
            preparedSince.set(order.id, Date.now());
          }
        } else if (code === 'STORE-PARTNER-AGREE' || code === 'STORE-DRIVER-AGREE') {
          const since = preparedSince.get(order.id) ?? Date.now();
          preparedSince.set(order.id, since);
          if (Date.now() - since >= prepareMs) {
            await act('STORE-PARTNER-READY');
            preparedSince.delete(order.id);
            options.log?.info({ store: email, bookingId: order.id }, 'simulated store made an order ready');
          }
        }
      }
      await sleep(pollMs, signal);
    }
  }

  const loops = options.emails.map((email, index) => run(email, index).catch(() => {}));
  return {
    async stop() {
      controller.abort();
      await Promise.allSettled(loops);
    },
  };
}
