import type { WebEntry } from '@config/routes';
import { LATER_STYLES_META } from '@/shared/page-html';

/**
 * How every web app starts: the one start path, for the public site, the rider's and driver's apps and the
 * console alike. What differs between the apps is the table `APP_STARTS` below; everything else is the same.
 *
 * 1. The first script. Each entry's HTML loads only `src/web/<app>/start.ts`: the stylesheet and a call to
 *    `startApp(entry, () => import('./main'))`. It holds no React, so it is tiny.
 * 2. The first screen. The HTML may arrive with the page's first screen already in #root
 *    (`data-prerendered="<path>"`, `data-locale`): a public page prerendered at build time (scripts/prerender.ts,
 *    src/web/ssr) or rendered by the server with its data (config/prerendered-pages.ts LIVE_PAGES), or an app page
 *    rendered for a signed-in visitor with their data (LIVE_APP_PAGES, src/server/plugins/live-pages.ts). Until
 *    the app has hydrated it, it takes no taps (src/shared/page-html.ts stops them with a style) and, for an app
 *    that `holdsInput`, no typing either (`inert`), so nothing is lost to the hydration. The HTML may also carry,
 *    outside #root, what the first script itself shows (the home page's user-guide prompt,
 *    src/web/public/home/early-user-guide.ts).
 * 3. Paint, then the rest. Such a page carries in its head only the style rules its first screen uses, and
 *    names the whole stylesheet (with the fonts) in a <meta> (src/server/first-screen-styles.ts): the first
 *    screen needs nothing but the HTML. Once it has been painted (a task after the next frame) the stylesheet
 *    is linked (`linkLaterStyles`) and the app's code is asked for, so a slow phone shows the screen as soon as
 *    the HTML is in, not after the stylesheet, the fonts and some hundred kilobytes of script. The `stages` (React, MUI) then load and run one after another, each in a task of its own, so that no
 *    single long task holds up a tap. Without a first screen (the app draws it) everything is asked for at once.
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
  /** The first screen holds forms: no typing until hydrated (`inert`), not only no taps. */
  holdsInput: boolean;
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
  public: { stages: [], holdsInput: false, serverScreen: 'hydrate' },
  ride: { stages: REACT_AND_MUI, holdsInput: true, serverScreen: 'hydrate' },
  driver: { stages: REACT_AND_MUI, holdsInput: true, serverScreen: 'hydrate' },
  // The dashboard's drawing holds only plain links.
  console: { stages: REACT_AND_MUI, holdsInput: false, serverScreen: 'replace' },
};

/** Steps 1 and 3: called by each entry's first script with the loader of the app's code. */
export function startApp(entry: WebEntry, load: () => Promise<unknown>) {
  const { stages, holdsInput } = APP_STARTS[entry];
  const root = document.getElementById('root');
  const painted = root?.hasAttribute('data-prerendered') === true;
  if (holdsInput && root && painted) root.inert = true;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    linkLaterStyles();
    void (painted ? inStages([...stages, load]) : load());
  };
  if (painted && document.visibilityState === 'visible') {
    // A task after the next frame: the frame has been painted by then.
    requestAnimationFrame(() => setTimeout(start, 0));
    // A tab hidden meanwhile draws no frames: the app starts anyway.
    document.addEventListener('visibilitychange', start, { once: true });
  } else start();
}

export { LATER_STYLES_META };

/** Links the whole stylesheet where the page names it, after its first screen's own rules (same cascade). */
function linkLaterStyles() {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${LATER_STYLES_META}"]`);
  if (!meta) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  // As the build links it (crossorigin), so the copy cached by the service worker serves it.
  link.crossOrigin = 'anonymous';
  link.href = meta.content;
  meta.replaceWith(link);
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
