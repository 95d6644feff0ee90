import {
  DEFAULT_PAYMENT_METHOD_ID,
  DEFAULT_VEHICLE_SLUG,
  PAYMENT_METHOD_CASH,
  PAYMENT_METHOD_EWALLET,
  TIP_MIN_PHP,
} from '@config/constants';
import { luggageAllowed } from './fare-lines';
import {
  bothPinsSet,
  clearPin,
  initialPinState,
  isPlaceSet,
  type PinField,
  type PinState,
  retarget,
  setPin,
} from './pin-target';
import type { Place, PricingOption } from './types';

/** The three internal pages: summary, address picker, vehicle and fare. */
export type WizardPage = 1 | 2 | 3;

export type CouponState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'valid'; code: string; percent: number }
  | { status: 'invalid'; message: string };

export type WizardState = {
  pins: PinState;
  note: string;
  vehicleSlug: string;
  hasLuggage: boolean;
  couponCode: string;
  coupon: CouponState;
  /** Centavos; 0 means no tip. */
  tip: number;
  paymentMethodId: number;
};

export type WizardAction =
  | { type: 'set-pin'; field: PinField; place: Place }
  | { type: 'clear-pin'; field: PinField }
  | { type: 'retarget'; field: PinField }
  | { type: 'note'; note: string }
  | { type: 'vehicle'; slug: string }
  | { type: 'luggage'; value: boolean }
  | { type: 'coupon-code'; code: string }
  | { type: 'coupon'; coupon: CouponState }
  | { type: 'tip'; centavos: number }
  | { type: 'payment'; id: number }
  | { type: 'restore'; state: Partial<WizardState> };

export function initialWizardState(): WizardState {
  return {
    pins: initialPinState(),
    note: '',
    vehicleSlug: DEFAULT_VEHICLE_SLUG,
    hasLuggage: false,
    couponCode: '',
    coupon: { status: 'idle' },
    tip: 0,
    paymentMethodId: DEFAULT_PAYMENT_METHOD_ID,
  };
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'set-pin':
      return { ...state, pins: setPin(state.pins, action.field, action.place) };
    case 'clear-pin':
      return { ...state, pins: clearPin(state.pins, action.field) };
    case 'retarget':
      return { ...state, pins: retarget(state.pins, action.field) };
    case 'note':
      return { ...state, note: action.note };
    case 'vehicle':
      return {
        ...state,
        vehicleSlug: action.slug,
        hasLuggage: luggageAllowed(action.slug) ? state.hasLuggage : false,
      };
    case 'luggage':
      return { ...state, hasLuggage: action.value && luggageAllowed(state.vehicleSlug) };
    case 'coupon-code':
      // A changed code must be checked again before it is sent.
      return { ...state, couponCode: action.code, coupon: { status: 'idle' } };
    case 'coupon':
      return { ...state, coupon: action.coupon };
    case 'tip':
      return { ...state, tip: Math.max(0, Math.round(action.centavos)) };
    case 'payment':
      // Wallet is not available on the web: the choice always falls back to cash.
      return {
        ...state,
        paymentMethodId: action.id === PAYMENT_METHOD_EWALLET ? PAYMENT_METHOD_CASH : action.id,
      };
    case 'restore':
      return { ...state, ...action.state, coupon: { status: 'idle' } };
  }
}

/** Proceed needs both addresses. */
export function canProceed(state: WizardState): boolean {
  return bothPinsSet(state.pins);
}

/** The option the rider chose, or the first one when that vehicle is not offered here. */
export function selectedOption(
  state: WizardState,
  options: PricingOption[] | null | undefined,
): PricingOption | null {
  if (!options || options.length === 0) return null;
  return options.find((option) => option.slug === state.vehicleSlug) ?? options[0];
}

export type BookingRequest = {
  payment_method_id: number;
  vehicle_type_id: number;
  pickup: { lat: number; lng: number; address: string };
  dropoff: { lat: number; lng: number; address: string };
  is_web: 1;
  tip?: number;
  coupon_code?: string;
  note?: string;
  has_luggage?: 1;
};

