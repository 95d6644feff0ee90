import { useLayoutEffect } from 'react';

/**
 * A first screen the server drew for an app that cannot hydrate it (the console: react-admin draws its own
 * tree; config/prerendered-pages.ts LIVE_APP_PAGES). It stays on screen, its links working, while the app is
 * drawn out of sight in #root; the app's own screen replaces it in one frame (`releasePaintedScreen`).
 */
const PAINTED_SCREEN_ID = 'painted-screen';

/** Moves the server's drawing out of #root, which is hidden until the app's screen is ready. */
export function setPaintedScreenAside(root: HTMLElement) {
  const painted = document.createElement('div');
  painted.id = PAINTED_SCREEN_ID;
  painted.append(...root.childNodes);
  root.before(painted);
  root.hidden = true;
}

/** The app drew its screen: the server's drawing goes and the app shows, in the same frame. */
export function releasePaintedScreen() {
  const painted = document.getElementById(PAINTED_SCREEN_ID);
  if (!painted) return;
  painted.remove();
  const root = document.getElementById('root');
  if (root) root.hidden = false;
}

/** For a screen that replaces the server's drawing when it shows (the app's dashboard, its sign-in pages). */
export function useReleasePaintedScreen() {
  useLayoutEffect(releasePaintedScreen, []);
}
