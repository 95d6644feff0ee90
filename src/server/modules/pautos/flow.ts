import type pg from 'pg';
import type { PautosView } from '@schemas/pautos';
import { type Queryable, transaction } from '@/server/db/pool';
import { badRequest, conflict, notFound } from '@/server/errors';
import type { App, AuthUser } from '@/server/types';
import { hasOpenOffer, partiesById } from '../bookings/access';
import { type Outbox, publishAll } from '../bookings/events';
import { orderRoleFor } from '../orders/access';
import { orderStatusView } from '../orders/service';
import type { OrderRole } from '../orders/state-machine';
import { applyTransition, type TransitionInput } from '../orders/status-entries';
import { activeAccountOf, paymentAccounts } from './accounts';
import { repriceErrand } from './booking';
import { changeDestination } from './settlement';
import { exactlyOneImage, type FormInput, orderFileUrl, recordOrderFile, storeReceipt } from './files';

export const PAUTOS_ERRORS = {
  NOT_FOUND: 'Order not found.',
  NOT_PAUTOS: 'This booking is not a pautos errand.',
  AMOUNT: 'Please enter an amount greater than 0.',
  REFERENCE: 'Please enter the reference number.',
  ACCOUNT: "Please choose one of the driver's payment accounts.",
  NO_DRIVER: 'No driver has taken this errand yet.',
  STATUS_KEY: 'Please choose a status.',
  LAT_LNG: 'Please set the store location on the map.',
  SPENT: 'Please enter the total spent.',
  SPENT_OVER_BUDGET:
    'The total spent is more than the budget received. Report an insufficient budget first and wait for the customer.',
  USE_SEND_BUDGET: 'A budget is sent with its amount, reference number and receipt (send budget).',
  IDEMPOTENCY_KEY: 'The Idempotency-Key header can be at most 100 characters.',
  CASH_NO_BUDGET:
    'This errand is paid in cash on delivery: the driver buys with their own money and no budget is sent.',
  NOT_CASH: 'This errand is paid by e-wallet: ask the customer to send the budget first.',
  SPENT_OVER_CASH_BUDGET:
    'The total spent is more than the agreed budget. Report an insufficient budget first and wait for the customer.',
} as const;

export type ErrandPayment = 'e-wallet' | 'cash';

async function errandPayment(db: Queryable, bookingId: number): Promise<ErrandPayment> {
  const { rows } = await db.query<{ payment: ErrandPayment }>(
    'SELECT payment FROM pautos_orders WHERE booking_id = $1',
    [bookingId],
  );
  return rows[0]?.payment ?? 'e-wallet';
}

/** Whole centavos from a form field: digits only (the pages send centavos). */
function centavos(raw: string | undefined, message: string): number {
  const text = raw?.trim() ?? '';
  if (!/^\d{1,12}$/.test(text)) throw badRequest(message);
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw badRequest(message);
  return value;
}

function idempotencyKey(raw: string | string[] | undefined): string | null {
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key) return null;
  if (key.length > 100 || !/^[\x21-\x7e]+$/.test(key)) throw badRequest(PAUTOS_ERRORS.IDEMPOTENCY_KEY);
  return key;
}

type PautosParties = { id: number; code: string; user_id: number; driver_id: number | null; status: string };

/** The caller's role on a pautos order; strangers and bookings that are not errands get 404. */
async function roleOn(
  app: App,
  user: AuthUser,
  bookingId: number,
): Promise<{ role: OrderRole; parties: PautosParties }> {
  const parties = await partiesById(app.deps.db, bookingId);
  const role = parties && orderRoleFor(user, parties);
  if (!parties || !role) throw notFound(PAUTOS_ERRORS.NOT_FOUND);
  const { rows } = await app.deps.db.query('SELECT 1 FROM pautos_orders WHERE booking_id = $1', [bookingId]);
  if (!rows[0]) throw notFound(PAUTOS_ERRORS.NOT_FOUND);
  return { role, parties };
}

