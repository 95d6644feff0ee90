import { BOOKING_MESSAGES } from '@/shared/messages';
import type { LatLng, Place } from './types';

/** The two address fields of the ride wizard. */
export type PinField = 'pickup' | 'dropoff';
/** Which field the picker's centre pin fills next; null once both are set. */
export type PinTarget = PinField | null;

export type PinState = { pickup: Place | null; dropoff: Place | null; target: PinTarget };

/** Zero coordinates mean "not set" (spec part 1 §4). */
export function hasCoords(coords: LatLng | null | undefined): coords is LatLng {
  return (
    coords != null &&
    Number.isFinite(coords.lat) &&
    Number.isFinite(coords.lng) &&
    !(coords.lat === 0 && coords.lng === 0)
  );
}

/** A field counts as set when it has a name and a point. */
export function isPlaceSet(place: Place | null | undefined): place is Place {
  return place != null && place.text.trim() !== '' && hasCoords(place.coords);
}

export function initialPinState(): PinState {
  return { pickup: null, dropoff: null, target: 'pickup' };
}

/**
 * The spec's pin flow: after pickup is set the target moves to drop-off if that is empty, otherwise to none;
 * after drop-off is set it moves to pickup if that is empty, otherwise to none.
 */
export function nextTargetAfterSet(field: PinField, state: Pick<PinState, 'pickup' | 'dropoff'>): PinTarget {
  const other: PinField = field === 'pickup' ? 'dropoff' : 'pickup';
  return isPlaceSet(state[other]) ? null : other;
}

export function setPin(state: PinState, field: PinField, place: Place): PinState {
  const next = { ...state, [field]: place };
  return { ...next, target: nextTargetAfterSet(field, next) };
}

/** Clearing a field empties it and makes it the target again. */
export function clearPin(state: PinState, field: PinField): PinState {
  return { ...state, [field]: null, target: field };
}

/** Pin / Re-pin on a field only retargets; the field keeps its value until a new pin is confirmed. */
export function retarget(state: PinState, field: PinField): PinState {
  return { ...state, target: field };
}

/** Both ends set: the route can be drawn and the fare fetched. */
export function bothPinsSet(state: Pick<PinState, 'pickup' | 'dropoff'>): boolean {
  return isPlaceSet(state.pickup) && isPlaceSet(state.dropoff);
}

/** The confirm button's words for the current target. */
export function confirmLabel(target: PinTarget): string {
  return target === 'dropoff' ? BOOKING_MESSAGES.SET_DROPOFF_PIN : BOOKING_MESSAGES.SET_PICKUP_PIN;
}

/** Where the picker opens: on the target's own point when it has one, else the other field's, else null. */
export function pickerStartPoint(state: PinState): LatLng | null {
  const own = state.target ? state[state.target] : null;
  if (isPlaceSet(own)) return own.coords;
  const other = state.target === 'pickup' ? state.dropoff : state.pickup;
  return isPlaceSet(other) ? other.coords : null;
}

/**
 * The point to book with: the picked one, or the saved address's point when the picked coordinates are zero
 * (a saved shortcut that was applied by name only).
 */
export function effectiveCoords(picked: LatLng | null | undefined, saved?: LatLng | null): LatLng | null {
  if (hasCoords(picked)) return picked;
  if (hasCoords(saved)) return saved;
  return null;
}

/**
 * Two points closer than `tolerance` degrees (1e-5 is about a metre) are the same pin. A map echoing back the
 * centre it was given is off by up to a pixel, a few metres at street zoom: callers comparing that pass more.
 */
export function samePoint(
  a: LatLng | null | undefined,
  b: LatLng | null | undefined,
  tolerance = 1e-5,
): boolean {
  if (!a || !b) return false;
  return Math.abs(a.lat - b.lat) < tolerance && Math.abs(a.lng - b.lng) < tolerance;
}
