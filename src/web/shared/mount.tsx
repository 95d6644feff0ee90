/**
 * The React half of the one start path of every web app: `mountApp`, called by each app's code, and
 * `HydrationDone`. The whole path, from the first script to the hydrated page, is described in start-app.ts.
 */
import {
  type ComponentType,
  Fragment,
  type ReactNode,
  StrictMode,
  startTransition,
  useEffect,
  useLayoutEffect,
} from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { staffScreenFor, type WebEntry } from '@config/routes';
import { isLocale } from '@/shared/i18n';
import { parseRoleNames } from '@/shared/roles';
import { DialogProvider, drawDialogsWithMui, preloadDialogView } from './dialogs';
import { setRenderLocale, syncLocaleCookie } from './i18n';
import { NetworkIndicator } from './NetworkIndicator';
import { beginHydration, endHydration } from './server-view';
import { getSession, hydrateSignedIn, syncSessionHint } from './session';
import { markHydrated, releasePaintedScreen, setPaintedScreenAside, startPlan } from './start-app';
import { ThemeRoot } from './ThemeRoot';

/**
 * Step 5 of the start path (start-app.ts): device state (language, theme) applies once the prerendered HTML is
 * hydrated, never during it, and the page takes input. Placed inside the Suspense boundary that holds the
 * screens: React hydrates a boundary's content after the root commits.
 */
export function HydrationDone() {
  useEffect(() => {
    endHydration();
    hydrateSignedIn(false);
    setRenderLocale(undefined);
    markHydrated();
    preloadLaterParts();
  }, []);
  return null;
}

/**
 * For a screen that replaces the server's drawing when it shows (the console's dashboard, its sign-in pages):
 * step 4, `replace`, of the start path (start-app.ts).
 */
export function useReleasePaintedScreen() {
  useLayoutEffect(releasePaintedScreen, []);
}

/**
 * The shell's part that no first screen shows (the message dialog) is fetched once the page is interactive, when
 * the browser is idle, so it is at hand (and cached for offline use) before needed.
 */
function preloadLaterParts() {
  if ('requestIdleCallback' in window) window.requestIdleCallback(preloadDialogView, { timeout: 3000 });
  else setTimeout(preloadDialogView, 1000);
}

/** Theme and dialogs around a web app's router; the same tree in the browser and the prerender. */
export function AppFrame({ children, frame: Frame = Fragment }: { children: ReactNode; frame?: Frame }) {
  return (
    <StrictMode>
      <ThemeRoot>
        <Frame>
          <DialogProvider>{children}</DialogProvider>
        </Frame>
      </ThemeRoot>
    </StrictMode>
  );
}

/** What an app draws around all its screens inside the theme root (MuiTheme for the apps drawn with MUI). */
export type Frame = ComponentType<{ children?: ReactNode }>;

/** The router's content: the app's screens and the network banner. */
export function AppScreens({ app }: { app: ReactNode }) {
  return (
    <>
      {app}
      <NetworkIndicator />
    </>
  );
}

export type MountOptions = {
  /** Loads the code of the screen at `pathname` so prerendered HTML is hydrated in one pass. */
  prepare?: (pathname: string) => Promise<void>;
  /**
   * Drawn around every screen: the rider, driver and console apps pass MuiTheme (and draw MUI's message dialog).
   * The public site passes none: its shell, first screens and message dialog are plain, and each screen drawn
   * with MUI brings MuiTheme with its code.
   */
  frame?: Frame;
};

/** An app's screens and the router that picks them (with its routing.tsx implementation), given by the entry. */
export type AppTree = { Router: ComponentType<{ children?: ReactNode }>; app: ReactNode };

/**
 * Step 4 of the start path (start-app.ts): starts one web app, with theme, dialogs, router and the network
 * banner around its screens, taking over the server's first screen as `startPlan` says (hydrate, replace, or
 * render afresh).
 *
 * `tree` may be a loader: the public site passes its router and screens that way, so the script that runs
 * first is only React and the theme (its first screen is already in the HTML), and the router's code is fetched
 * in parallel with nothing to draw meanwhile.
 */
export function mountApp(
  entry: WebEntry,
  tree: AppTree | (() => Promise<AppTree>),
  options: MountOptions = {},
) {
  globalThis.__BRP_ENTRY__ = entry;
  if (options.frame) drawDialogsWithMui();
  syncSessionHint();
  syncLocaleCookie();
  // Staff who open a URL they share with drivers (/tracking) get the console's screen for it.
  const staffScreen =
    entry === 'console' ? null : staffScreenFor(window.location.pathname, parseRoleNames(getSession().roles));
  if (staffScreen) {
    window.location.replace(`${staffScreen}${window.location.search}`);
    return;
  }
  const element = document.getElementById('root');
  if (!element) throw new Error('No #root element');
  const pageLocale = element.dataset.locale;
  const plan = startPlan(entry, element, isLocale);
  const preparing = plan === 'hydrate' ? options.prepare?.(window.location.pathname) : undefined;
  const start = ({ Router, app }: AppTree) => {
    const root = (
      <AppFrame frame={options.frame}>
        <Router>
          <AppScreens app={app} />
        </Router>
      </AppFrame>
    );
    if (plan !== 'hydrate') {
      if (plan === 'replace') setPaintedScreenAside(element);
      else element.replaceChildren();
      element.removeAttribute('data-prerendered');
      // In a transition the first render is done in slices, leaving the phone free between them, instead of
      // in one long task (a default-priority render is not time-sliced).
      const fresh = createRoot(element);
      startTransition(() => fresh.render(root));
      preloadLaterParts();
      return;
    }
    const hydrate = () => {
      beginHydration();
      setRenderLocale(isLocale(pageLocale) ? pageLocale : undefined);
      // An app's page (rider, driver) was rendered by the server for this device's session
      // (config/prerendered-pages.ts LIVE_APP_PAGES): it is hydrated as that session's, in slices.
      const forSession = entry !== 'public';
      hydrateSignedIn(forSession);
      // Hydrating in a transition lets React yield to the browser every few milliseconds instead of hydrating
      // the whole page in one long task (a default-priority hydration is not time-sliced): taps that come in
      // the meantime are not blocked, and React replays them once the part tapped is hydrated.
      // Signed-in visitors are hydrated at once as before: their page differs from the prerendered one (the
      // login page sends them on), so React renders it afresh, and the sooner the better.
      if (getSession().token && !forSession) hydrateRoot(element, root);
      else
        startTransition(() => {
          hydrateRoot(element, root);
        });
    };
    if (preparing) preparing.then(hydrate, hydrate);
    else hydrate();
  };
  if (typeof tree === 'function') void tree().then(start);
  else start(tree);
}
