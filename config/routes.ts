/**
 * Every URL of the spec and which web entry serves it. The server answers page requests from this table
 * (unknown paths get the public entry's not-found page with status 404) and the web apps use it to decide
 * whether a link stays inside the current entry or loads another one.
 */
import { CITY_LANDING_PAGES } from './site-constants';

export type WebEntry = 'public' | 'ride' | 'driver' | 'console';

export const ENTRY_HTML: Record<WebEntry, string> = {
  public: 'index.html',
  ride: 'ride/index.html',
  driver: 'driver/index.html',
  console: 'console/index.html',
};

/** City landing pages (config/constants.ts): the home map with a fixed start centre, search started at once. */
export const CITY_PAGES = CITY_LANDING_PAGES;

export type RouteEntry = { path: string; entry: WebEntry; title: string; login?: boolean };

const cityRoutes: RouteEntry[] = CITY_PAGES.flatMap((city) =>
  [city.slug, ...city.aliases].map((slug) => ({ path: `/${slug}`, entry: 'public' as const, title: 'Home' })),
);

export const ROUTES: RouteEntry[] = [
  // Public site (spec part 1 §2)
  { path: '/', entry: 'public', title: 'Home' },
  ...cityRoutes,
  { path: '/admin/trike', entry: 'public', title: 'Tricycles' },
  { path: '/car', entry: 'public', title: 'Cars' },
  { path: '/login', entry: 'public', title: 'Login' },
  { path: '/register', entry: 'public', title: 'Register' },
  { path: '/register-foreign', entry: 'public', title: 'Register as a foreigner' },
  { path: '/forgot-password', entry: 'public', title: 'Forgot password' },
  { path: '/pricing', entry: 'public', title: 'Pricing' },
  { path: '/download', entry: 'public', title: 'Download the app' },
  { path: '/open-app', entry: 'public', title: 'Open the app' },
  { path: '/user-guide', entry: 'public', title: 'User Guide' },
  { path: '/user-guide/tutorial/partner/:slug', entry: 'public', title: 'User Guide' },
  { path: '/user-guide/tutorial/:slug', entry: 'public', title: 'User Guide' },
  { path: '/user-guide/huawei-app-install', entry: 'public', title: 'Install the Huawei app' },
  { path: '/user-guide/wallet-top-up', entry: 'public', title: 'Top up your wallet' },
  { path: '/contact-us', entry: 'public', title: 'Contact Us' },
  { path: '/privacy-policy', entry: 'public', title: 'Privacy Policy' },
  { path: '/terms-and-conditions', entry: 'public', title: 'Terms and Conditions' },
  { path: '/opportunities', entry: 'public', title: 'Job Opportunities' },
  { path: '/opportunities/:branch', entry: 'public', title: 'Job Opportunities' },
  { path: '/hiring', entry: 'public', title: 'Hiring' },
  { path: '/hiring/:branch', entry: 'public', title: 'Hiring' },
  { path: '/jobs', entry: 'public', title: 'Jobs' },
  { path: '/job-opportunities', entry: 'public', title: 'Job Opportunities' },
  { path: '/share/:referralCode', entry: 'public', title: 'Invitation' },
  { path: '/brp-store', entry: 'public', title: 'BRP Store' },
  { path: '/leaderboard', entry: 'public', title: 'Leaderboard' },
  { path: '/leaderboard/ranks', entry: 'public', title: 'Ranks' },
  { path: '/qr-generator', entry: 'public', title: 'QR Generator' },
  { path: '/docs/color-palette', entry: 'public', title: 'Colour palette' },
  { path: '/coe', entry: 'public', title: 'Redirecting...' },
  { path: '/certificate-of-employment', entry: 'public', title: 'Redirecting...' },
  { path: '/update-vehicle', entry: 'public', title: 'Redirecting...' },
  { path: '/vehicle', entry: 'public', title: 'Redirecting...' },
  { path: '/raffle', entry: 'public', title: 'Redirecting...' },
  { path: '/sign-out-my-account', entry: 'public', title: 'Signing out' },
  { path: '/app-updates', entry: 'public', title: 'App updates' },
  { path: '/:appType/app-updates', entry: 'public', title: 'App updates' },
  { path: '/services', entry: 'public', title: 'Services' },
  { path: '/delivery', entry: 'public', title: 'Delivery' },
  { path: '/pautos-delivery', entry: 'public', title: 'Pautos and delivery' },
  { path: '/delete-account', entry: 'public', title: 'Delete account', login: true },
  { path: '/redeem', entry: 'public', title: 'Redeem' },
  { path: '/redeem/:code', entry: 'public', title: 'Redeem' },

  // Rider booking (spec part 1 §2, part 2 delivery editing and gift claims)
  { path: '/book/ride', entry: 'ride', title: 'Book a ride', login: true },
  { path: '/ride/book', entry: 'ride', title: 'Book a ride', login: true },
  { path: '/book/pasuyo', entry: 'ride', title: 'Pasuyo', login: true },
  { path: '/pautos', entry: 'ride', title: 'Pautos', login: true },
  { path: '/booking/:code/chat', entry: 'ride', title: 'Chat' },
  { path: '/booking/:ref', entry: 'ride', title: 'Booking' },
  { path: '/orders/:orderId/view-customer', entry: 'console', title: 'Customer statistics' },
  { path: '/orders/:orderId', entry: 'ride', title: 'Booking' },
  { path: '/delivery/stores/map', entry: 'console', title: 'Partner stores', login: true },
  { path: '/delivery/stores/:id', entry: 'ride', title: 'Store' },
  { path: '/delivery/stores/:id/products/:productId', entry: 'ride', title: 'Product' },
  { path: '/delivery/edit_stores/:id', entry: 'ride', title: 'Edit order', login: true },
  { path: '/store/orders', entry: 'ride', title: 'Store orders', login: true },
  { path: '/claim-gift-certificate', entry: 'ride', title: 'Claim gift certificate', login: true },
  { path: '/claim', entry: 'ride', title: 'Claim gift certificate', login: true },
  { path: '/wallet', entry: 'ride', title: 'Wallet', login: true },

  // Driver portal (spec part 2 §2, plus the job screen the spec takes for granted)
  { path: '/driver/jobs', entry: 'driver', title: 'Jobs', login: true },
  { path: '/id', entry: 'driver', title: 'ID Generator', login: true },
  { path: '/profile', entry: 'driver', title: 'Profile', login: true },
  { path: '/invoices', entry: 'driver', title: 'Invoices', login: true },
  { path: '/driver/general-meeting', entry: 'driver', title: 'General Meeting', login: true },
  { path: '/general-meeting', entry: 'driver', title: 'General Meeting', login: true },
  { path: '/driver-meeting', entry: 'driver', title: 'General Meeting', login: true },
  { path: '/tracking', entry: 'driver', title: 'Tracking', login: true },
  { path: '/tracking/:type', entry: 'driver', title: 'Tracking', login: true },
  { path: '/new_rewards_quota', entry: 'driver', title: 'Booking points', login: true },
  { path: '/driver-earnings', entry: 'driver', title: 'Booking points', login: true },
  { path: '/driver/rewards/24_hour_quota', entry: 'driver', title: '24-hour quota', login: true },
  {
    path: '/driver/rewards/24_hour_quota/claim',
    entry: 'driver',
    title: 'Past claimed rewards',
    login: true,
  },
  {
    path: '/driver/rewards/24_hour_quota/history/rewards',
    entry: 'driver',
    title: 'Received rewards',
    login: true,
  },
  { path: '/driver/peakhours', entry: 'driver', title: 'Bonus Ride', login: true },
  { path: '/drivers/sign-up', entry: 'driver', title: 'Become a Driver' },
  { path: '/drivers/commitment', entry: 'driver', title: 'Commitment', login: true },
  { path: '/view-user-stats', entry: 'console', title: 'Customer statistics' },

  // Staff (console entry)
  { path: '/console', entry: 'console', title: 'Operations console', login: true },
  { path: '/console/*', entry: 'console', title: 'Operations console', login: true },
  { path: '/attendance/scanner', entry: 'console', title: 'Attendance scanner', login: true },
  { path: '/online-drivers', entry: 'console', title: 'Online drivers', login: true },
  { path: '/view-certificates/:bulkId', entry: 'console', title: 'Gift certificates', login: true },
  { path: '/affiliate/stores/map', entry: 'console', title: 'Affiliate stores', login: true },
  { path: '/partners', entry: 'console', title: 'Partners', login: true },
  { path: '/partners/:id', entry: 'console', title: 'Partner', login: true },
  { path: '/terminal', entry: 'console', title: 'Terminals', login: true },
];

