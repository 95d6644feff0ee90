import { randomInt } from 'node:crypto';
import type pg from 'pg';
import { GIFT_CODE_LENGTH } from '@config/constants';
import type { GiftCertificate } from '@schemas/gift-certificate';
import { type Queryable, transaction } from '@/server/db/pool';
import { badRequest, conflict, notFound } from '@/server/errors';
import { postEntry, type WalletType } from '../wallet/ledger';
import type { ResourceServerOptions } from '../admin/store';
import { recordAudit } from '../admin/users';
import {
  approvalOf,
  beforeApprovalUpdate,
  checkMayClaim,
  GIFT_APPROVAL_MESSAGES,
  settleNewBatch,
  valueText,
} from './approval';

/** Letters and digits that cannot be mistaken for one another on paper (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newGiftCode(): string {
  let code = '';
  for (let i = 0; i < GIFT_CODE_LENGTH; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export const CLAIM_MESSAGES = {
  success: 'Gift certificate claimed successfully!',
  unknown: 'This gift certificate code does not exist. Please check the 8 characters and try again.',
  claimed: 'This gift certificate has already been claimed.',
  claimedByYou: 'You have already claimed this gift certificate.',
  expired: 'This gift certificate has expired.',
} as const;

/** Makes the certificates of a new batch, each with a unique code. */
async function createCertificates(client: pg.PoolClient, bulkId: number, actorId: number) {
  const { rows } = await client.query<{
    amount: number;
    count: number;
    wallet_type: string;
    description: string;
    expires_at: Date;
  }>(
    `UPDATE gift_certificate_batches SET created_by = $2 WHERE id = $1
     RETURNING amount, count, wallet_type, description, expires_at`,
    [bulkId, actorId],
  );
  const batch = rows[0];
  await settleNewBatch(client, bulkId, actorId, batch);
  let made = 0;
  while (made < batch.count) {
    const codes = Array.from({ length: batch.count - made }, newGiftCode);
    const inserted = await client.query(
      `INSERT INTO gift_certificates (bulk_id, code, amount, wallet_type, description, expires_at)
       SELECT $1, code, $3, $4, $5, $6 FROM unnest($2::text[]) AS code
       ON CONFLICT (code) DO NOTHING`,
      [bulkId, codes, batch.amount, batch.wallet_type, batch.description, batch.expires_at],
    );
    made += inserted.rowCount ?? 0;
  }
}

/** The console's batch resource: the claimed count is computed; creating a batch makes its certificates. */
export const giftCertificateServerOptions: ResourceServerOptions = {
  expressions: {
    claimed_count:
      '(SELECT count(*)::int FROM gift_certificates c WHERE c.bulk_id = "gift_certificate_batches"."id" AND c.user_id IS NOT NULL)',
  },
  touch: 'updated_at = now()',
  async afterCreate({ client, actor, id }) {
    await createCertificates(client, Number(id), actor.id);
  },
  beforeUpdate: beforeApprovalUpdate,
  async afterUpdate({ client, id, actor, current, changes }) {
    const decided = changes.approval_status;
    if (decided !== undefined && decided !== current.approval_status) {
      await client.query(
        'UPDATE gift_certificate_batches SET approved_by = $2, approved_at = now() WHERE id = $1',
        [id, actor.id],
      );
      await recordAudit(client, {
        actorId: actor.id,
        userId: Number(current.created_by ?? actor.id),
        action: `gift certificates ${decided}`,
        field: `batch ${id}`,
        from: current.approval_status,
        to: decided,
      });
    }
    // What is printed follows the batch on the certificates nobody has claimed yet.
    await client.query(
      `UPDATE gift_certificates c SET description = b.description, expires_at = b.expires_at, updated_at = now()
         FROM gift_certificate_batches b
        WHERE b.id = $1 AND c.bulk_id = b.id AND c.user_id IS NULL`,
      [id],
    );
  },
};

export async function certificatesOfBatch(db: Queryable, bulkId: number): Promise<GiftCertificate[]> {
  const { rows: batch } = await db.query<{ approval_status: string }>(
    'SELECT approval_status FROM gift_certificate_batches WHERE id = $1',
    [bulkId],
  );
  if (batch.length === 0) throw notFound('This gift certificate batch does not exist.');
  if (!approvalOf(batch[0].approval_status).usable) {
    throw conflict(GIFT_APPROVAL_MESSAGES.notPrintable(approvalOf(batch[0].approval_status).status));
  }
  const { rows } = await db.query<GiftCertificate>(
    `SELECT id, amount, bulk_id, code, description, created_at, updated_at, expires_at, user_id, wallet_type
       FROM gift_certificates WHERE bulk_id = $1 ORDER BY id`,
    [bulkId],
  );
  return rows;
}

/**
 * Claims a certificate for an account: the row is locked, so of any number of simultaneous claims one
 * wins and credits the ledger (reference `gift-certificate:{code}`, itself unique), the others are told
 * it is claimed.
 */
export async function claimCertificate(
  db: pg.Pool,
  userId: number,
  rawCode: string,
): Promise<{ amount: number; wallet_type: WalletType; code: string }> {
  const code = rawCode.trim().toUpperCase();
  if (code.length !== GIFT_CODE_LENGTH)
    throw badRequest(`Please enter the ${GIFT_CODE_LENGTH}-character code.`);
  return transaction(db, async (client) => {
    const { rows } = await client.query<{
      id: number;
      amount: number;
      wallet_type: WalletType;
      user_id: number | null;
      expired: boolean;
      created_by: number | null;
      approval_status: string;
    }>(
      `SELECT c.id, c.amount, c.wallet_type, c.user_id, c.expires_at <= now() AS expired,
              b.created_by, b.approval_status
         FROM gift_certificates c JOIN gift_certificate_batches b ON b.id = c.bulk_id
        WHERE c.code = $1 FOR UPDATE OF c`,
      [code],
    );
    const certificate = rows[0];
    if (!certificate) throw notFound(CLAIM_MESSAGES.unknown);
    await checkMayClaim(client, userId, certificate);
    if (certificate.user_id !== null) {
      throw conflict(certificate.user_id === userId ? CLAIM_MESSAGES.claimedByYou : CLAIM_MESSAGES.claimed);
    }
    if (certificate.expired) throw badRequest(CLAIM_MESSAGES.expired);
    await client.query(
      'UPDATE gift_certificates SET user_id = $2, claimed_at = now(), updated_at = now() WHERE id = $1',
      [certificate.id, userId],
    );
    const posted = await postEntry(client, {
      userId,
      amountCentavos: certificate.amount,
      wallet: certificate.wallet_type,
      kind: 'gift-certificate',
      reference: `gift-certificate:${code}`,
      description: `Gift certificate ${code}`,
    });
    if (!posted.created) throw conflict(CLAIM_MESSAGES.claimed);
    await recordAudit(client, {
      actorId: userId,
      userId,
      action: 'gift certificate claimed',
      field: code,
      to: `${valueText(certificate.amount, certificate.wallet_type)} to the ${certificate.wallet_type}`,
    });
    return { amount: certificate.amount, wallet_type: certificate.wallet_type, code };
  });
}
