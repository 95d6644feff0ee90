import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Account } from '@schemas/account';
import {
  LIVE_APP_PAGES,
  LIVE_PAGE_FRESH_MS,
  LIVE_PAGES,
  type LiveAppAudience,
} from '@config/prerendered-pages';
import type { WebEntry } from '@config/routes';
import type { Locale } from '@/shared/i18n';
import { canOpenConsole } from '@config/resources';
import { isDriver } from '@/shared/roles';
import { fillShell, type PageCall, type PageRenderer, pageCallAddress } from '@/shared/page-html';
import { importModule } from '../import-module';
import type { App } from '../types';
import type { Encoded } from '../compression';

/** Renderings kept (by page, query and language); the oldest is dropped first. */
const MAX_KEPT = 64;
/** Renders waiting at most: beyond that, visitors get the page's build-time copy instead of waiting. */
const MAX_WAITING = 4;

/** Whether an account with `roles` is one an app page is rendered for (config/prerendered-pages.ts). */
function isFor(audience: LiveAppAudience, roles: readonly string[]): boolean {
  if (audience === 'staff') return canOpenConsole(roles);
  return isDriver(roles) === (audience === 'driver');
}

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
  /** The entries' HTML, into which a rendering goes. */
  shells: ReadonlyMap<WebEntry, string>,
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
      return await importModule<PageRenderer>(pathToFileURL(file).href);
    })().catch((error: unknown) => {
      app.log.warn(
        { err: error },
        'the page renderer could not be loaded: pages are sent without their data',
      );
      return null;
    });
    return renderer;
  };

  /**
   * A GET call of the page, answered by the API as the browser would be: for a signed-out visitor, or with the
   * visitor's token for an app page.
   */
  const answerWith =
    (token?: string) =>
    async (call: PageCall): Promise<unknown> => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/${pageCallAddress(call)}`,
        headers: {
          accept: 'application/json',
          'accept-language': call.locale,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      });
      return response.statusCode === 200 ? response.json() : undefined;
    };
  const fetchAnswer = answerWith();
  const shell = shells.get('public')!;

  /**
   * Runs one rendering, counted among those waiting; a failure is logged and gives null (the caller sends the
   * page without its data).
   */
  const counted = async (task: () => Promise<Encoded | null>, url: string, failed: string) => {
    waiting++;
    try {
      return await task();
    } catch (error) {
      app.log.warn({ err: error, url }, failed);
      return null;
    } finally {
      waiting--;
    }
  };

  const render = async (address: string, pathname: string, locale: Locale) => {
    const loaded = await load();
    if (!loaded) return null;
    return counted(
      async () =>
        encode(fillShell(shell, pathname, locale, await loaded.renderWithData(address, locale, fetchAnswer))),
      address,
      'a live page could not be rendered: sent without its data',
    );
  };

  /** An app page rendered for the account behind `token` (the caller checked that it may see the page). */
  const renderApp = async (pathname: string, search: string, locale: Locale, token: string) => {
    const page = LIVE_APP_PAGES[pathname];
    const appShell = shells.get(page.entry);
    const loaded = await load();
    if (!loaded || !appShell) return null;
    return counted(
      async () => {
        const answer = answerWith(token);
        const account = (await answer({ path: 'user', query: {}, locale })) as Account | undefined;
        if (!account) return null;
        const address = `${pathname}${search ? `?${search.slice(0, 500)}` : ''}`;
        const rendered = await loaded.renderAppWithData(page.entry, address, locale, account, answer);
        return encode(fillShell(appShell, pathname, locale, rendered));
      },
      pathname,
      'an app page could not be rendered: sent without its data',
    );
  };

  return {
    /**
     * An app page (config/prerendered-pages.ts LIVE_APP_PAGES) rendered for the signed-in visitor whose token
     * the page request carried, with the visitor's data; null (the caller sends the entry's shell) when the
     * token is not a live session, the account is not one the page is for, or the renderer is missing, busy
     * or failing. Never kept: each rendering is one visitor's.
     */
    async appPage(pathname: string, search: string, locale: Locale, token: string): Promise<Encoded | null> {
      const page = LIVE_APP_PAGES[pathname];
      // A `?token=` sign-in in the address is the page's own business (it may be another account's).
      if (!page || new URLSearchParams(search).has('token')) return null;
      const user = await app.sessions.resolve(token).catch(() => null);
      if (!user || !isFor(page.for, user.roles)) return null;
      if (waiting >= MAX_WAITING) return null;
      return renderApp(pathname, search, locale, token);
    },
    isLiveApp(pathname: string): boolean {
      return Object.hasOwn(LIVE_APP_PAGES, pathname);
    },
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