/**
 * Spec URLs that drivers and staff share. The page request carries no account, so the route table serves the
 * driver entry for them; when that entry starts and the stored account holds one of the screen's staff roles,
 * it sends them to the console screen instead (`src/web/shared/mount.tsx`). Drivers stay on their own screen.
 */
const TRACKING_STAFF = ['admin', 'operations-manager', 'brp-partner-manager'] as const;
const OPS_STAFF = ['admin', 'operations-manager'] as const;
export const STAFF_SCREENS: { path: string; console: string; roles: readonly string[] }[] = [
  { path: '/tracking', console: '/console/tracking', roles: TRACKING_STAFF },
  { path: '/tracking/:type', console: '/console/tracking/:type', roles: TRACKING_STAFF },
  { path: '/drivers/commitment', console: '/console/commitments', roles: OPS_STAFF },
];

/**
 * The console address of a shared spec URL, with its parameters filled in; null when it is not one, or when
 * `roles` is given and holds none of the screen's staff roles.
 */
export function staffScreenFor(pathname: string, roles?: readonly string[]): string | null {
  for (const screen of STAFF_SCREENS) {
    const match = matchRoute(pathname, [compile({ path: screen.path, entry: 'console', title: '' })]);
    if (match) {
      if (roles && !roles.some((role) => screen.roles.includes(role))) return null;
      return screen.console.replace(/:([a-zA-Z_]+)/g, (_all, key: string) =>
        encodeURIComponent(match.params[key] ?? ''),
      );
    }
  }
  return null;
}

