import type { RoleName } from '../../../../schemas/account';
import { normalizePhilippinePhone } from '../../../shared/phone';
import { badRequest, forbidden } from '../../errors';
import type { ResourceServerOptions, WriteContext } from './store';

const ROLES_SQL = `coalesce((SELECT array_agg(r.role ORDER BY r.role) FROM user_roles r WHERE r.user_id = "users"."id"), '{}')`;

function sameRoles(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((role) => b.includes(role));
}

async function beforeUpdate({ actor, id, current, changes }: WriteContext) {
  if (typeof changes.phone === 'string') {
    const phone = normalizePhilippinePhone(changes.phone);
    if (!phone) throw badRequest('Phone number must be at least 11 digits long.');
    changes.phone = phone;
  }
  const currentRoles = current.roles as RoleName[];
  const blocking = changes.is_blocked !== undefined && changes.is_blocked !== current.is_blocked;
  if (id === actor.id && changes.is_blocked === true) throw forbidden('You cannot block your own account.');
  if (
    id === actor.id &&
    Array.isArray(changes.roles) &&
    currentRoles.includes('admin') &&
    !changes.roles.includes('admin')
  ) {
    throw forbidden('You cannot remove your own admin role.');
  }
  if (blocking && currentRoles.includes('admin') && !actor.roles.includes('admin')) {
    throw forbidden('Only an admin can block or unblock an admin account.');
  }
}

/** Roles live in user_roles; blocking ends every open session, so a blocked account is out at once. */
async function afterUpdate({ client, id, current, changes }: WriteContext) {
  const roles = changes.roles as RoleName[] | undefined;
  if (roles && !sameRoles(roles, current.roles as RoleName[])) {
    await client.query('DELETE FROM user_roles WHERE user_id = $1', [id]);
    await client.query('INSERT INTO user_roles (user_id, role) SELECT $1, unnest($2::text[])', [id, roles]);
  }
  if (changes.is_blocked === true) {
    await client.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [
      id,
    ]);
  }
}

export const usersServerOptions: ResourceServerOptions = {
  expressions: { roles: ROLES_SQL },
  scope: '"users"."deleted_at" IS NULL',
  touch: 'updated_at = now()',
  uniqueMessages: {
    users_email_key: 'Email already associated with an account',
    users_phone_key: 'Phone already associated with an account',
  },
  beforeUpdate,
  afterUpdate,
};
