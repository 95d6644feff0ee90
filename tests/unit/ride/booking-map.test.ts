import { describe, expect, it } from 'vitest';
import { planBookingMap, routeQuery } from '@/web/ride/logic/booking-map';
import type { BookingDetails } from '@/web/ride/logic/types';

function booking(status: string, extra: Partial<BookingDetails['taxi_order']> = {}): BookingDetails {
  return {
    id: 1,
    code: 'ABC',
    status,
    total: 8450,
    driver: { id: 2, name: 'Jose', lat: 9.75, lng: 118.74 },
    taxi_order: {
      pickup_address: 'Robinsons',
      dropoff_address: 'Airport',
      pickup_latitude: 9.78,
      pickup_longitude: 118.74,
      dropoff_latitude: 9.74,
      dropoff_longitude: 118.76,
      driver_accept_latitude: 9.76,
      driver_accept_longitude: 118.73,
      trip_details: { original_pickup_latlng: '9.781,118.741', original_dropoff_latlng: '9.741,118.761' },
      ...extra,
    },
  };
}

describe('booking map by status', () => {
  it("draws the driver with their vehicle type's icon: a trike is not a motorcycle", () => {
    const trike = booking('enroute');
    trike.driver = { ...trike.driver!, vehicle_type: { id: 3, name: 'Trike', slug: 'tricycle' } };
    expect(planBookingMap(trike).markers.find((m) => m.kind === 'driver')?.vehicle).toBe('tricycle');
    const car = booking('enroute', { vehicle_type: { id: 2, name: 'Car', slug: 'car' } });
    expect(planBookingMap(car).markers.find((m) => m.kind === 'driver')?.vehicle).toBe('car');
    expect(planBookingMap(booking('enroute')).markers.find((m) => m.kind === 'driver')?.vehicle).toBe(
      'motorcycle',
    );
  });

  it('draws accept point to pickup while preparing and when cancelled', () => {
    for (const status of ['preparing', 'cancelled']) {
      const plan = planBookingMap(booking(status));
      expect(plan.leg).toEqual({ from: { lat: 9.76, lng: 118.73 }, to: { lat: 9.78, lng: 118.74 } });
      expect(plan.fitPoints).toHaveLength(2);
      expect(plan.fitKey).toBe(`${status}|9.7600,118.7300|9.7800,118.7400`);
    }
  });

  it('draws pickup to drop-off while enroute and delivered', () => {
    for (const status of ['enroute', 'delivered']) {
      expect(planBookingMap(booking(status)).leg).toEqual({
        from: { lat: 9.78, lng: 118.74 },
        to: { lat: 9.74, lng: 118.76 },
      });
    }
  });

  it('refits when the accept point arrives after the status', () => {
    const early = booking('preparing', { driver_accept_latitude: null, driver_accept_longitude: null });
    const withoutDriver = { ...early, driver: null };
    const late = booking('preparing');
    expect(planBookingMap(withoutDriver).leg).toBeNull();
    expect(planBookingMap(withoutDriver).fitKey).not.toBe(planBookingMap(late).fitKey);
  });

  it('draws no leg while pending or arrived and fits both ends', () => {
    const plan = planBookingMap(booking('pending'));
    expect(plan.leg).toBeNull();
    expect(plan.fitPoints).toEqual([
      { lat: 9.78, lng: 118.74 },
      { lat: 9.74, lng: 118.76 },
    ]);
    expect(planBookingMap(booking('arrived')).leg).toBeNull();
  });

  it('hides a quick-book drop-off until delivered or cancelled', () => {
    const live = planBookingMap(booking('enroute', { is_quick_book: 1 }));
    expect(live.markers.map((m) => m.kind)).not.toContain('dropoff');
    expect(live.leg).toBeNull();
    const done = planBookingMap(booking('delivered', { is_quick_book: 1 }));
    expect(done.markers.map((m) => m.kind)).toContain('dropoff');
  });

  it('offers the original markers only when delivered, shown when toggled', () => {
    expect(planBookingMap(booking('enroute'), true).canShowOriginals).toBe(false);
    expect(planBookingMap(booking('enroute'), true).markers.map((m) => m.kind)).not.toContain(
      'original-pickup',
    );
    const hidden = planBookingMap(booking('delivered'), false);
    expect(hidden.canShowOriginals).toBe(true);
    expect(hidden.markers.map((m) => m.kind)).not.toContain('original-pickup');
    const shown = planBookingMap(booking('delivered'), true);
    expect(shown.markers.filter((m) => m.kind.startsWith('original')).map((m) => m.at)).toEqual([
      { lat: 9.781, lng: 118.741 },
      { lat: 9.741, lng: 118.761 },
    ]);
  });

  it('shows the driver only while the booking is live', () => {
    expect(planBookingMap(booking('preparing')).markers.map((m) => m.kind)).toContain('driver');
    expect(planBookingMap(booking('delivered')).markers.map((m) => m.kind)).not.toContain('driver');
  });

  it('formats the route query', () => {
    expect(routeQuery({ from: { lat: 1.5, lng: 2 }, to: { lat: 3, lng: 4.25 } })).toEqual({
      origin: '1.5,2',
      destination: '3,4.25',
    });
  });
});