/** Login return codes (query `r`): where the user goes after logging in. */
export const LOGIN_RETURN_CODES: Record<string, { path: string; roles?: readonly string[] }> = {
  tracking: { path: '/tracking' },
  id: { path: '/id' },
  'driver-general-meeting': { path: '/driver/general-meeting' },
  'book/ride': { path: '/book/ride' },
  'book/pasuyo': { path: '/book/pasuyo' },
  pautos: { path: '/pautos' },
  'camera-scanner': { path: '/attendance/scanner', roles: ['admin', 'operations-manager'] },
  profile: { path: '/profile' },
  invoices: { path: '/invoices' },
  'claim-gift-certificate': { path: '/claim-gift-certificate' },
  wallet: { path: '/wallet' },
  'delete-account': { path: '/delete-account' },
  'partners-map': { path: '/delivery/stores/map' },
  'online-drivers': { path: '/online-drivers' },
  'view-gift-certificates': { path: '/console/gift-certificates' },
  new_rewards_quota: { path: '/new_rewards_quota' },
  'driver-jobs': { path: '/driver/jobs' },
  'store-orders': { path: '/store/orders', roles: ['store-staff'] },
  'driver-24-hour-quota': { path: '/driver/rewards/24_hour_quota' },
  'driver-peakhours': { path: '/driver/peakhours' },
};

type Compiled = { route: RouteEntry; regex: RegExp; keys: string[] };

