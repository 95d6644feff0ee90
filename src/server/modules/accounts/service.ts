import { randomBytes } from 'node:crypto';
import {
  LOGIN_FAILURES_PER_ADDRESS,
  LOGIN_FREE_FAILURES_PER_ACCOUNT,
  LOGIN_FREE_FAILURES_PER_PAIR,
  LOGIN_MAX_DELAY_SECONDS,
  LOGIN_WINDOW_MINUTES,
} from '@config/constants';
import type { PoolClient } from 'pg';
import type { RegisterBody, RegisterForeignBody, RoleName } from '@schemas/account';
import { parseLoginIdentifier } from '@/shared/phone';
import { transaction } from '@/server/db/pool';
import { badRequest, conflict, forbidden, type HttpError, notFound, tooMany } from '@/server/errors';
import { createSession, hashToken } from '@/server/plugins/auth';
import type { App } from '@/server/types';
import { accountView } from './account-view';
import { consumeVerification } from './otp';
import { decoyHash, hashPassword, passwordProblem, verifyPassword } from './passwords';

export const ACCOUNT_MESSAGES = {
  wrongLogin: 'Wrong email/phone!',
  badCredentials: 'The email/phone or password you entered is incorrect.',
  useGoogle: 'Please login using Google',
  blocked: 'Your account is blocked. Please contact BRP support.',
  tooManyLogins: 'Too many failed login attempts. Please try again in 15 minutes.',
  /** With the wait filled in: "… Please try again in 8 seconds." */
  tooManyLoginsWait: 'Too many failed login attempts. Please try again in {wait}.',
  emailUsed: 'Email already associated with an account',
  phoneUsed: 'Phone already associated with an account',
  fullName: 'Please enter your full name',
  invalidReferral: 'Invalid referral code',
  passwordsDiffer: 'Passwords do not match. Please ensure both passwords are the same.',
  commonPassword: 'This password is too common. Please choose a harder one to guess.',
  contextPassword:
    'This password is only a name (BRP, Palawan, a town or your own name) with numbers. Please choose a harder one to guess.',
  registered: 'Registration Successful!',
  otpNotVerified: 'Please verify your phone number with the OTP code first.',
  missingUpload: 'Please fill in all fields and upload a profile image before proceeding.',
  resetDone: 'Your password has been reset. Please log in.',
  deleted: 'Your account was successfully deleted',
  wrongPassword: 'The password you entered is incorrect.',
  googleNotSetUp: 'Google sign-in is not set up on this server.',
  googleFailed: 'Google sign-in failed. Please try again.',
  noGoogleAccount: 'No account is linked to this Google account. Please register as a foreigner first.',
} as const;

const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function newReferralCode(): string {
  const bytes = randomBytes(8);
  return Array.from(bytes, (b) => REFERRAL_ALPHABET[b % REFERRAL_ALPHABET.length]).join('');
}

async function session(app: App, userId: number) {
  const token = await createSession(app.deps.db, userId);
  const account = await accountView(app.deps.db, userId);
  if (!account) throw forbidden();
  return { token, account };
}

/** How long to wait after `failures` failures when `free` are allowed: 1 s, 2 s, 4 s, … up to the cap. */
export function loginDelaySeconds(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(2 ** (failures - free), LOGIN_MAX_DELAY_SECONDS);
}

function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

function throttled(seconds: number): HttpError {
  const wait = Math.max(1, Math.ceil(seconds));
  return tooMany(ACCOUNT_MESSAGES.tooManyLoginsWait.replace('{wait}', waitText(wait)), {
    retry_after: wait,
  });
}

/** Advisory-lock namespaces: one account's login attempts, one address's login attempts. */
const LOGIN_ACCOUNT_LOCK = 72_901;
const LOGIN_ADDRESS_LOCK = 72_902;

