import { type ReactNode, useDeferredValue } from 'react';

/**
 * Draws its content in a later render than the screen around it, the first time only: the console's first
 * screen is committed in a few short tasks instead of one long one, so a phone stays responsive while it
 * appears. The content follows as soon as the screen around it is on the page; later renders draw it at once.
 */
export function Later({ children }: { children: ReactNode }) {
  const shown = useDeferredValue(true, false);
  return shown ? children : null;
}
