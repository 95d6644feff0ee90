import { describe, expect, it } from 'vitest';
import {
  formatOperatingHours,
  isOpenAt,
  type MenuProduct,
  priceItem,
  runningTotal,
  startingPrice,
  toggleExtra,
} from '@/shared/delivery';
import { deliveryMachine } from '@/server/modules/orders/delivery-machine';
import { judgeTransition, nextStatuses } from '@/server/modules/orders/state-machine';
import { deliveryStatusLabel } from '@/shared/status-labels';

const milkTea: MenuProduct = {
  id: 1,
  name: 'Wintermelon Milk Tea',
  price: 9500,
  extras_max: 3,
  required: [
    {
      id: 10,
      name: 'Size',
      options: [
        { id: 11, name: 'Medio', price: 0 },
        { id: 12, name: 'Grande', price: 2000 },
      ],
    },
    {
      id: 20,
      name: 'Sugar level',
      options: [
        { id: 21, name: '0%', price: 0 },
        { id: 22, name: '50%', price: 0 },
      ],
    },
  ],
  extras: [
    { id: 31, name: 'Pearls', price: 1500 },
    { id: 32, name: 'Nata de coco', price: 1500 },
    { id: 33, name: 'Cream cheese', price: 2500 },
    { id: 34, name: 'Pudding', price: 2000 },
  ],
};

describe('menu pricing', () => {
  it('starts at the price plus the cheapest option of each required group', () => {
    expect(startingPrice(milkTea)).toBe(9500);
    expect(
      startingPrice({
        ...milkTea,
        required: [{ id: 1, name: 'x', options: [{ id: 2, name: 'y', price: 500 }] }],
      }),
    ).toBe(10000);
  });

  it('prices one option per required group plus the extras, times the quantity', () => {
    const priced = priceItem(milkTea, {
      product_id: 1,
      quantity: 3,
      required_option_ids: [12, 22],
      extra_ids: [31, 33],
    });
    expect(priced.price_per_quantity).toBe(9500 + 2000 + 1500 + 2500);
    expect(priced.line_total).toBe(3 * 15500);
    expect(priced.selected_required.map((r) => r.option.name)).toEqual(['Grande', '50%']);
    expect(runningTotal(milkTea, [12, 22], [31, 33], 3)).toBe(priced.line_total);
  });

  it('refuses a missing or doubled required choice, too many extras, unknown ids and bad quantities', () => {
    const base = { product_id: 1, quantity: 1, required_option_ids: [11, 21] };
    expect(() => priceItem(milkTea, { ...base, required_option_ids: [11] })).toThrow(
      'You must select a required before proceeding',
    );
    expect(() => priceItem(milkTea, { ...base, required_option_ids: [11, 12, 21] })).toThrow(
      'You must select a required before proceeding',
    );
    expect(() => priceItem(milkTea, { ...base, extra_ids: [31, 32, 33, 34] })).toThrow('Select up to 3');
    expect(() => priceItem(milkTea, { ...base, extra_ids: [99] })).toThrow(/not on the menu/);
    expect(() => priceItem(milkTea, { ...base, quantity: 0 })).toThrow(/quantity/);
    expect(() => priceItem(milkTea, { ...base, quantity: 1.5 })).toThrow(/quantity/);
  });

  it('ticks one extra at a time with a limit of one, and up to N otherwise', () => {
    expect(toggleExtra([1], 2, 1)).toEqual([2]);
    expect(toggleExtra([1, 2], 3, 2)).toEqual([1, 2]);
    expect(toggleExtra([1], 2, 2)).toEqual([1, 2]);
    expect(toggleExtra([1, 2], 1, 2)).toEqual([2]);
  });
});

