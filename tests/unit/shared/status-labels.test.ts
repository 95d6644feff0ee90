import { describe, expect, it } from 'vitest';
import {
  BOOKING_STATUSES,
  bookingRouteLeg,
  canCancel,
  DELIVERY_IN_PROGRESS_CODES,
  DELIVERY_STATUS_CODES,
  deliveryStatusLabel,
  isDeliveryInProgress,
  isFinalStatus,
  orderStatusLabel,
  PAUTOS_STATUS_CODES,
  pautosPromptFor,
  pautosStatusLabel,
  rideHeadline,
  rideProgressHint,
  rideStatusLabel,
} from '@/shared/status-labels';
import { englishTextTranslator } from '@/shared/i18n';
import { rideStatusMessages } from '@/web/ride/booking/messages';

describe('booking statuses', () => {
  it('lists the six statuses in order', () => {
    expect(BOOKING_STATUSES).toEqual([
      'pending',
      'preparing',
      'arrived',
      'enroute',
      'delivered',
      'cancelled',
    ]);
  });

  it.each([
    ['pending', false, true, null],
    ['preparing', false, true, null],
    ['arrived', false, false, 'Wait patiently'],
    ['enroute', false, false, 'Ride Safely'],
    ['delivered', true, false, null],
    ['cancelled', true, false, null],
  ])('%s: final %s, cancellable %s, hint %s', (status, final, cancellable, hint) => {
    expect(isFinalStatus(status)).toBe(final);
    expect(canCancel(status)).toBe(cancellable);
    expect(rideProgressHint(status)).toBe(hint);
  });

  it('draws the approach before the trip and the trip once under way', () => {
    expect(bookingRouteLeg('preparing')).toBe('accept-to-pickup');
    expect(bookingRouteLeg('cancelled')).toBe('accept-to-pickup');
    expect(bookingRouteLeg('enroute')).toBe('pickup-to-dropoff');
    expect(bookingRouteLeg('delivered')).toBe('pickup-to-dropoff');
    expect(bookingRouteLeg('pending')).toBeNull();
  });
});

describe('rideStatusLabel', () => {
  it.each([
    ['pending', 'connecting...'],
    ['ready', 'arrived'],
    ['enroute', 'ongoing'],
    ['cancelled', 'CANCELLED'],
    ['preparing', 'preparing'],
    ['arrived', 'arrived'],
    ['delivered', 'delivered'],
    ['something-new', 'something-new'],
  ])('%s → %s', (status, label) => {
    expect(rideStatusLabel(status)).toBe(label);
    expect(rideStatusLabel(status, 'en')).toBe(label);
  });

  it.each([
    ['pending', 'kumokonekta...'],
    ['preparing', 'papunta na'],
    ['arrived', 'nandiyan na'],
    ['ready', 'nandiyan na'],
    ['enroute', 'nasa biyahe'],
    ['delivered', 'tapos na'],
    ['cancelled', 'NA-CANCEL'],
    ['something-new', 'something-new'],
  ])('%s in Filipino → %s', (status, label) => {
    expect(rideStatusLabel(status, 'fil')).toBe(label);
  });

  it('says "cancelled" with the same word on rides and on orders', () => {
    expect(rideStatusLabel('cancelled', 'fil')).toBe(orderStatusLabel('pautos', 'cancelled', 'fil'));
    expect(rideStatusLabel('cancelled', 'fil')).toBe(orderStatusLabel('delivery', 'cancelled', 'fil'));
  });
});

