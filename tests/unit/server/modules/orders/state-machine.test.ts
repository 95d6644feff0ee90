import { describe, expect, it } from 'vitest';
import { pautosMachine } from '@/server/modules/orders/pautos-machine';
import {
  defineOrderMachine,
  judgeTransition,
  ORDER_MESSAGES,
  nextStatuses,
} from '@/server/modules/orders/state-machine';
import { PAUTOS_STATUS_CODES } from '@/shared/status-labels';

describe('order status machine', () => {
  it('knows every pautos status code of the spec except CANCELLING, which no one sets here', () => {
    const keys = Object.keys(pautosMachine.statuses);
    for (const code of PAUTOS_STATUS_CODES.filter((c) => c !== 'CANCELLING')) expect(keys).toContain(code);
  });

  it('lets the driver ask for the budget only on a new order, and the customer answer it', () => {
    expect(judgeTransition(pautosMachine, 'pending', 'BUDGET-INITIAL', 'driver').ok).toBe(true);
    expect(judgeTransition(pautosMachine, 'pending', 'BUDGET-INITIAL', 'customer')).toEqual({
      ok: false,
      message: 'The customer cannot take this step.',
    });
    expect(judgeTransition(pautosMachine, 'BUDGET-INITIAL', 'BUDGET-USER-SENT', 'customer').ok).toBe(true);
    expect(judgeTransition(pautosMachine, 'pending', 'BUDGET-USER-SENT', 'customer')).toEqual({
      ok: false,
      message: 'This step is not possible now: looking for a driver.',
    });
  });

  it('says in words where an order went when a screen acted on an older stage', () => {
    expect(ORDER_MESSAGES.movedOn('STORE-DRIVER-ARRIVED')).toBe(
      'This order changed since your screen showed it: the driver is at the store.',
    );
  });

  it('refuses unknown keys and anything after a final status', () => {
    expect(judgeTransition(pautosMachine, 'pending', 'FLY-AWAY', 'staff')).toEqual({
      ok: false,
      message: '"FLY-AWAY" is not a status of this order.',
    });
    expect(judgeTransition(pautosMachine, 'toString', 'CANCELLED', 'staff').ok).toBe(true);
    expect(judgeTransition(pautosMachine, 'pending', 'toString', 'staff').ok).toBe(false);
    expect(judgeTransition(pautosMachine, 'CANCELLED', 'CANCELLED', 'staff')).toEqual({
      ok: false,
      message: 'This order was cancelled and cannot change any more.',
    });
  });

  it('lets staff cancel at any stage but the customer only before anything is bought', () => {
    expect(judgeTransition(pautosMachine, 'STORE-DRIVER-PURCHASED', 'CANCELLED', 'staff').ok).toBe(true);
    expect(judgeTransition(pautosMachine, 'STORE-DRIVER-PURCHASED', 'CANCELLED', 'customer').ok).toBe(false);
    expect(judgeTransition(pautosMachine, 'STORE-DRIVER-CLOSED', 'CANCELLED', 'customer').ok).toBe(true);
  });

  it('offers each role its next buttons', () => {
    expect(nextStatuses(pautosMachine, 'STORE-DRIVER-CLOSED', 'customer').sort()).toEqual([
      'CANCELLED',
      'STORE-USER-FIND',
      'STORE-USER-MAP',
    ]);
    expect(nextStatuses(pautosMachine, 'STORE-DRIVER-ARRIVED', 'driver').sort()).toEqual([
      'BUDGET-DRIVER-INSUFFICIENT',
      'STORE-DRIVER-AVAILABLE',
      'STORE-DRIVER-CLOSED',
      'STORE-DRIVER-UNAVAILABLE',
    ]);
    expect(nextStatuses(pautosMachine, 'DELIVERY-DRIVER-COMPLETED', 'staff')).toEqual([]);
  });

  it('refuses a table whose transitions name a status it does not have', () => {
    expect(() =>
      defineOrderMachine({
        service: 'delivery',
        topic: 'delivery',
        initial: 'pending',
        cancelled: 'CANCELLED',
        statuses: {
          pending: { roles: [], from: [] },
          CANCELLED: { roles: ['staff'], from: ['NOWHERE'] },
        },
      }),
    ).toThrow(/unknown status NOWHERE/);
  });
});