/**
 * Takes one attempt out of the allowance before the password is looked at: under the account's and the
 * address's locks the failures are counted and, when a try is still allowed, the attempt is written as a
 * failure at once (taken back when the password is right). Guesses sent together therefore queue here and
 * only the allowance reaches the password check. The locks are held for two short statements, not for the
 * password check itself, so people signing in behind one carrier address are not slowed by each other.
 */
async function reserveLoginAttempt(app: App, accountKey: string, ip: string, usualAddress: boolean) {
  // The clock is read after the locks are taken (not the transaction's start), so a try that waited in line
  // is measured from when it is really counted.
  const windowSql = `make_interval(mins => ${LOGIN_WINDOW_MINUTES})`;
  return transaction(app.deps.db, async (client) => {
    // Always the account first, then the address: two attempts can never wait for each other in a circle.
    await client.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [LOGIN_ACCOUNT_LOCK, accountKey]);
    await client.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [LOGIN_ADDRESS_LOCK, ip]);
    const failures = await client.query<{
      pair: number;
      pair_wait: number;
      address: number;
      address_wait: number;
      account: number;
      account_wait: number;
    }>(
      `SELECT count(*) FILTER (WHERE account_key = $1 AND ip = $2)::int AS pair,
              coalesce(extract(epoch FROM clock_timestamp() - max(at) FILTER (WHERE account_key = $1 AND ip = $2)), 0)::float AS pair_wait,
              count(*) FILTER (WHERE ip = $2)::int AS address,
              coalesce(extract(epoch FROM min(at) FILTER (WHERE ip = $2) + ${windowSql} - clock_timestamp()), 0)::float AS address_wait,
              count(*) FILTER (WHERE account_key = $1)::int AS account,
              coalesce(extract(epoch FROM clock_timestamp() - max(at) FILTER (WHERE account_key = $1)), 0)::float AS account_wait
         FROM login_failures WHERE at > clock_timestamp() - ${windowSql} AND (account_key = $1 OR ip = $2)`,
      [accountKey, ip],
    );
    const seen = failures.rows[0];
    // Thousands of phones share one carrier address: one that signed in here before is not refused for the
    // address's failures on other accounts (its own failures here still slow it down, below).
    if (!usualAddress && seen.address >= LOGIN_FAILURES_PER_ADDRESS) throw throttled(seen.address_wait);
    const pairDelay = loginDelaySeconds(seen.pair, LOGIN_FREE_FAILURES_PER_PAIR);
    if (pairDelay > seen.pair_wait) throw throttled(pairDelay - seen.pair_wait);
    if (!usualAddress) {
      const accountDelay = loginDelaySeconds(seen.account, LOGIN_FREE_FAILURES_PER_ACCOUNT);
      if (accountDelay > seen.account_wait) throw throttled(accountDelay - seen.account_wait);
    }
    const { rows } = await client.query<{ id: string }>(
      'INSERT INTO login_failures (account_key, ip, at) VALUES ($1, $2, clock_timestamp()) RETURNING id',
      [accountKey, ip],
    );
    return rows[0].id;
  });
}

/**
 * Failed logins are throttled per (account, address) pair and per address, and the account as a whole gets
 * growing delays for addresses it has never logged in from. Nobody can lock the owner out: from an address
 * where the right password worked before, only the failures on that account from that address count.
 */
