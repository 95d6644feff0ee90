import {
  ANONYMOUS_UPLOADS_HARD_CAP,
  ANONYMOUS_UPLOADS_PER_ADDRESS,
  ANONYMOUS_UPLOADS_PER_ADDRESS_WINDOW_MINUTES,
  ANONYMOUS_UPLOADS_PER_DAY,
  REGISTRATION_TOKENS_PER_ADDRESS,
  REGISTRATION_TOKENS_PER_ADDRESS_WINDOW_MINUTES,
  UPLOADS_PER_REGISTRATION_TOKEN,
} from '@config/constants';
import { tooMany, unauthorized } from '@/server/errors';
import { takeAllowance, waitText } from '@/server/limits/allowance';
import { LIMIT_MESSAGES, withWait } from '@/server/limits/messages';
import { hashToken } from '@/server/plugins/auth';
import type { App } from '@/server/types';

export const REGISTRATION_TOKEN_MESSAGE =
  'Your registration session has expired. Please reload the page and try again.';

/** A new registration token may be taken from this address (a short sliding window, never a day's ban). */
export async function admitRegistrationToken(app: App, ip: string) {
  const taken = await takeAllowance(app.deps.db, {
    key: `registration-token:${ip}`,
    max: REGISTRATION_TOKENS_PER_ADDRESS,
    windowSeconds: REGISTRATION_TOKENS_PER_ADDRESS_WINDOW_MINUTES * 60,
  });
  if (!taken.ok) {
    throw tooMany(withWait(LIMIT_MESSAGES.uploadsFromNetwork, waitText(taken.retryAfterSeconds)), {
      retry_after: taken.retryAfterSeconds,
    });
  }
}

/**
 * The caps an anonymous (registration) upload must pass; returns the token's hash the upload is tied to.
 *
 * - The token carries a few files: its count is taken before the file is stored (an atomic update that
 *   refuses past the cap), so files sent together cannot pass it.
 * - One address gets a short sliding allowance: people behind one carrier address wait minutes at worst.
 * - The whole service holds at most so many unclaimed files a day, but no one source can fill that for the
 *   others: past the soft cap, an address is still let in while it holds less than its fair share (the cap
 *   shared among the addresses holding unclaimed files, and at least one registration's worth). Only the hard
 *   cap, there to protect the disk, refuses everyone. Files a registration claimed do not count.
 */
export async function admitAnonymousUpload(app: App, token: string | undefined, ip: string): Promise<string> {
  if (!token || token.length > 200) throw unauthorized(REGISTRATION_TOKEN_MESSAGE);
  const hash = hashToken(token);
  const db = app.deps.db;
  const valid = await db.query(
    'SELECT 1 FROM registration_tickets WHERE token_hash = $1 AND expires_at > now()',
    [hash],
  );
  if (!valid.rowCount) throw unauthorized(REGISTRATION_TOKEN_MESSAGE);

  const { rows } = await db.query<{ overall: number; sources: number; mine: number }>(
    `SELECT count(*)::int AS overall, count(DISTINCT ip)::int AS sources,
            count(*) FILTER (WHERE ip = $1)::int AS mine
       FROM uploads WHERE owner_id IS NULL AND ticket_hash IS NOT NULL AND created_at > now() - interval '1 day'`,
    [ip],
  );
  const { overall, sources, mine } = rows[0];
  if (overall >= ANONYMOUS_UPLOADS_HARD_CAP) throw tooMany(LIMIT_MESSAGES.uploadsBusy);
  if (overall >= ANONYMOUS_UPLOADS_PER_DAY) {
    const share = Math.max(
      UPLOADS_PER_REGISTRATION_TOKEN,
      Math.floor(ANONYMOUS_UPLOADS_PER_DAY / Math.max(1, sources)),
    );
    if (mine >= share) throw tooMany(LIMIT_MESSAGES.uploadsBusy);
  }

  const counted = await db.query(
    `UPDATE registration_tickets SET uploads = uploads + 1
      WHERE token_hash = $1 AND expires_at > now() AND uploads < $2`,
    [hash, UPLOADS_PER_REGISTRATION_TOKEN],
  );
  if (!counted.rowCount) throw tooMany(LIMIT_MESSAGES.uploadsForToken);
  const fromAddress = await takeAllowance(db, {
    key: `anonymous-upload:${ip}`,
    max: ANONYMOUS_UPLOADS_PER_ADDRESS,
    windowSeconds: ANONYMOUS_UPLOADS_PER_ADDRESS_WINDOW_MINUTES * 60,
  });
  if (!fromAddress.ok) {
    // The file is not taken: the token keeps its place for it.
    await db.query('UPDATE registration_tickets SET uploads = uploads - 1 WHERE token_hash = $1', [hash]);
    throw tooMany(withWait(LIMIT_MESSAGES.uploadsFromNetwork, waitText(fromAddress.retryAfterSeconds)), {
      retry_after: fromAddress.retryAfterSeconds,
    });
  }
  return hash;
}
