import { describe, expect, it } from 'vitest';
import {
  bookingApiPath,
  bookingPath,
  chatPath,
  parseBookingRef,
  parseLatLngText,
  parseOrderIdRef,
  shareUrl,
} from '@/web/ride/logic/booking-ref';

describe('booking references', () => {
  it('splits id and code at the first dash', () => {
    expect(parseBookingRef('12-AB-CD')).toEqual({ id: 12, code: 'AB-CD' });
    expect(parseBookingRef('12-XYZ9')).toEqual({ id: 12, code: 'XYZ9' });
    expect(parseBookingRef('XYZ9')).toEqual({ id: null, code: 'XYZ9' });
    expect(parseBookingRef('abc-def')).toEqual({ id: null, code: 'abc-def' });
    expect(parseBookingRef('')).toBeNull();
    expect(parseBookingRef(undefined)).toBeNull();
  });

  it('reads /orders/{orderId} as the order id, and loads it by id', () => {
    expect(parseOrderIdRef('57')).toEqual({ id: 57, code: null });
    expect(bookingApiPath({ id: 57, code: null })).toBe('booking/57');
    expect(parseOrderIdRef('57-K7QM3P')).toEqual({ id: 57, code: 'K7QM3P' });
    expect(parseOrderIdRef('')).toBeNull();
  });

  it('builds the paths the screens link to', () => {
    expect(bookingPath({ id: 5, code: 'K7Q' })).toBe('/booking/5-K7Q');
    expect(chatPath('K7Q')).toBe('/booking/K7Q/chat');
    expect(shareUrl('https://brp.ph', 'K7Q', 't 1')).toBe('https://brp.ph/booking/K7Q?share=t%201');
    expect(bookingApiPath({ id: 5, code: 'K7Q' })).toBe('booking/5-K7Q');
    expect(bookingApiPath({ id: null, code: 'K7Q' })).toBe('booking/K7Q');
  });

  it('reads "lat,lng" strings', () => {
    expect(parseLatLngText('9.74, 118.73')).toEqual({ lat: 9.74, lng: 118.73 });
    expect(parseLatLngText('0,0')).toBeNull();
    expect(parseLatLngText('abc')).toBeNull();
    expect(parseLatLngText('95,10')).toBeNull();
    expect(parseLatLngText(null)).toBeNull();
  });
});
