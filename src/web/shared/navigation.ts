/** Links and navigation across the web apps, without MUI (AppLink is MUI's link on top of these). */
import { entryFor, type WebEntry } from '@config/routes';

declare global {
  /** The web app loaded on this page (set when it starts, and by the prerender for its pages). */
  var __BRP_ENTRY__: WebEntry | undefined;
}

/** True when `to` is served by the web app already loaded, so the router can change screens without a load. */
export function sameEntry(to: string): boolean {
  const path = to.split(/[?#]/)[0];
  return Boolean(globalThis.__BRP_ENTRY__) && entryFor(path) === globalThis.__BRP_ENTRY__;
}

/** Programmatic navigation across apps. */
export function goTo(
  to: string,
  navigate?: (to: string, options?: { replace?: boolean }) => void,
  replace = false,
) {
  if (navigate && sameEntry(to)) navigate(to, { replace });
  else if (replace) window.location.replace(to);
  else window.location.assign(to);
}
