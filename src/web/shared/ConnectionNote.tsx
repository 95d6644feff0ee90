import Typography from '@mui/material/Typography';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { STATUS_POLL_MS } from '@config/constants';
import { defineMessages } from '@/shared/i18n';
import { useMessages } from './i18n';
import { realtime } from './realtime';

export const connectionMessages = defineMessages(
  {
    LAST_UPDATED: 'Last updated {ago} ago · reconnecting...',
    RECONNECTING: 'Reconnecting...',
    SECONDS: '{n} s',
    MINUTES: '{n} min',
  },
  {
    LAST_UPDATED: 'Huling update {ago} na ang nakalipas · kumokonekta ulit...',
    RECONNECTING: 'Kumokonekta ulit...',
    SECONDS: '{n} seg',
    MINUTES: '{n} min',
  },
);

/** Live updates may have been missed when no answer came for this long. */
const STALE_AFTER_MS = 2.5 * STATUS_POLL_MS;
/** A socket that closes and opens again at once is not worth a word. */
const GRACE_MS = 3_000;

function subscribeSignal(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  const stop = realtime().onConnection(listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
    stop();
  };
}

/** Whether live updates can reach this screen now: the phone has signal and the realtime socket is open. */
export function useLiveConnection(): boolean {
  return useSyncExternalStore(
    subscribeSignal,
    () => navigator.onLine && realtime().connected,
    () => true,
  );
}

/**
 * Says when what a screen shows may be out of date: without signal, with the live connection down, or when no
 * answer came for a while. The status shown is then marked "last updated … ago · reconnecting", never as current.
 * `updatedAt` is when the screen last heard from the server.
 */
export function ConnectionNote({ updatedAt }: { updatedAt: number | null }) {
  const t = useMessages(connectionMessages);
  const live = useLiveConnection();
  const [now, setNow] = useState(() => Date.now());
  const [downSince, setDownSince] = useState<number | null>(null);
  useEffect(() => {
    setDownSince(live ? null : Date.now());
  }, [live]);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  const down = !live && (offline || (downSince !== null && now - downSince >= GRACE_MS));
  const stale = updatedAt !== null && now - updatedAt > STALE_AFTER_MS;
  if (!down && !stale) return null;
  const seconds = updatedAt === null ? null : Math.max(0, Math.round((now - updatedAt) / 1000));
  const ago =
    seconds === null
      ? null
      : seconds < 60
        ? t('SECONDS', { n: seconds })
        : t('MINUTES', { n: Math.floor(seconds / 60) });
  return (
    <Typography
      variant="caption"
      component="p"
      color="warning.main"
      data-connection={offline ? 'offline' : 'reconnecting'}
      sx={{ fontWeight: 600 }}
    >
      {ago ? t('LAST_UPDATED', { ago }) : t('RECONNECTING')}
    </Typography>
  );
}
