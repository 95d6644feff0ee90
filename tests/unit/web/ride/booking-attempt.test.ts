// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { bookingAttemptKey, endBookingAttempt, hasBookingAttempt } from '@/web/ride/logic/booking-attempt';

const trip = { vehicle_type_id: 1, pickup: { lat: 9.7392, lng: 118.7353 } };

describe("the rider's Book Now, tapped again", () => {
  beforeEach(() => window.sessionStorage.clear());

  it('sends the same key for the same trip until the booking is known, also after a reload', () => {
    const first = bookingAttemptKey('ride', trip);
    expect(hasBookingAttempt()).toBe(true);
    // A reload keeps sessionStorage: the key is read back from it, not made again.
    expect(JSON.parse(window.sessionStorage.getItem('brp.bookingAttempt') ?? '{}').key).toBe(first);
    expect(bookingAttemptKey('ride', { ...trip })).toBe(first);
    endBookingAttempt();
    expect(hasBookingAttempt()).toBe(false);
    expect(bookingAttemptKey('ride', trip)).not.toBe(first);
  });

  it('makes a new key for another trip or another kind of booking', () => {
    const ride = bookingAttemptKey('ride', trip);
    expect(bookingAttemptKey('pautos', trip)).not.toBe(ride);
    const pautos = bookingAttemptKey('pautos', trip);
    expect(bookingAttemptKey('pautos', { ...trip, vehicle_type_id: 2 })).not.toBe(pautos);
  });
});
