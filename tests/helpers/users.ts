import type pg from 'pg';
import type { RoleName } from '@schemas/account';
import { hashPassword } from '@/server/modules/accounts/passwords';
import { newReferralCode } from '@/server/modules/accounts/service';
import { createSession } from '@/server/plugins/auth';

let counter = 0;

/** Inserts an account with the given roles and returns it with a live session token. */
export async function createUser(
  db: pg.Pool,
  options: { roles?: RoleName[]; password?: string; email?: string; phone?: string; name?: string } = {},
) {
  counter += 1;
  const suffix = `${process.pid % 1000}${counter}`.padStart(6, '0').slice(-6);
  const email = options.email ?? `user${suffix}-${Date.now() % 100000}@example.com`;
  const phone = options.phone ?? `+63918${suffix}${String(counter % 10)}`;
  const password = options.password ?? 'secret-pass-42';
  const { rows } = await db.query<{ id: number; code: string }>(
    `INSERT INTO users (code, name, email, phone, password_hash) VALUES ($1, $2, $3, $4, $5) RETURNING id, code`,
    [newReferralCode(), options.name ?? 'Test User', email, phone, await hashPassword(password)],
  );
  const user = rows[0];
  for (const role of options.roles ?? ['client']) {
    await db.query('INSERT INTO user_roles (user_id, role) VALUES ($1, $2)', [user.id, role]);
  }
  const token = await createSession(db, user.id);
  return {
    id: user.id,
    code: user.code,
    email,
    phone,
    password,
    token,
    auth: { authorization: `Bearer ${token}` },
  };
}
