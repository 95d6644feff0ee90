import { randomBytes } from 'node:crypto';
import type { PoolClient } from 'pg';
import type { RegisterBody, RegisterForeignBody, RoleName } from '../../../../schemas/account';
import { parseLoginIdentifier } from '../../../shared/phone';
import { transaction } from '../../db/pool';
import { badRequest, conflict, forbidden, HttpError, tooMany } from '../../errors';
import { createSession, hashToken } from '../../plugins/auth';
import type { App } from '../../types';
import { accountView } from './account-view';
import { consumeVerification } from './otp';
import { decoyHash, hashPassword, isCommonPassword, verifyPassword } from './passwords';

export const ACCOUNT_MESSAGES = {
  wrongLogin: 'Wrong email/phone!',
  badCredentials: 'The email/phone or password you entered is incorrect.',
  useGoogle: 'Please login using Google',
  blocked: 'Your account is blocked. Please contact BRP support.',
  tooManyLogins: 'Too many failed login attempts. Please try again in 15 minutes.',
  emailUsed: 'Email already associated with an account',
  phoneUsed: 'Phone already associated with an account',
  fullName: 'Please enter your full name',
  invalidReferral: 'Invalid referral code',
  passwordsDiffer: 'Passwords do not match. Please ensure both passwords are the same.',
  commonPassword: 'This password is too common. Please choose a harder one to guess.',
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

/** Failed logins allowed in the window, per account and per address, before refusing for a while. */
export const LOGIN_FAILURES_PER_ACCOUNT = 5;
export const LOGIN_FAILURES_PER_IP = 30;
const LOGIN_WINDOW = "interval '15 minutes'";

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

export async function login(app: App, input: string, password: string, ip: string) {
  const identifier = parseLoginIdentifier(input);
  if ('error' in identifier) throw badRequest(ACCOUNT_MESSAGES.wrongLogin);
  const accountKey = `${identifier.kind}:${identifier.value.toLowerCase()}`;
  const db = app.deps.db;
  const failures = await db.query<{ by_account: number; by_ip: number }>(
    `SELECT count(*) FILTER (WHERE account_key = $1)::int AS by_account, count(*) FILTER (WHERE ip = $2)::int AS by_ip
       FROM login_failures WHERE at > now() - ${LOGIN_WINDOW} AND (account_key = $1 OR ip = $2)`,
    [accountKey, ip],
  );
  const { by_account, by_ip } = failures.rows[0];
  if (by_account >= LOGIN_FAILURES_PER_ACCOUNT || by_ip >= LOGIN_FAILURES_PER_IP) {
    throw tooMany(ACCOUNT_MESSAGES.tooManyLogins);
  }
  const column = identifier.kind === 'email' ? 'email' : 'phone';
  const { rows } = await db.query<{
    id: number;
    password_hash: string | null;
    firebase_uid: string | null;
    is_blocked: boolean;
  }>(
    `SELECT id, password_hash, firebase_uid, is_blocked FROM users WHERE ${column} = $1 AND deleted_at IS NULL`,
    [identifier.value],
  );
  const user = rows[0];
  if (user && !user.password_hash && user.firebase_uid) throw badRequest(ACCOUNT_MESSAGES.useGoogle);
  const ok = user
    ? await verifyPassword(user.password_hash, password)
    : await verifyPassword(await decoyHash(), password);
  if (!user || !ok) {
    await db.query('INSERT INTO login_failures (account_key, ip) VALUES ($1, $2)', [accountKey, ip]);
    throw badRequest(ACCOUNT_MESSAGES.badCredentials);
  }
  if (user.is_blocked) throw forbidden(ACCOUNT_MESSAGES.blocked);
  await db.query('DELETE FROM login_failures WHERE account_key = $1', [accountKey]);
  return session(app, user.id);
}

export async function logout(app: App, sessionId: number) {
  await app.deps.db.query('UPDATE sessions SET revoked_at = now() WHERE id = $1', [sessionId]);
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

export function checkPasswords(password: string, confirm: string) {
  if (password !== confirm) throw badRequest(ACCOUNT_MESSAGES.passwordsDiffer);
  if (isCommonPassword(password)) throw badRequest(ACCOUNT_MESSAGES.commonPassword);
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
export async function claimUpload(client: PoolClient, id: string, kind: string, userId: number) {
  const claimed = await client.query(
    `UPDATE uploads SET owner_id = $3 WHERE id = $1 AND kind = $2 AND owner_id IS NULL
       AND created_at > now() - interval '1 day'`,
    [id, kind, userId],
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
  checkPasswords(body.password, body.confirmPassword);
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
  checkPasswords(body.password, body.confirmPassword);
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
  if (!app.deps.identity) throw new HttpError(501, ACCOUNT_MESSAGES.googleNotSetUp);
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
  if (isCommonPassword(password)) throw badRequest(ACCOUNT_MESSAGES.commonPassword);
  if (!(await consumeVerification(app, phone, 'reset', token)))
    throw badRequest(ACCOUNT_MESSAGES.otpNotVerified);
  const passwordHash = await hashPassword(password);
  await transaction(app.deps.db, async (client) => {
    const { rows } = await client.query<{ id: number }>(
      'UPDATE users SET password_hash = $2, updated_at = now() WHERE phone = $1 AND deleted_at IS NULL RETURNING id',
      [phone, passwordHash],
    );
    if (!rows[0]) throw badRequest(ACCOUNT_MESSAGES.otpNotVerified);
    // A new password signs every device out.
    await client.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [
      rows[0].id,
    ]);
  });
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
  return { message: ACCOUNT_MESSAGES.deleted };
}

export { hashToken };
