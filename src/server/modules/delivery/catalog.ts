import type { PartnerListItem } from '@schemas/partner-store';
import type { ProductView, StoreView } from '@schemas/store-products';
import { formatOperatingHours, isOpenAt, type MenuProduct, startingPrice } from '@/shared/delivery';
import type { Queryable } from '@/server/db/pool';
import { notFound } from '@/server/errors';

/** Stores, menus and partners as read from the database; every price here is the server's. */

export const STORE_MESSAGES = {
  STORE_NOT_FOUND: 'Store not found.',
  PRODUCT_NOT_FOUND: 'Product not found.',
} as const;

export type StoreRow = {
  id: number;
  branch_id: number;
  public_name: string;
  username: string;
  category: string;
  description: string;
  logo_url: string;
  cover_url: string;
  hex_color: string;
  rating: number;
  eta: string;
  is_online: boolean;
  is_active: boolean;
  opens_at: string;
  closes_at: string;
  open_days: number[];
  address_text: string;
  address_lat: number;
  address_lng: number;
  terminal_name: string;
  terminal_photo: string;
  terminal_phone: string;
  terminal_lat: number | null;
  terminal_lng: number | null;
};

const STORE_COLUMNS = `id, branch_id, public_name, username::text AS username, category, description, logo_url, cover_url,
  hex_color, rating, eta, is_online, is_active, opens_at, closes_at, open_days, address_text,
  address_lat, address_lng, terminal_name, terminal_photo, terminal_phone, terminal_lat, terminal_lng`;

/** Open for orders: the partner takes orders, the store is active and it is within its hours. */
export function storeIsOpen(store: StoreRow, now: Date): boolean {
  return store.is_active && store.is_online && isOpenAt(store, now);
}

export function storeView(store: StoreRow, now: Date): StoreView {
  return {
    id: store.id,
    store_name: store.public_name,
    username: store.username,
    branch_id: store.branch_id,
    image_url: store.logo_url,
    cover_url: store.cover_url,
    category: store.category,
    description: store.description,
    operating_hours: formatOperatingHours(store),
    eta: store.eta,
    is_open: storeIsOpen(store, now),
    is_online: store.is_online,
    rating: Math.round(Number(store.rating) * 10) / 10,
    hex_color: store.hex_color,
    address_text: store.address_text,
    lat: store.address_lat,
    lng: store.address_lng,
  };
}

export function partnerListItem(store: StoreRow): PartnerListItem {
  return {
    id: store.id,
    public_name: store.public_name,
    username: store.username,
    logo_url: store.logo_url,
    is_online: store.is_online,
    operating_hours: formatOperatingHours(store),
    address_text: store.address_text,
    address_lat: store.address_lat,
    address_lng: store.address_lng,
    terminal_name: store.terminal_name,
    terminal_photo: store.terminal_photo,
    terminal_phone: store.terminal_phone,
    terminal_lat: store.terminal_lat,
    terminal_lng: store.terminal_lng,
    branch_id: store.branch_id,
    category: store.category,
    hex_color: store.hex_color,
  };
}

export async function storesOfBranch(db: Queryable, branchId: number | null, activeOnly = true) {
  const { rows } = await db.query<StoreRow>(
    `SELECT ${STORE_COLUMNS} FROM stores
      WHERE ($1::int IS NULL OR branch_id = $1) AND (NOT $2 OR is_active)
      ORDER BY public_name, id`,
    [branchId, activeOnly],
  );
  return rows;
}

export async function storeRow(db: Queryable, id: number, forUpdate = false): Promise<StoreRow | null> {
  const { rows } = await db.query<StoreRow>(
    `SELECT ${STORE_COLUMNS} FROM stores WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

export async function activeStore(db: Queryable, id: number): Promise<StoreRow> {
  const store = await storeRow(db, id);
  if (!store?.is_active) throw notFound(STORE_MESSAGES.STORE_NOT_FOUND);
  return store;
}

export async function storeByHandle(db: Queryable, handle: string): Promise<StoreRow> {
  const { rows } = await db.query<StoreRow>(
    `SELECT ${STORE_COLUMNS} FROM stores WHERE username = $1 AND is_active`,
    [handle.replace(/^@/, '')],
  );
  if (!rows[0]) throw notFound(STORE_MESSAGES.STORE_NOT_FOUND);
  return rows[0];
}

type ProductRow = {
  id: number;
  store_id: number;
  name: string;
  description: string;
  image_url: string;
  price: number;
  categories: string[];
  extras_max: number;
};

/** The available products of a store with their required groups and extras, in menu order. */
export async function storeMenu(
  db: Queryable,
  storeId: number,
  productIds?: number[],
): Promise<ProductView[]> {
  const { rows: products } = await db.query<ProductRow>(
    `SELECT id, store_id, name, description, image_url, price, categories, extras_max FROM products
      WHERE store_id = $1 AND is_available AND ($2::int[] IS NULL OR id = ANY($2::int[]))
      ORDER BY sort_order, id`,
    [storeId, productIds ?? null],
  );
  if (products.length === 0) return [];
  const ids = products.map((p) => p.id);
  // One after another: `db` may be a transaction's connection (an order's cart is priced inside one), and a
  // connection runs one query at a time (node-postgres queues the rest, and will refuse them in its next version).
  const groups = await db.query<{ id: number; product_id: number; name: string }>(
    'SELECT id, product_id, name FROM product_option_groups WHERE product_id = ANY($1) ORDER BY sort_order, id',
    [ids],
  );
  const options = await db.query<{ id: number; group_id: number; name: string; price: number }>(
    `SELECT o.id, o.group_id, o.name, o.price FROM product_options o
       JOIN product_option_groups g ON g.id = o.group_id
      WHERE g.product_id = ANY($1) ORDER BY o.sort_order, o.id`,
    [ids],
  );
  const extras = await db.query<{ id: number; product_id: number; name: string; price: number }>(
    'SELECT id, product_id, name, price FROM product_extras WHERE product_id = ANY($1) ORDER BY sort_order, id',
    [ids],
  );
  return products.map((product) => {
    const required = groups.rows
      .filter((g) => g.product_id === product.id)
      .map((g) => ({
        id: g.id,
        name: g.name,
        options: options.rows
          .filter((o) => o.group_id === g.id)
          .map((o) => ({ id: o.id, name: o.name, price: o.price })),
      }))
      // A group without options cannot be satisfied; it is left off rather than blocking the product.
      .filter((g) => g.options.length > 0);
    const menu: MenuProduct = {
      id: product.id,
      name: product.name,
      price: product.price,
      extras_max: product.extras_max,
      required,
      extras: extras.rows
        .filter((e) => e.product_id === product.id)
        .map((e) => ({ id: e.id, name: e.name, price: e.price })),
    };
    return {
      ...menu,
      store_id: product.store_id,
      description: product.description,
      image_url: product.image_url,
      categories: product.categories,
      starting_price: startingPrice(menu),
    };
  });
}

export async function productOfStore(
  db: Queryable,
  storeId: number,
  productId: number,
): Promise<ProductView> {
  const [product] = await storeMenu(db, storeId, [productId]);
  if (!product) throw notFound(STORE_MESSAGES.PRODUCT_NOT_FOUND);
  return product;
}
