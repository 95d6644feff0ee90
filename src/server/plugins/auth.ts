import { createHash, randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { RoleName } from '../../../schemas/account';
import type { Queryable } from '../db/pool';
import type { App, AuthUser } from '../types';

export const SESSION_DAYS = 30;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export async function createSession(db: Queryable, userId: number): Promise<string> {
  const token = newToken();
  await db.query(
    `INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(days => $3))`,
    [userId, hashToken(token), SESSION_DAYS],
  );
  return token;
}

/** Looks a bearer token up; expired, revoked, blocked or deleted accounts count as no session. */
export async function userForToken(db: Queryable, token: string): Promise<AuthUser | null> {
  if (!token || token.length > 200) return null;
  const { rows } = await db.query<{ session_id: number; user_id: number; roles: RoleName[] | null }>(
    `SELECT s.id AS session_id, u.id AS user_id, array_agg(r.role) FILTER (WHERE r.role IS NOT NULL) AS roles
       FROM sessions s
       JOIN users u ON u.id = s.user_id
       LEFT JOIN user_roles r ON r.user_id = u.id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()
        AND u.deleted_at IS NULL AND NOT u.is_blocked
      GROUP BY s.id, u.id`,
    [hashToken(token)],
  );
  const row = rows[0];
  if (!row) return null;
  return { id: row.user_id, roles: row.roles ?? [], sessionId: row.session_id };
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value.trim() : null;
}

export default fp(async (app: App) => {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = bearerToken(request.headers.authorization);
    request.user = token ? await userForToken(app.deps.db, token) : null;
  });
});
