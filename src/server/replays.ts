import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, conflict, HttpError, tooMany } from './errors';
import type { App } from './types';

export const REPLAY_MESSAGES = {
  KEY_INVALID: 'The Idempotency-Key header must be 1 to 100 visible characters.',
  KEY_REUSED: 'This Idempotency-Key was already used for a different action.',
  STILL_PROCESSING: 'This action is still being processed. Please try again in a moment.',
};

/** A claim older than this was left by a server that stopped mid-answer: the next try takes it over. */
const ABANDONED_AFTER_S = 30;
/** How long a replay waits for the first try of its key to be answered. */
const WAIT_FOR_FIRST_MS = 15_000;
const POLL_MS = 50;
/** Kept answers older than this are dropped: a phone sends its waiting taps well within it. */
const KEEP_ANSWERS_DAYS = 3;

export type Answer = { statusCode: number; payload: unknown };

/** JSON with sorted keys, so the same request hashes the same whatever order its fields came in. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The request's Idempotency-Key, or null without one; a malformed one is refused. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (key === undefined || key === '') return null;
  if (key.length > 100 || !/^[\x21-\x7e]+$/.test(key)) throw badRequest(REPLAY_MESSAGES.KEY_INVALID);
  return key;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Answers a change that a phone may send again (a driver's tap kept while the signal was gone): with an
 * Idempotency-Key header, the first request of that key from that account runs `run` and its answer (a success
 * or a refusal in words) is kept; every other request of the key, at the same time or later, gets that answer
 * and changes nothing. The same key for a different action (`scope` and body) is refused. No claim is held on a
 * database connection, so many copies arriving at once never starve the pool.
 */
export async function replayable(
  app: App,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: string,
  run: () => Promise<Answer>,
): Promise<FastifyReply> {
  const key = idempotencyKeyOf(request);
  const user = request.user;
  if (!key || !user) {
    const answer = await run();
    return reply.status(answer.statusCode).send(answer.payload);
  }
  const db = app.deps.db;
  const hash = createHash('sha256')
    .update(`${scope}\n${canonical(request.body ?? null)}`)
    .digest('hex');
  const started = Date.now();
  for (;;) {
    const claimed = await db.query(
      `INSERT INTO action_requests (user_id, idempotency_key, request_hash) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING`,
      [user.id, key, hash],
    );
    if (claimed.rowCount) break;
    const { rows } = await db.query<{
      request_hash: string;
      status_code: number;
      response: unknown;
      abandoned: boolean;
    }>(
      `SELECT request_hash, status_code, response, created_at < now() - make_interval(secs => $3) AS abandoned
         FROM action_requests WHERE user_id = $1 AND idempotency_key = $2`,
      [user.id, key, ABANDONED_AFTER_S],
    );
    const row = rows[0];
    if (!row) continue;
    if (row.request_hash !== hash) throw conflict(REPLAY_MESSAGES.KEY_REUSED);
    if (row.status_code !== 0) {
      reply.header('Idempotent-Replayed', 'true');
      return reply.status(row.status_code).send(row.response);
    }
    if (row.abandoned) {
      await db.query(
        `DELETE FROM action_requests WHERE user_id = $1 AND idempotency_key = $2 AND status_code = 0
            AND created_at < now() - make_interval(secs => $3)`,
        [user.id, key, ABANDONED_AFTER_S],
      );
      continue;
    }
    if (Date.now() - started > WAIT_FOR_FIRST_MS) {
      // Asked again before the first copy was answered: a phone's queue tries again after a moment.
      throw tooMany(REPLAY_MESSAGES.STILL_PROCESSING, { retry_after: 1 });
    }
    await sleep(POLL_MS);
  }

  const keep = (statusCode: number, payload: unknown) =>
    db.query(
      `UPDATE action_requests SET status_code = $3, response = $4 WHERE user_id = $1 AND idempotency_key = $2`,
      [user.id, key, statusCode, JSON.stringify(payload ?? null)],
    );
  let answer: Answer;
  try {
    answer = await run();
  } catch (error) {
    // A refusal is the answer to this tap (the rider cancelled meanwhile); a failure on our side is not, and the
    // key is free to try again.
    if (error instanceof HttpError && error.statusCode < 500 && error.statusCode !== 429) {
      await keep(error.statusCode, { message: error.message, ...error.extra });
    } else {
      await db
        .query('DELETE FROM action_requests WHERE user_id = $1 AND idempotency_key = $2', [user.id, key])
        .catch(() => {});
    }
    throw error;
  }
  await keep(answer.statusCode, answer.payload);
  if (Math.random() < 0.01) {
    await db.query(`DELETE FROM action_requests WHERE created_at < now() - make_interval(days => $1)`, [
      KEEP_ANSWERS_DAYS,
    ]);
  }
  return reply.status(answer.statusCode).send(answer.payload);
}
