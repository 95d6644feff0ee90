import { pageAnswersByAddress } from '../shared/page-data';
import { getToken } from '../shared/session';
import { API_CACHE, answerCacheKey, SERVICE_WORKER_URL, type WorkerMessage } from './protocol';

/** The worker is installed at the page's `load`, or this long after start when a slow resource holds `load` back. */
const START_AT_LATEST_MS = 5_000;
/** An install that failed (an asset the worker precaches did not arrive) is tried again after these pauses. */
const RETRY_AFTER_MS = [5_000, 20_000, 60_000];

/** Resolves true when `worker` reaches `activated`, false when it becomes redundant (its install failed). */
function settled(worker: ServiceWorker): Promise<boolean> {
  return new Promise((resolve) => {
    const check = () => {
      if (worker.state === 'activated') resolve(true);
      else if (worker.state === 'redundant') resolve(false);
      else return;
      worker.removeEventListener('statechange', check);
    };
    worker.addEventListener('statechange', check);
    check();
  });
}

async function install(attempt: number): Promise<void> {
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  } catch (error) {
    // Not allowed here (plain HTTP on a LAN address): the app simply runs online. Any other failure (the
    // worker's script did not arrive) is tried again below.
    if (error instanceof DOMException && error.name === 'SecurityError') return;
  }
  if (registration) {
    const pending = registration.installing ?? registration.waiting;
    if (!pending || registration.active) return;
    if (await settled(pending)) return;
  }
  // The install failed on a bad moment of the network: the app works online meanwhile, and tries again.
  const pause = RETRY_AFTER_MS[attempt];
  if (pause === undefined) return;
  await new Promise((resolve) => setTimeout(resolve, pause));
  await install(attempt + 1);
}

/**
 * A page the server rendered with the visitor's data (config/prerendered-pages.ts LIVE_APP_PAGES) brought the
 * answers of the calls its first screen makes instead of the app asking for them. They are kept as this
 * account's last answers, as the worker keeps those the app asks for, so an offline reload of the app (which
 * starts from the empty shell) finds them. An answer the worker kept since this page was loaded (a driver who
 * went online) is newer and stays.
 */
async function keepPageAnswers() {
  const token = getToken();
  if (!token || !('caches' in window) || !window.isSecureContext) return;
  const kept = pageAnswersByAddress();
  if (kept.length === 0) return;
  const cache = await caches.open(API_CACHE);
  // An answer's Date counts whole seconds.
  const loadedAt = Math.floor(performance.timeOrigin / 1000) * 1000;
  for (const { address, answer } of kept) {
    const key = await answerCacheKey(new URL(`/api/${address}`, location.origin).href, `Bearer ${token}`);
    const cached = await cache.match(key);
    const cachedAt = Date.parse(cached?.headers.get('Date') ?? '');
    if (cachedAt >= loadedAt) continue;
    await cache.put(
      key,
      new Response(JSON.stringify(answer), {
        headers: { 'Content-Type': 'application/json', Date: new Date(performance.timeOrigin).toUTCString() },
      }),
    );
  }
}

/**
 * Installs the offline app shell (src/web/sw/sw.ts) for the rider and driver apps. Browsers allow service
 * workers on HTTPS and localhost only; elsewhere, and in the dev server, the apps simply run online.
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  void keepPageAnswers().catch(() => {});
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    window.removeEventListener('load', start);
    void install(0);
    // Hand over what this page loaded before the worker controlled it, so the next offline reload has it.
    void navigator.serviceWorker.ready.then((registration) => {
      const urls = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.startsWith(location.origin));
      registration.active?.postMessage({
        type: 'warm',
        pages: [location.href],
        urls,
      } satisfies WorkerMessage);
    });
  };
  if (document.readyState === 'complete') start();
  else {
    window.addEventListener('load', start, { once: true });
    setTimeout(start, START_AT_LATEST_MS);
  }
}
