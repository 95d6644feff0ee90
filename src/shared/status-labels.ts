import { BOOKING_MESSAGES } from './messages';

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

const CONNECTING = 'connecting...';
const CANCELLED_LABEL = 'CANCELLED';

const RIDE_LABELS: Record<string, string> = {
  pending: CONNECTING,
  ready: 'arrived',
  enroute: 'ongoing',
  cancelled: CANCELLED_LABEL,
};

export function rideStatusLabel(status: string): string {
  return RIDE_LABELS[status] ?? status;
}

/**
 * The ride's status as the rider's headline: the spec's label where it has one, a short sentence for the other
 * known states, the raw code only for a status nobody knows. English; the screens translate it through the
 * ride status catalogue.
 */
const RIDE_HEADLINES: Record<string, string> = {
  ...RIDE_LABELS,
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

const PAUTOS_LABELS: Record<string, string> = {
  pending: CONNECTING,
  cancelled: CANCELLED_LABEL,
  'BUDGET-INITIAL': 'SETTLING BUDGET',
  'BUDGET-USER-SENT': 'SETTLING BUDGET',
  'BUDGET-DRIVER-INSUFFICIENT': 'SETTLING BUDGET',
  'BUDGET-USER-DISAGREE': 'SETTLING BUDGET',
  'BUDGET-USER-ADD': 'SETTLING BUDGET',
  'BUDGET-USER-AGREE': 'SETTLING BUDGE',
  'BUDGET-DRIVER-AGREE': 'GOING TO STORE',
  'STORE-USER-FIND': 'GOING TO STORE',
  'STORE-USER-MAP': 'GOING TO STORE',
  'STORE-DRIVER-UNAVAILABLE': 'STORE UNAVAILABLE',
  'STORE-DRIVER-CLOSED': 'STORE CLOSED',
  'STORE-DRIVER-ARRIVED': 'AT THE STORE',
  'STORE-DRIVER-AVAILABLE': 'PURCHASING',
  'STORE-DRIVER-PURCHASED': 'PURCHASED',
  'DELIVERY-DRIVER-START': 'ONGOING',
  'DELIVERY-DRIVER-ARRIVED': 'ARRIVED',
  'BUDGET-DRIVER-DISAGREE': 'no budget sent',
};

export function pautosStatusLabel(status: string): string {
  return PAUTOS_LABELS[status] ?? status;
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

const DELIVERY_LABELS: Record<string, string> = {
  pending: CONNECTING,
  cancelled: CANCELLED_LABEL,
  'IDENTITY-INITIAL': 'CHECKING IDENTITY',
  'BUDGET-DRIVER-AGREE': 'GOING TO STORE',
  'IDENTITY-DRIVER-VERIFY': 'GOING TO STORE',
  'STORE-DRIVER-ARRIVED': 'AT THE STORE',
  'STORE-DRIVER-SENT': 'PREPARING',
  'STORE-PARTNER-AGREE': 'PREPARING',
  'STORE-PARTNER-INSUFFICIENT': 'PREPARING',
  'STORE-DRIVER-AGREE': 'PREPARING',
  'STORE-PARTNER-DISAGREE': 'PREPARING',
  'STORE-PARTNER-READY': 'READY TO PICKUP',
  'STORE-DRIVER-PURCHASED': 'PICKED UP',
  'DELIVERY-DRIVER-START': 'ONGOING',
  'DELIVERY-DRIVER-ARRIVED': 'ARRIVED',
  CANCELLING: 'CANCELLING',
};

/** Every BUDGET-* code but the driver's agreement is payment still being settled. */
export function deliveryStatusLabel(status: string): string {
  const label = DELIVERY_LABELS[status];
  if (label) return label;
  return status.startsWith('BUDGET-') ? 'SETTLING PAYMENT' : status;
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