/**
 * How much the driver may spend beyond the budget: nothing unless the customer agreed to the shortfall the
 * driver reported, then the extra the driver said was needed (no limit when the driver named none).
 */
async function agreedExtra(db: Queryable, bookingId: number): Promise<number> {
  const { rows } = await db.query<{ code: string; needed: string | null }>(
    `SELECT code, payload->>'needed' AS needed FROM order_status_entries
      WHERE booking_id = $1 AND code IN ('BUDGET-USER-AGREE', 'BUDGET-DRIVER-INSUFFICIENT') ORDER BY id`,
    [bookingId],
  );
  let extra = 0;
  let needed: number | null = null;
  for (const row of rows) {
    if (row.code === 'BUDGET-DRIVER-INSUFFICIENT') needed = row.needed === null ? null : Number(row.needed);
    else extra = needed ?? Number.MAX_SAFE_INTEGER;
  }
  return extra;
}

/** Runs one transition with its receipt file (money is settled by the machine), then sends the events. */
async function transition(
  app: App,
  input: TransitionInput,
  options: {
    receipt?: { file: FormInput['files'][number]; kind: 'budget-receipt' | 'store-receipt' };
    before?: (client: pg.PoolClient) => Promise<void>;
  } = {},
) {
  const stored = options.receipt ? await storeReceipt(app, options.receipt.file) : null;
  const outbox: Outbox = [];
  try {
    const result = await transaction(app.deps.db, async (client) => {
      await options.before?.(client);
      const payload = { ...input.payload, ...(stored ? { receipt_file_id: stored.id } : {}) };
      const done = await applyTransition(client, outbox, { ...input, payload });
      if (done.replayed) return done;
      if (stored && options.receipt && input.actorId !== null) {
        await recordOrderFile(client, {
          id: stored.id,
          key: stored.key,
          bookingId: input.bookingId,
          kind: options.receipt.kind,
          mime: options.receipt.file.mime,
          size: options.receipt.file.data.length,
          uploadedBy: input.actorId,
        });
      }
      return done;
    });
    if (result.replayed && stored) await app.deps.storage.remove(stored.key).catch(() => {});
    await publishAll(app, outbox);
    return result;
  } catch (error) {
    if (stored) await app.deps.storage.remove(stored.key).catch(() => {});
    throw error;
  }
}

/**
 * POST orders/{id}/send-pautos-budget: the customer's transfer (amount, the driver's payment account,
 * reference number, exactly one receipt image). The first budget is BUDGET-USER-SENT; after the driver said
 * it was not enough it is BUDGET-USER-ADD.
 */
export async function sendBudget(
  app: App,
  user: AuthUser,
  bookingId: number,
  form: FormInput,
  rawKey: string | string[] | undefined,
) {
  const key = idempotencyKey(rawKey);
  const { role, parties } = await roleOn(app, user, bookingId);
  const amount = centavos(form.fields.amount, PAUTOS_ERRORS.AMOUNT);
  if (amount <= 0) throw badRequest(PAUTOS_ERRORS.AMOUNT);
  const reference = form.fields.reference?.trim() ?? '';
  if (!reference || reference.length > 100) throw badRequest(PAUTOS_ERRORS.REFERENCE);
  if (parties.driver_id === null) throw conflict(PAUTOS_ERRORS.NO_DRIVER);
  if ((await errandPayment(app.deps.db, bookingId)) === 'cash') throw conflict(PAUTOS_ERRORS.CASH_NO_BUDGET);
  const accountId = Number(form.fields.payment_account_id);
  const account = Number.isSafeInteger(accountId)
    ? await activeAccountOf(app.deps.db, parties.driver_id, accountId)
    : null;
  if (!account) throw badRequest(PAUTOS_ERRORS.ACCOUNT);
  const file = exactlyOneImage(form.files);
  const { rows } = await app.deps.db.query<{ status_key: string }>(
    'SELECT status_key FROM order_states WHERE booking_id = $1',
    [bookingId],
  );
  const to = rows[0]?.status_key === 'BUDGET-DRIVER-INSUFFICIENT' ? 'BUDGET-USER-ADD' : 'BUDGET-USER-SENT';
  await transition(
    app,
    {
      bookingId,
      to,
      role,
      actorId: user.id,
      method: 'send-budget',
      reference,
      amountSent: amount,
      payload: {
        payment_account_id: account.id,
        payment_account: { name: account.name, number: account.number },
      },
      idempotencyKey: key,
    },
    { receipt: { file, kind: 'budget-receipt' } },
  );
  return pautosView(app, bookingId, role);
}

