import { describe, expect, it } from 'vitest';
import {
  bookAgain,
  bookingHeadline,
  bookingService,
  bookingStageText,
  orderStatusSentence,
  orderWordsMessages,
  storeProgressWordKey,
  storeStatusSentence,
} from '@/shared/order-words';
import { DELIVERY_STATUS_CODES, PAUTOS_STATUS_CODES } from '@/shared/status-labels';

const RIDE_WORDS = /ride|riding|pickup point|your driver is here/i;

describe('each service speaks its own words', () => {
  it.each(['pautos', 'delivery'] as const)('%s never speaks of rides', (service) => {
    for (const status of ['pending', 'preparing', 'arrived', 'enroute', 'delivered']) {
      for (const locale of ['en', 'fil'] as const) {
        expect(bookingHeadline(service, status, locale)).not.toMatch(RIDE_WORDS);
        expect(bookingStageText(service, status, locale)).not.toMatch(RIDE_WORDS);
        expect(bookingHeadline(service, status, locale)).not.toBe(status);
      }
    }
    expect(bookAgain(service).label).not.toMatch(RIDE_WORDS);
  });

  it('names the store while the driver is there, and the service at the end', () => {
    expect(bookingHeadline('pautos', 'arrived')).toBe('Your driver is at the store');
    expect(bookingHeadline('delivery', 'arrived')).toBe('Your driver is at the store');
    expect(bookingStageText('pautos', 'delivered')).toMatch(/BRP Pautos/);
    expect(bookAgain('pautos')).toEqual({ label: 'Send another errand', href: '/pautos' });
    expect(bookAgain('delivery')).toEqual({ label: 'Order again', href: '/delivery' });
    expect(bookAgain('ride')).toEqual({ label: 'Book another ride', href: '/book/ride' });
    expect(bookingService({ is_pautos: true })).toBe('pautos');
    expect(bookingService({ is_delivery: true })).toBe('delivery');
    expect(bookingService({})).toBe('ride');
  });
});

describe('orderStatusSentence', () => {
  it.each([...new Set([...PAUTOS_STATUS_CODES, ...DELIVERY_STATUS_CODES])])(
    '%s reads as a sentence in both languages',
    (code) => {
      for (const locale of ['en', 'fil'] as const) {
        const sentence = orderStatusSentence(code, locale);
        expect(sentence).not.toContain(code);
        expect(sentence).toMatch(/[.!]$/);
      }
    },
  );

  it('keeps an unknown code as it came (the spec’s "else raw")', () => {
    expect(orderStatusSentence('ON-HOLD')).toBe('ON-HOLD');
    expect(orderStatusSentence('ride_again')).toBe('ride_again');
  });

  it('has every Filipino text', () => {
    for (const key of Object.keys(orderWordsMessages.en)) {
      expect(orderWordsMessages.fil[key as keyof typeof orderWordsMessages.fil]).toBeTruthy();
    }
  });
});

describe("a delivery in the store's and the driver's words", () => {
  const order = (code: string, store: string, booking = 'preparing') => ({
    booking_status: booking,
    status: { code, store_status: store },
  });

  it("reads the store's own track, then the driver's once the order left", () => {
    expect(storeStatusSentence(order('pending', 'pending'))).toBe('New order: accept it to start preparing');
    expect(storeStatusSentence(order('STORE-DRIVER-ARRIVED', 'STORE-PARTNER-AGREE'))).toBe('Preparing');
    expect(storeStatusSentence(order('DELIVERY-DRIVER-START', 'STORE-PARTNER-READY'), 'fil')).toBe(
      'Papunta na sa customer',
    );
    expect(storeStatusSentence(order('DELIVERY-DRIVER-COMPLETED', 'STORE-PARTNER-READY', 'delivered'))).toBe(
      'Delivered to the customer',
    );
    expect(storeProgressWordKey('STORE-PARTNER-READY')).toBe('STORE_IS_READY');
    expect(storeProgressWordKey('STORE-DRIVER-SENT')).toBeNull();
  });
});