export async function login(app: App, input: string, password: string, ip: string) {
  const identifier = parseLoginIdentifier(input);
  if ('error' in identifier) throw badRequest(ACCOUNT_MESSAGES.wrongLogin);
  const accountKey = `${identifier.kind}:${identifier.value.toLowerCase()}`;
  const db = app.deps.db;
  const column = identifier.kind === 'email' ? 'email' : 'phone';
  const { rows } = await db.query<{
    id: number;
    password_hash: string | null;
    firebase_uid: string | null;
    is_blocked: boolean;
    usual_address: boolean;
  }>(
    `SELECT u.id, u.password_hash, u.firebase_uid, u.is_blocked,
            EXISTS (SELECT 1 FROM login_addresses a WHERE a.user_id = u.id AND a.ip = $2) AS usual_address
       FROM users u WHERE u.${column} = $1 AND u.deleted_at IS NULL`,
    [identifier.value, ip],
  );
  const user = rows[0];
  if (user && !user.password_hash && user.firebase_uid) throw badRequest(ACCOUNT_MESSAGES.useGoogle);
  const attempt = await reserveLoginAttempt(app, accountKey, ip, user?.usual_address ?? false);
  const ok = user
    ? await verifyPassword(user.password_hash, password)
    : await verifyPassword(await decoyHash(), password);
  // A wrong password leaves the reserved attempt as the recorded failure.
  if (!user || !ok) throw badRequest(ACCOUNT_MESSAGES.badCredentials);
  await db.query('DELETE FROM login_failures WHERE id = $1', [attempt]);
  if (user.is_blocked) throw forbidden(ACCOUNT_MESSAGES.blocked);
  // Only this address's failures are forgiven: someone guessing elsewhere keeps their own delays.
  await db.query('DELETE FROM login_failures WHERE account_key = $1 AND ip = $2', [accountKey, ip]);
  await db.query(
    `INSERT INTO login_addresses (user_id, ip) VALUES ($1, $2)
     ON CONFLICT (user_id, ip) DO UPDATE SET last_success_at = now()`,
    [user.id, ip],
  );
  return session(app, user.id);
}

export async function logout(app: App, userId: number, sessionId: number) {
  await app.sessions.revoke(userId, [sessionId]);
}

/** `null` when free; otherwise the spec's message for whichever is taken (email first). */
export async function credentialsInUse(app: App, email?: string, phone?: string): Promise<string | null> {
  if (email) {
    const found = await app.deps.db.query('SELECT 1 FROM users WHERE email = $1 AND deleted_at IS NULL', [
      email,
    ]);
    if (found.rowCount) return ACCOUNT_MESSAGES.emailUsed;
  }
  if (phone) {
    const found = await app.deps.db.query('SELECT 1 FROM users WHERE phone = $1 AND deleted_at IS NULL', [
      phone,
    ]);
    if (found.rowCount) return ACCOUNT_MESSAGES.phoneUsed;
  }
  return null;
}

function checkStrength(password: string, personal: readonly string[] = []) {
  const problem = passwordProblem(password, personal);
  if (problem === 'common') throw badRequest(ACCOUNT_MESSAGES.commonPassword);
  if (problem === 'context') throw badRequest(ACCOUNT_MESSAGES.contextPassword);
}

export function checkPasswords(password: string, confirm: string, personal: readonly string[]) {
  if (password !== confirm) throw badRequest(ACCOUNT_MESSAGES.passwordsDiffer);
  checkStrength(password, personal);
}

async function referrerId(client: PoolClient, code: string | undefined): Promise<number | null> {
  const trimmed = code?.trim().toUpperCase();
  if (!trimmed) return null;
  const { rows } = await client.query<{ id: number }>(
    'SELECT id FROM users WHERE upper(code) = $1 AND deleted_at IS NULL',
    [trimmed],
  );
  if (!rows[0]) throw badRequest(ACCOUNT_MESSAGES.invalidReferral);
  return rows[0].id;
}

/** Attaches uploads made before the account existed; only unclaimed uploads of the right kind qualify. */
export async function claimUpload(
  client: PoolClient,
  id: string,
  kind: string,
  userId: number,
  /** When given, only an upload made under this registration token (its hash) qualifies. */
  ticketHash?: string,
) {
  const claimed = await client.query(
    `UPDATE uploads SET owner_id = $3 WHERE id = $1 AND kind = $2 AND owner_id IS NULL
       AND created_at > now() - interval '1 day' AND ($4::text IS NULL OR ticket_hash = $4)`,
    [id, kind, userId, ticketHash ?? null],
  );
  if (!claimed.rowCount) throw badRequest(ACCOUNT_MESSAGES.missingUpload);
}