/**
 * POST orders/{id}/pautos/update-status: every other step, by the customer, the driver or staff, as the
 * pautos machine allows. STORE-USER-MAP moves the store to the new lat and lng; STORE-DRIVER-PURCHASED needs
 * the total spent and the store receipt image.
 */
export async function updateStatus(
  app: App,
  user: AuthUser,
  bookingId: number,
  form: FormInput,
  rawKey: string | string[] | undefined,
) {
  const key = idempotencyKey(rawKey);
  const { role } = await roleOn(app, user, bookingId);
  const to = form.fields.status_key?.trim() ?? '';
  if (!to || to.length > 60) throw badRequest(PAUTOS_ERRORS.STATUS_KEY);
  if (to === 'BUDGET-USER-SENT' || to === 'BUDGET-USER-ADD') throw badRequest(PAUTOS_ERRORS.USE_SEND_BUDGET);
  const payment = await errandPayment(app.deps.db, bookingId);
  if (to === 'BUDGET-INITIAL' && payment === 'cash') throw conflict(PAUTOS_ERRORS.CASH_NO_BUDGET);
  if (to === 'BUDGET-CASH-ADVANCE' && payment !== 'cash') throw conflict(PAUTOS_ERRORS.NOT_CASH);
  const input: TransitionInput = {
    bookingId,
    to,
    role,
    actorId: user.id,
    method: 'update-status',
    idempotencyKey: key,
    payload: {},
  };
  let receipt: { file: FormInput['files'][number]; kind: 'store-receipt' } | undefined;
  let before: ((client: pg.PoolClient) => Promise<void>) | undefined;
  const note = form.fields.note?.trim().slice(0, 500);
  if (note) input.payload = { ...input.payload, note };

  if (to === 'STORE-USER-MAP') {
    const lat = Number(form.fields.lat);
    const lng = Number(form.fields.lng);
    if (!form.fields.lat || !form.fields.lng || !(Math.abs(lat) <= 90) || !(Math.abs(lng) <= 180)) {
      throw badRequest(PAUTOS_ERRORS.LAT_LNG);
    }
    const address = form.fields.address?.trim().slice(0, 300) || `${lat.toFixed(6)},${lng.toFixed(6)}`;
    input.payload = { ...input.payload, lat, lng, address };
    // The new store makes a new trip: its distance, time and fee are those of the store to the customer.
    const priced = await repriceErrand(app, bookingId, { lat, lng });
    before = async (client) => {
      await client.query(
        `UPDATE bookings SET pickup_latitude = $2, pickup_longitude = $3, pickup_address = $4,
                sub_total = $5, total = $6, fare = $7,
                trip_details = trip_details || jsonb_build_object('km_distance', $8::float8, 'eta', $9::float8),
                updated_at = now()
          WHERE id = $1`,
        [
          bookingId,
          lat,
          lng,
          address,
          priced.fare.subtotal,
          priced.fare.total,
          JSON.stringify(priced.fare),
          priced.distanceKm,
          priced.etaMin,
        ],
      );
      await client.query('UPDATE pautos_orders SET pautos_fee = $2 WHERE booking_id = $1', [
        bookingId,
        priced.fare.total,
      ]);
    };
  } else if (to === 'STORE-DRIVER-PURCHASED') {
    const spent = centavos(form.fields.total_spent, PAUTOS_ERRORS.SPENT);
    input.totalSpent = spent;
    receipt = { file: exactlyOneImage(form.files), kind: 'store-receipt' };
    // Bounded by what was verifiably agreed: the budget the driver confirmed receiving (e-wallet) or the
    // budget the driver advances (cash), plus the extra the customer agreed to.
    before = async (client) => {
      const { rows } = await client.query<{ total_received: number; total_budget: number }>(
        `SELECT s.total_received, p.total_budget FROM order_states s JOIN pautos_orders p USING (booking_id)
          WHERE s.booking_id = $1`,
        [bookingId],
      );
      const base = payment === 'cash' ? (rows[0]?.total_budget ?? 0) : (rows[0]?.total_received ?? 0);
      if (spent > base + (await agreedExtra(client, bookingId))) {
        throw conflict(
          payment === 'cash' ? PAUTOS_ERRORS.SPENT_OVER_CASH_BUDGET : PAUTOS_ERRORS.SPENT_OVER_BUDGET,
        );
      }
    };
  } else if (to === 'STORE-DRIVER-UNAVAILABLE') {
    input.payload = {
      ...input.payload,
      reason: form.fields.reason === 'out-of-stock' ? 'out-of-stock' : 'unavailable',
    };
  } else if (to === 'BUDGET-DRIVER-INSUFFICIENT' && form.fields.needed) {
    input.payload = { ...input.payload, needed: centavos(form.fields.needed, PAUTOS_ERRORS.AMOUNT) };
  } else if (to === 'CANCELLED') {
    input.method = 'cancel';
    input.reason = form.fields.reason?.trim().slice(0, 300) || 'Cancel Pautos';
  }
  if (form.files.length > 0 && !receipt) throw badRequest('This step takes no receipt image.');
  await transition(app, input, { receipt, before });
  return pautosView(app, bookingId, role);
}

