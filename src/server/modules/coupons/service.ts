import type { Queryable } from '@/server/db/pool';

export const COUPON_MESSAGES = {
  EMPTY: 'Please enter a coupon code.',
  INVALID: 'Invalid coupon code.',
  EXPIRED: 'This coupon has expired.',
  USED_UP: 'This coupon has reached its usage limit.',
} as const;

export type CouponCheck =
  | { valid: true; id: number; code: string; discount: number }
  | { valid: false; message: string };

/** Whether a code can be used now; the code is matched without regard to case. */
export async function checkCoupon(db: Queryable, rawCode: string): Promise<CouponCheck> {
  const code = rawCode.trim();
  if (!code) return { valid: false, message: COUPON_MESSAGES.EMPTY };
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(code)) return { valid: false, message: COUPON_MESSAGES.INVALID };
  const { rows } = await db.query<{
    id: number;
    code: string;
    discount_percent: number;
    is_active: boolean;
    expired: boolean;
    used_up: boolean;
  }>(
    `SELECT id, code::text AS code, discount_percent, is_active,
            (expires_at IS NOT NULL AND expires_at <= now()) AS expired,
            (max_uses IS NOT NULL AND used_count >= max_uses) AS used_up
       FROM coupons WHERE code = $1`,
    [code],
  );
  const coupon = rows[0];
  if (!coupon?.is_active) return { valid: false, message: COUPON_MESSAGES.INVALID };
  if (coupon.expired) return { valid: false, message: COUPON_MESSAGES.EXPIRED };
  if (coupon.used_up) return { valid: false, message: COUPON_MESSAGES.USED_UP };
  return { valid: true, id: coupon.id, code: coupon.code, discount: coupon.discount_percent };
}

/** Counts one use, only while the coupon is still usable; false when it no longer is. */
export async function redeemCoupon(db: Queryable, couponId: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE coupons SET used_count = used_count + 1, updated_at = now()
      WHERE id = $1 AND is_active AND (expires_at IS NULL OR expires_at > now())
        AND (max_uses IS NULL OR used_count < max_uses)`,
    [couponId],
  );
  return rowCount === 1;
}
