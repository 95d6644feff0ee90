import { SERVICE_WORKER_URL, type WorkerMessage } from './protocol';

function post(message: WorkerMessage) {
  navigator.serviceWorker?.controller?.postMessage(message);
}

/**
 * Installs the offline app shell (src/web/sw/sw.ts) for the rider and driver apps. Browsers allow service
 * workers on HTTPS and localhost only; elsewhere, and in the dev server, the apps simply run online.
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const start = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => {
      // Not allowed here (plain HTTP on a LAN address) or storage is full: the app keeps working online.
    });
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
  else window.addEventListener('load', start, { once: true });
}

/** Drops the cached API answers of the account that just logged out. */
export function forgetCachedAnswers() {
  post({ type: 'logout' });
}
