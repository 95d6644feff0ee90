import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '@/server/db/pool';

/**
 * Photo links the server hands out carry an expiry and an HMAC, so a photo is readable only by whoever was
 * given its link by a response allowed to show it (booking screens, the map, the invitation page) and only
 * for a day or two. The key lives in the database, shared by every server instance.
 */
const keys: Buffer[] = [];
const DAY_MS = 86_400_000;

export async function loadUploadSigningKey(db: Queryable): Promise<void> {
  await db.query(
    `INSERT INTO server_secrets (name, value) VALUES ('upload_links', $1) ON CONFLICT (name) DO NOTHING`,
    [randomBytes(32).toString('base64url')],
  );
  const { rows } = await db.query<{ value: string }>(
    `SELECT value FROM server_secrets WHERE name = 'upload_links'`,
  );
  const key = Buffer.from(rows[0].value, 'base64url');
  if (!keys.some((known) => known.equals(key))) keys.unshift(key);
}

function signature(key: Buffer, id: string, expires: number): string {
  return createHmac('sha256', key).update(`${id}.${expires}`).digest('base64url').slice(0, 32);
}

/** `/api/uploads/<id>?exp=…&sig=…`, valid until the end of tomorrow (UTC), so a link is stable for a day. */
export function signedUploadPath(id: string, now = Date.now()): string {
  const key = keys[0];
  if (!key) return `/api/uploads/${id}`;
  const expires = Math.floor(now / DAY_MS) * DAY_MS + 2 * DAY_MS;
  return `/api/uploads/${id}?exp=${expires}&sig=${signature(key, id, expires)}`;
}

export function validUploadSignature(id: string, expires: number, sig: string, now = Date.now()): boolean {
  if (!Number.isFinite(expires) || expires < now) return false;
  const given = Buffer.from(sig);
  return keys.some((key) => {
    const expected = Buffer.from(signature(key, id, expires));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}