describe('pautosStatusLabel', () => {
  it.each([
    ['pending', 'connecting...'],
    ['cancelled', 'CANCELLED'],
    ['BUDGET-INITIAL', 'SETTLING BUDGET'],
    ['BUDGET-USER-SENT', 'SETTLING BUDGET'],
    ['BUDGET-DRIVER-INSUFFICIENT', 'SETTLING BUDGET'],
    ['BUDGET-USER-DISAGREE', 'SETTLING BUDGET'],
    ['BUDGET-USER-ADD', 'SETTLING BUDGET'],
    ['BUDGET-USER-AGREE', 'SETTLING BUDGET'],
    ['BUDGET-DRIVER-AGREE', 'GOING TO STORE'],
    ['STORE-USER-FIND', 'GOING TO STORE'],
    ['STORE-USER-MAP', 'GOING TO STORE'],
    ['STORE-DRIVER-UNAVAILABLE', 'STORE UNAVAILABLE'],
    ['STORE-DRIVER-CLOSED', 'STORE CLOSED'],
    ['STORE-DRIVER-ARRIVED', 'AT THE STORE'],
    ['STORE-DRIVER-AVAILABLE', 'PURCHASING'],
    ['STORE-DRIVER-PURCHASED', 'PURCHASED'],
    ['DELIVERY-DRIVER-START', 'ONGOING'],
    ['DELIVERY-DRIVER-ARRIVED', 'ARRIVED'],
    ['BUDGET-DRIVER-DISAGREE', 'NO BUDGET SENT'],
    ['DELIVERY-DRIVER-COMPLETED', 'DELIVERED'],
    ['CANCELLING', 'CANCELLING'],
  ])('%s → %s', (status, label) => {
    expect(pautosStatusLabel(status)).toBe(label);
  });

  it('opens the right popup for a status', () => {
    expect(pautosPromptFor('BUDGET-INITIAL')).toBe('send-budget');
    expect(pautosPromptFor('BUDGET-USER-SENT')).toBe('waiting-for-confirmation');
    expect(pautosPromptFor('STORE-DRIVER-CLOSED')).toBe('store-closed');
    expect(pautosPromptFor('STORE-DRIVER-UNAVAILABLE')).toBe('store-unavailable');
    expect(pautosPromptFor('DELIVERY-DRIVER-START')).toBeNull();
  });
});

describe('deliveryStatusLabel', () => {
  it.each([
    ['pending', 'connecting...'],
    ['BUDGET-INITIAL', 'SETTLING PAYMENT'],
    ['BUDGET-USER-SENT', 'SETTLING PAYMENT'],
    ['BUDGET-DRIVER-INSUFFICIENT', 'SETTLING PAYMENT'],
    ['BUDGET-USER-AGREE', 'SETTLING PAYMENT'],
    ['BUDGET-DRIVER-DISAGREE', 'SETTLING PAYMENT'],
    ['BUDGET-USER-DISAGREE', 'SETTLING PAYMENT'],
    ['BUDGET-USER-ADD', 'SETTLING PAYMENT'],
    ['IDENTITY-INITIAL', 'CHECKING IDENTITY'],
    ['BUDGET-DRIVER-AGREE', 'GOING TO STORE'],
    ['IDENTITY-DRIVER-VERIFY', 'GOING TO STORE'],
    ['STORE-DRIVER-ARRIVED', 'AT THE STORE'],
    ['STORE-DRIVER-SENT', 'PREPARING'],
    ['STORE-PARTNER-AGREE', 'PREPARING'],
    ['STORE-PARTNER-INSUFFICIENT', 'PREPARING'],
    ['STORE-DRIVER-AGREE', 'PREPARING'],
    ['STORE-PARTNER-DISAGREE', 'PREPARING'],
    ['STORE-PARTNER-READY', 'READY TO PICKUP'],
    ['STORE-DRIVER-PURCHASED', 'PICKED UP'],
    ['DELIVERY-DRIVER-START', 'ONGOING'],
    ['DELIVERY-DRIVER-ARRIVED', 'ARRIVED'],
    ['CANCELLING', 'CANCELLING'],
    ['cancelled', 'CANCELLED'],
    ['DELIVERIED', 'DELIVERIED'],
  ])('%s → %s', (status, label) => {
    expect(deliveryStatusLabel(status)).toBe(label);
  });

  it('locks the order once the driver has the goods', () => {
    expect(DELIVERY_IN_PROGRESS_CODES).toEqual([
      'STORE-DRIVER-PURCHASED',
      'DELIVERY-DRIVER-START',
      'DELIVERY-DRIVER-ARRIVED',
      'DELIVERY-DRIVER-COMPLETED',
    ]);
    for (const code of DELIVERY_IN_PROGRESS_CODES) expect(isDeliveryInProgress(code)).toBe(true);
    expect(isDeliveryInProgress('STORE-PARTNER-READY')).toBe(false);
    expect(isDeliveryInProgress(null)).toBe(false);
  });
});

