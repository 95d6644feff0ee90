import { DELIVERY_ADDRESS_COUNTRY, RESERVED_ADDRESS_NAMES } from '@config/constants';
import type { DeliveryAddress, DeliveryAddressBody } from '@schemas/address';
import { ADDRESS_MESSAGES } from '@/shared/messages';
import { conflict, notFound } from '@/server/errors';
import type { App } from '@/server/types';

export const MAX_SAVED_ADDRESSES = 50;

const COLUMNS = 'id, name, description, address, city, state, country, latitude, longitude';

/** 'home' and ' HOME ' are the reserved type Home; any other name is a custom address, kept as typed. */
export function addressName(raw: string): string {
  const name = raw.trim();
  return RESERVED_ADDRESS_NAMES.find((reserved) => reserved.toLowerCase() === name.toLowerCase()) ?? name;
}

const reservedTaken = (name: string) => `You already saved a ${name} address. Edit it instead.`;

function isReservedConflict(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string };
  return e?.code === '23505' && e.constraint === 'delivery_addresses_reserved_type';
}

function values(body: DeliveryAddressBody) {
  return [
    addressName(body.name),
    body.description?.trim() ?? '',
    body.address.trim(),
    body.city?.trim() ?? '',
    body.state?.trim() ?? '',
    DELIVERY_ADDRESS_COUNTRY,
    body.latitude,
    body.longitude,
  ];
}

export async function listAddresses(app: App, userId: number, type?: string): Promise<DeliveryAddress[]> {
  const { rows } = await app.deps.db.query<DeliveryAddress>(
    `SELECT ${COLUMNS} FROM delivery_addresses WHERE user_id = $1 AND ($2::text IS NULL OR name = $2) ORDER BY id`,
    [userId, type === undefined ? null : addressName(type)],
  );
  if (type !== undefined && rows.length === 0) throw notFound(ADDRESS_MESSAGES.typeNotFound(type.trim()));
  return rows;
}

export async function createAddress(app: App, userId: number, body: DeliveryAddressBody) {
  try {
    const { rows } = await app.deps.db.query<DeliveryAddress>(
      `INSERT INTO delivery_addresses (user_id, name, description, address, city, state, country, latitude, longitude)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9
        WHERE (SELECT count(*) FROM delivery_addresses WHERE user_id = $1) < ${MAX_SAVED_ADDRESSES}
       RETURNING ${COLUMNS}`,
      [userId, ...values(body)],
    );
    if (!rows[0]) throw conflict(`You can save up to ${MAX_SAVED_ADDRESSES} addresses.`);
    return { message: ADDRESS_MESSAGES.CREATED, data: rows[0] };
  } catch (error) {
    if (isReservedConflict(error)) throw conflict(reservedTaken(addressName(body.name)));
    throw error;
  }
}

/** Only the owner's own address changes; another account's id reads as not found. */
export async function updateAddress(app: App, userId: number, id: number, body: DeliveryAddressBody) {
  try {
    const { rows } = await app.deps.db.query<DeliveryAddress>(
      `UPDATE delivery_addresses
          SET name = $3, description = $4, address = $5, city = $6, state = $7, country = $8, latitude = $9,
              longitude = $10, updated_at = now()
        WHERE id = $1 AND user_id = $2
        RETURNING ${COLUMNS}`,
      [id, userId, ...values(body)],
    );
    if (!rows[0]) throw notFound('Address not found.');
    return { message: ADDRESS_MESSAGES.UPDATED, data: rows[0] };
  } catch (error) {
    if (isReservedConflict(error)) throw conflict(reservedTaken(addressName(body.name)));
    throw error;
  }
}

export async function deleteAddress(app: App, userId: number, id: number) {
  const { rowCount } = await app.deps.db.query(
    'DELETE FROM delivery_addresses WHERE id = $1 AND user_id = $2',
    [id, userId],
  );
  if (rowCount === 0) throw notFound('Address not found.');
  return { message: ADDRESS_MESSAGES.DELETED };
}
