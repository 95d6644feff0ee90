import { badRequest } from '@/server/errors';
import type { ResourceServerOptions, WriteContext } from './store';

const T = '"driver_applications"';
const user = (column: string) => `(SELECT u.${column} FROM users u WHERE u.id = ${T}."user_id")`;
const driver = (column: string) => `(SELECT d.${column} FROM drivers d WHERE d.user_id = ${T}."user_id")`;
const upload = (column: string) => `('/api/uploads/' || ${T}."${column}"::text)`;

async function beforeUpdate({ current, changes }: WriteContext) {
  const status = (changes.status ?? current.status) as string;
  const reason = String(changes.reason ?? current.reason ?? '').trim();
  if (status === 'rejected' && reason === '') throw badRequest('Please give the reason for the rejection.');
}

/** The decision is what lets the driver go online: drivers.is_approved follows it in the same transaction. */
async function afterUpdate({ client, id, current, changes, actor }: WriteContext) {
  if (changes.status === undefined || changes.status === current.status) return;
  await client.query(
    `UPDATE driver_applications SET reviewed_by = $2, reviewed_at = now(), updated_at = now() WHERE id = $1`,
    [id, actor.id],
  );
  await client.query(
    `UPDATE drivers SET is_approved = $2,
            is_online = CASE WHEN $2 THEN is_online ELSE false END
      WHERE user_id = $1`,
    [current.user_id, changes.status === 'approved'],
  );
}

export const driverApplicationsServerOptions: ResourceServerOptions = {
  expressions: {
    name: user('name'),
    phone: user('phone'),
    email: `${user('email')}::text`,
    branch_id: driver('branch_id'),
    vehicle_type_id: driver('vehicle_type_id'),
    vehicle_photo: upload('vehicle_photo'),
    driver_license: upload('driver_license'),
    vehicle_papers: upload('vehicle_papers'),
  },
  touch: 'updated_at = now()',
  beforeUpdate,
  afterUpdate,
};
