import { defineOrderMachine } from './state-machine';

/** Before the driver has the goods: the order may still be called off. */
const BEFORE_PICKUP = [
  'pending',
  'IDENTITY-INITIAL',
  'IDENTITY-DRIVER-VERIFY',
  'BUDGET-DRIVER-AGREE',
  'STORE-DRIVER-ARRIVED',
  'STORE-DRIVER-SENT',
  'STORE-PARTNER-AGREE',
  'STORE-PARTNER-INSUFFICIENT',
  'STORE-DRIVER-AGREE',
  'STORE-PARTNER-DISAGREE',
] as const;

/**
 * A delivery order from a partner store: the driver accepts (the booking's own accept), checks the customer's
 * identity when the flow asks for it, goes to the store, hands the order over; the store accepts it, says the
 * driver's cash is not enough for it (the driver agrees to cover it), or declines it (the order is then
 * cancelled), and marks it ready; the driver picks it up and delivers it. Keys and labels are the spec's.
 * Store steps are set by that store's own accounts (`store`, checked by the delivery service) or by staff.
 */
export const deliveryMachine = defineOrderMachine({
  service: 'delivery',
  topic: 'delivery',
  initial: 'pending',
  cancelled: 'CANCELLED',
  statuses: {
    pending: { roles: [], from: [] },
    'IDENTITY-INITIAL': { roles: ['driver'], from: ['pending'] },
    'IDENTITY-DRIVER-VERIFY': { roles: ['driver'], from: ['IDENTITY-INITIAL'] },
    'BUDGET-DRIVER-AGREE': { roles: ['driver'], from: ['pending'] },
    'STORE-DRIVER-ARRIVED': {
      roles: ['driver'],
      from: ['BUDGET-DRIVER-AGREE', 'IDENTITY-DRIVER-VERIFY'],
      booking: 'arrived',
    },
    'STORE-DRIVER-SENT': { roles: ['driver'], from: ['STORE-DRIVER-ARRIVED'] },
    'STORE-PARTNER-AGREE': { roles: ['store', 'staff'], from: ['STORE-DRIVER-SENT'] },
    'STORE-PARTNER-INSUFFICIENT': {
      roles: ['store', 'staff'],
      from: ['STORE-DRIVER-SENT', 'STORE-PARTNER-AGREE'],
    },
    'STORE-DRIVER-AGREE': { roles: ['driver'], from: ['STORE-PARTNER-INSUFFICIENT'] },
    'STORE-PARTNER-DISAGREE': {
      roles: ['store', 'staff'],
      from: ['STORE-DRIVER-SENT', 'STORE-PARTNER-AGREE', 'STORE-PARTNER-INSUFFICIENT', 'STORE-DRIVER-AGREE'],
    },
    'STORE-PARTNER-READY': { roles: ['store', 'staff'], from: ['STORE-PARTNER-AGREE', 'STORE-DRIVER-AGREE'] },
    'STORE-DRIVER-PURCHASED': { roles: ['driver'], from: ['STORE-PARTNER-READY'] },
    'DELIVERY-DRIVER-START': { roles: ['driver'], from: ['STORE-DRIVER-PURCHASED'], booking: 'enroute' },
    'DELIVERY-DRIVER-ARRIVED': { roles: ['driver'], from: ['DELIVERY-DRIVER-START'] },
    'DELIVERY-DRIVER-COMPLETED': {
      roles: ['driver', 'staff'],
      from: ['DELIVERY-DRIVER-ARRIVED'],
      booking: 'delivered',
      final: true,
    },
    CANCELLED: {
      roles: ['customer', 'driver', 'staff', 'system'],
      from: BEFORE_PICKUP,
      fromByRole: { staff: '*' },
      booking: 'cancelled',
      final: true,
    },
  },
});

export type DeliveryStatusKey = keyof typeof deliveryMachine.statuses;

/** The store's own steps, as its order screen offers them. */
export const STORE_STEPS = [
  'STORE-PARTNER-AGREE',
  'STORE-PARTNER-INSUFFICIENT',
  'STORE-PARTNER-DISAGREE',
  'STORE-PARTNER-READY',
] as const;
