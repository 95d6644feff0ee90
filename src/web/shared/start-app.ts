import type { WebEntry } from '@config/routes';

/**
 * How every web app starts: the one start path, for the public site, the rider's and driver's apps and the
 * console alike. What differs between the apps is the table `APP_STARTS` below (and, in their inline first
 * scripts, whether the first screen holds forms); everything else is the same.
 *
 * 1. The first script. Each entry's HTML carries an inline script (src/web/<app>/first-script.ts, written
 *    into the HTML by the build, scripts/first-script.ts, and allowed by its hash in the CSP) and names the
 *    app's scripts in a <meta> (`APP_SCRIPTS_META`) instead of loading them: no script is asked for before the
 *    first paint. The public site's first script also keeps or hides the home page's user-guide prompt before
 *    that paint (src/web/public/home/early-user-guide.ts).
 * 2. The first screen. The HTML may arrive with the page's first screen already in #root
 *    (`data-prerendered="<path>"`, `data-locale`): a public page prerendered at build time (scripts/prerender.ts,
 *    src/web/ssr) or rendered by the server with its data (config/prerendered-pages.ts LIVE_PAGES), or an app page
 *    rendered for a signed-in visitor with their data (LIVE_APP_PAGES, src/server/plugins/live-pages.ts). Until
 *    the app has hydrated it, it takes no taps (src/shared/page-html.ts stops them with a style) and, for an app
 *    whose first screen holds forms, no typing either (`inert`, set by the first script), so nothing is lost to
 *    the hydration. The HTML may also carry, outside #root, what shows before the app (the home page's
 *    user-guide prompt).
 * 3. Paint, then the rest. Such a page carries in its head only the style rules its first screen uses, and
 *    names the whole stylesheet (with the fonts) in a <meta> (src/server/first-screen-styles.ts): the first
 *    screen needs nothing but the HTML, one round trip on a slow link. Once it has been painted (a task after
 *    the frame after it), the first script links the stylesheet and asks for the app's script
 *    (`src/web/<app>/start.ts`) with the modules it imports, so a slow phone shows the screen as soon as the
 *    HTML is in, not after the stylesheet, the fonts and some hundred kilobytes of script. That script calls
 *    `startApp(entry, () => import('./main'))`: the `stages` (React, MUI) then load and run one after another,
 *    each in a task of its own, so that no single long task holds up a tap. Without a first screen (the app
 *    draws it) everything is asked for at once.
 * 4. The app's own code (`src/web/<app>/main.tsx`) calls `mountApp` (mount.tsx, the React half of this path),
 *    which decides with `startPlan` how the first screen is taken over:
 *    - `hydrate`: React hydrates the server's HTML, in a transition (in slices, taps replayed), with the page's
 *      language and, while hydrating, every component rendering what the server rendered (server-view.ts);
 *    - `replace`: the server's drawing is set aside (`setPaintedScreenAside`) and stays on screen, links
 *      working, until the app's own screen shows (`releasePaintedScreen`): the console, whose react-admin
 *      cannot hydrate a drawing;
 *    - `fresh`: nothing usable in #root (no first screen, or one drawn for another address by the service
 *      worker's copy): the app renders from scratch, in a transition.
 * 5. Hydrated. `HydrationDone` (mount.tsx), placed inside the screens' Suspense boundary, ends the hydration:
 *    the device's state (theme, stored language, session) applies, and `markHydrated` lets the page take taps
 *    and typing (`data-hydrated`, no longer inert). The parts no first screen shows are then fetched when idle.
 */

/** What differs between the apps' starts. */
export type AppStart = {
  /** Code loaded and run ahead of the app, each in a task of its own, once a first screen is painted. */
  stages: readonly (() => Promise<unknown>)[];
  /** How a server's first screen is taken over: hydrated, or shown until the app's own screen replaces it. */
  serverScreen: 'hydrate' | 'replace';
};

/** React, MUI's styling engine and theme (`mui-styles` in vite.config.ts), MUI's components. */
const REACT_AND_MUI: AppStart['stages'] = [
  () => import('react-dom/client'),
  () => import('@mui/material/styles'),
  () => import('@mui/material/Button'),
];

export const APP_STARTS: Record<WebEntry, AppStart> = {
  // Plain pages: React alone, loaded with the app.
  public: { stages: [], serverScreen: 'hydrate' },
  ride: { stages: REACT_AND_MUI, serverScreen: 'hydrate' },
  driver: { stages: REACT_AND_MUI, serverScreen: 'hydrate' },
  // The dashboard's drawing holds only plain links.
  console: { stages: REACT_AND_MUI, serverScreen: 'replace' },
};

/**
 * Step 3: called by each entry's app script with the loader of the app's code. The first script asked for it
 * once the first screen was painted: the app is loaded at once.
 */
export function startApp(entry: WebEntry, load: () => Promise<unknown>) {
  const painted = document.getElementById('root')?.hasAttribute('data-prerendered') === true;
  void (painted ? inStages([...APP_STARTS[entry].stages, load]) : load());
}

/** Runs `stages` one after another, with a new task (the browser free to handle input) between them. */
async function inStages(stages: readonly (() => Promise<unknown>)[]) {
  for (const [index, stage] of stages.entries()) {
    if (index > 0) await new Promise((resolve) => setTimeout(resolve, 0));
    await stage();
  }
}

/** Step 4's choice: how the app takes over what #root holds. */
export type StartPlan = 'hydrate' | 'replace' | 'fresh';

/**
 * A first screen counts only if it was drawn for this address in a known language (the service worker may
 * answer with a copy drawn for another address).
 */
export function startPlan(
  entry: WebEntry,
  root: HTMLElement,
  isLocale: (value: string | undefined) => boolean,
): StartPlan {
  const drawn = root.dataset.prerendered === window.location.pathname && isLocale(root.dataset.locale);
  return drawn ? APP_STARTS[entry].serverScreen : 'fresh';
}

/**
 * Step 4, `replace`: the server's drawing stays on screen, its links working, while the app is drawn out of
 * sight in #root; the app's own screen replaces it in one frame (`releasePaintedScreen`).
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

/** Step 5: the page takes taps and typing from now on. */
export function markHydrated() {
  const root = document.getElementById('root');
  root?.setAttribute('data-hydrated', '');
  if (root) root.inert = false;
}
