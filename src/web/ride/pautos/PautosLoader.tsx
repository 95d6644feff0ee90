import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { PautosView } from '@schemas/pautos';
import { useMessages } from '@/web/shared/i18n';
import { messages } from './messages';
import { usePautos } from './usePautos';

/**
 * Loads an errand and keeps it live for both sides (the customer's panel and the driver's job screen): a
 * progress line while loading, the error when it fails, else the view with a setter for newer views.
 */
export function PautosLoader({
  bookingId,
  code,
  children,
}: {
  bookingId: number;
  code: string;
  children(view: PautosView, onView: (view: PautosView) => void): ReactNode;
}) {
  const t = useMessages(messages);
  const { load, apply } = usePautos(bookingId, code);
  if (load.state === 'loading') {
    return (
      <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
        <CircularProgress size={18} aria-hidden />
        <Typography>{t('loading')}</Typography>
      </Stack>
    );
  }
  if (load.state === 'error') return <Alert severity="error">{`${t('loadFailed')} ${load.message}`}</Alert>;
  return children(load.view, apply);
}