function fullAddress(place: Place): string {
  return place.subText ? `${place.text}, ${place.subText}` : place.text;
}

/**
 * The booking call's body (spec part 1 §5): the coupon only when the check said it is valid, the tip only
 * when not zero, the note only when filled, has_luggage only when ticked for a vehicle that takes it.
 */
export function bookingRequest(state: WizardState, option: PricingOption): BookingRequest | null {
  const { pickup, dropoff } = state.pins;
  if (!isPlaceSet(pickup) || !isPlaceSet(dropoff)) return null;
  const body: BookingRequest = {
    payment_method_id: state.paymentMethodId,
    vehicle_type_id: option.vehicle_type_id,
    pickup: { lat: pickup.coords.lat, lng: pickup.coords.lng, address: fullAddress(pickup) },
    dropoff: { lat: dropoff.coords.lat, lng: dropoff.coords.lng, address: fullAddress(dropoff) },
    is_web: 1,
  };
  if (state.tip > 0) body.tip = state.tip;
  if (state.coupon.status === 'valid') body.coupon_code = state.coupon.code;
  const note = state.note.trim();
  if (note !== '') body.note = note;
  if (state.hasLuggage && luggageAllowed(option.slug)) body.has_luggage = 1;
  return body;
}

/** What survives a reload of the wizard (session storage): everything typed or picked, not checks in flight. */
export function persistable(state: WizardState): Partial<WizardState> {
  const { coupon: _coupon, ...rest } = state;
  return rest;
}

/** Reads back a stored wizard, ignoring anything malformed. */
export function restoreWizard(raw: string | null): Partial<WizardState> | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<WizardState>;
    if (!value || typeof value !== 'object') return null;
    const out: Partial<WizardState> = {};
    const place = (p: unknown): Place | null =>
      p && typeof p === 'object' && isPlaceSet(p as Place) ? (p as Place) : null;
    if (value.pins && typeof value.pins === 'object') {
      const pickup = place(value.pins.pickup);
      const dropoff = place(value.pins.dropoff);
      const target =
        value.pins.target === 'pickup' || value.pins.target === 'dropoff' || value.pins.target === null
          ? value.pins.target
          : 'pickup';
      out.pins = { pickup, dropoff, target: !pickup ? 'pickup' : !dropoff ? 'dropoff' : target };
    }
    if (typeof value.note === 'string') out.note = value.note.slice(0, 500);
    if (typeof value.vehicleSlug === 'string') out.vehicleSlug = value.vehicleSlug;
    if (typeof value.hasLuggage === 'boolean') out.hasLuggage = value.hasLuggage;
    if (typeof value.couponCode === 'string') out.couponCode = value.couponCode.slice(0, 50);
    if (typeof value.tip === 'number' && Number.isFinite(value.tip) && value.tip >= 0) out.tip = value.tip;
    return out;
  } catch {
    return null;
  }
}

/** The tip dialog's input: whole or decimal pesos, at least 1, or empty to remove the tip. */
export function parseTipInput(text: string): { centavos: number } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { centavos: 0 };
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return { error: 'Please enter an amount in pesos.' };
  const pesos = Number(trimmed);
  if (pesos < TIP_MIN_PHP) return { error: `The tip must be at least ${TIP_MIN_PHP} peso.` };
  if (pesos > 10_000) return { error: 'The tip may be at most 10,000 pesos.' };
  return { centavos: Math.round(pesos * 100) };
}

/** A coupon is valid only when the check returns no message (spec part 1 §5). */
export function couponFromCheck(code: string, result: { discount?: number; message?: string }): CouponState {
  if (result.message) return { status: 'invalid', message: result.message };
  const percent = Number(result.discount ?? 0);
  return { status: 'valid', code: code.trim(), percent: Number.isFinite(percent) ? percent : 0 };
}
