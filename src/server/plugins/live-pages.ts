import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { LIVE_PAGE_FRESH_MS, LIVE_PAGES } from '../../../config/prerendered-pages';
import type { Locale } from '../../shared/i18n';
import { fillShell, type PageCall, type PageRenderer, pageCallAddress } from '../../shared/page-html';
import type { App } from '../types';
import type { Encoded } from './pages';

/** Renderings kept (by page, query and language); the oldest is dropped first. */
const MAX_KEPT = 64;
/** Renders waiting at most: beyond that, visitors get the page's build-time copy instead of waiting. */
const MAX_WAITING = 4;

/** The page's address as rendered: only the query parameters the page reads, in a fixed order. */
function liveAddress(pathname: string, search: string): string {
  const read = LIVE_PAGES[pathname] ?? [];
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of read) {
    const value = given.get(name);
    if (value !== null) kept.set(name, value.slice(0, 100));
  }
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * The public pages of config/prerendered-pages.ts `LIVE_PAGES`, rendered by the server when asked with the data
 * they show (the pricing page's fares) in the HTML: the first screen needs no JavaScript and no second round
 * trip. The page's GET calls are answered by this server's own API (the same answers the browser would get), a
 * rendering is sent again for LIVE_PAGE_FRESH_MS, and renders run one at a time. `page()` gives null when the
 * renderer is missing, failing or busy: the caller sends the build-time copy then.
 */
export function livePages(
  app: App,
  file: string | undefined,
  shell: string,
  /** Compresses a rendering (each time one is made, so quickly). */
  encode: (html: string) => Encoded,
) {
  let renderer: Promise<PageRenderer | null> | undefined;
  const kept = new Map<string, { at: number; page: Promise<Encoded | null> }>();
  let waiting = 0;

  const load = () => {
    renderer ??= (async () => {
      if (!file || !fs.existsSync(file)) return null;
      // React renders as in the browser's production build, unless the environment says otherwise.
      process.env.NODE_ENV ??= 'production';
      return (await import(pathToFileURL(file).href)) as PageRenderer;
    })().catch((error: unknown) => {
      app.log.warn(
        { err: error },
        'the page renderer could not be loaded: pages are sent without their data',
      );
      return null;
    });
    return renderer;
  };

  /** A GET call of the page, answered by the API as the browser would be, for a signed-out visitor. */
  const fetchAnswer = async (call: PageCall): Promise<unknown> => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/${pageCallAddress(call)}`,
      headers: { accept: 'application/json', 'accept-language': call.locale },
    });
    return response.statusCode === 200 ? response.json() : undefined;
  };

  const render = async (address: string, pathname: string, locale: Locale) => {
    const loaded = await load();
    if (!loaded) return null;
    waiting++;
    try {
      const page = await loaded.renderWithData(address, locale, fetchAnswer);
      return encode(fillShell(shell, pathname, locale, page));
    } catch (error) {
      app.log.warn({ err: error, url: address }, 'a live page could not be rendered: sent without its data');
      return null;
    } finally {
      waiting--;
    }
  };

  return {
    /** Loads the renderer in the background, so the first visitor does not wait for it. */
    warmUp() {
      void load();
    },
    isLive(pathname: string): boolean {
      return Object.hasOwn(LIVE_PAGES, pathname);
    },
    page(pathname: string, search: string, locale: Locale): Promise<Encoded | null> {
      const address = liveAddress(pathname, search);
      const key = `${locale}:${address}`;
      const found = kept.get(key);
      if (found && Date.now() - found.at < LIVE_PAGE_FRESH_MS) return found.page;
      if (waiting >= MAX_WAITING) return found?.page ?? Promise.resolve(null);
      const page = render(address, pathname, locale);
      kept.delete(key);
      if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
      kept.set(key, { at: Date.now(), page });
      // A failed rendering is not kept: the next visitor tries again.
      void page.then((result) => {
        if (!result && kept.get(key)?.page === page) kept.delete(key);
      });
      return page;
    },
  };
}
