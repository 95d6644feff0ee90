import { lazy, Suspense, useSyncExternalStore } from 'react';
import { genericMessages } from '../../shared/messages';
import { useMessages } from './i18n';

const loadBanner = () => import('./OfflineBanner');
/** Used when the banner's code cannot be fetched (the connection dropped before it was loaded and cached). */
function PlainBanner({ text }: { text: string }) {
  return (
    <div
      role="status"
      style={{
        position: 'fixed',
        bottom: 8,
        left: 8,
        right: 8,
        zIndex: 1500,
        padding: 12,
        background: '#fff4e5',
      }}
    >
      {text}
    </div>
  );
}

const OfflineBanner = lazy(() => loadBanner().catch(() => ({ default: PlainBanner })));

/** Fetches the offline banner's code while the network is there (called once the page is interactive). */
export function preloadOfflineBanner() {
  void loadBanner().catch(() => {
    // Fetched again when the connection drops; the service worker keeps it for offline reloads.
  });
}

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** The root shell's network signal: a banner while the browser reports no connection. */
export function NetworkIndicator() {
  // Prerendered pages (src/web/ssr) are drawn online; the browser's state applies once hydrated.
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const t = useMessages(genericMessages);
  if (online) return null;
  return (
    <Suspense fallback={null}>
      <OfflineBanner text={t('NO_NETWORK')} />
    </Suspense>
  );
}
