import { describe, expect, it } from 'vitest';
import {
  couponDiscount,
  fareLines,
  fareTotal,
  luggageAllowed,
  vehicleCardTotal,
  webFeeOf,
} from '@/web/ride/logic/fare-lines';
import type { PricingOption } from '@/web/ride/logic/types';

const motor: PricingOption = {
  vehicle_type_id: 1,
  name: 'Motorcycle',
  slug: 'motorcycle',
  photo: '/vehicles/motorcycle.png',
  base_fare: 4000,
  distance_fare: 1000,
  base_km_limit: 2,
  min_fare: 5000,
  markup_percent: 0,
  max_seat: 1,
  fare: 8250,
  web_fee: 200,
  luggage_fee: 0,
  total: 8450,
  total_with_luggage: null,
};
const trike: PricingOption = {
  ...motor,
  vehicle_type_id: 3,
  slug: 'tricycle',
  name: 'Tricycle',
  max_seat: 4,
  luggage_fee: 3000,
  total_with_luggage: 11450,
};

const byKey = (lines: ReturnType<typeof fareLines>) => Object.fromEntries(lines.map((l) => [l.key, l]));

describe('fare lines', () => {
  it('shows the rates with distances to one decimal and adds the web fee', () => {
    const lines = byKey(fareLines(motor, { distanceKm: 5.26 }));
    expect(lines.distance.value).toBe('5.3 km');
    expect(lines['base-distance'].value).toBe('2.0 km');
    expect(lines['base-fare'].value).toBe('₱50.00');
    expect(lines['per-km'].value).toBe('₱10.00/km');
    expect(lines.fare.value).toBe('₱82.50');
    expect(lines['web-fee'].value).toBe('₱2.00');
    expect(lines.total.value).toBe('₱84.50');
    expect(lines.tip).toBeUndefined();
    expect(lines['luggage-fee']).toBeUndefined();
  });

  it('adds pickup fee, luggage (trike and car only), tip, and takes the coupon off the fare', () => {
    const lines = fareLines(trike, {
      distanceKm: 5,
      hasLuggage: true,
      couponPercent: 10,
      tip: 2000,
      pickupChargeFee: 1500,
      pickupExceedKm: 1.25,
    });
    const keyed = byKey(lines);
    expect(keyed['pickup-fee'].label).toBe('Pickup fee (1.3 km beyond 1 km)');
    expect(keyed['luggage-fee'].amount).toBe(3000);
    expect(keyed.coupon.value).toBe('-₱8.25');
    expect(keyed.tip.value).toBe('₱20.00');
    expect(fareTotal(lines)).toBe(8250 + 1500 + 3000 - 825 + 200 + 2000);
    expect(lines.at(-1)?.key).toBe('total');
  });

  it('never charges luggage on a motorcycle', () => {
    expect(byKey(fareLines(motor, { distanceKm: 3, hasLuggage: true }))['luggage-fee']).toBeUndefined();
    expect(luggageAllowed('motorcycle')).toBe(false);
    expect(luggageAllowed('car')).toBe(true);
    expect(luggageAllowed('tricycle')).toBe(true);
    expect(luggageAllowed(undefined)).toBe(false);
  });

  it('card totals are total plus 2, plus 30 with luggage', () => {
    expect(vehicleCardTotal(motor)).toBe(8450);
    expect(vehicleCardTotal(trike, true)).toBe(8450 + 3000);
    expect(vehicleCardTotal(motor, true)).toBe(8450);
  });

  it('defaults a missing web fee to PHP 2 and rounds discounts', () => {
    expect(webFeeOf({ web_fee: Number.NaN })).toBe(200);
    expect(webFeeOf({ web_fee: 0 })).toBe(0);
    expect(couponDiscount(8250, 15)).toBe(1238);
    expect(couponDiscount(8250, 0)).toBe(0);
    expect(couponDiscount(8250, 150)).toBe(8250);
  });
});