/** The errand as `role` sees it (the offered driver sees it before accepting, with no next steps). */
export async function pautosView(
  app: App,
  bookingId: number,
  role: OrderRole | 'offered',
): Promise<PautosView> {
  const db = app.deps.db;
  const { rows } = await db.query<{
    code: string;
    driver_id: number | null;
    items_to_purchase: string;
    total_budget: number;
    store_location_details: string;
    special_instructions: string;
    pautos_fee: number;
    payment: ErrandPayment;
    pickup_address: string;
    pickup_latitude: number;
    pickup_longitude: number;
    dropoff_address: string;
    dropoff_latitude: number;
    dropoff_longitude: number;
  }>(
    `SELECT b.code, b.driver_id, p.items_to_purchase, p.total_budget, p.store_location_details,
            p.special_instructions, p.pautos_fee, p.payment, b.pickup_address, b.pickup_latitude, b.pickup_longitude,
            b.dropoff_address, b.dropoff_latitude, b.dropoff_longitude
       FROM bookings b JOIN pautos_orders p ON p.booking_id = b.id WHERE b.id = $1`,
    [bookingId],
  );
  const row = rows[0];
  if (!row) throw notFound(PAUTOS_ERRORS.NOT_FOUND);
  const status = await orderStatusView(db, bookingId, role === 'offered' ? 'driver' : role);
  if (role === 'offered') status.next = [];
  // The first step depends on how the errand is paid: ask for the budget, or advance it in cash.
  const notThisPayment = row.payment === 'cash' ? 'BUDGET-INITIAL' : 'BUDGET-CASH-ADVANCE';
  status.next = status.next.filter((key) => key !== notThisPayment);
  const [accounts, files, sent] = await Promise.all([
    row.driver_id === null ? Promise.resolve([]) : paymentAccounts(db, row.driver_id),
    role === 'offered'
      ? Promise.resolve({
          rows: [] as { id: string; kind: 'budget-receipt' | 'store-receipt'; created_at: Date }[],
        })
      : db.query<{ id: string; kind: 'budget-receipt' | 'store-receipt'; created_at: Date }>(
          'SELECT id, kind, created_at FROM order_files WHERE booking_id = $1 ORDER BY created_at, id',
          [bookingId],
        ),
    db.query<{ sum: number }>(
      'SELECT COALESCE(sum(amount_sent), 0)::int AS sum FROM order_status_entries WHERE booking_id = $1',
      [bookingId],
    ),
  ]);
  const agreed = status.statuses.some((entry) => entry.code === 'BUDGET-USER-AGREE');
  const cash = row.payment === 'cash';
  const difference = cash ? 0 : status.total_received - status.total_spent;
  const shortfall = Math.max(0, -difference);
  const final = status.status_key === 'DELIVERY-DRIVER-COMPLETED' || status.status_key === 'CANCELLED';
  const changeTo = await changeDestination(db, bookingId, row.driver_id, difference, final);
  const bought = status.statuses.some((entry) => entry.code === 'STORE-DRIVER-PURCHASED');
  return {
    booking_id: bookingId,
    code: row.code,
    pautos_order: {
      items_to_purchase: row.items_to_purchase,
      total_budget: row.total_budget,
      store_location_details: row.store_location_details,
      special_instructions: row.special_instructions,
      pautos_fee: row.pautos_fee,
      payment: row.payment,
      store_address: row.pickup_address,
      store_lat: row.pickup_latitude,
      store_lng: row.pickup_longitude,
      delivery_address: row.dropoff_address,
      delivery_lat: row.dropoff_latitude,
      delivery_lng: row.dropoff_longitude,
    },
    status,
    payment_accounts: role === 'offered' ? [] : accounts,
    files: files.rows.map((file) => ({
      id: file.id,
      kind: file.kind,
      url: orderFileUrl(bookingId, file.id),
      created_at: file.created_at.toISOString(),
    })),
    receipt: {
      budget_sent: sent.rows[0].sum,
      total_received: status.total_received,
      total_spent: status.total_spent,
      change: Math.max(0, difference),
      shortfall,
      customer_agreed_shortfall: agreed,
      change_to: changeTo,
      // What the customer hands the driver at the door: the fee, plus the purchase on a cash errand (known once
      // bought) or the shortfall they agreed to on an e-wallet errand.
      cash_on_delivery: row.pautos_fee + (cash ? (bought ? status.total_spent : 0) : shortfall),
    },
  };
}

