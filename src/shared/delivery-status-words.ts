import { defineMessages, type Locale, translate } from './i18n';

/**
 * A delivery's status in the words of the store's and the driver's screens (the customer's booking view has
 * its own). A delivery runs on two tracks: the store's (`store_status`: accepted, not enough cash, ready) and the
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
