import type { PaymentAccount, PaymentAccountCreate } from '@schemas/pautos';
import type { Queryable } from '@/server/db/pool';
import { badRequest, notFound } from '@/server/errors';
import { signedUploadPath } from '../uploads/signing';

export const ACCOUNT_MESSAGES = {
  NOT_FOUND: 'Payment account not found.',
  TOO_MANY: 'You can keep at most 5 payment accounts.',
  REMOVED: 'Payment account removed.',
} as const;

const MAX_ACCOUNTS = 5;
const COLUMNS = 'id, name, number, instructions, photo';

const UPLOAD_PATH = /^\/api\/uploads\/([0-9a-f-]{36})/;

/** Stored as the plain upload path; shown with a fresh signed link, so the photo stays readable. */
function shown(account: PaymentAccount): PaymentAccount {
  const id = account.photo?.match(UPLOAD_PATH)?.[1];
  return id ? { ...account, photo: signedUploadPath(id) } : account;
}

/** The accounts a driver takes budget transfers in, oldest first. */
export async function paymentAccounts(db: Queryable, driverId: number): Promise<PaymentAccount[]> {
  const { rows } = await db.query<PaymentAccount>(
    `SELECT ${COLUMNS} FROM driver_payment_accounts WHERE driver_id = $1 AND deleted_at IS NULL ORDER BY id`,
    [driverId],
  );
  return rows.map(shown);
}

export async function addPaymentAccount(
  db: Queryable,
  driverId: number,
  input: PaymentAccountCreate,
): Promise<PaymentAccount> {
  const { rows } = await db.query<PaymentAccount>(
    `INSERT INTO driver_payment_accounts (driver_id, name, number, instructions, photo)
     SELECT $1, $2, $3, $4, $5
      WHERE (SELECT count(*) FROM driver_payment_accounts WHERE driver_id = $1 AND deleted_at IS NULL) < $6
     RETURNING ${COLUMNS}`,
    [
      driverId,
      input.name.trim(),
      input.number.trim(),
      input.instructions?.trim() ?? '',
      input.photo?.match(UPLOAD_PATH)?.[0] ?? null,
      MAX_ACCOUNTS,
    ],
  );
  if (!rows[0]) throw badRequest(ACCOUNT_MESSAGES.TOO_MANY);
  return shown(rows[0]);
}

/** Removed accounts stay in the table: budgets already sent to them still name them. */
export async function removePaymentAccount(db: Queryable, driverId: number, id: number): Promise<void> {
  const { rowCount } = await db.query(
    `UPDATE driver_payment_accounts SET deleted_at = now()
      WHERE id = $1 AND driver_id = $2 AND deleted_at IS NULL`,
    [id, driverId],
  );
  if (!rowCount) throw notFound(ACCOUNT_MESSAGES.NOT_FOUND);
}

export async function activeAccountOf(
  db: Queryable,
  driverId: number,
  id: number,
): Promise<PaymentAccount | null> {
  const { rows } = await db.query<PaymentAccount>(
    `SELECT ${COLUMNS} FROM driver_payment_accounts WHERE id = $1 AND driver_id = $2 AND deleted_at IS NULL`,
    [id, driverId],
  );
  return rows[0] ?? null;
}
