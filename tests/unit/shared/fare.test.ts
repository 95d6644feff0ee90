import { describe, expect, it } from 'vitest';
import { PASUYO_VEHICLE_PRICE_TEXT } from '@config/constants';
import {
  computeFare,
  fareBands,
  formatKm,
  formatPeso,
  formatPesoAmount,
  formatPhp,
  formatPhpTitleCase,
  type PricingRow,
  pesosToCentavos,
  roundKm,
  serviceRates,
} from '@/shared/fare';

// ₱40 flag-down covering 2 km, ₱10 per km after, ₱50 minimum, 10% markup.
const row: PricingRow = {
  base_fare: 4000,
  base_km_limit: 2,
  distance_fare: 1000,
  min_fare: 5000,
  additional_percentage_fee: 10,
  pautos_base_fare: null,
  pautos_distance_fare: null,
  delivery_base_fare: null,
  delivery_distance_fare: null,
};

describe('computeFare: ride', () => {
  it('lifts a short trip to the minimum fare, then marks it up', () => {
    const fare = computeFare(row, 'ride', 1);
    expect(fare).toMatchObject({
      baseFare: 4000,
      distanceFare: 0,
      minFareTopUp: 1000,
      tripFare: 5000,
      markup: 500,
      subtotal: 5500,
      webFee: 0,
      tip: 0,
      total: 5500,
    });
  });

  it('meters the km beyond the base distance, charged on the distance shown (one decimal)', () => {
    const fare = computeFare(row, 'ride', 7.34);
    expect(fare.distanceKm).toBe(7.3);
    expect(fare.meteredKm).toBe(5.3);
    expect(fare.distanceFare).toBe(5300);
    expect(fare.tripFare).toBe(9300);
    expect(fare.minFareTopUp).toBe(0);
    expect(fare.markup).toBe(930);
    expect(fare.total).toBe(10230);
  });

  it('itemises every extra and adds them up to the total', () => {
    const fare = computeFare(row, 'ride', 7.34, {
      pickupDistanceKm: 2.5,
      pickupPerExceedKm: 500,
      hasLuggage: true,
      isWeb: true,
      tip: 2000,
      couponPercent: 20,
    });
    expect(fare.pickupExceedKm).toBe(1.5);
    expect(fare.pickupCharge).toBe(750);
    expect(fare.luggageFee).toBe(3000);
    expect(fare.discountPercent).toBe(20);
    expect(fare.discount).toBe(2046); // 20% of 10,230
    expect(fare.subtotal).toBe(9300 + 930 + 750 + 3000 - 2046);
    expect(fare.webFee).toBe(200);
    expect(fare.tip).toBe(2000);
    expect(fare.total).toBe(14134);
  });

  it('does not charge the first pickup km', () => {
    const fare = computeFare(row, 'ride', 3, { pickupDistanceKm: 0.8, pickupPerExceedKm: 500 });
    expect(fare.pickupExceedKm).toBe(0);
    expect(fare.pickupCharge).toBe(0);
  });

  it('adds the web fee only for web bookings and honours an explicit fee', () => {
    expect(computeFare(row, 'ride', 3).webFee).toBe(0);
    expect(computeFare(row, 'ride', 3, { isWeb: true }).webFee).toBe(200);
    expect(computeFare(row, 'ride', 3, { isWeb: true, webFee: 300 }).webFee).toBe(300);
  });

  it('rounds the markup to whole centavos', () => {
    const fare = computeFare(
      { ...row, base_fare: 9999, min_fare: 0, additional_percentage_fee: 12.5 },
      'ride',
      1,
    );
    expect(fare.markup).toBe(1250); // 1249.875
  });

  it('treats a negative distance as zero and clamps a silly coupon', () => {
    const fare = computeFare(row, 'ride', -3, { couponPercent: 150 });
    expect(fare.distanceKm).toBe(0);
    expect(fare.discount).toBe(5500);
    expect(fare.subtotal).toBe(0);
  });
});

describe('computeFare: pautos and delivery', () => {
  const fees = { pautosFee: 2000, deliveryFee: 3000 };

  it('falls back to the ride base plus the pautos fee and the ride rate less ₱5', () => {
    expect(serviceRates(row, 'pautos', fees)).toMatchObject({ baseFare: 6000, distanceFare: 500 });
    const fare = computeFare(row, 'pautos', 7.3, { serviceFees: fees });
    expect(fare.distanceFare).toBe(2650);
    expect(fare.tripFare).toBe(8650);
    expect(fare.markup).toBe(865);
    expect(fare.total).toBe(9515);
  });

  it('falls back to the ride base plus the delivery fee', () => {
    const fare = computeFare(row, 'delivery', 4, { serviceFees: fees });
    expect(fare.baseFare).toBe(7000);
    expect(fare.distanceFare).toBe(1000); // 2 km × ₱5
    expect(fare.total).toBe(8800);
  });

  it("uses the row's own rates when present", () => {
    const own = { ...row, delivery_base_fare: 7000, delivery_distance_fare: 1200, pautos_base_fare: 4500 };
    const fare = computeFare(own, 'delivery', 4, { serviceFees: fees });
    expect(fare.baseFare).toBe(7000);
    expect(fare.distanceFare).toBe(2400);
    expect(fare.total).toBe(10340);
    expect(serviceRates(own, 'pautos', fees)).toMatchObject({ baseFare: 4500, distanceFare: 500 });
  });

  it('never lets the reduced per-km rate go below zero', () => {
    expect(serviceRates({ ...row, distance_fare: 300 }, 'pautos').distanceFare).toBe(0);
  });
});

describe('fareBands', () => {
  it('quotes the three pricing-page bands with marked-up fares', () => {
    expect(fareBands(row, 'ride')).toEqual([
      { label: '0-5 KM', fromKm: 0, toKm: 5, fareAtStart: 5500, fareAtEnd: 7700, perKm: 1100 },
      { label: 'above 5-10 KM', fromKm: 5, toKm: 10, fareAtStart: 7700, fareAtEnd: 13200, perKm: 1100 },
      { label: 'above 10 KM', fromKm: 10, toKm: null, fareAtStart: 13200, fareAtEnd: null, perKm: 1100 },
    ]);
  });

  it('uses the service rates', () => {
    const [first] = fareBands(row, 'pautos', { pautosFee: 2000, deliveryFee: 0 });
    expect(first.fareAtEnd).toBe(Math.round((6000 + 1500) * 1.1));
    expect(first.perKm).toBe(550);
  });
});

describe('money and distance formats', () => {
  it('formats centavos', () => {
    expect(formatPeso(5500)).toBe('₱55.00');
    expect(formatPhp(5500)).toBe('PHP 55.00');
    expect(formatPhpTitleCase(5500)).toBe(PASUYO_VEHICLE_PRICE_TEXT);
    expect(formatPhp(123456789)).toBe('PHP 1,234,567.89');
    expect(formatPeso(-250)).toBe('-₱2.50');
    expect(formatPesoAmount(5)).toBe('0.05');
    expect(formatPesoAmount(300)).toBe('3.00');
    expect(pesosToCentavos(19.99)).toBe(1999);
  });

  it('shows distances to one decimal', () => {
    expect(formatKm(3.44)).toBe('3.4 km');
    expect(formatKm(12)).toBe('12.0 km');
    expect(roundKm(0.05)).toBe(0.1);
  });
});
