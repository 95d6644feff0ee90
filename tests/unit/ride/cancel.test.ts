import { describe, expect, it } from 'vitest';
import { CANCEL_CHOICES, cancelCountText, cancelReason, otherReasonError } from '@/web/ride/logic/cancel';

describe('cancel flow rules', () => {
  it('offers the spec reasons then Other reason', () => {
    expect(CANCEL_CHOICES).toEqual([
      'Payment method',
      'Pickup point',
      'Driver is too far',
      'Driver asked to cancel',
      'Driver is unattended',
      'Driver not moving',
      'Other reason',
    ]);
  });

  it('needs at least 5 characters for another reason', () => {
    expect(otherReasonError('abcd')).toBe('Please enter a valid reason');
    expect(otherReasonError('  abcd  ')).toBe('Please enter a valid reason');
    expect(otherReasonError('abcde')).toBeNull();
    expect(cancelReason('Other reason', ' changed my plans ')).toBe('changed my plans');
    expect(cancelReason('Other reason', 'no')).toBeNull();
    expect(cancelReason('Pickup point', '')).toBe('Pickup point');
    expect(cancelReason(null, 'whatever')).toBeNull();
  });

  it('shows the count out of 7', () => {
    expect(cancelCountText(2)).toBe('You have cancelled 2 out of 7 bookings today.');
    expect(cancelCountText(Number.NaN)).toBe('You have cancelled 0 out of 7 bookings today.');
  });
});
