/**
 * Public pages prerendered at build time (scripts/prerender.ts) in each language: their first screen is in
 * the HTML the server sends, and the browser hydrates it. Only pages that look the same for every signed-out
 * visitor belong here; the others are rendered in the browser from the entry's shell.
 */
import type { Locale } from '../src/shared/i18n';
import { PRICING_QUERY_PARAMS } from '../src/shared/pricing-query';

export const PRERENDERED_PAGES = [
  '/',
  '/login',
  '/register',
  '/register-foreign',
  '/forgot-password',
  '/pricing',
  '/download',
  '/user-guide',
  '/user-guide/huawei-app-install',
  '/user-guide/wallet-top-up',
  '/contact-us',
  '/privacy-policy',
  '/terms-and-conditions',
  '/opportunities',
  '/hiring',
  '/jobs',
  '/job-opportunities',
  '/services',
  '/delivery',
] as const;

/**
 * The language chosen on the device, mirrored from the browser's storage so the server can send the page
 * prerendered in that language (without it: the Accept-Language header, then English).
 */
export const LOCALE_COOKIE = 'brp_locale';

/** Pages whose first screen does not change with the query string (`/login?r=...`). */
export const QUERY_INDEPENDENT_PAGES: readonly string[] = ['/login'];

/** The prerendered HTML of a page in a language, relative to the build directory. */
export function prerenderedFile(pathname: string, locale: Locale): string {
  return `prerendered/${locale}/${pathname === '/' ? 'index' : pathname.slice(1)}.html`;
}

/**
 * Public pages whose first screen shows data the server holds (the fares): the server renders them when asked,
 * with that data in the HTML, for the query parameters each one reads (src/server/plugins/live-pages.ts).
 * Their build-time copy (without the data) is sent while the renderer is busy or starting.
 */
export const LIVE_PAGES: Readonly<Record<string, readonly string[]>> = {
  '/pricing': PRICING_QUERY_PARAMS,
};

/** A live page's rendering is sent again for this long before the page is rendered anew with fresh data. */
export const LIVE_PAGE_FRESH_MS = 10_000;

/**
 * App pages the server renders for a signed-in visitor with the visitor's own data (the session token cookie,
 * config/routes.ts `SESSION_TOKEN_COOKIE`): their first screen is in the HTML, and the app hydrates it. Each is
 * rendered only for the accounts it is for (`client`: any account but a driver's; `driver`: a driver's; `staff`:
 * an account that may open the console); every other visitor gets the entry's shell as before. A rendering is
 * never kept or shared. A driver's trip in hand (its map and chat) is drawn in the browser only: the page shows
 * it loading. The console's dashboard is a drawing of react-admin's (src/web/console/FirstScreen.tsx), which
 * react-admin replaces once drawn instead of hydrating it.
 */
export const LIVE_APP_PAGES: Readonly<Record<string, { entry: LiveAppEntry; for: LiveAppAudience }>> = {
  '/book/ride': { entry: 'ride', for: 'client' },
  '/ride/book': { entry: 'ride', for: 'client' },
  '/driver/jobs': { entry: 'driver', for: 'driver' },
  '/console': { entry: 'console', for: 'staff' },
};

/** The web apps with pages the server renders for a signed-in visitor. */
export type LiveAppEntry = 'ride' | 'driver' | 'console';
export type LiveAppAudience = 'client' | 'driver' | 'staff';
