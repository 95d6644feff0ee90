/**
 * What the ride wizard keeps in this tab's session storage: what was typed or picked (so it survives a reload
 * or an error) and whether the rider was already asked for their location.
 */
import { serverView } from '@/web/shared/server-view';
import { initialWizardState, restoreWizard, type WizardState, wizardReducer } from '../logic/wizard';

const STORAGE_KEY = 'brp.rideWizard';
export const ASKED_LOCATION_KEY = 'brp.rideWizard.askedLocation';

/** What this tab had typed or picked (kept in its session storage), applied to `base`. */
export function restoredFrom(base: WizardState): WizardState | null {
  let stored: string | null = null;
  try {
    stored = window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    stored = null;
  }
  const restored = restoreWizard(stored);
  return restored ? wizardReducer(base, { type: 'restore', state: restored }) : null;
}

/**
 * The wizard's first state. A page the server rendered (src/web/ssr) is hydrated from the empty wizard, as the
 * server drew it; what the tab had typed is restored right after.
 */
export function loadInitial(): WizardState {
  const base = initialWizardState();
  if (serverView()) return base;
  return restoredFrom(base) ?? base;
}

/** Keeps what was typed or picked (`persistable(state)`). */
export function keepWizard(kept: unknown) {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or unavailable: the wizard still works, it just forgets on reload.
  }
}

/** The trip is booked: the next wizard starts empty and asks for the location again. */
export function forgetWizard() {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
    window.sessionStorage.removeItem(ASKED_LOCATION_KEY);
  } catch {
    // Nothing stored.
  }
}

export function sessionFlag(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

export function setSessionFlag(key: string) {
  try {
    window.sessionStorage.setItem(key, '1');
  } catch {
    // Private mode: the question may simply be asked again.
  }
}
