import { describe, expect, it } from 'vitest';
import {
  bookingRequest,
  canProceed,
  couponFromCheck,
  initialWizardState,
  parseTipInput,
  persistable,
  restoreWizard,
  selectedOption,
  type WizardState,
  wizardReducer,
} from '@/web/ride/logic/wizard';
import type { Place, PricingOption } from '@/web/ride/logic/types';

const pickup: Place = {
  text: 'Robinsons Place Palawan',
  subText: 'San Manuel',
  coords: { lat: 9.78, lng: 118.74 },
};
const dropoff: Place = { text: 'Airport', subText: '', coords: { lat: 9.74, lng: 118.76 } };
const option = (slug: string, id: number): PricingOption => ({
  vehicle_type_id: id,
  name: slug,
  slug,
  photo: '',
  base_fare: 4000,
  distance_fare: 1000,
  base_km_limit: 2,
  min_fare: 5000,
  markup_percent: 0,
  max_seat: 1,
  fare: 7800,
  web_fee: 200,
  luggage_fee: 3000,
  total: 8000,
  total_with_luggage: 11000,
});

function ready(): WizardState {
  let state = initialWizardState();
  state = wizardReducer(state, { type: 'set-pin', field: 'pickup', place: pickup });
  return wizardReducer(state, { type: 'set-pin', field: 'dropoff', place: dropoff });
}

describe('ride wizard', () => {
  it('starts with cash, no tip, motorcycle', () => {
    const state = initialWizardState();
    expect(state.paymentMethodId).toBe(1);
    expect(state.tip).toBe(0);
    expect(state.vehicleSlug).toBe('motorcycle');
    expect(canProceed(state)).toBe(false);
    expect(canProceed(ready())).toBe(true);
  });

  it('reverts wallet to cash', () => {
    expect(wizardReducer(initialWizardState(), { type: 'payment', id: 8 }).paymentMethodId).toBe(1);
  });

  it('allows luggage only for trike and car and drops it when switching to a motorcycle', () => {
    let state = wizardReducer(ready(), { type: 'luggage', value: true });
    expect(state.hasLuggage).toBe(false);
    state = wizardReducer(state, { type: 'vehicle', slug: 'tricycle' });
    state = wizardReducer(state, { type: 'luggage', value: true });
    expect(state.hasLuggage).toBe(true);
    state = wizardReducer(state, { type: 'vehicle', slug: 'motorcycle' });
    expect(state.hasLuggage).toBe(false);
  });

  it('sends optional fields only when they apply', () => {
    const state = ready();
    expect(bookingRequest(state, option('motorcycle', 1))).toEqual({
      payment_method_id: 1,
      vehicle_type_id: 1,
      pickup: { lat: 9.78, lng: 118.74, address: 'Robinsons Place Palawan, San Manuel' },
      dropoff: { lat: 9.74, lng: 118.76, address: 'Airport' },
      is_web: 1,
    });
    let full = wizardReducer(state, { type: 'vehicle', slug: 'car' });
    full = wizardReducer(full, { type: 'luggage', value: true });
    full = wizardReducer(full, { type: 'tip', centavos: 2000 });
    full = wizardReducer(full, { type: 'note', note: '  gate 2 ' });
    full = wizardReducer(full, { type: 'coupon-code', code: 'SAVE' });
    expect(bookingRequest(full, option('car', 2))?.coupon_code).toBeUndefined();
    full = wizardReducer(full, { type: 'coupon', coupon: couponFromCheck('SAVE', { discount: 10 }) });
    expect(bookingRequest(full, option('car', 2))).toMatchObject({
      vehicle_type_id: 2,
      tip: 2000,
      note: 'gate 2',
      coupon_code: 'SAVE',
      has_luggage: 1,
    });
    expect(bookingRequest(initialWizardState(), option('car', 2))).toBeNull();
  });

  it('changing the coupon code forgets an earlier check', () => {
    let state = wizardReducer(ready(), { type: 'coupon', coupon: couponFromCheck('A', { discount: 5 }) });
    state = wizardReducer(state, { type: 'coupon-code', code: 'B' });
    expect(state.coupon).toEqual({ status: 'idle' });
    expect(couponFromCheck('X', { message: 'Coupon expired' })).toEqual({
      status: 'invalid',
      message: 'Coupon expired',
    });
  });

  it('picks the chosen vehicle or the first offered', () => {
    const options = [option('motorcycle', 1), option('car', 2)];
    expect(
      selectedOption(wizardReducer(ready(), { type: 'vehicle', slug: 'car' }), options)?.vehicle_type_id,
    ).toBe(2);
    expect(
      selectedOption(wizardReducer(ready(), { type: 'vehicle', slug: 'boat' }), options)?.vehicle_type_id,
    ).toBe(1);
    expect(selectedOption(ready(), [])).toBeNull();
  });

  it('parses the tip in pesos, at least 1', () => {
    expect(parseTipInput('20')).toEqual({ centavos: 2000 });
    expect(parseTipInput('1.5')).toEqual({ centavos: 150 });
    expect(parseTipInput('')).toEqual({ centavos: 0 });
    expect(parseTipInput('0.5')).toHaveProperty('error');
    expect(parseTipInput('abc')).toHaveProperty('error');
    expect(parseTipInput('-3')).toHaveProperty('error');
  });

  it('survives a reload through session storage and ignores junk', () => {
    const state = wizardReducer(ready(), { type: 'note', note: 'blue gate' });
    const restored = restoreWizard(JSON.stringify(persistable(state)));
    expect(restored?.pins).toEqual(state.pins);
    expect(restored?.note).toBe('blue gate');
    expect(restoreWizard('{oops')).toBeNull();
    expect(
      restoreWizard(JSON.stringify({ pins: { pickup: { text: 'x' }, dropoff: null, target: 'x' } }))?.pins,
    ).toEqual({
      pickup: null,
      dropoff: null,
      target: 'pickup',
    });
  });
});
