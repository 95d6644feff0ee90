import type pg from 'pg';
import { hashPassword } from '@/server/modules/accounts/passwords';
import { newReferralCode } from '@/server/modules/accounts/service';
import { transaction } from '../pool';
import {
  DEMO_STAFF_STORE,
  KIND_LABELS,
  MENUS,
  offsetPoint,
  productImageUrl,
  SEED_STORES,
  storeCoverUrl,
  storeLogoUrl,
  TOWN_CENTRES,
} from './store-catalog';
import { existingEmails } from './existing-emails';

const pesos = (amount: number) => Math.round(amount * 100);

/**
 * The demo partner stores with their menus, once: stores already there (by username) keep every change made to
 * them, as do their products. The demo store-staff account is linked to its store.
 */
export async function seedStores(
  db: pg.Pool,
  options: { staffEmail?: string; simulatorPassword?: string } = {},
): Promise<void> {
  const { staffEmail, simulatorPassword } = options;
  // What a start on an existing installation finds already there is not asked for again, nor a password hashed.
  const { rows: present } = await db.query<{ username: string }>(
    'SELECT username FROM stores WHERE username = ANY($1::text[])',
    [SEED_STORES.map((seed) => seed.username)],
  );
  const storesThere = new Set(present.map((row) => row.username));
  const simStores = simulatorPassword ? SEED_STORES.filter((s) => s.username !== DEMO_STAFF_STORE) : [];
  const simThere = await existingEmails(
    db,
    simStores.map((seed) => simStoreEmail(seed.username)),
  );
  const simMissing = simStores.filter((seed) => !simThere.has(simStoreEmail(seed.username)));
  const simHash = simulatorPassword && simMissing.length > 0 ? await hashPassword(simulatorPassword) : null;
  await transaction(db, async (client) => {
    for (const seed of SEED_STORES) {
      if (storesThere.has(seed.username)) continue;
      const at = offsetPoint(TOWN_CENTRES[seed.branchId], seed.at);
      const terminal = seed.terminal ? offsetPoint(TOWN_CENTRES[seed.branchId], seed.terminal.at) : null;
      const { rows } = await client.query<{ id: number }>(
        `INSERT INTO stores (branch_id, public_name, username, category, description, logo_url, cover_url, hex_color,
           rating, eta, opens_at, closes_at, address_text, address_lat, address_lng, terminal_name, terminal_photo,
           terminal_phone, terminal_lat, terminal_lng)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)
         ON CONFLICT (username) DO NOTHING RETURNING id`,
        [
          seed.branchId,
          seed.name,
          seed.username,
          KIND_LABELS[seed.kind],
          `${KIND_LABELS[seed.kind]} in ${seed.address}.`,
          storeLogoUrl(seed.username),
          storeCoverUrl(seed.kind),
          seed.color,
          seed.rating,
          seed.eta,
          seed.hours[0],
          seed.hours[1],
          seed.address,
          at.lat,
          at.lng,
          seed.terminal?.name ?? '',
          seed.terminal ? storeCoverUrl(seed.kind) : '',
          seed.terminal?.phone ?? '',
          terminal?.lat ?? null,
          terminal?.lng ?? null,
        ],
      );
      const storeId = rows[0]?.id;
      if (!storeId) continue;
      for (const [order, product] of MENUS[seed.kind].entries()) {
        const created = await client.query<{ id: number }>(
          `INSERT INTO products (store_id, name, description, image_url, price, categories, extras_max, sort_order)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
          [
            storeId,
            product.name,
            product.description,
            productImageUrl(product.key),
            pesos(product.price),
            [KIND_LABELS[seed.kind]],
            product.extrasMax ?? 1,
            order,
          ],
        );
        const productId = created.rows[0].id;
        for (const [groupOrder, group] of (product.required ?? []).entries()) {
          const g = await client.query<{ id: number }>(
            'INSERT INTO product_option_groups (product_id, name, sort_order) VALUES ($1, $2, $3) RETURNING id',
            [productId, group.name, groupOrder],
          );
          for (const [optionOrder, [name, price]] of group.options.entries()) {
            await client.query(
              'INSERT INTO product_options (group_id, name, price, sort_order) VALUES ($1, $2, $3, $4)',
              [g.rows[0].id, name, pesos(price), optionOrder],
            );
          }
        }
        for (const [extraOrder, [name, price]] of (product.extras ?? []).entries()) {
          await client.query(
            'INSERT INTO product_extras (product_id, name, price, sort_order) VALUES ($1, $2, $3, $4)',
            [productId, name, pesos(price), extraOrder],
          );
        }
      }
    }
    if (simHash) {
      // One store-staff account per other store, for the simulated stores that confirm orders in the demo.
      for (const seed of simMissing) {
        const { rows } = await client.query<{ id: number }>(
          `INSERT INTO users (code, name, email, password_hash, branch_id, phone_verified_at)
           VALUES ($1, $2, $3, $4, $5, now()) ON CONFLICT DO NOTHING RETURNING id`,
          [newReferralCode(), `${seed.name} staff`, simStoreEmail(seed.username), simHash, seed.branchId],
        );
        if (!rows[0]) continue;
        await client.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, 'store-staff')`, [rows[0].id]);
        await client.query(
          `INSERT INTO store_staff (user_id, store_id) SELECT $1, id FROM stores WHERE username = $2
           ON CONFLICT (user_id) DO NOTHING`,
          [rows[0].id, seed.username],
        );
      }
    }
    if (staffEmail) {
      await client.query(
        `INSERT INTO store_staff (user_id, store_id)
         SELECT u.id, s.id FROM users u, stores s WHERE u.email = $1 AND s.username = $2
         ON CONFLICT (user_id) DO NOTHING`,
        [staffEmail, DEMO_STAFF_STORE],
      );
    }
  });
}

export const simStoreEmail = (username: string) => `sim-store-${username}@example.com`;

/** The simulated stores' accounts (every seeded store but the one a person runs in the demo). */
export function simStoreEmails(): string[] {
  return SEED_STORES.filter((s) => s.username !== DEMO_STAFF_STORE).map((s) => simStoreEmail(s.username));
}
