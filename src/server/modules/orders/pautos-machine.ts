import { settleErrand } from '../pautos/settlement';
import { defineOrderMachine } from './state-machine';

/** Budget settled (or the customer chose how to go on): the driver may go to, or carry on at, the store. */
const BUDGET_SETTLED = [
  'BUDGET-DRIVER-AGREE',
  'BUDGET-USER-AGREE',
  'BUDGET-USER-DISAGREE',
  'BUDGET-CASH-ADVANCE',
] as const;
/** The customer answered a closed or unavailable store. */
const STORE_REDIRECTED = ['STORE-USER-FIND', 'STORE-USER-MAP'] as const;
/** Before the driver spends anything: either side may still call the errand off. */
const BEFORE_SPENDING = [
  'pending',
  'BUDGET-INITIAL',
  'BUDGET-USER-SENT',
  'BUDGET-DRIVER-DISAGREE',
  'BUDGET-DRIVER-INSUFFICIENT',
  'BUDGET-CASH-ADVANCE',
  'STORE-DRIVER-CLOSED',
  'STORE-DRIVER-UNAVAILABLE',
] as const;

/**
 * The errand: the driver asks for the budget, the customer sends it (with a transfer receipt), the driver
 * confirms receiving it (or not, or that it is not enough), buys at the store (which may be closed or out of
 * stock), and delivers. Keys and labels are the spec's; `pending` is the new order before the first step. A cash
 * errand skips the budget transfer (BUDGET-CASH-ADVANCE): the driver advances the money and is paid on delivery.
 */
export const pautosMachine = defineOrderMachine({
  service: 'pautos',
  topic: 'pautos',
  initial: 'pending',
  cancelled: 'CANCELLED',
  statuses: {
    pending: { roles: [], from: [] },
    'BUDGET-INITIAL': { roles: ['driver'], from: ['pending'] },
    // A cash errand: the driver buys with their own money, up to the agreed budget, and is paid on delivery.
    'BUDGET-CASH-ADVANCE': { roles: ['driver'], from: ['pending'] },
    'BUDGET-USER-SENT': {
      roles: ['customer'],
      from: ['BUDGET-INITIAL', 'BUDGET-DRIVER-DISAGREE'],
      budget: 'send',
    },
    'BUDGET-DRIVER-DISAGREE': {
      roles: ['driver'],
      from: ['BUDGET-USER-SENT', 'BUDGET-USER-ADD'],
      budget: 'reject',
    },
    'BUDGET-DRIVER-INSUFFICIENT': {
      roles: ['driver'],
      from: ['BUDGET-USER-SENT', 'BUDGET-USER-ADD', 'STORE-DRIVER-ARRIVED', 'STORE-DRIVER-AVAILABLE'],
      budget: 'confirm',
    },
    'BUDGET-USER-ADD': { roles: ['customer'], from: ['BUDGET-DRIVER-INSUFFICIENT'], budget: 'send' },
    'BUDGET-USER-AGREE': { roles: ['customer'], from: ['BUDGET-DRIVER-INSUFFICIENT'] },
    'BUDGET-USER-DISAGREE': { roles: ['customer'], from: ['BUDGET-DRIVER-INSUFFICIENT'] },
    'BUDGET-DRIVER-AGREE': {
      roles: ['driver'],
      from: ['BUDGET-USER-SENT', 'BUDGET-USER-ADD'],
      budget: 'confirm',
    },
    'STORE-DRIVER-ARRIVED': { roles: ['driver'], from: [...BUDGET_SETTLED, ...STORE_REDIRECTED] },
    'STORE-DRIVER-CLOSED': { roles: ['driver'], from: ['STORE-DRIVER-ARRIVED'] },
    'STORE-DRIVER-UNAVAILABLE': {
      roles: ['driver'],
      from: ['STORE-DRIVER-ARRIVED', 'STORE-DRIVER-AVAILABLE'],
    },
    'STORE-USER-MAP': { roles: ['customer'], from: ['STORE-DRIVER-CLOSED', 'STORE-DRIVER-UNAVAILABLE'] },
    'STORE-USER-FIND': { roles: ['customer'], from: ['STORE-DRIVER-CLOSED', 'STORE-DRIVER-UNAVAILABLE'] },
    'STORE-DRIVER-AVAILABLE': { roles: ['driver'], from: ['STORE-DRIVER-ARRIVED', ...BUDGET_SETTLED] },
    'STORE-DRIVER-PURCHASED': { roles: ['driver'], from: ['STORE-DRIVER-AVAILABLE'], spent: true },
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
      from: BEFORE_SPENDING,
      fromByRole: { staff: '*' },
      booking: 'cancelled',
      final: true,
    },
  },
  afterChange: settleErrand,
});

export type PautosStatusKey = keyof typeof pautosMachine.statuses;
