import type { RoleName } from '@schemas/account';
import { REGISTRATION_MESSAGES } from '@/shared/messages';
import { normalizePhilippinePhone, philippinePhoneProblem } from '@/shared/phone';
import { isStaff, privilegeRank } from '@/shared/roles';
import { transaction } from '@/server/db/pool';
import { badRequest, forbidden, notFound } from '@/server/errors';
import type { App } from '@/server/types';
import type { ResourceServerOptions, WriteContext } from './store';

const ROLES_SQL = `coalesce((SELECT array_agg(r.role ORDER BY r.role) FROM user_roles r WHERE r.user_id = "users"."id"), '{}')`;

export const USER_ADMIN_MESSAGES = {
  identityOfPeer:
    'You cannot change the phone or email of an account with the same or a higher access level than yours.',
  identityOfStaff:
    'Only an admin can change the phone or email of a staff account; the account holder can ask an admin.',
  identityOfSelf:
    'To change your own phone or email, use My account: a code sent to the new phone or email confirms it.',
  blockSelf: 'You cannot block your own account.',
  removeOwnAdmin: 'You cannot remove your own admin role.',
  blockAdmin: 'Only an admin can block or unblock an admin account.',
} as const;

/** Fields that identify an account: whoever controls them can reset its password. */
const IDENTITY_FIELDS = ['phone', 'email'] as const;

function sameRoles(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((role) => b.includes(role));
}

function changed(current: unknown, next: unknown): boolean {
  return next !== undefined && String(next ?? '') !== String(current ?? '');
}

async function beforeUpdate({ actor, id, current, changes }: WriteContext) {
  if (typeof changes.phone === 'string') {
    const phone = normalizePhilippinePhone(changes.phone);
    if (!phone)
      throw badRequest(philippinePhoneProblem(changes.phone) ?? REGISTRATION_MESSAGES.PHONE_TOO_SHORT);
    changes.phone = phone;
  }
  const currentRoles = current.roles as RoleName[];
  const identityChange = IDENTITY_FIELDS.some((field) => changed(current[field], changes[field]));
  if (identityChange) {
    const self = id === actor.id;
    const actorIsAdmin = actor.roles.includes('admin');
    if (!self && privilegeRank(currentRoles) >= privilegeRank(actor.roles)) {
      throw forbidden(USER_ADMIN_MESSAGES.identityOfPeer);
    }
    if (isStaff(currentRoles) && !actorIsAdmin) {
      throw forbidden(self ? USER_ADMIN_MESSAGES.identityOfSelf : USER_ADMIN_MESSAGES.identityOfStaff);
    }
  }
  const blocking = changes.is_blocked !== undefined && changes.is_blocked !== current.is_blocked;
  if (id === actor.id && changes.is_blocked === true) throw forbidden(USER_ADMIN_MESSAGES.blockSelf);
  if (
    id === actor.id &&
    Array.isArray(changes.roles) &&
    currentRoles.includes('admin') &&
    !changes.roles.includes('admin')
  ) {
    throw forbidden(USER_ADMIN_MESSAGES.removeOwnAdmin);
  }
  if (blocking && currentRoles.includes('admin') && !actor.roles.includes('admin')) {
    throw forbidden(USER_ADMIN_MESSAGES.blockAdmin);
  }
}

