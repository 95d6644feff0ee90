import { defineMessages, type Locale, translate } from './i18n';

/**
 * The words of each service (ride, pautos errand, store delivery) where a person follows a booking: the
 * headline and sentence of the booking's stage, the thanks at the end, the "book again" action, and one plain
 * sentence per order status code. A code nobody knows is shown as it is (the spec's "else raw"); every known
 * code reads as a sentence, so no person ever sees "DELIVERY-DRIVER-COMPLETED" or "STORE-USER-MAP".
 *
 * The store's screen, the driver's screens and the customer's booking view all read from here; a ride's
 * headlines stay in status-labels (rideHeadline), its "book again" is here.
 */

export const BOOKING_SERVICES = ['ride', 'pautos', 'delivery'] as const;
export type BookingService = (typeof BOOKING_SERVICES)[number];

export function bookingService(booking: { is_pautos?: boolean; is_delivery?: boolean }): BookingService {
  return booking.is_pautos ? 'pautos' : booking.is_delivery ? 'delivery' : 'ride';
}

export const orderWordsMessages = defineMessages(
  {
    // Booking stages (pending, preparing, arrived, enroute, delivered, cancelled), per service.
    ride_again: 'Book another ride',
    pautos_pending: 'Finding a driver for your errand',
    pautos_pending_text: 'Looking for a driver near the store...',
    pautos_preparing: 'Your driver took your errand',
    pautos_preparing_text: 'Your driver is on your errand: each step shows below.',
    pautos_arrived: 'Your driver is at the store',
    pautos_arrived_text: 'Your driver is buying your items.',
    pautos_enroute: 'Your items are on the way',
    pautos_enroute_text: 'Your driver is bringing your items to you.',
    pautos_delivered: 'Your errand is done',
    pautos_delivered_text: 'Your items were delivered. Thank you for using BRP Pautos!',
    pautos_again: 'Send another errand',
    delivery_pending: 'Finding a driver for your order',
    delivery_pending_text: 'Looking for a driver near the store...',
    delivery_preparing: 'Your driver is going to the store',
    delivery_preparing_text: 'The store is preparing your order and your driver is on the way to pick it up.',
    delivery_arrived: 'Your driver is at the store',
    delivery_arrived_text: 'Your driver is picking up your order.',
    delivery_enroute: 'Your order is on the way',
    delivery_enroute_text: 'Your driver is bringing your order to you.',
    delivery_delivered: 'Your order was delivered',
    delivery_delivered_text: 'Enjoy your order. Thank you for ordering with BRP!',
    delivery_again: 'Order again',
    stage_cancelled: 'Cancelled',
    // Status codes of errands and deliveries, as sentences.
    'BUDGET-INITIAL': 'The driver is waiting for the budget.',
    'BUDGET-USER-SENT': 'The budget was sent; the driver is checking it.',
    'BUDGET-DRIVER-INSUFFICIENT': 'The driver says the budget is not enough.',
    'BUDGET-USER-DISAGREE': 'The customer will not add to the budget; the driver buys what it covers.',
    'BUDGET-USER-ADD': 'More budget was sent; the driver is checking it.',
    'BUDGET-USER-AGREE': 'The customer agreed to pay the difference in cash on delivery.',
    'BUDGET-DRIVER-AGREE': 'The driver received the budget and is going to the store.',
    'BUDGET-DRIVER-DISAGREE': 'The driver did not receive the budget.',
    'BUDGET-CASH-ADVANCE': 'The driver pays at the store; the customer pays in cash on delivery.',
    'STORE-USER-FIND': 'The customer asked the driver to find another store.',
    'STORE-USER-MAP': 'The customer chose another store on the map.',
    'STORE-DRIVER-UNAVAILABLE': 'The items are not available at the store.',
    'STORE-DRIVER-CLOSED': 'The store is closed.',
    'STORE-DRIVER-ARRIVED': 'The driver is at the store.',
    'STORE-DRIVER-AVAILABLE': 'The driver is buying the items.',
    'STORE-DRIVER-PURCHASED': 'The items were bought.',
    'STORE-DRIVER-SENT': 'The driver gave the order to the store.',
    'STORE-PARTNER-AGREE': 'The store is preparing the order.',
    'STORE-PARTNER-INSUFFICIENT': 'The store says the payment is not enough.',
    'STORE-DRIVER-AGREE': 'The store is preparing the order.',
    'STORE-PARTNER-DISAGREE': 'The store could not take the order.',
    'STORE-PARTNER-READY': 'The order is ready to pick up.',
    'IDENTITY-INITIAL': "The driver is checking the customer's identity.",
    'IDENTITY-DRIVER-VERIFY': "The customer's identity was checked.",
    'DELIVERY-DRIVER-START': 'The driver is on the way to the customer.',
    'DELIVERY-DRIVER-ARRIVED': 'The driver has arrived at the drop-off.',
    'DELIVERY-DRIVER-COMPLETED': 'Delivered.',
    CANCELLING: 'The order is being cancelled.',
    CANCELLED: 'The order was cancelled.',
    pending: 'Looking for a driver.',
    cancelled: 'The order was cancelled.',
  },
  {
    ride_again: 'Mag-book ulit ng ride',
    pautos_pending: 'Naghahanap ng driver para sa pautos mo',
    pautos_pending_text: 'Naghahanap ng driver malapit sa tindahan...',
    pautos_preparing: 'Tinanggap ng driver ang pautos mo',
    pautos_preparing_text: 'Ginagawa na ng driver ang pautos mo: makikita sa ibaba ang bawat hakbang.',
    pautos_arrived: 'Nasa tindahan na ang driver mo',
    pautos_arrived_text: 'Binibili na ng driver ang mga item mo.',
    pautos_enroute: 'Papunta na ang mga item mo',
    pautos_enroute_text: 'Dinadala na ng driver ang mga item mo.',
    pautos_delivered: 'Tapos na ang pautos mo',
    pautos_delivered_text: 'Naihatid na ang mga item mo. Salamat sa paggamit ng BRP Pautos!',
    pautos_again: 'Magpautos ulit',
    delivery_pending: 'Naghahanap ng driver para sa order mo',
    delivery_pending_text: 'Naghahanap ng driver malapit sa tindahan...',
    delivery_preparing: 'Papunta na sa tindahan ang driver mo',
    delivery_preparing_text: 'Inihahanda ng tindahan ang order mo at papunta na ang driver para kunin ito.',
    delivery_arrived: 'Nasa tindahan na ang driver mo',
    delivery_arrived_text: 'Kinukuha na ng driver ang order mo.',
    delivery_enroute: 'Papunta na ang order mo',
    delivery_enroute_text: 'Dinadala na ng driver ang order mo.',
    delivery_delivered: 'Naihatid na ang order mo',
    delivery_delivered_text: 'Enjoy sa order mo. Salamat sa pag-order sa BRP!',
    delivery_again: 'Mag-order ulit',
    stage_cancelled: 'Na-cancel',
    'BUDGET-INITIAL': 'Hinihintay ng driver ang budget.',
    'BUDGET-USER-SENT': 'Naipadala ang budget; tinitingnan ito ng driver.',
    'BUDGET-DRIVER-INSUFFICIENT': 'Sabi ng driver, kulang ang budget.',
    'BUDGET-USER-DISAGREE': 'Hindi magdadagdag ng budget ang customer; bibilhin ng driver ang kasya rito.',
    'BUDGET-USER-ADD': 'Nagpadala ng dagdag na budget; tinitingnan ito ng driver.',
    'BUDGET-USER-AGREE': 'Pumayag ang customer na bayaran nang cash ang kulang pagdating.',
    'BUDGET-DRIVER-AGREE': 'Natanggap ng driver ang budget at papunta na sa tindahan.',
    'BUDGET-DRIVER-DISAGREE': 'Hindi natanggap ng driver ang budget.',
    'BUDGET-CASH-ADVANCE': 'Ang driver ang magbabayad sa tindahan; cash ang bayad ng customer pagdating.',
    'STORE-USER-FIND': 'Pinahanap ng customer ang driver ng ibang tindahan.',
    'STORE-USER-MAP': 'Pumili ang customer ng ibang tindahan sa mapa.',
    'STORE-DRIVER-UNAVAILABLE': 'Walang stock ang mga item sa tindahan.',
    'STORE-DRIVER-CLOSED': 'Sarado ang tindahan.',
    'STORE-DRIVER-ARRIVED': 'Nasa tindahan na ang driver.',
    'STORE-DRIVER-AVAILABLE': 'Binibili na ng driver ang mga item.',
    'STORE-DRIVER-PURCHASED': 'Nabili na ang mga item.',
    'STORE-DRIVER-SENT': 'Naibigay na ng driver ang order sa tindahan.',
    'STORE-PARTNER-AGREE': 'Inihahanda na ng tindahan ang order.',
    'STORE-PARTNER-INSUFFICIENT': 'Sabi ng tindahan, kulang ang bayad.',
    'STORE-DRIVER-AGREE': 'Inihahanda na ng tindahan ang order.',
    'STORE-PARTNER-DISAGREE': 'Hindi matanggap ng tindahan ang order.',
    'STORE-PARTNER-READY': 'Handa nang kunin ang order.',
    'IDENTITY-INITIAL': 'Vine-verify ng driver ang identity ng customer.',
    'IDENTITY-DRIVER-VERIFY': 'Na-verify na ang identity ng customer.',
    'DELIVERY-DRIVER-START': 'Papunta na ang driver sa customer.',
    'DELIVERY-DRIVER-ARRIVED': 'Nasa babaan na ang driver.',
    'DELIVERY-DRIVER-COMPLETED': 'Naihatid na.',
    CANCELLING: 'Kina-cancel ang order.',
    CANCELLED: 'Na-cancel ang order.',
    pending: 'Naghahanap ng driver.',
    cancelled: 'Na-cancel ang order.',
  },
);

