/**
 * The service worker of the rider (public site and booking) and driver apps. It keeps the app shell so a
 * reload without signal still opens the app:
 * - the manifests and icons are precached at install (the list vite-plugin-pwa injects);
 * - each app's page is kept when it is loaded (rider, public site, driver) and serves its screens offline;
 * - hashed assets (/assets/) are cached the first time they are used, and kept (their names change with
 *   their content); the page hands over the assets it loaded before the worker took control;
 * - the offline map's files (/map/) are served from the cache and refreshed in the background;
 * - a page navigation goes to the network first and, without signal, gets its app's cached entry page;
 * - the API's GET answers (the booking, the driver's current job, settings) go to the network first and
 *   fall back to the last answer this account got, so the last known booking shows offline.
 * The operations console is left to the network.
 */
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { entryFor } from '@config/routes';
import { PAGE_DATA_ELEMENT_ID } from '@/shared/page-html';
import {
  API_CACHE,
  ASSET_CACHE,
  answerCacheKey,
  KEPT_ANSWER_HEADER,
  MAP_CACHE,
  PAGE_CACHE,
  type WorkerMessage,
} from './protocol';

type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type MessageEvent = ExtendableEvent & { data: unknown };
declare global {
  interface Window {
    /** The precache list vite-plugin-pwa writes into the built worker. */
    __WB_MANIFEST: (string | { url: string; revision: string | null })[];
  }
}
type WorkerScope = {
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
};
const worker = self as unknown as WorkerScope;

/** Where the last page of each app is kept: one entry page per app serves every screen of it offline. */
const pageKey = (entry: string) => new URL(`/__app-shell/${entry}`, location.origin).href;

/** A page rendered with a visitor's data, as the app's empty shell (src/shared/page-html.ts `fillShell`). */
function withoutScreen(html: string): string {
  const root = html.indexOf('<div id="root"');
  const data = html.indexOf(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">`);
  const dataEnd = data < 0 ? -1 : html.indexOf('</script>', data);
  if (root < 0 || data < root || dataEnd < 0) return html.replace(/ data-prerendered="[^"]*"/, '');
  return `${html.slice(0, root)}<div id="root"></div>${html.slice(dataEnd + '</script>'.length)}`;
}

/** Keeps a page's answer as its app's shell (rider, public, driver; the console is left to the network). */
async function keepPage(url: URL, response: Response) {
  const entry = entryFor(url.pathname) ?? 'public';
  if (entry === 'console' || !response.ok) return;
  if (!(response.headers.get('Content-Type') ?? '').includes('text/html')) return;
  const cache = await caches.open(PAGE_CACHE);
  if ((response.headers.get('Cache-Control') ?? '').includes('private')) {
    // A page rendered with the visitor's data (config/prerendered-pages.ts LIVE_APP_PAGES) is kept as the
    // app's empty shell, without the screen and its answers: an offline start draws the app afresh, from the
    // answers the page kept as the account's last ones (src/web/sw/register.ts keepPageAnswers).
    const html = withoutScreen(await response.text());
    await cache.put(
      pageKey(entry),
      new Response(html, {
        headers: { 'Content-Type': response.headers.get('Content-Type') ?? 'text/html' },
      }),
    );
    return;
  }
  await cache.put(pageKey(entry), response);
}

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/.*/] });

worker.addEventListener('install', () => {
  void worker.skipWaiting();
});
worker.addEventListener('activate', (event) => {
  event.waitUntil(worker.clients.claim());
});

// Page navigations: the server's page when there is signal (kept as its app's shell), the shell when not.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && url.origin === location.origin && !url.pathname.startsWith('/api/'),
  async ({ request, url }) => {
    const entry = entryFor(url.pathname) ?? 'public';
    try {
      const response = await fetch(request);
      await keepPage(url, response.clone()).catch(() => {});
      return response;
    } catch (error) {
      if (entry === 'console') throw error;
      const page = await caches.match(pageKey(entry));
      if (page) return page;
      throw error;
    }
  },
);

registerRoute(
  ({ url }) => url.origin === location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: ASSET_CACHE }),
);

registerRoute(
  ({ url }) => url.origin === location.origin && url.pathname.startsWith('/map/'),
  new StaleWhileRevalidate({ cacheName: MAP_CACHE }),
);

/**
 * Changes whose answer is the new state of a GET the app reads at start: the answer is stored as that GET's
 * last answer, so an offline reload shows the state after the change (a driver who just went online).
 */
const ANSWERS_ALSO_FOR: Record<string, string> = { '/api/driver/status': '/api/driver/me' };

function cacheKeyFor(url: string, request: Request): Promise<string> {
  return answerCacheKey(url, request.headers.get('Authorization') ?? '');
}

registerRoute(
  ({ url }) => url.origin === location.origin && url.pathname in ANSWERS_ALSO_FOR,
  async ({ request, url }) => {
    const copy = request.clone();
    const response = await fetch(request);
    if (response.status === 200) {
      const cache = await caches.open(API_CACHE);
      const target = new URL(ANSWERS_ALSO_FOR[url.pathname], location.origin).href;
      await cache.put(await cacheKeyFor(target, copy), response.clone());
    }
    return response;
  },
  'POST',
);

/** The operations console's calls stay with the network: staff data is not kept on the device. */
function fromConsole(request: Request): boolean {
  if (!request.referrer) return false;
  try {
    return entryFor(new URL(request.referrer).pathname) === 'console';
  } catch {
    return false;
  }
}

registerRoute(
  ({ url, request }) =>
    url.origin === location.origin &&
    request.method === 'GET' &&
    url.pathname.startsWith('/api/') &&
    !url.pathname.startsWith('/api/admin/') &&
    url.pathname !== '/api/realtime' &&
    !fromConsole(request),
  new NetworkFirst({
    cacheName: API_CACHE,
    plugins: [
      {
        async cacheKeyWillBeUsed({ request }) {
          return cacheKeyFor(request.url, request);
        },
        async cacheWillUpdate({ response }) {
          return response.status === 200 ? response : null;
        },
        // A kept answer says so (its Date header says when it was given), so a screen never shows it as current.
        async cachedResponseWillBeUsed({ cachedResponse }) {
          if (!cachedResponse) return cachedResponse;
          const headers = new Headers(cachedResponse.headers);
          headers.set(KEPT_ANSWER_HEADER, '1');
          return new Response(cachedResponse.body, {
            status: cachedResponse.status,
            statusText: cachedResponse.statusText,
            headers,
          });
        },
      },
    ],
  }),
);

worker.addEventListener('message', (event) => {
  const message = event.data as WorkerMessage | null;
  if (message?.type === 'warm') {
    // The page and the assets it loaded before this worker controlled it.
    event.waitUntil(
      (async () => {
        const assets = await caches.open(ASSET_CACHE);
        const map = await caches.open(MAP_CACHE);
        for (const href of [...message.pages, ...message.urls]) {
          const url = new URL(href, location.origin);
          if (url.origin !== location.origin) continue;
          if (message.pages.includes(href)) {
            // The page itself, fetched before this worker controlled it: kept as its app's shell.
            const response = await fetch(url.href, { credentials: 'same-origin' }).catch(() => null);
            if (response) await keepPage(url, response).catch(() => {});
            continue;
          }
          const cache = url.pathname.startsWith('/assets/')
            ? assets
            : url.pathname.startsWith('/map/')
              ? map
              : null;
          if (!cache || (await cache.match(url.href))) continue;
          await cache.add(url.href).catch(() => {});
        }
      })(),
    );
  } else if (message?.type === 'logout') {
    event.waitUntil(caches.delete(API_CACHE));
  }
});
