import { type ApiAnswer, callApi, messageOf, sleep } from './client';

/**
 * The errand side of a simulated driver, with the calls the job screen makes: ask for the budget, confirm it
 * when the customer has sent it, drive to the store, now and then find it closed (the customer then chooses),
 * buy for a part of the budget with a receipt photo, and deliver. The customer is a person: the agent waits for
 * their answers, checking that the errand is still its own.
 */

type LatLng = { lat: number; lng: number };

type PautosView = {
  status: { status_key: string; total_received: number; next: string[] };
  pautos_order: { store_lat: number; store_lng: number; delivery_lat: number; delivery_lng: number };
};

export type ErrandContext = {
  baseUrl: string;
  token: string;
  driverId: number;
  bookingId: number;
  signal: AbortSignal;
  random: () => number;
  log: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
  /** Drives there; false when the errand ended meanwhile. */
  driveTo(target: LatLng, bookingId: number): Promise<boolean>;
  stillMine(bookingId: number): Promise<boolean>;
  /** Chance that the store turns out closed (once per errand). */
  storeClosedChance?: number;
  /** How often to look at the errand while waiting for the customer. */
  pollMs?: number;
  /** Time spent at the store choosing and paying. */
  shoppingMs?: number;
  /** A person's pause before confirming a budget or handing over the goods. */
  pauseMs?: number;
};

/** A 1×1 PNG: the store receipt "photo" (the server checks that it is an image). */
const RECEIPT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const WAITING_FOR_CUSTOMER = new Set([
  'BUDGET-INITIAL',
  'BUDGET-DRIVER-DISAGREE',
  'BUDGET-DRIVER-INSUFFICIENT',
  'STORE-DRIVER-CLOSED',
  'STORE-DRIVER-UNAVAILABLE',
]);

/** A payment account for the customer to send the budget to; added once, as a driver does in the portal. */
async function ensurePaymentAccount(ctx: ErrandContext) {
  const list = await callApi<{ accounts: unknown[] }>(ctx.baseUrl, 'driver/payment-accounts', {
    token: ctx.token,
    signal: ctx.signal,
  });
  if (list.status === 200 && list.data.accounts.length > 0) return;
  await callApi(ctx.baseUrl, 'driver/payment-accounts', {
    token: ctx.token,
    signal: ctx.signal,
    body: {
      name: 'GCash',
      number: `0917${String(ctx.driverId).padStart(7, '0')}`,
      instructions: 'Simulated driver',
    },
  });
}

export async function runErrand(ctx: ErrandContext): Promise<boolean> {
  const pollMs = ctx.pollMs ?? 4_000;
  const shoppingMs = ctx.shoppingMs ?? 10_000;
  const pauseMs = ctx.pauseMs ?? 6_000;
  const closedChance = ctx.storeClosedChance ?? 0.25;
  let closedOnce = false;
  await ensurePaymentAccount(ctx).catch(() => {});

  async function update(fields: Record<string, string | number>, receipt = false): Promise<boolean> {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
    if (receipt)
      form.append('receipt', new Blob([new Uint8Array(RECEIPT_PNG)], { type: 'image/png' }), 'receipt.png');
    const answer: ApiAnswer<unknown> = await callApi(
      ctx.baseUrl,
      `orders/${ctx.bookingId}/pautos/update-status`,
      {
        token: ctx.token,
        signal: ctx.signal,
        form,
      },
    );
    if (answer.status !== 200) {
      ctx.log.warn(
        { driver: ctx.driverId, bookingId: ctx.bookingId, fields, message: messageOf(answer.data) },
        'errand step refused',
      );
    }
    return answer.status === 200;
  }

  while (!ctx.signal.aborted) {
    const answer = await callApi<PautosView>(ctx.baseUrl, `orders/${ctx.bookingId}/pautos`, {
      token: ctx.token,
      signal: ctx.signal,
    });
    if (answer.status !== 200) return false;
    const view = answer.data;
    const key = view.status.status_key;
    const next = new Set(view.status.next);
    const order = view.pautos_order;
    if (key === 'DELIVERY-DRIVER-COMPLETED') return true;
    if (key === 'CANCELLED') return false;

    let moved = true;
    if (key === 'pending') moved = await update({ status_key: 'BUDGET-INITIAL' });
    else if (key === 'BUDGET-USER-SENT' || key === 'BUDGET-USER-ADD') {
      await sleep(pauseMs * (0.5 + 0.5 * ctx.random()), ctx.signal);
      moved = await update({ status_key: 'BUDGET-DRIVER-AGREE' });
    } else if (
      next.has('STORE-DRIVER-ARRIVED') &&
      key !== 'BUDGET-USER-AGREE' &&
      key !== 'BUDGET-USER-DISAGREE'
    ) {
      if (!(await ctx.driveTo({ lat: order.store_lat, lng: order.store_lng }, ctx.bookingId))) return false;
      moved = await update({ status_key: 'STORE-DRIVER-ARRIVED' });
    } else if (key === 'STORE-DRIVER-ARRIVED') {
      await sleep(pauseMs / 3, ctx.signal);
      if (!closedOnce && ctx.random() < closedChance) {
        closedOnce = true;
        moved = await update({ status_key: 'STORE-DRIVER-CLOSED' });
      } else moved = await update({ status_key: 'STORE-DRIVER-AVAILABLE' });
    } else if (next.has('STORE-DRIVER-AVAILABLE') && key !== 'STORE-DRIVER-ARRIVED') {
      moved = await update({ status_key: 'STORE-DRIVER-AVAILABLE' });
    } else if (key === 'STORE-DRIVER-AVAILABLE') {
      await sleep(shoppingMs, ctx.signal);
      const received = view.status.total_received;
      const spent = Math.max(1, Math.round(received * (0.6 + 0.35 * ctx.random())));
      moved = await update({ status_key: 'STORE-DRIVER-PURCHASED', total_spent: spent }, true);
    } else if (key === 'STORE-DRIVER-PURCHASED') {
      moved = await update({ status_key: 'DELIVERY-DRIVER-START' });
    } else if (key === 'DELIVERY-DRIVER-START') {
      if (!(await ctx.driveTo({ lat: order.delivery_lat, lng: order.delivery_lng }, ctx.bookingId)))
        return false;
      moved = await update({ status_key: 'DELIVERY-DRIVER-ARRIVED' });
    } else if (key === 'DELIVERY-DRIVER-ARRIVED') {
      await sleep(pauseMs / 2, ctx.signal);
      moved = await update({ status_key: 'DELIVERY-DRIVER-COMPLETED' });
      if (moved)
        ctx.log.info({ driver: ctx.driverId, bookingId: ctx.bookingId }, 'simulated errand completed');
    } else if (WAITING_FOR_CUSTOMER.has(key) || !next.size) {
      moved = false;
    }
    if (!moved) {
      await sleep(pollMs, ctx.signal);
      if (!(await ctx.stillMine(ctx.bookingId))) return false;
    }
  }
  return false;
}
