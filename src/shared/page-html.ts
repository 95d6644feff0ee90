/**
 * A web entry's HTML with a page's first screen in it: what the build writes for the prerendered public pages
 * (scripts/prerender.ts) and what the server sends for the public pages it renders with their data when asked
 * (src/server/plugins/pages.ts, with the renderer built from src/web/ssr/render-public.tsx).
 */

import type { Account } from '@schemas/account';
import type { LiveAppEntry } from '@config/prerendered-pages';

/**
 * A page's first screen: the HTML inside #root and the style tags for the head; `outside`, HTML before #root that
 * shows before the app arrives (the home page's user-guide prompt, open; its first script hides it for a visitor
 * who has answered it). It comes first in the body so that it is in the first paint: the browser may paint a
 * page before it has parsed all of it (on a slow phone, after the first part of a long body).
 */
export type RenderedPage = { html: string; styles: string; outside?: string };

/** The GET call a page makes through the web apps' `api()`: path under /api/, query, the answer's language. */
export type PageCallQuery = Record<string, string | number | undefined | null>;
export type PageCall = { path: string; query: PageCallQuery; locale: string };

/** A page rendered with its data, and the answers it was rendered with (sent along for hydration). */
export type RenderedPageWithData = RenderedPage & { answers: Map<string, unknown> };

/** What the server build of src/web/ssr/render-public.tsx exports. */
export type PageRenderer = {
  renderAppWithData(
    entry: LiveAppEntry,
    url: string,
    locale: string,
    account: Account,
    fetchAnswer: (call: PageCall) => Promise<unknown>,
  ): Promise<RenderedPageWithData>;
  render(url: string, locale: string): Promise<RenderedPage>;
  renderWithData(
    url: string,
    locale: string,
    fetchAnswer: (call: PageCall) => Promise<unknown>,
  ): Promise<RenderedPageWithData>;
};

/** The id of the `<script type="application/json">` that carries a page's answers. */
export const PAGE_DATA_ELEMENT_ID = 'brp-page-data';

/**
 * The `<meta>` that names the stylesheet a page links after its first paint: written by the server beside the
 * first screen's own rules (src/server/first-screen-styles.ts), read by the first script (src/web/shared/start-app.ts).
 */
export const LATER_STYLES_META = 'brp-later-styles';

/**
 * The `<meta>` that names an entry's app scripts, the first one to run and the modules it imports (separated by
 * spaces): written by the build in place of the script tags (scripts/first-script.ts), read by the page's inline
 * first script, which asks for them once the page has been painted (src/web/shared/first-script.ts).
 */
export const APP_SCRIPTS_META = 'brp-app-scripts';

/**
 * The `<meta>` that names an entry's web app manifest, linked by the first script once the page has been painted
 * (the browser fetches a linked manifest as soon as the page has loaded, which can be before it is painted).
 */
export const MANIFEST_META = 'brp-manifest';

/** A call's address under /api/: its path and its query as `api()` sends it (empty values left out), in a fixed order. */
export function pageCallAddress({ path, query }: Pick<PageCall, 'path' | 'query'>): string {
  const params = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => [key, String(value)]);
  const search = new URLSearchParams(params).toString();
  return `${path.replace(/^\//, '')}${search ? `?${search}` : ''}`;
}

/** One call's key: its address and the answer's language. */
export function pageCallKey(call: PageCall): string {
  return `${call.locale}:${pageCallAddress(call)}`;
}

/** The answers as the page carries them: JSON that is safe inside a `<script>` element. */
export function pageDataScript(answers: Map<string, unknown>): string {
  const json = JSON.stringify(Object.fromEntries(answers))
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`;
}

/**
 * Until the app has hydrated the page, taps would be lost (no handlers yet): the first screen shows at once but
 * takes input only when hydrated (`data-hydrated`; the start path: src/web/shared/start-app.ts). Without
 * JavaScript its plain links work.
 */
const UNTIL_HYDRATED =
  '<style>#root[data-prerendered]:not([data-hydrated]){pointer-events:none}</style>' +
  // The home page's user-guide prompt needs its first script (its answers are remembered on the device).
  '<noscript><style>#root[data-prerendered]{pointer-events:auto!important}#brp-early-user-guide{display:none}</style></noscript>';

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The entry's HTML with the page's first screen in #root, its styles in the head, what it shows before the app
 * before #root and, for a page rendered with its data, the answers after #root.
 */
export function fillShell(
  shell: string,
  pathname: string,
  locale: string,
  page: RenderedPage & { answers?: Map<string, unknown> },
): string {
  const rootTag = '<div id="root"></div>';
  if (!shell.includes(rootTag) || !shell.includes('</head>')) throw new Error('Unexpected entry HTML');
  const data = page.answers && page.answers.size > 0 ? pageDataScript(page.answers) : '';
  return shell
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
    .replace('</head>', `${UNTIL_HYDRATED}${page.styles}</head>`)
    .replace(
      rootTag,
      `${page.outside ?? ''}<div id="root" data-prerendered="${escapeAttr(pathname)}" data-locale="${locale}">${page.html}</div>${data}`,
    );
}