describe('opening hours in Manila time', () => {
  const hours = { opens_at: '08:00', closes_at: '21:00', open_days: [1, 2, 3, 4, 5, 6] };
  it('is open within the hours on open days only', () => {
    expect(isOpenAt(hours, '2026-11-23T08:00:00+08:00')).toBe(true); // Monday
    expect(isOpenAt(hours, '2026-11-23T07:59:00+08:00')).toBe(false);
    expect(isOpenAt(hours, '2026-11-23T21:00:00+08:00')).toBe(false);
    expect(isOpenAt(hours, '2026-11-22T12:00:00+08:00')).toBe(false); // Sunday
  });
  it('runs past midnight when closing comes before opening, and all day when they are equal', () => {
    const late = { opens_at: '16:00', closes_at: '01:00', open_days: [5] }; // Fridays
    expect(isOpenAt(late, '2026-11-27T23:30:00+08:00')).toBe(true);
    expect(isOpenAt(late, '2026-11-28T00:30:00+08:00')).toBe(true);
    expect(isOpenAt(late, '2026-11-28T01:30:00+08:00')).toBe(false);
    expect(
      isOpenAt(
        { opens_at: '00:00', closes_at: '00:00', open_days: [0, 1, 2, 3, 4, 5, 6] },
        '2026-11-22T03:00:00+08:00',
      ),
    ).toBe(true);
    expect(formatOperatingHours(late)).toBe('4:00 PM - 1:00 AM');
  });
});

describe('the delivery status table', () => {
  it('gives each side only its own steps: the store works on its own track from placement', () => {
    expect(nextStatuses(deliveryMachine, 'pending', 'driver', 'pending')).toEqual(
      expect.arrayContaining(['IDENTITY-INITIAL', 'BUDGET-DRIVER-AGREE', 'CANCELLED']),
    );
    // No driver yet: the store accepts (or declines) at once.
    expect(nextStatuses(deliveryMachine, 'pending', 'store', 'pending')).toEqual([
      'STORE-PARTNER-AGREE',
      'STORE-PARTNER-DISAGREE',
    ]);
    expect(nextStatuses(deliveryMachine, 'BUDGET-DRIVER-AGREE', 'store', 'STORE-PARTNER-AGREE')).toEqual([
      'STORE-PARTNER-INSUFFICIENT',
      'STORE-PARTNER-DISAGREE',
      'STORE-PARTNER-READY',
    ]);
    expect(judgeTransition(deliveryMachine, 'pending', 'STORE-PARTNER-AGREE', 'driver', 'pending').ok).toBe(
      false,
    );
    expect(judgeTransition(deliveryMachine, 'pending', 'STORE-PARTNER-READY', 'store', 'pending').ok).toBe(
      false,
    );
    // The driver picks up only what the store made ready; nothing moves a finished order.
    const early = judgeTransition(
      deliveryMachine,
      'STORE-DRIVER-ARRIVED',
      'STORE-DRIVER-PURCHASED',
      'driver',
      'STORE-PARTNER-AGREE',
    );
    expect(early).toEqual({ ok: false, message: 'The store has not made this order ready yet.' });
    expect(judgeTransition(deliveryMachine, 'CANCELLED', 'STORE-PARTNER-AGREE', 'store', 'pending').ok).toBe(
      false,
    );
    expect(judgeTransition(deliveryMachine, 'STORE-DRIVER-PURCHASED', 'CANCELLED', 'customer').ok).toBe(
      false,
    );
    expect(Object.keys(deliveryMachine.statuses)).not.toContain('STORE-DRIVER-SENT');
  });

  it("walks the happy path of both tracks through the spec's labels", () => {
    const path = [
      ['STORE-PARTNER-AGREE', 'store', 'PREPARING'],
      ['IDENTITY-INITIAL', 'driver', 'CHECKING IDENTITY'],
      ['IDENTITY-DRIVER-VERIFY', 'driver', 'GOING TO STORE'],
      ['STORE-PARTNER-INSUFFICIENT', 'store', 'PREPARING'],
      ['STORE-DRIVER-ARRIVED', 'driver', 'AT THE STORE'],
      ['STORE-DRIVER-AGREE', 'driver', 'PREPARING'],
      ['STORE-PARTNER-READY', 'store', 'READY TO PICKUP'],
      ['STORE-DRIVER-PURCHASED', 'driver', 'PICKED UP'],
      ['DELIVERY-DRIVER-START', 'driver', 'ONGOING'],
      ['DELIVERY-DRIVER-ARRIVED', 'driver', 'ARRIVED'],
      ['DELIVERY-DRIVER-COMPLETED', 'driver', 'DELIVERED'],
    ] as const;
    let from = 'pending';
    let storeFrom = 'pending';
    for (const [to, role, label] of path) {
      const verdict = judgeTransition(deliveryMachine, from, to, role, storeFrom);
      expect(verdict.ok, `${from}/${storeFrom} → ${to}`).toBe(true);
      expect(deliveryStatusLabel(to)).toBe(label);
      if (verdict.ok && verdict.rule.track === 'store') storeFrom = to;
      else from = to;
    }
  });
});
