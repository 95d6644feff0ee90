import { startAfterPaint } from './start-after-paint';

/**
 * The rider's and driver's apps' first scripts (src/web/ride/start.ts, src/web/driver/start.ts) start their app
 * with this. A page the server rendered with the visitor's data (config/prerendered-pages.ts LIVE_APP_PAGES) is
 * painted before the app's code is fetched, takes no input until hydrated, and runs React, MUI's styling engine
 * and theme (a file of their own: `mui-styles` in vite.config.ts), MUI's components and then the app, each in a
 * task of its own; any other page asks for the code at once.
 */
export function startSignedInApp(load: () => Promise<unknown>) {
  startAfterPaint(load, { holdInput: true, stages: SIGNED_IN_APP_STAGES });
}

/** React, MUI's styling engine and theme, MUI's components: what the signed-in apps run before their own code. */
export const SIGNED_IN_APP_STAGES: readonly (() => Promise<unknown>)[] = [
  () => import('react-dom/client'),
  () => import('@mui/material/styles'),
  () => import('@mui/material/Button'),
];
