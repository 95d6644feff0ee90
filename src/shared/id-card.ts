import { ID_NUMBER_PREFIX } from '@config/constants';

/**
 * A number starting 09 or +639 followed by 9 digits becomes +639…; anything else is refused (null). The valid
 * form is +63 followed by 10 digits (spec part 2 §5).
 */
export function normalizeIdContactPhone(raw: string): string | null {
  const trimmed = raw.replace(/[\s-]/g, '');
  const match = /^(?:09|\+639)(\d{9})$/.exec(trimmed);
  return match ? `+639${match[1]}` : null;
}

/** The card's ID number: D-{id}-{code}, upper case. */
export function idCardNumber(userId: number, code: string): string {
  return `${ID_NUMBER_PREFIX}-${userId}-${code}`.toUpperCase();
}

/** The referral link printed on the card as a QR code: the share page of the driver's code. */
export function referralLink(origin: string, code: string): string {
  return `${origin.replace(/\/$/, '')}/share/${encodeURIComponent(code)}`;
}
