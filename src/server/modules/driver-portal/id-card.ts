import type { IdInfo, IdInfoSubmitBody } from '@schemas/id-card';
import { normalizeIdContactPhone } from '@/shared/id-card';
import { ID_GENERATOR_MESSAGES } from '@/shared/messages';
import type { Queryable } from '@/server/db/pool';
import { badRequest, conflict } from '@/server/errors';
import type { App } from '@/server/types';

export const ID_CARD_MESSAGES = {
  SAVED: 'Your ID details were saved.',
  ALREADY_GENERATED: 'You have already generated your ID. Use Change ID Details to ask for a change.',
  REQUEST_SENT: 'Your change request was sent. Please wait for an admin to approve it.',
  REQUEST_PENDING: 'You already have a change request waiting for approval. Please contact an admin.',
  NOTHING_TO_CHANGE: 'You have not generated an ID yet.',
} as const;

export async function idInfoOf(db: Queryable, userId: number): Promise<IdInfo> {
  const { rows } = await db.query<{
    emergency_contact_person: string;
    emergency_contact_phone: string;
    blood_type: string;
    gcash_qr_text: string;
    qr_type: string;
    pending: string | null;
  }>(
    `SELECT i.emergency_contact_person, i.emergency_contact_phone, i.blood_type, i.gcash_qr_text, i.qr_type,
            (SELECT r.reason FROM id_change_requests r WHERE r.user_id = i.user_id AND r.status = 'pending') AS pending
       FROM id_infos i WHERE i.user_id = $1`,
    [userId],
  );
  const row = rows[0];
  if (!row) return null;
  const { pending, ...info } = row;
  return { ...info, is_approved: pending === null ? 1 : 0, reason: pending };
}

/** The card's details are written once; after that only an approved change request opens the form again. */
export async function submitIdInfo(app: App, userId: number, body: IdInfoSubmitBody) {
  const phone = normalizeIdContactPhone(body.emergency_contact_phone);
  if (!phone) throw badRequest(ID_GENERATOR_MESSAGES.CONTACT_NUMBER_INVALID);
  const inserted = await app.deps.db.query(
    `INSERT INTO id_infos (user_id, emergency_contact_person, emergency_contact_phone, blood_type, gcash_qr_text, qr_type)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (user_id) DO NOTHING`,
    [userId, body.emergency_contact_person.trim(), phone, body.blood_type, body.gcash_qr_text, body.qr_type],
  );
  if (!inserted.rowCount) throw conflict(ID_CARD_MESSAGES.ALREADY_GENERATED);
  return { ok: true, message: ID_CARD_MESSAGES.SAVED };
}

export async function requestIdChange(app: App, userId: number, reason: string) {
  const exists = await app.deps.db.query('SELECT 1 FROM id_infos WHERE user_id = $1', [userId]);
  if (!exists.rowCount) throw conflict(ID_CARD_MESSAGES.NOTHING_TO_CHANGE);
  try {
    await app.deps.db.query('INSERT INTO id_change_requests (user_id, reason) VALUES ($1, $2)', [
      userId,
      reason.trim(),
    ]);
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw conflict(ID_CARD_MESSAGES.REQUEST_PENDING);
    throw error;
  }
  return { message: ID_CARD_MESSAGES.REQUEST_SENT };
}