export async function insertUser(
  client: PoolClient,
  fields: Record<string, unknown>,
  roles: RoleName[],
): Promise<number> {
  const columns = Object.keys(fields);
  for (let attempt = 0; ; attempt++) {
    const values = [...Object.values(fields), newReferralCode()];
    try {
      await client.query('SAVEPOINT insert_user');
      const { rows } = await client.query<{ id: number }>(
        `INSERT INTO users (${columns.join(', ')}, code) VALUES (${values.map((_, i) => `$${i + 1}`).join(', ')})
         RETURNING id`,
        values,
      );
      for (const role of roles) {
        await client.query('INSERT INTO user_roles (user_id, role) VALUES ($1, $2)', [rows[0].id, role]);
      }
      return rows[0].id;
    } catch (error) {
      await client.query('ROLLBACK TO SAVEPOINT insert_user');
      const pgError = error as { code?: string; constraint?: string };
      if (pgError.code !== '23505') throw error;
      if (pgError.constraint === 'users_email_key') throw conflict(ACCOUNT_MESSAGES.emailUsed);
      if (pgError.constraint === 'users_phone_key') throw conflict(ACCOUNT_MESSAGES.phoneUsed);
      if (pgError.constraint === 'users_firebase_uid_key') throw conflict(ACCOUNT_MESSAGES.emailUsed);
      if (attempt > 5) throw error;
    }
  }
}

export async function registerLocal(app: App, body: RegisterBody, phone: string) {
  checkPasswords(body.password, body.confirmPassword, [body.name, body.email.split('@')[0]]);
  const taken = await credentialsInUse(app, body.email, phone);
  if (taken) throw conflict(taken);
  const passwordHash = await hashPassword(body.password);
  return transaction(app.deps.db, async (client) => {
    const referredBy = await referrerId(client, body.code);
    if (!(await consumeVerification(app, phone, 'register', body.verification_token))) {
      throw badRequest(ACCOUNT_MESSAGES.otpNotVerified);
    }
    const userId = await insertUser(
      client,
      {
        name: body.name.trim().replace(/\s+/g, ' '),
        email: body.email.trim(),
        phone,
        password_hash: passwordHash,
        birthday: body.birthday ?? null,
        address: body.address ?? '',
        country_code: body.country_code ?? 'PH',
        lat: body.lat ?? null,
        lng: body.lng ?? null,
        referred_by: referredBy,
        is_web: body.is_web !== 0,
        phone_verified_at: new Date(),
      },
      ['client'],
    );
    await claimUpload(client, body.customizable_photo, 'selfie', userId);
    await client.query('UPDATE users SET customizable_photo = $2 WHERE id = $1', [
      userId,
      body.customizable_photo,
    ]);
    return { message: ACCOUNT_MESSAGES.registered, id: userId };
  });
}

export async function registerForeign(app: App, body: RegisterForeignBody) {
  checkPasswords(body.password, body.confirmPassword, [body.name, body.email.split('@')[0]]);
  let firebaseUid: string | null = null;
  if (app.deps.identity) {
    if (!body.firebase_id_token) throw badRequest(ACCOUNT_MESSAGES.googleFailed);
    const identity = await app.deps.identity.verifyIdToken(body.firebase_id_token).catch(() => {
      throw badRequest(ACCOUNT_MESSAGES.googleFailed);
    });
    firebaseUid = identity.uid;
  }
  const phone = body.phone.startsWith('+') ? body.phone : `+${body.phone}`;
  const taken = await credentialsInUse(app, body.email, phone);
  if (taken) throw conflict(taken);
  const passwordHash = await hashPassword(body.password);
  const userId = await transaction(app.deps.db, async (client) => {
    const referredBy = await referrerId(client, body.code);
    const id = await insertUser(
      client,
      {
        name: body.name.trim().replace(/\s+/g, ' '),
        email: body.email.trim(),
        phone,
        password_hash: passwordHash,
        nationality: body.nationality ?? null,
        is_foreign: true,
        firebase_uid: firebaseUid,
        referred_by: referredBy,
        is_web: body.is_web !== 0,
        country_code: '',
      },
      ['client'],
    );
    await claimUpload(client, body.customizable_photo, 'selfie', id);
    await claimUpload(client, body.passport, 'passport', id);
    await claimUpload(client, body.tourist_visa, 'tourist_visa', id);
    await client.query(
      'UPDATE users SET customizable_photo = $2, passport = $3, tourist_visa = $4 WHERE id = $1',
      [id, body.customizable_photo, body.passport, body.tourist_visa],
    );
    return id;
  });
  return session(app, userId);
}

