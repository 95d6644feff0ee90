import type { PartnerUpdate } from '@schemas/partner-store';
import { transaction, type Queryable } from '@/server/db/pool';
import { notFound } from '@/server/errors';
import type { App, AuthUser } from '@/server/types';
import { partnerListItem, STORE_MESSAGES, storeRow } from './catalog';

/** Every write to `stores` runs with the actor set, so the change log's trigger records who made it. */
export async function actAs(client: Queryable, actor: AuthUser): Promise<void> {
  await client.query(`SELECT set_config('brp.actor_id', $1, true)`, [String(actor.id)]);
}

const COLUMNS = [
  'address_lat',
  'address_lng',
  'address_text',
  'terminal_name',
  'terminal_photo',
  'terminal_phone',
  'terminal_lat',
  'terminal_lng',
] as const;

/** The partners map's save: only the given fields change; the trigger logs before and after. */
export async function updatePartner(app: App, actor: AuthUser, id: number, body: PartnerUpdate) {
  return transaction(app.deps.db, async (client) => {
    const current = await storeRow(client, id, true);
    if (!current) throw notFound(STORE_MESSAGES.STORE_NOT_FOUND);
    const changes = COLUMNS.filter((column) => body[column] !== undefined);
    if (changes.length > 0) {
      await actAs(client, actor);
      await client.query(
        `UPDATE stores SET ${changes.map((column, i) => `${column} = $${i + 2}`).join(', ')}, updated_at = now()
          WHERE id = $1`,
        [id, ...changes.map((column) => body[column])],
      );
    }
    const updated = await storeRow(client, id);
    return partnerListItem(updated!);
  });
}

export async function partnerChanges(app: App, id: number) {
  const { rows } = await app.deps.db.query<{
    id: string;
    action: string;
    actor_name: string | null;
    changed_at: Date;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }>(
    `SELECT c.id::text AS id, c.action, u.name AS actor_name, c.changed_at, c.before, c.after
       FROM partner_changes c LEFT JOIN users u ON u.id = c.actor_user_id
      WHERE c.store_id = $1 ORDER BY c.id DESC LIMIT 100`,
    [id],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), changed_at: row.changed_at.toISOString() }));
}
