import type { WalletEntry } from '@schemas/wallet';
import type pg from 'pg';
import type { Queryable } from '@/server/db/pool';
import { conflict } from '@/server/errors';

export type WalletType = 'wallet' | 'point';

export type LedgerPosting = {
  userId: number;
  /** Positive credits the account, negative debits it; whole centavos (or hundredths of a point). */
  amountCentavos: number;
  wallet?: WalletType;
  /** What kind of event pays: 'pautos-change', 'quota-weekly', 'gift-certificate', ... */
  kind: string;
  /**
   * The business event, unique across the ledger ('pautos-change:1234'). Posting the same reference twice
   * pays once: the second call finds the first row and changes nothing.
   */
  reference: string;
  description?: string;
  createdBy?: number | null;
};

export type PostingResult = { entryId: number; created: boolean };

export const LEDGER_MESSAGES = {
  NOT_ENOUGH: 'There is not enough in the wallet for this.',
} as const;

/** The ledger refused a debit that would take a wallet below zero (see migration wallet_never_negative). */
export function isBelowZero(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string } | null;
  return e?.code === '23514' && e.constraint === 'wallet_never_negative';
}

/**
 * The account's balance, its row locked until the caller's transaction ends: a read-decide-post on one wallet
 * (a transfer out, a redemption) holds it, so no other posting to that wallet can slip in between.
 */
export async function lockBalance(
  client: pg.PoolClient,
  userId: number,
  wallet: WalletType = 'wallet',
): Promise<number> {
  await client.query(
    `INSERT INTO wallet_balances (user_id, wallet, balance_centavos) VALUES ($1, $2, 0)
     ON CONFLICT (user_id, wallet) DO NOTHING`,
    [userId, wallet],
  );
  const { rows } = await client.query<{ balance_centavos: string }>(
    'SELECT balance_centavos FROM wallet_balances WHERE user_id = $1 AND wallet = $2 FOR UPDATE',
    [userId, wallet],
  );
  return Number(rows[0].balance_centavos);
}

/**
 * Appends one ledger row, exactly once per reference even when many callers race: the unique reference
 * decides, and the losers read the winner's row. Run it inside the caller's transaction when the payment
 * belongs to a larger change (a status update, a claim), so both commit or neither does.
 */
export async function postEntry(db: Queryable, posting: LedgerPosting): Promise<PostingResult> {
  if (!Number.isSafeInteger(posting.amountCentavos) || posting.amountCentavos === 0) {
    throw new Error(`Ledger amount must be a non-zero whole number of centavos: ${posting.amountCentavos}`);
  }
  const inserted = await db
    .query<{ id: number }>(
      `INSERT INTO wallet_entries (user_id, wallet, amount_centavos, kind, reference, description, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (reference) DO NOTHING
     RETURNING id`,
      [
        posting.userId,
        posting.wallet ?? 'wallet',
        posting.amountCentavos,
        posting.kind,
        posting.reference,
        posting.description ?? '',
        posting.createdBy ?? null,
      ],
    )
    .catch((error: unknown) => {
      if (isBelowZero(error)) throw conflict(LEDGER_MESSAGES.NOT_ENOUGH);
      throw error;
    });
  if (inserted.rows[0]) return { entryId: inserted.rows[0].id, created: true };
  const existing = await db.query<{ id: number }>('SELECT id FROM wallet_entries WHERE reference = $1', [
    posting.reference,
  ]);
  return { entryId: existing.rows[0].id, created: false };
}

export async function balance(db: Queryable, userId: number, wallet: WalletType = 'wallet'): Promise<number> {
  const { rows } = await db.query<{ sum: number }>(
    'SELECT COALESCE(sum(amount_centavos), 0)::bigint AS sum FROM wallet_entries WHERE user_id = $1 AND wallet = $2',
    [userId, wallet],
  );
  return rows[0].sum;
}

export async function entryByReference(db: Queryable, reference: string): Promise<WalletEntry | null> {
  const { rows } = await db.query<WalletEntry>(
    `SELECT id, wallet, amount_centavos, kind, description, created_at FROM wallet_entries WHERE reference = $1`,
    [reference],
  );
  return rows[0] ?? null;
}

/** Ledger references that name a booking: the errand's change ('pautos-change:1234') and its transfer. */
const BOOKING_REFERENCE = '^pautos-change(-held)?:[0-9]{1,9}$';

/** The account's own ledger lines, newest first, each with the booking it is for when it names one. */
export async function listEntries(
  db: Queryable,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ entries: WalletEntry[]; total: number }> {
  const [entries, count] = await Promise.all([
    db.query<WalletEntry>(
      `SELECT e.id, e.wallet, e.amount_centavos, e.kind, e.description, e.created_at,
              CASE WHEN b.id IS NULL THEN NULL
                   ELSE json_build_object('id', b.id, 'code', b.code, 'service', b.service, 'is_own', b.user_id = e.user_id)
              END AS booking
         FROM wallet_entries e
         LEFT JOIN bookings b
           ON b.id = (CASE WHEN e.reference ~ $4 THEN split_part(e.reference, ':', 2)::int END)
          AND e.user_id IN (b.user_id, b.driver_id)
        WHERE e.user_id = $1 ORDER BY e.created_at DESC, e.id DESC LIMIT $2 OFFSET $3`,
      [userId, page.limit, page.offset, BOOKING_REFERENCE],
    ),
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM wallet_entries WHERE user_id = $1', [userId]),
  ]);
  return { entries: entries.rows, total: count.rows[0].n };
}
