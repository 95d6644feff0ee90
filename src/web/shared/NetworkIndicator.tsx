import Alert from '@mui/material/Alert';
import { useSyncExternalStore } from 'react';
import { genericMessages } from '../../shared/messages';
import { useMessages } from './i18n';

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
    <Alert
      severity="warning"
      role="status"
      sx={{ position: 'fixed', bottom: 8, left: 8, right: 8, zIndex: 1500 }}
    >
      {t('NO_NETWORK')}
    </Alert>
  );
}
