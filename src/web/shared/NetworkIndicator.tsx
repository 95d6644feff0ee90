import Alert from '@mui/material/Alert';
import { useEffect, useState } from 'react';
import { genericMessages } from '../../shared/messages';
import { useMessages } from './i18n';

/** The root shell's network signal: a banner while the browser reports no connection. */
export function NetworkIndicator() {
  const [online, setOnline] = useState(() => navigator.onLine);
  const t = useMessages(genericMessages);
  useEffect(() => {
    const up = () => setOnline(true);
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);
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
