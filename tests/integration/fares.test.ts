import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { book, onlineDriver, PPC, PPC_NORTH, quickUser } from '../helpers/rides';

/** Manila is UTC+8 all year: 08:00 is day, 12:00 sunny, 23:00 night. */
const AT = {
  day: new Date('2026-03-02T00:00:00Z'),
  sunny: new Date('2026-03-02T04:00:00Z'),
  night: new Date('2026-03-02T15:00:00Z'),
} as const;
type Mode = keyof typeof AT;

let clock: Date = AT.day;
let t: TestApp;
let rider: Awaited<ReturnType<typeof quickUser>>;

/** Rates set here, not taken from the seed, so every expected number below is worked out by hand. */
const RATES = {
  1: { base: 4000, km: 2, perKm: 1000, min: 5000 }, // motorcycle
  3: { base: 5000, km: 2, perKm: 1500, min: 5000 }, // tricycle
  2: { base: 12000, km: 3, perKm: 2500, min: 12000 }, // car
} as const;
const MARKUP: Record<Mode, number> = { day: 0, sunny: 10, night: 20 };

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => clock } });
  for (const [vehicle, r] of Object.entries(RATES)) {
    for (const [mode, markup] of Object.entries(MARKUP)) {
      await t.database.pool.query(
        `UPDATE pricing_rows SET base_fare = $3, base_km_limit = $4, distance_fare = $5, min_fare = $6,
                additional_percentage_fee = $7
          WHERE zone_id = 2 AND vehicle_type_id = $1 AND mode = $2`,
        [vehicle, mode, r.base, r.km, r.perKm, r.min, markup],
      );
    }
  }
  await t.database.pool.query(
    `UPDATE pricing_rows SET base_fare = 4000, base_km_limit = 2, distance_fare = 1000, min_fare = 5000,
            additional_percentage_fee = 20
      WHERE zone_id = 3 AND vehicle_type_id = 1 AND mode = 'day'`,
  );
  rider = await quickUser(t);
});
afterAll(async () => {
  await t?.close();
});