export type OrderWordKey = Extract<keyof typeof orderWordsMessages.en, string>;

const BOOKING_STAGES = ['pending', 'preparing', 'arrived', 'enroute', 'delivered'] as const;
type Stage = (typeof BOOKING_STAGES)[number];

function isStage(status: string): status is Stage {
  return (BOOKING_STAGES as readonly string[]).includes(status);
}

/** Services whose bookings run on an order status machine (a ride keeps the ride's own headlines). */
export type ErrandService = Exclude<BookingService, 'ride'>;

/** The headline of a booking's stage in this service's words; the raw status only when nobody knows it. */
export function bookingHeadline(service: ErrandService, status: string, locale: Locale = 'en'): string {
  if (status === 'cancelled') return translate(orderWordsMessages, locale, 'stage_cancelled');
  if (!isStage(status)) return status;
  return translate(orderWordsMessages, locale, `${service}_${status}`);
}

/** The sentence under the headline: what is happening now, in this service's words. */
export function bookingStageText(service: ErrandService, status: string, locale: Locale = 'en'): string {
  if (!isStage(status)) return '';
  return translate(orderWordsMessages, locale, `${service}_${status}_text`);
}

const AGAIN_HREF: Record<BookingService, string> = {
  ride: '/book/ride',
  pautos: '/pautos',
  delivery: '/delivery',
};

