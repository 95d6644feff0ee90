import { identityRule } from './delivery-identity';
import { defineOrderMachine } from './state-machine';

/** Before the driver has the goods: the order may still be called off. */
const BEFORE_PICKUP = [
  'pending',
  'IDENTITY-INITIAL',
  'IDENTITY-DRIVER-VERIFY',
  'BUDGET-DRIVER-AGREE',
  'STORE-DRIVER-ARRIVED',
] as const;

/**
 * A delivery order from a partner store runs on two tracks. The store's track (`store_key`) starts when the
 * order is placed: the store accepts it and starts preparing at once, may say the driver's cash is not enough
 * for it (the driver agrees to cover it), or declines it (the order is then cancelled), and marks it ready. The
 * driver's track (`status_key`) runs beside it: the driver accepts (the booking's own accept), checks the
 * customer's identity when the order asks for it, goes to the store, and picks the order up once the store made
 * it ready (the driver only names the order's code at the counter), then delivers it. Keys and labels are the
 * spec's. Store steps are set by that store's own accounts (`store`, checked by the delivery service) or by staff.
 */
export const deliveryMachine = defineOrderMachine({
  service: 'delivery',
  topic: 'delivery',
  initial: 'pending',
  storeInitial: 'pending',
  cancelled: 'CANCELLED',
  statuses: {
    pending: { roles: [], from: [] },
    'IDENTITY-INITIAL': {
      roles: ['driver'],
      // An edit can raise a cash order to the amount that needs the check after the driver set off.
      from: ['pending', 'BUDGET-DRIVER-AGREE', 'STORE-DRIVER-ARRIVED'],
    },
    'IDENTITY-DRIVER-VERIFY': { roles: ['driver'], from: ['IDENTITY-INITIAL'] },
    'BUDGET-DRIVER-AGREE': { roles: ['driver'], from: ['pending'] },
    'STORE-DRIVER-ARRIVED': {
      roles: ['driver'],
      from: ['BUDGET-DRIVER-AGREE', 'IDENTITY-DRIVER-VERIFY'],
      booking: 'arrived',
    },
    'STORE-PARTNER-AGREE': { roles: ['store', 'staff'], from: ['pending'], track: 'store' },
    'STORE-PARTNER-INSUFFICIENT': {
      roles: ['store', 'staff'],
      from: ['STORE-PARTNER-AGREE'],
      track: 'store',
    },
    'STORE-DRIVER-AGREE': { roles: ['driver'], from: ['STORE-PARTNER-INSUFFICIENT'], track: 'store' },
    'STORE-PARTNER-DISAGREE': {
      roles: ['store', 'staff'],
      from: ['pending', 'STORE-PARTNER-AGREE', 'STORE-PARTNER-INSUFFICIENT', 'STORE-DRIVER-AGREE'],
      track: 'store',
    },
    'STORE-PARTNER-READY': {
      roles: ['store', 'staff'],
      from: ['STORE-PARTNER-AGREE', 'STORE-DRIVER-AGREE'],
      track: 'store',
    },
    'STORE-DRIVER-PURCHASED': {
      roles: ['driver'],
      from: ['STORE-DRIVER-ARRIVED'],
      requires: { store: ['STORE-PARTNER-READY'] },
    },
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
  refuse: identityRule,
});

export type DeliveryStatusKey = keyof typeof deliveryMachine.statuses;

/** The store's own steps, as its order screen offers them. */
export const STORE_STEPS = [
  'STORE-PARTNER-AGREE',
  'STORE-PARTNER-INSUFFICIENT',
  'STORE-PARTNER-DISAGREE',
  'STORE-PARTNER-READY',
] as const;