export async function socialLogin(app: App, idToken: string) {
  if (!app.deps.identity) throw notFound(ACCOUNT_MESSAGES.googleNotSetUp);
  const identity = await app.deps.identity.verifyIdToken(idToken).catch(() => {
    throw badRequest(ACCOUNT_MESSAGES.googleFailed);
  });
  const { rows } = await app.deps.db.query<{ id: number; is_blocked: boolean }>(
    `SELECT id, is_blocked FROM users WHERE deleted_at IS NULL AND (firebase_uid = $1 OR (firebase_uid IS NULL AND email = $2))
      ORDER BY (firebase_uid = $1) DESC NULLS LAST LIMIT 1`,
    [identity.uid, identity.email ?? null],
  );
  const user = rows[0];
  if (!user) throw badRequest(ACCOUNT_MESSAGES.noGoogleAccount);
  if (user.is_blocked) throw forbidden(ACCOUNT_MESSAGES.blocked);
  await app.deps.db.query('UPDATE users SET firebase_uid = $2 WHERE id = $1 AND firebase_uid IS NULL', [
    user.id,
    identity.uid,
  ]);
  return session(app, user.id);
}

export async function resetPassword(app: App, phone: string, token: string, password: string) {
  checkStrength(password);
  if (!(await consumeVerification(app, phone, 'reset', token)))
    throw badRequest(ACCOUNT_MESSAGES.otpNotVerified);
  const passwordHash = await hashPassword(password);
  const userId = await transaction(app.deps.db, async (client) => {
    const { rows } = await client.query<{ id: number }>(
      'UPDATE users SET password_hash = $2, updated_at = now() WHERE phone = $1 AND deleted_at IS NULL RETURNING id',
      [phone, passwordHash],
    );
    if (!rows[0]) throw badRequest(ACCOUNT_MESSAGES.otpNotVerified);
    // A new password signs every device out.
    await client.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [
      rows[0].id,
    ]);
    return rows[0].id;
  });
  await app.sessions.announce({ user_id: userId, session_ids: null, revoked: true });
  return { message: ACCOUNT_MESSAGES.resetDone };
}

/** Removes personal data but keeps the row, so trips and ledgers that point at it stay whole. */
export async function deleteAccount(app: App, userId: number, password: string, reason: string) {
  const { rows } = await app.deps.db.query<{ password_hash: string | null }>(
    'SELECT password_hash FROM users WHERE id = $1',
    [userId],
  );
  if (!(await verifyPassword(rows[0]?.password_hash ?? null, password))) {
    throw badRequest(ACCOUNT_MESSAGES.wrongPassword);
  }
  await transaction(app.deps.db, async (client) => {
    await client.query(
      `UPDATE users SET deleted_at = now(), name = 'Deleted user', email = NULL, phone = NULL, password_hash = NULL,
              firebase_uid = NULL, address = '', note = '', birthday = NULL, lat = NULL, lng = NULL,
              customizable_photo = NULL, passport = NULL, tourist_visa = NULL
        WHERE id = $1`,
      [userId],
    );
    await client.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [
      userId,
    ]);
    await client.query('INSERT INTO account_deletions (user_id, reason) VALUES ($1, $2)', [userId, reason]);
  });
  await app.sessions.announce({ user_id: userId, session_ids: null, revoked: true });
  return { message: ACCOUNT_MESSAGES.deleted };
}

export { hashToken };
