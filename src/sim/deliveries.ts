import { callApi, messageOf, sleep } from './client';

/**
 * The delivery side of a simulated driver, with the calls the job screen makes: go to the store (checking the
 * customer's identity first when the order asks for it), hand the order over, wait for the store to accept and
 * make it ready (agreeing to cover the amount when the store says the cash is short), pick it up and deliver.
 */

type LatLng = { lat: number; lng: number };

type OrderView = {
  booking_status: string;
  status: { code: string };
  store: { lat: number; lng: number };
};

export type DeliveryContext = {
  baseUrl: string;
  token: string;
  driverId: number;
  bookingId: number;
  dropoff: LatLng;
  signal: AbortSignal;
  log: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
  driveTo(target: LatLng, bookingId: number): Promise<boolean>;
  stillMine(bookingId: number): Promise<boolean>;
  pollMs?: number;
  /** Time spent handing over and picking up at the store. */
  atStoreMs?: number;
};

export async function runDelivery(ctx: DeliveryContext): Promise<boolean> {
  const pollMs = ctx.pollMs ?? 4_000;
  const atStoreMs = ctx.atStoreMs ?? 5_000;
  const step = async (key: string) => {
    const answer = await callApi(ctx.baseUrl, `delivery/orders/${ctx.bookingId}/driver-status`, {
      token: ctx.token,
      signal: ctx.signal,
      body: { status_key: key },
    });
    if (answer.status !== 200) {
      ctx.log.warn(
        { driver: ctx.driverId, bookingId: ctx.bookingId, key, message: messageOf(answer.data) },
        'delivery step refused',
      );
    }
    return answer.status === 200;
  };

  while (!ctx.signal.aborted) {
    const [order, status] = await Promise.all([
      callApi<OrderView>(ctx.baseUrl, `delivery/orders/${ctx.bookingId}`, {
        token: ctx.token,
        signal: ctx.signal,
      }),
      callApi<{ next: string[] }>(ctx.baseUrl, `orders/${ctx.bookingId}/status`, {
        token: ctx.token,
        signal: ctx.signal,
      }),
    ]);
    if (order.status !== 200 || status.status !== 200) return false;
    const key = order.data.status.code;
    const next = new Set(status.data.next);
    if (order.data.booking_status === 'delivered') return true;
    if (order.data.booking_status === 'cancelled') return false;

    let moved = false;
    if (next.has('IDENTITY-INITIAL')) {
      // The order asks for the identity check (a large cash order): the server offers only that step.
      moved = await step('IDENTITY-INITIAL');
    } else if (next.has('BUDGET-DRIVER-AGREE')) {
      moved = await step('BUDGET-DRIVER-AGREE');
    } else if (key === 'IDENTITY-INITIAL') {
      await sleep(3_000, ctx.signal);
      moved = await step('IDENTITY-DRIVER-VERIFY');
    } else if (next.has('STORE-DRIVER-ARRIVED')) {
      if (!(await ctx.driveTo({ lat: order.data.store.lat, lng: order.data.store.lng }, ctx.bookingId)))
        return false;
      moved = await step('STORE-DRIVER-ARRIVED');
    } else if (next.has('STORE-DRIVER-AGREE')) {
      moved = await step('STORE-DRIVER-AGREE');
    } else if (next.has('STORE-DRIVER-PURCHASED')) {
      await sleep(atStoreMs, ctx.signal);
      moved = await step('STORE-DRIVER-PURCHASED');
    } else if (next.has('DELIVERY-DRIVER-START')) {
      moved = await step('DELIVERY-DRIVER-START');
    } else if (key === 'DELIVERY-DRIVER-START') {
      if (!(await ctx.driveTo(ctx.dropoff, ctx.bookingId))) return false;
      moved = await step('DELIVERY-DRIVER-ARRIVED');
    } else if (next.has('DELIVERY-DRIVER-COMPLETED')) {
      await sleep(4_000, ctx.signal);
      moved = await step('DELIVERY-DRIVER-COMPLETED');
      if (moved)
        ctx.log.info({ driver: ctx.driverId, bookingId: ctx.bookingId }, 'simulated delivery completed');
    }
    if (!moved) {
      // Waiting for the store (or the customer): look again in a while, as long as the order is still ours.
      await sleep(pollMs, ctx.signal);
      if (!(await ctx.stillMine(ctx.bookingId))) return false;
    }
  }
  return false;
}
