import type pg from 'pg';
import type { OrderChange } from '../orders/state-machine';
import { postEntry } from '../wallet/ledger';

/**
 * Money when an errand ends, however it ends (delivered, or cancelled by anyone after a budget was received):
 * the change (budget received minus spent) goes back to the customer's wallet; a shortfall the customer agreed
 * to is taken from it. Once per errand: the ledger's unique reference decides.
 */
export async function settleErrand(client: pg.PoolClient, change: OrderChange): Promise<void> {
  if (!change.final) return;
  const difference = change.totalReceived - change.totalSpent;
  if (difference > 0) {
    await postEntry(client, {
      userId: change.customerId,
      amountCentavos: difference,
      kind: 'pautos-change',
      reference: `pautos-change:${change.bookingId}`,
      description: 'Pautos change returned to your wallet',
    });
  } else if (difference < 0) {
    await postEntry(client, {
      userId: change.customerId,
      amountCentavos: difference,
      kind: 'pautos-shortfall',
      reference: `pautos-shortfall:${change.bookingId}`,
      description: 'Pautos purchase above the budget you agreed to',
    });
  }
}
