import { type ReactNode, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { staffScreenFor, type WebEntry } from '../../../config/routes';
import { isLocale } from '../../shared/i18n';
import { parseRoleNames } from '../../shared/roles';
import { DialogProvider } from './dialogs';
import { setRenderLocale, syncLocaleCookie } from './i18n';
import { NetworkIndicator } from './NetworkIndicator';
import { beginHydration, endHydration } from './server-view';
import { getSession, syncSessionHint } from './session';
import { ThemeRoot } from './ThemeRoot';

/**
 * Device state (language, theme) applies once the prerendered HTML is hydrated, never during it. Placed inside
 * the Suspense boundary that holds the screens: React hydrates a boundary's content after the root commits.
 */
export function HydrationDone() {
  useEffect(() => {
    endHydration();
    setRenderLocale(undefined);
    // The prerendered page takes taps from now on (see scripts/prerender.ts).
    document.getElementById('root')?.setAttribute('data-hydrated', '');
  }, []);
  return null;
}

/** Theme, dialogs and the network banner around a web app's router; the same tree in the browser and the prerender. */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <ThemeRoot>
        <DialogProvider>{children}</DialogProvider>
      </ThemeRoot>
    </StrictMode>
  );
}

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
};

/**
 * Starts one web app: theme, dialogs, router and the network banner around its screens. A page prerendered at
 * build time for this address (src/web/ssr, `data-prerendered` on #root) is hydrated; otherwise the app is
 * rendered into the empty shell.
 */
export function mountApp(entry: WebEntry, app: ReactNode, options: MountOptions = {}) {
  globalThis.__BRP_ENTRY__ = entry;
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
  const tree = (
    <BrowserRouter>
      <AppScreens app={app} />
    </BrowserRouter>
  );
  const pageLocale = element.dataset.locale;
  // A page kept by the service worker may have been prerendered for another address: drawn afresh then.
  if (element.dataset.prerendered !== window.location.pathname || !isLocale(pageLocale)) {
    element.replaceChildren();
    element.removeAttribute('data-prerendered');
    createRoot(element).render(<AppFrame>{tree}</AppFrame>);
    return;
  }
  const hydrate = () => {
    beginHydration();
    setRenderLocale(pageLocale);
    hydrateRoot(element, <AppFrame>{tree}</AppFrame>);
  };
  const preparing = options.prepare?.(window.location.pathname);
  if (preparing) preparing.then(hydrate, hydrate);
  else hydrate();
}