async function pricing(pickup: { lat: number; lng: number }, destination: { lat: number; lng: number }) {
  const res = await t.app.inject({
    url: `/api/pricing?pickup=${pickup.lat},${pickup.lng}&destination=${destination.lat},${destination.lng}`,
    headers: rider.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    zone_id: number;
    mode: string;
    distance_km: number;
    options: { vehicle_type_id: number; fare: number; total: number; [key: string]: unknown }[];
  };
}

/** Kilometres by road between two points, as the geo port answers every fare. */
async function roadKm(from: { lat: number; lng: number }, to: { lat: number; lng: number }) {
  const route = await t.app.deps.geo.route(from, to);
  expect(route.estimated, 'both ends are on the road network').toBe(false);
  return route.distance_km;
}

/**
 * The fare worked out by hand from the rates above: the base fare covers base_km_limit km, every further km
 * costs distance_fare, at least the minimum fare, then the markup; the web fee (₱2) comes on top.
 */
function handFare(km: number, vehicle: keyof typeof RATES, markupPercent: number) {
  const r = RATES[vehicle];
  const trip = Math.max(
    r.min,
    r.base + Math.round(Math.max(0, Math.round((km - r.km) * 100) / 100) * r.perKm),
  );
  const fare = trip + Math.round((trip * markupPercent) / 100);
  return { fare, total: fare + 200 };
}

describe('ride fares', () => {
  for (const mode of ['day', 'sunny', 'night'] as const) {
    it(`prices every vehicle type in ${mode} mode`, async () => {
      clock = AT[mode];
      const quote = await pricing(PPC, PPC_NORTH);
      const km = await roadKm(PPC, PPC_NORTH);
      // About 6.7 km by road where the straight line is 5 km.
      expect(km).toBeGreaterThan(5.5);
      expect(quote).toMatchObject({ zone_id: 2, mode, distance_km: km, estimated: false });
      expect(quote.options.map((o) => o.vehicle_type_id)).toEqual([1, 2, 3]);
      for (const option of quote.options) {
        expect(
          { fare: option.fare, total: option.total },
          `${mode} vehicle ${option.vehicle_type_id}`,
        ).toEqual(handFare(km, option.vehicle_type_id as keyof typeof RATES, MARKUP[mode]));
        expect(option.web_fee).toBe(200);
        expect(option.markup_percent).toBe(MARKUP[mode]);
      }
      const moto = quote.options.find((o) => o.vehicle_type_id === 1)!;
      expect(moto).toMatchObject({ slug: 'motorcycle', luggage_fee: 0, total_with_luggage: null });
      const trike = quote.options.find((o) => o.vehicle_type_id === 3)!;
      expect(trike).toMatchObject({ luggage_fee: 3000, total_with_luggage: trike.total + 3000 });
    });
  }

  it('charges the minimum fare on a short trip', async () => {
    clock = AT.day;
    // About 1 km straight, 2 km by road: inside every base distance, so the base fare, raised to the minimum.
    const near = { lat: PPC.lat + 1 / 111.195, lng: PPC.lng };
    const quote = await pricing(PPC, near);
    expect(quote.distance_km).toBe(await roadKm(PPC, near));
    expect(quote.distance_km).toBeLessThanOrEqual(2);
    expect(quote.options.map((o) => [o.vehicle_type_id, o.fare, o.total])).toEqual([
      [1, 5000, 5200],
      [2, 12000, 12200],
      [3, 5000, 5200],
    ]);
  });

  it("adds a tourist zone's markup", async () => {
    clock = AT.day;
    const elNido = { lat: 11.1956, lng: 119.4191 };
    const north = { lat: elNido.lat + 0.044966, lng: elNido.lng };
    const quote = await pricing(elNido, north);
    expect(quote.zone_id).toBe(3);
    // The motorcycle's day rates in El Nido are those above, + 20 %.
    expect(quote.options.find((o) => o.vehicle_type_id === 1)).toMatchObject(
      handFare(await roadKm(elNido, north), 1, 20),
    );
  });

  it('stores a booking total with pickup charge, luggage, coupon and tip worked out the same way', async () => {
    clock = AT.day;
    const driverAt = { lat: PPC.lat + 0.027, lng: PPC.lng };
    const driver = await onlineDriver(t, { at: driverAt, vehicleTypeId: 3 });
    const res = await book(t, rider, {
      vehicle_type_id: 3,
      has_luggage: true,
      coupon_code: 'BRP10',
      tip: 2000,
    });
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json().booking;
    // The trip fare of the road distance; the pickup by road from the driver, beyond the free km at 1500 a km;
    // luggage 3000; coupon 10 % of the trip fare; then the web fee and the tip.
    const km = await roadKm(PPC, PPC_NORTH);
    const pickupKm = await roadKm(driverAt, PPC);
    const trip = handFare(km, 3, 0).fare;
    const exceedKm = Math.round((pickupKm - 1) * 100) / 100;
    const pickupCharge = Math.round(exceedKm * 1500);
    const discount = Math.round(trip / 10);
    const subTotal = trip + pickupCharge + 3000 - discount;
    expect(booking.taxi_order.trip_details).toMatchObject({
      km_distance: km,
      pickup_distance: pickupKm,
      pickup_exceed_km: exceedKm,
      pickup_charge_fee: pickupCharge,
      pickup_per_exceed_km: 1500,
      pickup_dropoff_subtotal: trip,
    });
    expect(booking).toMatchObject({ discount, sub_total: subTotal, tip: 2000, total: subTotal + 200 + 2000 });
    expect(booking.taxi_order).toMatchObject({ luggage_fee: 3000, web_fee: 200 });
    expect(booking.taxi_order.vehicle_type).toMatchObject({
      base_km_limit: 2,
      min_fare: 5000,
      distance_fare: 1500,
    });

    const availability = await t.app.inject({
      method: 'POST',
      url: '/api/booking/available-driver',
      headers: (await quickUser(t)).auth,
      payload: { vehicle_type_id: 3, pickup: PPC },
    });
    expect(availability.json()).toMatchObject({
      available_driver: true,
      pickup_exceed_km: exceedKm,
      pickup_charge_fee: pickupCharge,
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/taxi/order/cancel/${booking.id}`,
      headers: rider.auth,
      payload: { reason: 'Payment method' },
    });
    await t.app.deps.locations.remove(driver.id);
  });

  it('refuses a vehicle type the zone does not price', async () => {
    await t.database.pool.query(`DELETE FROM pricing_rows WHERE zone_id = 11 AND vehicle_type_id = 2`);
    const res = await book(t, rider, {
      vehicle_type_id: 2,
      pickup: { lat: 6.9, lng: 122.08, address: 'Zamboanga' },
      dropoff: { lat: 6.95, lng: 122.08, address: 'Zamboanga north' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'This vehicle type is not available in your area.' });
  });
});