/** The action offered at the end of a booking: book the same service again. */
export function bookAgain(service: BookingService, locale: Locale = 'en'): { label: string; href: string } {
  return { label: translate(orderWordsMessages, locale, `${service}_again`), href: AGAIN_HREF[service] };
}

function isSentenceCode(code: string): code is OrderWordKey {
  return Object.hasOwn(orderWordsMessages.en, code) && /^[A-Z]|^(pending|cancelled)$/.test(code);
}

/**
 * An errand's or delivery's status code as a sentence people read ("The driver is at the store."); an unknown
 * code stays as it is.
 */
export function orderStatusSentence(code: string, locale: Locale = 'en'): string {
  return isSentenceCode(code) ? translate(orderWordsMessages, locale, code) : code;
}

/**
 * A delivery's status in the words of the store's and the driver's screens (the customer's booking view reads
 * the stages above). A delivery runs on two tracks: the store's (`store_status`: accepted, not enough cash, ready) and the
 * driver's (`code`); these sentences read both, so no screen shows a raw code or a ride's words.
 */
export const deliveryStatusWords = defineMessages(
  {
    STORE_NEW: 'New order: accept it to start preparing',
    STORE_PREPARING: 'Preparing',
    STORE_SHORT: 'Waiting for the driver to agree to the amount',
    STORE_READY: 'Ready for pickup',
    STORE_PICKED_UP: 'Picked up by the driver',
    STORE_ON_THE_WAY: 'On the way to the customer',
    DELIVERED: 'Delivered to the customer',
    CANCELLED: 'Cancelled',
    DRIVER_HEADLINE_pending: 'New delivery',
    DRIVER_HEADLINE_preparing: 'Going to the store',
    DRIVER_HEADLINE_arrived: 'At the store',
    DRIVER_HEADLINE_enroute: 'Delivering the order',
    DRIVER_HEADLINE_delivered: 'Order delivered',
    DRIVER_HEADLINE_cancelled: 'Delivery cancelled',
    DRIVER_HINT_preparing: 'Go to the store. At the counter, give the order code {code}.',
    DRIVER_HINT_arrived: 'Give the order code {code} at the counter and pick the order up when it is ready.',
    DRIVER_HINT_enroute: 'Bring the order to the customer.',
    DRIVER_HINT_delivered: 'Order delivered. Thank you for delivering with BRP!',
    STORE_IS_PREPARING: 'The store is preparing the order.',
    STORE_IS_READY: 'The order is ready at the store.',
    STORE_NOT_ACCEPTED: 'The store has not accepted the order yet.',
  },
  {
    STORE_NEW: 'Bagong order: tanggapin para simulan ang paghahanda',
    STORE_PREPARING: 'Inihahanda',
    STORE_SHORT: 'Hinihintay pumayag ang driver sa halaga',
    STORE_READY: 'Handa nang kunin',
    STORE_PICKED_UP: 'Nakuha na ng driver',
    STORE_ON_THE_WAY: 'Papunta na sa customer',
    DELIVERED: 'Naihatid na sa customer',
    CANCELLED: 'Kinansela',
    DRIVER_HEADLINE_pending: 'Bagong delivery',
    DRIVER_HEADLINE_preparing: 'Papunta sa tindahan',
    DRIVER_HEADLINE_arrived: 'Nasa tindahan',
    DRIVER_HEADLINE_enroute: 'Inihahatid ang order',
    DRIVER_HEADLINE_delivered: 'Naihatid ang order',
    DRIVER_HEADLINE_cancelled: 'Kinansela ang delivery',
    DRIVER_HINT_preparing: 'Pumunta sa tindahan. Sa counter, ibigay ang order code {code}.',
    DRIVER_HINT_arrived: 'Ibigay ang order code {code} sa counter at kunin ang order kapag handa na.',
    DRIVER_HINT_enroute: 'Dalhin ang order sa customer.',
    DRIVER_HINT_delivered: 'Naihatid ang order. Salamat sa paghahatid kasama ang BRP!',
    STORE_IS_PREPARING: 'Inihahanda ng tindahan ang order.',
    STORE_IS_READY: 'Handa na ang order sa tindahan.',
    STORE_NOT_ACCEPTED: 'Hindi pa tinatanggap ng tindahan ang order.',
  },
);
export type DeliveryWordKey = keyof typeof deliveryStatusWords.en;