function compile(route: RouteEntry): Compiled {
  const keys: string[] = [];
  const pattern = route.path
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      if (segment.startsWith(':')) {
        keys.push(segment.slice(1));
        return '([^/]+)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { route, regex: new RegExp(`^${pattern === '' ? '/' : pattern}/?$`), keys };
}

const compiled = ROUTES.map(compile);

export type RouteMatch = { route: RouteEntry; params: Record<string, string> };

/** Finds the route serving a path; first match wins, so fixed paths are listed before parameterised ones. */
export function matchRoute(pathname: string, table: readonly Compiled[] = compiled): RouteMatch | null {
  for (const { route, regex, keys } of table) {
    const found = regex.exec(pathname);
    if (!found) continue;
    const params: Record<string, string> = {};
    keys.forEach((key, index) => {
      params[key] = decodeURIComponent(found[index + 1]);
    });
    return { route, params };
  }
  return null;
}

export function entryFor(pathname: string): WebEntry | null {
  return matchRoute(pathname)?.route.entry ?? null;
}

/** Further paths of the screens a return code brings back (the code's own path is in LOGIN_RETURN_CODES). */
const RETURN_CODE_ALIASES: Record<string, string> = {
  '/ride/book': 'book/ride',
  '/claim': 'claim-gift-certificate',
  '/general-meeting': 'driver-general-meeting',
  '/driver-meeting': 'driver-general-meeting',
  '/tracking/:type': 'tracking',
  '/driver-earnings': 'new_rewards_quota',
};

/**
 * The login return code of a page that needs login (spec part 1 §2 "Login return codes"), or null when the
 * spec gives the page none (its screen then sends signed-out visitors on itself). The server redirects
 * signed-out visits to `/login?r=<code>` before any JavaScript loads.
 */
export function loginReturnCode(match: RouteMatch): string | null {
  const { route, params } = match;
  if (!route.login) return null;
  if (route.path === '/delivery/edit_stores/:id') return `delivery/edit_stores_${params.id}`;
  const alias = RETURN_CODE_ALIASES[route.path];
  if (alias) return alias;
  for (const [code, target] of Object.entries(LOGIN_RETURN_CODES)) {
    if (target.path === route.path) return code;
  }
  return null;
}

/**
 * A cookie that only says "this browser holds a session token" (the token itself stays in local storage, as
 * the spec keeps it). The server uses it to redirect signed-out visits early; it grants nothing: every API call
 * still needs the bearer token, and a stale hint only means the screen's own check sends the visitor on.
 */
export const SESSION_HINT_COOKIE = 'brp_signed_in';

/**
 * The session token, mirrored from local storage by the browser apps (as the hint is) so the server can render
 * the first screen of an app page with the visitor's own data (config/prerendered-pages.ts `LIVE_APP_PAGES`).
 * The server reads it only for those page requests; the API never accepts it (every call still needs the
 * bearer header), so a page on another site cannot act with it.
 */
export const SESSION_TOKEN_COOKIE = 'brp_session';

/** The value of a cookie in a Cookie header (undefined when missing). */
export function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  return cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

/**
 * A second hint beside {@link SESSION_HINT_COOKIE}: the stored account's role names, kept in step by the browser
 * apps. The server reads it only to choose where a page request goes (staff who open a URL shared with drivers,
 * such as /tracking, are redirected to the console's screen before any script loads); it never grants
 * anything. A wrong or forged value only sends that browser to a screen whose own checks then apply.
 */
export const ROLE_HINT_COOKIE = 'brp_roles';
const ROLE_HINT_SEPARATOR = '.';
const ROLE_HINT_NAME = /^[a-z][a-z-]{0,39}$/;

/** The role hint's value for the stored role names (only plain role names; at most a handful). */
export function roleHintValue(roles: readonly string[]): string {
  return roles
    .filter((role) => ROLE_HINT_NAME.test(role))
    .slice(0, 8)
    .join(ROLE_HINT_SEPARATOR);
}

/** The role names a Cookie header's role hint holds; anything malformed reads as none. */
export function roleHintFrom(cookieHeader: string | undefined): string[] {
  const value = cookieValue(cookieHeader, ROLE_HINT_COOKIE);
  if (!value) return [];
  return value
    .split(ROLE_HINT_SEPARATOR)
    .filter((role) => ROLE_HINT_NAME.test(role))
    .slice(0, 8);
}
