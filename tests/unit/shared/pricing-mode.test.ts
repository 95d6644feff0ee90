import { describe, expect, it } from 'vitest';
import { PRICING_PAGE_DEFAULTS, pricingModeAt, resolvePricingQuery } from '@/shared/pricing-mode';

describe('pricingModeAt', () => {
  it.each([
    [0, 'night'],
    [4, 'night'],
    [5, 'day'],
    [9, 'day'],
    [10, 'sunny'],
    [15, 'sunny'],
    [16, 'day'],
    [21, 'day'],
    [22, 'night'],
    [23, 'night'],
  ])('hour %i is %s', (hour, mode) => {
    expect(pricingModeAt(hour)).toBe(mode);
  });

  it('reads a moment on the Manila clock', () => {
    expect(pricingModeAt(new Date('2024-03-10T02:00:00Z'))).toBe('sunny'); // 10:00 Manila
    expect(pricingModeAt(new Date('2024-03-10T21:30:00Z'))).toBe('day'); // 05:30 Manila
    expect(pricingModeAt(new Date('2024-03-10T14:00:00Z'))).toBe('night'); // 22:00 Manila
    expect(pricingModeAt('2024-03-10T07:59:59Z')).toBe('sunny'); // 15:59:59 Manila
  });
});

describe('resolvePricingQuery', () => {
  it('defaults to zone 2, vehicle 2 (motorcycle) and the mode of the hour', () => {
    expect(PRICING_PAGE_DEFAULTS).toEqual({ zoneId: 2, vehicleTypeId: 2, vehicleSlug: 'motorcycle' });
    expect(resolvePricingQuery({}, '2024-03-10T02:00:00Z')).toEqual({
      zoneId: 2,
      vehicleTypeId: 2,
      vehicleSlug: 'motorcycle',
      mode: 'sunny',
    });
  });

  it('takes the query where it is readable', () => {
    expect(resolvePricingQuery({ branch_id: '3', vid: '5', mode: 'night' }, '2024-03-10T02:00:00Z')).toEqual({
      zoneId: 3,
      vehicleTypeId: 5,
      vehicleSlug: null,
      mode: 'night',
    });
    expect(
      resolvePricingQuery({ branch_id: 'x', vid: '7', slug: 'car', mode: 'noon' }, '2024-03-10T02:00:00Z'),
    ).toEqual({ zoneId: 2, vehicleTypeId: 7, vehicleSlug: 'car', mode: 'sunny' });
  });
});
