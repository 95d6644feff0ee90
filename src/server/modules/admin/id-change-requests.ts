import type { ResourceServerOptions, WriteContext } from './store';

/** Approving a change request clears the card's details, so the driver fills the ID form again. */
async function afterUpdate({ client, id, current, changes, actor }: WriteContext) {
  if (changes.status === undefined || changes.status === current.status) return;
  await client.query(
    'UPDATE id_change_requests SET reviewed_by = $2, reviewed_at = now(), updated_at = now() WHERE id = $1',
    [id, actor.id],
  );
  if (changes.status === 'approved') {
    await client.query('DELETE FROM id_infos WHERE user_id = $1', [current.user_id]);
  }
}

export const idChangeRequestsServerOptions: ResourceServerOptions = {
  expressions: {
    name: '(SELECT u.name FROM users u WHERE u.id = "id_change_requests"."user_id")',
  },
  touch: 'updated_at = now()',
  afterUpdate,
};
