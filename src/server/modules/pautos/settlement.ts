import type pg from 'pg';
import type { Queryable } from '@/server/db/pool';
import type { OrderChange } from '../orders/state-machine';
import { lockBalance, postEntry } from '../wallet/ledger';

export const changeReference = (bookingId: number) => `pautos-change:${bookingId}`;
export const heldReference = (bookingId: number) => `pautos-change-held:${bookingId}`;

/**
 * Money when an errand ends, however it ends (delivered, or cancelled after a budget was received). The
 * budget went to the driver's own e-wallet, so the change (budget received minus spent) is money the driver
 * holds: it reaches the customer's wallet only as a transfer, the driver's wallet debited by as much, in the
 * same transaction. When the driver's wallet cannot cover it, nothing is posted and the driver hands the change
 * back directly (the screens say so). A shortfall the customer agreed to is paid in cash on delivery, never
 * taken from a wallet. Once per errand: the ledger's unique references decide.
 */
export async function settleErrand(client: pg.PoolClient, change: OrderChange): Promise<void> {
  if (!change.final || change.driverId === null) return;
  const held = change.totalReceived - change.totalSpent;
  if (held <= 0) return;
  const available = await lockBalance(client, change.driverId, 'wallet');
  if (available < held) return;
  await postEntry(client, {
    userId: change.driverId,
    amountCentavos: -held,
    kind: 'pautos-change-held',
    reference: heldReference(change.bookingId),
    description: "Pautos change you kept, passed to the customer's wallet",
  });
  await postEntry(client, {
    userId: change.customerId,
    amountCentavos: held,
    kind: 'pautos-change',
    reference: changeReference(change.bookingId),
    description: 'Pautos change returned to your wallet',
  });
}

/**
 * Where the change of an errand goes: 'wallet' once the transfer is posted (or, before the end, while the
 * driver's wallet covers it), 'driver' when the driver hands it back directly.
 */
export async function changeDestination(
  db: Queryable,
  bookingId: number,
  driverId: number | null,
  held: number,
  final: boolean,
): Promise<'wallet' | 'driver'> {
  if (held <= 0 || driverId === null) return 'wallet';
  const { rows } = await db.query<{ posted: boolean; balance: string | null }>(
    `SELECT EXISTS (SELECT 1 FROM wallet_entries WHERE reference = $1) AS posted,
            (SELECT balance_centavos FROM wallet_balances WHERE user_id = $2 AND wallet = 'wallet') AS balance`,
    [changeReference(bookingId), driverId],
  );
  if (rows[0].posted) return 'wallet';
  if (final) return 'driver';
  return Number(rows[0].balance ?? 0) >= held ? 'wallet' : 'driver';
}
