import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { ROLE_NAMES, type RoleName } from '@schemas/account';
import { hashPassword, verifyPassword } from '@/server/modules/accounts/passwords';
import { newReferralCode } from '@/server/modules/accounts/service';
import { existingEmails } from './existing-emails';

export type DemoAccount = { role: RoleName; email: string; phone: string; name: string };

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { role: 'client', email: 'client@example.com', phone: '+639170000001', name: 'Maria Santos' },
  { role: 'driver', email: 'driver@example.com', phone: '+639170000002', name: 'Jose Dela Cruz' },
  { role: 'admin', email: 'admin@example.com', phone: '+639170000003', name: 'Ana Reyes' },
  {
    role: 'operations-manager',
    email: 'operations-manager@example.com',
    phone: '+639170000004',
    name: 'Ramon Garcia',
  },
  {
    role: 'brp-partner-manager',
    email: 'brp-partner-manager@example.com',
    phone: '+639170000005',
    name: 'Liza Mendoza',
  },
  {
    role: 'area-operator',
    email: 'area-operator@example.com',
    phone: '+639170000006',
    name: 'Carlo Bautista',
  },
  { role: 'store-staff', email: 'store@example.com', phone: '+639170000007', name: 'Ising Villanueva' },
];

/**
 * Sample contact details and external form addresses of a demo installation, the way a Puerto Princesa office
 * would write them. Staff change them in the console's app settings.
 */
export const DEMO_SETTINGS: [string, string][] = [
  ['contact.phone', '+63 948 215 3370'],
  ['contact.email', 'hello@brp.ph'],
  ['contact.address', '2F Go Bldg., 126 Rizal Avenue, Brgy. Tagumpay, Puerto Princesa City, Palawan'],
  ['external.coe', 'https://forms.brp.ph/certificate-of-employment'],
  ['external.updateVehicle', 'https://forms.brp.ph/update-vehicle'],
  ['external.raffle', 'https://forms.brp.ph/raffle'],
  // Where drivers of Puerto Princesa (branch 2) and El Nido (branch 3) have their ID cards printed.
  [
    'id_printing_shop_branch_2',
    'PrintHub Palawan, 2F Robinsons Place Palawan, National Highway, Puerto Princesa (0917 824 3361)',
  ],
  [
    'id_printing_shop_branch_3',
    'El Nido Print & Copy, Calle Hama, Barangay Buena Suerte, El Nido (0928 514 0772)',
  ],
];

/** Fills the demo settings that are empty, at every start of a demo installation; a value staff set is kept. */
export async function seedDemoSettings(db: pg.Pool) {
  await db.query(
    `INSERT INTO app_settings (key, value) SELECT * FROM unnest($1::text[], $2::text[])
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value WHERE app_settings.value = ''`,
    [DEMO_SETTINGS.map(([key]) => key), DEMO_SETTINGS.map(([, value]) => value)],
  );
}

/** The demo accounts' password, and the one they had before this start when it changes. */
export type DemoPassword = { password: string; previous?: string };

/**
 * DEMO_PASSWORD when given; otherwise the one kept in the data directory, or one generated on first start. The
 * data directory keeps the password in use, so a start with another DEMO_PASSWORD knows the one it replaces.
 */
export async function demoPassword(dataDir: string, fromEnv?: string): Promise<DemoPassword> {
  const file = path.join(dataDir, 'demo-password.txt');
  const kept = (await fs.readFile(file, 'utf8').catch(() => '')).trim();
  const password = fromEnv || kept || `brp-${randomBytes(6).toString('base64url')}`;
  if (password !== kept) {
    await fs.mkdir(dataDir, { recursive: true });
    await fs.writeFile(file, `${password}\n`, { mode: 0o600 });
  }
  return kept && kept !== password ? { password, previous: kept } : { password };
}

/**
 * Moves the demo accounts (the example.com addresses the demo seeds: staff, riders, the simulated fleet and
 * stores) from the previous demo password to the new one, so the password printed at start signs them in. An
 * account whose password someone changed keeps it.
 */
export async function rekeyDemoAccounts(db: pg.Pool, { password, previous }: DemoPassword): Promise<number> {
  if (!previous) return 0;
  const { rows } = await db.query<{ id: number; password_hash: string | null }>(
    `SELECT id, password_hash FROM users WHERE email::text LIKE '%@example.com' AND password_hash IS NOT NULL`,
  );
  const stale: number[] = [];
  for (const row of rows) if (await verifyPassword(row.password_hash, previous)) stale.push(row.id);
  if (stale.length === 0) return 0;
  await db.query('UPDATE users SET password_hash = $2 WHERE id = ANY($1::int[])', [
    stale,
    await hashPassword(password),
  ]);
  return stale.length;
}

/** Creates the demo accounts that do not exist yet; existing ones keep every change made to them. */
export async function seedDemoAccounts(db: pg.Pool, password: string): Promise<DemoAccount[]> {
  const there = await existingEmails(
    db,
    DEMO_ACCOUNTS.map((account) => account.email),
  );
  const missing = DEMO_ACCOUNTS.filter(
    (account) => ROLE_NAMES.includes(account.role) && !there.has(account.email.toLowerCase()),
  );
  // Hashed only when an account is to be made: a start on an existing installation makes none.
  const passwordHash = missing.length > 0 ? await hashPassword(password) : '';
  for (const account of missing) {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO users (code, name, email, phone, password_hash, branch_id, phone_verified_at)
       VALUES ($1, $2, $3, $4, $5, 2, now()) ON CONFLICT DO NOTHING RETURNING id`,
      [newReferralCode(), account.name, account.email, account.phone, passwordHash],
    );
    if (rows[0]) {
      await db.query('INSERT INTO user_roles (user_id, role) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        rows[0].id,
        account.role,
      ]);
      if (account.role === 'driver') {
        await db.query(
          // The demo driver takes rides and errands (pautos), so the errand screens can be shown with it.
          `INSERT INTO drivers (user_id, branch_id, vehicle_type_id, vehicle_make, vehicle_model, color, reg_no, sim_phone,
             accepts_pautos)
           VALUES ($1, 2, 1, 'Honda', 'Click 125i', 'Red', 'PAL 1234', $2, true) ON CONFLICT DO NOTHING`,
          [rows[0].id, account.phone],
        );
      }
    }
  }
  return DEMO_ACCOUNTS;
}