type OrderStatusParts = { booking_status: string; status: { code: string; store_status: string } };

const PICKED_UP = new Set(['STORE-DRIVER-PURCHASED']);
const ON_THE_WAY = new Set(['DELIVERY-DRIVER-START', 'DELIVERY-DRIVER-ARRIVED']);

/** The key of the store's sentence for an order: its own track, then the driver's once the order left. */
export function storeStatusWordKey(order: OrderStatusParts): DeliveryWordKey {
  if (order.booking_status === 'cancelled') return 'CANCELLED';
  if (order.booking_status === 'delivered' || order.status.code === 'DELIVERY-DRIVER-COMPLETED')
    return 'DELIVERED';
  if (PICKED_UP.has(order.status.code)) return 'STORE_PICKED_UP';
  if (ON_THE_WAY.has(order.status.code)) return 'STORE_ON_THE_WAY';
  switch (order.status.store_status) {
    case 'STORE-PARTNER-AGREE':
    case 'STORE-DRIVER-AGREE':
      return 'STORE_PREPARING';
    case 'STORE-PARTNER-INSUFFICIENT':
      return 'STORE_SHORT';
    case 'STORE-PARTNER-READY':
      return 'STORE_READY';
    default:
      return 'STORE_NEW';
  }
}

/** The store's progress as the driver reads it, or null once the order left the store. */
export function storeProgressWordKey(storeStatus: string): DeliveryWordKey | null {
  if (storeStatus === 'STORE-PARTNER-READY') return 'STORE_IS_READY';
  if (storeStatus === 'pending') return 'STORE_NOT_ACCEPTED';
  if (storeStatus === 'STORE-PARTNER-AGREE' || storeStatus === 'STORE-DRIVER-AGREE')
    return 'STORE_IS_PREPARING';
  return null;
}

export function storeStatusSentence(order: OrderStatusParts, locale: Locale = 'en'): string {
  return translate(deliveryStatusWords, locale, storeStatusWordKey(order));
}
