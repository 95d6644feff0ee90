import { useEffect, useState } from 'react';

/**
 * Pages prerendered at build time (src/web/ssr) are hydrated in the browser: until hydration ends, every
 * component must render what the build rendered, the view of a signed-out visitor in the page's language with
 * the default theme. Device state (stored theme, language choice, platform) applies right after.
 */
let hydrating = false;
const onEnd = new Set<() => void>();

/** True while rendering on the server or hydrating its HTML: render what the build rendered. */
export function serverView(): boolean {
  return hydrating || typeof window === 'undefined';
}

export function beginHydration() {
  hydrating = true;
}

/** Ends hydration and tells the parts that waited for it (language, theme) to apply the device's state. */
export function endHydration() {
  if (!hydrating) return;
  hydrating = false;
  for (const listener of onEnd) listener();
}

/** Runs `listener` once hydration ends (at once when nothing is being hydrated). */
export function afterHydration(listener: () => void): () => void {
  if (!hydrating) {
    listener();
    return () => {};
  }
  onEnd.add(listener);
  return () => onEnd.delete(listener);
}

/**
 * True while the component renders what the server rendered (on the server, or hydrating its HTML), then false:
 * for a part drawn only in the browser (a map, a live trip), which the server's page shows as loading.
 */
export function useServerView(): boolean {
  const [view, setView] = useState(serverView);
  useEffect(() => (view ? afterHydration(() => setView(false)) : undefined), [view]);
  return view;
}
