import { useSyncExternalStore } from 'react';
import { genericMessages } from '@/shared/site-messages';
import { useMessages } from './i18n';
import { PlainIcon } from './plain/icons';

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/**
 * The root shell's network signal: a banner while the browser reports no connection. Plain (styled as MUI's
 * warning alert by plain.css), so it is at hand offline without fetching any code.
 */
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
    <div role="status" className="brp-alert brp-alert--warning brp-offline">
      <PlainIcon name="reportProblemOutlined" size="small" className="brp-alert-icon" />
      <div className="brp-alert-message">{t('NO_NETWORK')}</div>
    </div>
  );
}
