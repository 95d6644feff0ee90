import { type Locale, translate } from './i18n';
import {
  BOOKING_MESSAGES,
  type OrderStatusKey,
  orderStatusMessages,
  type RideStatusKey,
  rideStatusLabelMessages,
} from './messages';

export const BOOKING_STATUSES = [
  'pending',
  'preparing',
  'arrived',
  'enroute',
  'delivered',
  'cancelled',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const FINAL_STATUSES: readonly BookingStatus[] = ['delivered', 'cancelled'];
export const CANCELLABLE_STATUSES: readonly BookingStatus[] = ['pending', 'preparing'];

export function isBookingStatus(value: unknown): value is BookingStatus {
  return typeof value === 'string' && (BOOKING_STATUSES as readonly string[]).includes(value);
}

export function isFinalStatus(status: string): boolean {
  return (FINAL_STATUSES as readonly string[]).includes(status);
}

export function canCancel(status: string): boolean {
  return (CANCELLABLE_STATUSES as readonly string[]).includes(status);
}

/** What a live, no-longer-cancellable booking tells the rider instead of the cancel button. */
export function rideProgressHint(status: string): string | null {
  if (canCancel(status) || isFinalStatus(status)) return null;
  return status === 'enroute' ? BOOKING_MESSAGES.RIDE_SAFELY : BOOKING_MESSAGES.WAIT_PATIENTLY;
}

/** The label key of each ride status: the spec's label where it has one, otherwise the code's own word. */
const RIDE_LABEL_KEYS: Record<string, RideStatusKey> = {
  pending: 'CONNECTING',
  preparing: 'PREPARING',
  arrived: 'ARRIVED',
  ready: 'ARRIVED',
  enroute: 'ONGOING',
  delivered: 'DELIVERED',
  cancelled: 'CANCELLED',
};

/** A ride status as people read it: the spec's English label by default, or in the given language. */
export function rideStatusLabel(status: string, locale: Locale = 'en'): string {
  const key = RIDE_LABEL_KEYS[status];
  return key ? translate(rideStatusLabelMessages, locale, key) : status;
}

/**
 * The ride's status as the rider's headline: the spec's label where it has one, a short sentence for the other
 * known states, the raw code only for a status nobody knows. English; the screens translate it through the
 * ride status catalogue.
 */
const RIDE_HEADLINES: Record<string, string> = {
  pending: rideStatusLabel('pending'),
  ready: rideStatusLabel('ready'),
  enroute: rideStatusLabel('enroute'),
  cancelled: rideStatusLabel('cancelled'),
  preparing: 'Your driver is on the way',
  arrived: 'Your driver is here',
  delivered: 'You have arrived',
};

export function rideHeadline(status: string): string {
  return RIDE_HEADLINES[status] ?? status;
}

export const PAUTOS_STATUS_CODES = [
  'BUDGET-INITIAL',
  'BUDGET-USER-SENT',
  'BUDGET-DRIVER-INSUFFICIENT',
  'BUDGET-USER-DISAGREE',
  'BUDGET-USER-ADD',
  'BUDGET-USER-AGREE',
  'BUDGET-DRIVER-AGREE',
  'BUDGET-DRIVER-DISAGREE',
  'BUDGET-CASH-ADVANCE',
  'STORE-USER-FIND',
  'STORE-USER-MAP',
  'STORE-DRIVER-UNAVAILABLE',
  'STORE-DRIVER-CLOSED',
  'STORE-DRIVER-ARRIVED',
  'STORE-DRIVER-AVAILABLE',
  'STORE-DRIVER-PURCHASED',
  'DELIVERY-DRIVER-START',
  'DELIVERY-DRIVER-ARRIVED',
  'DELIVERY-DRIVER-COMPLETED',
  'CANCELLING',
  'CANCELLED',
] as const;
export type PautosStatusCode = (typeof PAUTOS_STATUS_CODES)[number];

/** The label key of each pautos status; a code without one shows as it is. */
const PAUTOS_LABELS: Record<string, OrderStatusKey> = {
  pending: 'CONNECTING',
  cancelled: 'CANCELLED',
  'BUDGET-INITIAL': 'SETTLING_BUDGET',
  'BUDGET-USER-SENT': 'SETTLING_BUDGET',
  'BUDGET-DRIVER-INSUFFICIENT': 'SETTLING_BUDGET',
  'BUDGET-USER-DISAGREE': 'SETTLING_BUDGET',
  'BUDGET-USER-ADD': 'SETTLING_BUDGET',
  'BUDGET-USER-AGREE': 'SETTLING_BUDGE',
  'BUDGET-DRIVER-AGREE': 'GOING_TO_STORE',
  'BUDGET-CASH-ADVANCE': 'GOING_TO_STORE',
  'STORE-USER-FIND': 'GOING_TO_STORE',
  'STORE-USER-MAP': 'GOING_TO_STORE',
  'STORE-DRIVER-UNAVAILABLE': 'STORE_UNAVAILABLE',
  'STORE-DRIVER-CLOSED': 'STORE_CLOSED',
  'STORE-DRIVER-ARRIVED': 'AT_THE_STORE',
  'STORE-DRIVER-AVAILABLE': 'PURCHASING',
  'STORE-DRIVER-PURCHASED': 'PURCHASED',
  'DELIVERY-DRIVER-START': 'ONGOING',
  'DELIVERY-DRIVER-ARRIVED': 'ARRIVED',
  'BUDGET-DRIVER-DISAGREE': 'NO_BUDGET_SENT',
  // The spec shows these codes as they are; their English text is the code, their Filipino a label.
  'DELIVERY-DRIVER-COMPLETED': 'COMPLETED',
  CANCELLING: 'CANCELLING',
  CANCELLED: 'CANCELLED',
};

function orderLabel(key: OrderStatusKey | undefined, status: string, locale: Locale): string {
  return key ? translate(orderStatusMessages, locale, key) : status;
}

/** A pautos status as people read it: the spec's English label, or in the given language. */
export function pautosStatusLabel(status: string, locale: Locale = 'en'): string {
  return orderLabel(PAUTOS_LABELS[status], status, locale);
}

export type PautosPrompt = 'send-budget' | 'waiting-for-confirmation' | 'store-closed' | 'store-unavailable';

const PAUTOS_PROMPTS: Record<string, PautosPrompt> = {
  'BUDGET-INITIAL': 'send-budget',
  'BUDGET-USER-SENT': 'waiting-for-confirmation',
  'STORE-DRIVER-CLOSED': 'store-closed',
  'STORE-DRIVER-UNAVAILABLE': 'store-unavailable',
};

/** The popup a pautos status code opens for the customer, if any. */
export function pautosPromptFor(status: string): PautosPrompt | null {
  return PAUTOS_PROMPTS[status] ?? null;
}

export const DELIVERY_STATUS_CODES = [
  'BUDGET-INITIAL',
  'BUDGET-USER-SENT',
  'BUDGET-DRIVER-INSUFFICIENT',
  'BUDGET-USER-AGREE',
  'BUDGET-DRIVER-DISAGREE',
  'BUDGET-USER-DISAGREE',
  'BUDGET-USER-ADD',
  'BUDGET-DRIVER-AGREE',
  'IDENTITY-INITIAL',
  'IDENTITY-DRIVER-VERIFY',
  'STORE-DRIVER-ARRIVED',
  'STORE-DRIVER-SENT',
  'STORE-PARTNER-AGREE',
  'STORE-PARTNER-INSUFFICIENT',
  'STORE-DRIVER-AGREE',
  'STORE-PARTNER-DISAGREE',
  'STORE-PARTNER-READY',
  'STORE-DRIVER-PURCHASED',
  'DELIVERY-DRIVER-START',
  'DELIVERY-DRIVER-ARRIVED',
  'DELIVERY-DRIVER-COMPLETED',
  'CANCELLING',
] as const;
export type DeliveryStatusCode = (typeof DELIVERY_STATUS_CODES)[number];

const DELIVERY_LABELS: Record<string, OrderStatusKey> = {
  pending: 'CONNECTING',
  cancelled: 'CANCELLED',
  'IDENTITY-INITIAL': 'CHECKING_IDENTITY',
  'BUDGET-DRIVER-AGREE': 'GOING_TO_STORE',
  'IDENTITY-DRIVER-VERIFY': 'GOING_TO_STORE',
  'STORE-DRIVER-ARRIVED': 'AT_THE_STORE',
  'STORE-DRIVER-SENT': 'PREPARING',
  'STORE-PARTNER-AGREE': 'PREPARING',
  'STORE-PARTNER-INSUFFICIENT': 'PREPARING',
  'STORE-DRIVER-AGREE': 'PREPARING',
  'STORE-PARTNER-DISAGREE': 'PREPARING',
  'STORE-PARTNER-READY': 'READY_TO_PICKUP',
  'STORE-DRIVER-PURCHASED': 'PICKED_UP',
  'DELIVERY-DRIVER-START': 'ONGOING',
  'DELIVERY-DRIVER-ARRIVED': 'ARRIVED',
  CANCELLING: 'CANCELLING',
  // Shown as the code itself in English (the spec gives it no label).
  'DELIVERY-DRIVER-COMPLETED': 'COMPLETED',
};

/**
 * A delivery status as people read it, in English by default. Every BUDGET-* code but the driver's agreement is
 * payment still being settled.
 */
export function deliveryStatusLabel(status: string, locale: Locale = 'en'): string {
  const key = DELIVERY_LABELS[status] ?? (status.startsWith('BUDGET-') ? 'SETTLING_PAYMENT' : undefined);
  return orderLabel(key, status, locale);
}

/** An order status entry of a pautos or delivery booking (by its service), as people read it. */
export function orderStatusLabel(service: string, status: string, locale: Locale = 'en'): string {
  return service === 'delivery' ? deliveryStatusLabel(status, locale) : pautosStatusLabel(status, locale);
}

/** Once the driver has the goods, the customer can no longer edit the delivery order. */
export const DELIVERY_IN_PROGRESS_CODES = [
  'STORE-DRIVER-PURCHASED',
  'DELIVERY-DRIVER-START',
  'DELIVERY-DRIVER-ARRIVED',
  'DELIVERY-DRIVER-COMPLETED',
] as const;

export function isDeliveryInProgress(code: string | null | undefined): boolean {
  return code != null && (DELIVERY_IN_PROGRESS_CODES as readonly string[]).includes(code);
}

export type BookingRouteLeg = 'accept-to-pickup' | 'pickup-to-dropoff';

/** Which leg the booking map draws: the driver's approach before the trip, the trip itself once under way. */
export function bookingRouteLeg(status: string): BookingRouteLeg | null {
  if (status === 'preparing' || status === 'cancelled') return 'accept-to-pickup';
  if (status === 'enroute' || status === 'delivered') return 'pickup-to-dropoff';
  return null;
}
