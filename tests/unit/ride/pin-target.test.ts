import { describe, expect, it } from 'vitest';
import {
  bothPinsSet,
  clearPin,
  confirmLabel,
  effectiveCoords,
  hasCoords,
  initialPinState,
  isPlaceSet,
  nextTargetAfterSet,
  pickerStartPoint,
  retarget,
  samePoint,
  setPin,
} from '@/web/ride/logic/pin-target';
import type { Place } from '@/web/ride/logic/types';

const robinsons: Place = {
  text: 'Robinsons Place Palawan',
  subText: 'San Manuel',
  coords: { lat: 9.78, lng: 118.74 },
};
const airport: Place = { text: 'Airport', subText: 'Puerto Princesa', coords: { lat: 9.74, lng: 118.76 } };

describe('pin target rules', () => {
  it('starts on pickup', () => {
    expect(initialPinState()).toEqual({ pickup: null, dropoff: null, target: 'pickup' });
  });

  it('moves to drop-off after pickup when drop-off is empty, else to none', () => {
    const afterPickup = setPin(initialPinState(), 'pickup', robinsons);
    expect(afterPickup.target).toBe('dropoff');
    const both = setPin(afterPickup, 'dropoff', airport);
    expect(both.target).toBeNull();
    expect(setPin(both, 'pickup', robinsons).target).toBeNull();
  });

  it('moves to pickup after drop-off when pickup is empty', () => {
    const state = setPin({ pickup: null, dropoff: null, target: 'dropoff' }, 'dropoff', airport);
    expect(state.target).toBe('pickup');
    expect(nextTargetAfterSet('dropoff', { pickup: robinsons, dropoff: airport })).toBeNull();
  });

  it('clearing a field empties and retargets it', () => {
    const both = setPin(setPin(initialPinState(), 'pickup', robinsons), 'dropoff', airport);
    const cleared = clearPin(both, 'pickup');
    expect(cleared.pickup).toBeNull();
    expect(cleared.target).toBe('pickup');
    expect(cleared.dropoff).toBe(airport);
  });

  it('Pin / Re-pin retargets without losing the value', () => {
    const both = setPin(setPin(initialPinState(), 'pickup', robinsons), 'dropoff', airport);
    const state = retarget(both, 'dropoff');
    expect(state.target).toBe('dropoff');
    expect(state.dropoff).toBe(airport);
  });

  it('treats zero coordinates as unset', () => {
    expect(hasCoords({ lat: 0, lng: 0 })).toBe(false);
    expect(isPlaceSet({ ...airport, coords: { lat: 0, lng: 0 } })).toBe(false);
    expect(isPlaceSet({ ...airport, text: '  ' })).toBe(false);
    expect(bothPinsSet({ pickup: robinsons, dropoff: { ...airport, coords: { lat: 0, lng: 0 } } })).toBe(
      false,
    );
    expect(bothPinsSet({ pickup: robinsons, dropoff: airport })).toBe(true);
  });

  it('falls back to the saved point when the picked one is zero', () => {
    expect(effectiveCoords({ lat: 0, lng: 0 }, { lat: 1, lng: 2 })).toEqual({ lat: 1, lng: 2 });
    expect(effectiveCoords({ lat: 3, lng: 4 }, { lat: 1, lng: 2 })).toEqual({ lat: 3, lng: 4 });
    expect(effectiveCoords(null, null)).toBeNull();
  });

  it('labels the confirm button for the target', () => {
    expect(confirmLabel('pickup')).toBe('Set the pickup pin');
    expect(confirmLabel('dropoff')).toBe('Set the drop-off pin');
  });

  it('opens the picker on the target, else the other field', () => {
    expect(pickerStartPoint(initialPinState())).toBeNull();
    const state = setPin(initialPinState(), 'pickup', robinsons);
    expect(pickerStartPoint(state)).toEqual(robinsons.coords);
    expect(pickerStartPoint(retarget(state, 'pickup'))).toEqual(robinsons.coords);
  });

  it('compares points to about a metre', () => {
    expect(samePoint({ lat: 9.7, lng: 118.7 }, { lat: 9.700001, lng: 118.700001 })).toBe(true);
    expect(samePoint({ lat: 9.7, lng: 118.7 }, { lat: 9.701, lng: 118.7 })).toBe(false);
    expect(samePoint(null, { lat: 1, lng: 1 })).toBe(false);
    expect(samePoint({ lat: 9.7, lng: 118.7 }, { lat: 9.70003, lng: 118.7 }, 5e-5)).toBe(true);
  });
});