/** Records one change in the audit trail the console shows. */
export async function recordAudit(
  client: WriteContext['client'],
  event: {
    actorId: number | null;
    userId: number;
    action: string;
    field?: string;
    from?: unknown;
    to?: unknown;
  },
) {
  const text = (value: unknown) =>
    value === undefined || value === null ? '' : Array.isArray(value) ? value.join(', ') : String(value);
  await client.query(
    `INSERT INTO audit_events (actor_id, user_id, action, field, old_value, new_value)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [event.actorId, event.userId, event.action, event.field ?? '', text(event.from), text(event.to)],
  );
}

/**
 * Roles live in user_roles; blocking ends every open session, so a blocked account is out at once. Every
 * change to phone, email, roles or blocking is written to the audit trail in the same transaction.
 */
async function afterUpdate({ client, actor, id, current, changes }: WriteContext) {
  const userId = Number(id);
  for (const field of IDENTITY_FIELDS) {
    if (changed(current[field], changes[field])) {
      await recordAudit(client, {
        actorId: actor.id,
        userId,
        action: `${field} changed`,
        field,
        from: current[field],
        to: changes[field],
      });
    }
  }
  const roles = changes.roles as RoleName[] | undefined;
  if (roles && !sameRoles(roles, current.roles as RoleName[])) {
    await client.query('DELETE FROM user_roles WHERE user_id = $1', [id]);
    await client.query('INSERT INTO user_roles (user_id, role) SELECT $1, unnest($2::text[])', [id, roles]);
    await recordAudit(client, {
      actorId: actor.id,
      userId,
      action: 'roles changed',
      field: 'roles',
      from: current.roles,
      to: roles,
    });
  }
  if (changes.is_blocked !== undefined) {
    await applyBlock(client, {
      actorId: actor.id,
      userId,
      from: current.is_blocked === true,
      to: changes.is_blocked === true,
    });
  }
}

/**
 * A block or unblock, in the transaction that writes `users.is_blocked` (the console's user form and the
 * attendance scanner both come here): the audit trail records the change, and a block ends every session of
 * the account. Once committed, the caller announces it (`revoked`), which closes the account's live sockets
 * and forgets its cached sessions on every instance.
 */
export async function applyBlock(
  client: WriteContext['client'],
  change: { actorId: number; userId: number; from: boolean; to: boolean },
) {
  if (change.from !== change.to) {
    await recordAudit(client, {
      actorId: change.actorId,
      userId: change.userId,
      action: change.to ? 'blocked' : 'unblocked',
      field: 'is_blocked',
      from: change.from,
      to: change.to,
    });
  }
  if (change.to) {
    await client.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [
      change.userId,
    ]);
  }
}

/** Blocks or unblocks one account outside the console's form (the attendance scanner): see `applyBlock`. */
export async function setBlocked(app: App, change: { actorId: number; userId: number; blocked: boolean }) {
  await transaction(app.deps.db, async (client) => {
    const { rows } = await client.query<{ is_blocked: boolean }>(
      'SELECT is_blocked FROM users WHERE id = $1 AND deleted_at IS NULL FOR UPDATE',
      [change.userId],
    );
    if (!rows[0]) throw notFound();
    await client.query('UPDATE users SET is_blocked = $2, updated_at = now() WHERE id = $1', [
      change.userId,
      change.blocked,
    ]);
    await applyBlock(client, { ...change, from: rows[0].is_blocked, to: change.blocked });
  });
  if (change.blocked) {
    await app.sessions.announce({ user_id: change.userId, session_ids: null, revoked: true });
  }
}

/** After the change is committed: a blocked account's live sockets and cached sessions end everywhere. */
function afterCommit(onAccountChanged: (userId: number, revoked: boolean) => Promise<void>) {
  return async ({ id, current, changes }: WriteContext) => {
    const revoked = changes.is_blocked === true && current.is_blocked !== true;
    const rolesChanged = Array.isArray(changes.roles) && !sameRoles(changes.roles, current.roles as string[]);
    if (revoked || rolesChanged) await onAccountChanged(Number(id), revoked);
  };
}

export function usersServerOptions(
  onAccountChanged: (userId: number, revoked: boolean) => Promise<void>,
): ResourceServerOptions {
  return {
    expressions: { roles: ROLES_SQL },
    scope: '"users"."deleted_at" IS NULL',
    touch: 'updated_at = now()',
    uniqueMessages: {
      users_email_key: 'Email already associated with an account',
      users_phone_key: 'Phone already associated with an account',
    },
    beforeUpdate,
    afterUpdate,
    afterCommit: afterCommit(onAccountChanged),
  };
}
