import { type ReactNode, useDeferredValue } from 'react';

/**
 * False in a component's first render and true from a second render that React does right after, in the
 * background: what it gates is committed apart from the screen around it. A phone then does the first screen's
 * work in a few short tasks instead of one long one, and stays responsive while the screen appears. Once true
 * it stays true, so later renders draw at once.
 */
export function useAfterFirstRender(): boolean {
  return useDeferredValue(true, false);
}

/** Draws its content a render after the screen around it, the first time only (`useAfterFirstRender`). */
export function Later({ children }: { children: ReactNode }) {
  return useAfterFirstRender() ? children : null;
}