/** GET orders/{id}/pautos: the customer, the assigned driver, staff, and a driver holding the offer. */
export async function readPautos(app: App, user: AuthUser, bookingId: number): Promise<PautosView> {
  const parties = await partiesById(app.deps.db, bookingId);
  if (!parties) throw notFound(PAUTOS_ERRORS.NOT_FOUND);
  const role = orderRoleFor(user, parties);
  if (role) return pautosView(app, bookingId, role);
  if (await hasOpenOffer(app.deps.db, bookingId, user.id)) return pautosView(app, bookingId, 'offered');
  throw notFound(PAUTOS_ERRORS.NOT_FOUND);
}

/** A receipt image: only the order's customer, its assigned driver and staff. */
export async function readOrderFile(app: App, user: AuthUser, bookingId: number, fileId: string) {
  const parties = await partiesById(app.deps.db, bookingId);
  if (!parties || !orderRoleFor(user, parties)) throw notFound('Receipt not found.');
  const { rows } = await app.deps.db.query<{ mime: string; storage_key: string }>(
    'SELECT mime, storage_key FROM order_files WHERE id = $1 AND booking_id = $2',
    [fileId, bookingId],
  );
  const data = rows[0] && (await app.deps.storage.get(rows[0].storage_key));
  if (!rows[0] || !data) throw notFound('Receipt not found.');
  return { mime: rows[0].mime, data };
}