describe('ride headlines', () => {
  const toLocale = englishTextTranslator([rideStatusMessages]);

  it.each([
    ['pending', 'connecting...', 'kumokonekta...'],
    ['preparing', 'Your driver is on the way', 'Papunta na ang driver mo'],
    ['arrived', 'Your driver is here', 'Nandito na ang driver mo'],
    ['ready', 'arrived', 'nandiyan na'],
    ['enroute', 'ongoing', 'nasa biyahe'],
    ['delivered', 'You have arrived', 'Nakarating ka na'],
    ['cancelled', 'CANCELLED', 'NA-CANCEL'],
  ])('%s reads "%s" (Filipino "%s"), through the catalogue', (status, english, filipino) => {
    expect(rideHeadline(status)).toBe(english);
    expect(toLocale(rideHeadline(status), 'en')).toBe(english);
    expect(toLocale(rideHeadline(status), 'fil')).toBe(filipino);
  });

  it('shows an unknown code as it came', () => {
    expect(rideHeadline('on-hold')).toBe('on-hold');
    expect(toLocale(rideHeadline('on-hold'), 'fil')).toBe('on-hold');
  });
});

describe('pautos and delivery labels in both languages', () => {
  const pautosCodes = ['pending', 'cancelled', ...PAUTOS_STATUS_CODES];
  const deliveryCodes = ['pending', 'cancelled', ...DELIVERY_STATUS_CODES];
  const cases = [
    ...pautosCodes.map((code) => ['pautos', code] as const),
    ...deliveryCodes.map((code) => ['delivery', code] as const),
  ];

  it.each(cases)('%s %s: English by default, a Filipino label of the same case', (service, code) => {
    const english = orderStatusLabel(service, code);
    const filipino = orderStatusLabel(service, code, 'fil');
    expect(orderStatusLabel(service, code, 'en')).toBe(english);
    expect(filipino).not.toBe(english);
    expect(filipino).not.toBe(code);
    expect(filipino.trim()).not.toBe('');
    expect(filipino === filipino.toUpperCase()).toBe(english === english.toUpperCase());
  });

  it.each([
    ['pautos', 'STORE-USER-FIND', 'GOING TO STORE', 'PAPUNTA SA TINDAHAN'],
    ['pautos', 'STORE-DRIVER-CLOSED', 'STORE CLOSED', 'SARADO ANG TINDAHAN'],
    ['pautos', 'STORE-DRIVER-ARRIVED', 'AT THE STORE', 'NASA TINDAHAN NA'],
    ['pautos', 'BUDGET-USER-AGREE', 'SETTLING BUDGET', 'INAAYOS ANG BUDGET'],
    ['pautos', 'BUDGET-DRIVER-DISAGREE', 'NO BUDGET SENT', 'WALANG NAIPADALANG BUDGET'],
    ['pautos', 'CANCELLED', 'CANCELLED', 'NA-CANCEL'],
    ['pautos', 'DELIVERY-DRIVER-COMPLETED', 'DELIVERED', 'NAIHATID NA'],
    ['delivery', 'pending', 'connecting...', 'kumokonekta...'],
    ['delivery', 'BUDGET-USER-ADD', 'SETTLING PAYMENT', 'INAAYOS ANG BAYAD'],
    ['delivery', 'STORE-PARTNER-READY', 'READY TO PICKUP', 'HANDA NANG KUNIN'],
    ['delivery', 'STORE-DRIVER-PURCHASED', 'PICKED UP', 'NAKUHA NA'],
    ['delivery', 'cancelled', 'CANCELLED', 'NA-CANCEL'],
    ['delivery', 'CANCELLING', 'CANCELLING', 'KINA-CANCEL'],
  ])('%s %s reads "%s", in Filipino "%s"', (service, code, english, filipino) => {
    expect(orderStatusLabel(service, code)).toBe(english);
    expect(orderStatusLabel(service, code, 'fil')).toBe(filipino);
  });

  it('keeps the two services apart and shows an unknown code as it came, in both languages', () => {
    expect(pautosStatusLabel('BUDGET-USER-ADD', 'fil')).toBe('INAAYOS ANG BUDGET');
    expect(deliveryStatusLabel('BUDGET-USER-ADD', 'fil')).toBe('INAAYOS ANG BAYAD');
    expect(pautosStatusLabel('ON-HOLD', 'fil')).toBe('ON-HOLD');
    expect(deliveryStatusLabel('DELIVERIED', 'fil')).toBe('DELIVERIED');
  });
});
