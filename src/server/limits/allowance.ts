import type pg from 'pg';
import { transaction } from '../db/pool';

/** Advisory-lock namespace of the allowances below (the key's hash is the second number). */
const ALLOWANCE_LOCK = 72_910;

export type Allowance = {
  key: string;
  max: number;
  windowSeconds: number;
  /**
   * What the use is for (a hash of a guessed code): trying the same subject again within the window is the
   * same try, so a code sent many times at once takes one use, while each new code takes one of its own.
   */
  subject?: string;
};
/** A use taken out of an allowance; `release` gives it back (e.g. a gift code that was right). */
export type Taken = { ok: true; id: string } | { ok: false; retryAfterSeconds: number };

/**
 * Takes one use of `key` if fewer than `max` were taken in the last `windowSeconds`. The count and the new
 * use are written under a lock on the key, so requests sent together are counted one after another: a burst
 * of any size gets exactly the allowance through, never more.
 */
export async function takeAllowance(db: pg.Pool, allowance: Allowance): Promise<Taken> {
  return transaction(db, (client) => takeAllowanceIn(client, allowance));
}

/** The same, inside a transaction the caller holds (the use is kept only if that transaction commits). */
export async function takeAllowanceIn(client: pg.PoolClient, allowance: Allowance): Promise<Taken> {
  await client.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [ALLOWANCE_LOCK, allowance.key]);
  const { rows } = await client.query<{ used: number; wait: number | null }>(
    `SELECT count(*)::int AS used,
            extract(epoch FROM min(at) + make_interval(secs => $2) - clock_timestamp())::float AS wait
       FROM limit_events WHERE key = $1 AND at > clock_timestamp() - make_interval(secs => $2)`,
    [allowance.key, allowance.windowSeconds],
  );
  if (allowance.subject !== undefined) {
    const same = await client.query<{ id: string }>(
      `SELECT id FROM limit_events
        WHERE key = $1 AND subject = $2 AND at > clock_timestamp() - make_interval(secs => $3) LIMIT 1`,
      [allowance.key, allowance.subject, allowance.windowSeconds],
    );
    if (same.rows[0]) return { ok: true, id: same.rows[0].id };
  }
  if (rows[0].used >= allowance.max) {
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(rows[0].wait ?? allowance.windowSeconds)) };
  }
  const inserted = await client.query<{ id: string }>(
    'INSERT INTO limit_events (key, at, subject) VALUES ($1, clock_timestamp(), $2) RETURNING id',
    [allowance.key, allowance.subject ?? null],
  );
  return { ok: true, id: inserted.rows[0].id };
}

export async function releaseAllowance(db: pg.Pool, taken: Taken) {
  if (taken.ok) await db.query('DELETE FROM limit_events WHERE id = $1', [taken.id]);
}

/** Uses older than the longest window (a day) are forgotten. */
export async function sweepAllowances(db: pg.Pool) {
  await db.query(`DELETE FROM limit_events WHERE at < now() - interval '1 day'`);
}

/** "8 seconds", "2 minutes", "1 hour": the wait a refusal names. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}
