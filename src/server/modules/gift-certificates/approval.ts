import { GIFT_CERTIFICATE_ROLES } from '@config/resources/gift-certificates';
import type { RoleName } from '@schemas/account';
import type { Queryable } from '@/server/db/pool';
import { badRequest, conflict, forbidden } from '@/server/errors';
import type { WriteContext } from '../admin/store';
import { recordAudit } from '../admin/users';

export const GIFT_APPROVAL_MESSAGES = {
  overRoleCap: (cap: string) => `Your role can create gift certificates worth at most ${cap} each.`,
  ownBatch: 'A second staff member must decide on this batch: you created it.',
  notPending: 'Only a batch waiting for approval can be approved or rejected.',
  onlyDecision: 'Choose Approved or Rejected for a batch waiting for approval.',
  creatorCannotClaim: 'You created this gift certificate, so you cannot claim it.',
  staffCannotClaim: 'Staff who can create gift certificates cannot claim them.',
  pending: "This gift certificate is waiting for a second staff member's approval and cannot be claimed yet.",
  rejected: 'This gift certificate was not approved and cannot be claimed.',
  notPrintable: (status: string) =>
    status === 'rejected'
      ? 'This batch was not approved and cannot be printed.'
      : "This batch is waiting for a second staff member's approval and cannot be printed yet.",
} as const;

/** The setting holding the approval threshold, and each minting role's cap per certificate (pesos). */
export const APPROVAL_ABOVE_SETTING = 'gift_certificate_approval_above_php';
export const roleCapSetting = (role: RoleName) => `gift_certificate_max_php_${role.replaceAll('-', '_')}`;

/** What applies when a setting is missing or unreadable: the strictest sensible values. */
const FALLBACK_APPROVAL_ABOVE_PHP = 5_000;
const FALLBACK_ROLE_CAP_PHP: Partial<Record<RoleName, number>> = {
  admin: 100_000,
  'operations-manager': 20_000,
  'brp-partner-manager': 5_000,
};

const pesoText = (centavos: number) =>
  `₱${(centavos / 100).toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export function valueText(amount: number, walletType: string): string {
  return walletType === 'point' ? `${amount / 100} points` : pesoText(amount);
}

async function pesoSettings(db: Queryable, keys: string[]): Promise<Map<string, number>> {
  const { rows } = await db.query<{ key: string; value: string }>(
    'SELECT key, value FROM app_settings WHERE key = ANY($1::text[])',
    [keys],
  );
  const found = new Map<string, number>();
  for (const row of rows) {
    const value = Number(row.value.trim());
    if (row.value.trim() !== '' && Number.isFinite(value) && value >= 0) found.set(row.key, value);
  }
  return found;
}

/** Whether a batch's certificates may be claimed and printed. */
export function approvalOf(status: string) {
  return { status, usable: status === 'not-needed' || status === 'approved' };
}

async function rolesOf(db: Queryable, userId: number): Promise<RoleName[]> {
  const { rows } = await db.query<{ role: RoleName }>('SELECT role FROM user_roles WHERE user_id = $1', [
    userId,
  ]);
  return rows.map((row) => row.role);
}

/**
 * A new batch, inside its creating transaction: refused above the creator's per-certificate cap (the highest of
 * their minting roles), waiting for approval when its total is above the threshold, and in the audit trail.
 */
export async function settleNewBatch(
  client: WriteContext['client'],
  bulkId: number,
  actorId: number,
  batch: { amount: number; count: number; wallet_type: string },
) {
  const roles = (await rolesOf(client, actorId)).filter((role) =>
    (GIFT_CERTIFICATE_ROLES as readonly RoleName[]).includes(role),
  );
  const settings = await pesoSettings(client, [APPROVAL_ABOVE_SETTING, ...roles.map(roleCapSetting)]);
  const capPhp = Math.max(
    0,
    ...roles.map((role) => settings.get(roleCapSetting(role)) ?? FALLBACK_ROLE_CAP_PHP[role] ?? 0),
  );
  const capCentavos = Math.round(capPhp * 100);
  if (batch.amount > capCentavos) {
    throw forbidden(GIFT_APPROVAL_MESSAGES.overRoleCap(valueText(capCentavos, batch.wallet_type)));
  }
  const abovePhp = settings.get(APPROVAL_ABOVE_SETTING) ?? FALLBACK_APPROVAL_ABOVE_PHP;
  const needsApproval = batch.amount * batch.count > Math.round(abovePhp * 100);
  const status = needsApproval ? 'pending' : 'not-needed';
  await client.query('UPDATE gift_certificate_batches SET approval_status = $2 WHERE id = $1', [
    bulkId,
    status,
  ]);
  await recordAudit(client, {
    actorId,
    userId: actorId,
    action: 'gift certificates created',
    field: `batch ${bulkId}`,
    to: `${batch.count} × ${valueText(batch.amount, batch.wallet_type)} (approval ${status})`,
  });
}

/** A decision on a batch: only on one waiting for approval, only approve or reject, never by its creator. */
export async function beforeApprovalUpdate({ actor, current, changes }: WriteContext) {
  const decided = changes.approval_status;
  if (decided === undefined || decided === current.approval_status) {
    delete changes.approval_status;
    return;
  }
  if (current.approval_status !== 'pending') throw conflict(GIFT_APPROVAL_MESSAGES.notPending);
  if (decided !== 'approved' && decided !== 'rejected') throw badRequest(GIFT_APPROVAL_MESSAGES.onlyDecision);
  if (current.created_by === actor.id) throw forbidden(GIFT_APPROVAL_MESSAGES.ownBatch);
}

/**
 * Minting is kept apart from claiming: neither the account that created the certificate nor any account that
 * can create certificates may claim one, and a batch waiting for (or refused) approval cannot be claimed.
 */
export async function checkMayClaim(
  client: Queryable,
  userId: number,
  certificate: { created_by: number | null; approval_status: string; user_id: number | null },
) {
  if (certificate.created_by === userId) throw forbidden(GIFT_APPROVAL_MESSAGES.creatorCannotClaim);
  const roles = await rolesOf(client, userId);
  if (roles.some((role) => (GIFT_CERTIFICATE_ROLES as readonly RoleName[]).includes(role))) {
    throw forbidden(GIFT_APPROVAL_MESSAGES.staffCannotClaim);
  }
  if (certificate.user_id !== null) return;
  if (certificate.approval_status === 'pending') throw conflict(GIFT_APPROVAL_MESSAGES.pending);
  if (certificate.approval_status === 'rejected') throw conflict(GIFT_APPROVAL_MESSAGES.rejected);
}
