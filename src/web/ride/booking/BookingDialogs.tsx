import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { genericMessages } from '@/shared/site-messages';
import { useMessages } from '@/web/shared/i18n';
import type { BookingDetails } from '../logic/types';
import { bookingViewMessages } from './messages';

type DialogProps = { open: boolean; onClose(): void };

/** The code the rider tells the driver at pickup, large enough to read out. */
export function VerificationCodeDialog({
  booking,
  open,
  onClose,
}: DialogProps & { booking: BookingDetails }) {
  const v = useMessages(bookingViewMessages);
  const g = useMessages(genericMessages);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="code-title" maxWidth="xs" fullWidth>
      <DialogTitle id="code-title">{v('VERIFICATION_CODE')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{v('CODE_TEXT')}</DialogContentText>
        <Typography
          component="p"
          sx={{ fontSize: 44, fontWeight: 800, letterSpacing: 12, textAlign: 'center' }}
          aria-label={v('CODE_LABEL', { digits: booking.verification_code?.split('').join(' ') ?? '' })}
        >
          {booking.verification_code}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {g('OK')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The emergency number to call, from the settings. */
export function EmergencyDialog({ phone, open, onClose }: DialogProps & { phone: string }) {
  const v = useMessages(bookingViewMessages);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="emergency-title" maxWidth="xs" fullWidth>
      <DialogTitle id="emergency-title" sx={{ color: 'error.main' }}>
        {v('EMERGENCY')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{v('EMERGENCY_TEXT')}</DialogContentText>
        <Button variant="contained" color="error" fullWidth size="large" href={`tel:${phone}`}>
          {v('CALL_NUMBER', { phone })}
        </Button>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{v('CLOSE')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** A booking that cannot be shown: not found, signed out, or not loaded. */
export function Problem({
  title,
  text,
  action,
  retry,
}: {
  title: string;
  text: string;
  action?: { label: string; href: string };
  retry?: boolean;
}) {
  const v = useMessages(bookingViewMessages);
  return (
    <Stack component="main" spacing={2} sx={{ p: 3, maxWidth: 480, mx: 'auto', textAlign: 'center', mt: 6 }}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'center' }}>
        {retry && (
          <Button variant="contained" onClick={() => window.location.reload()}>
            {v('TRY_AGAIN')}
          </Button>
        )}
        {action && (
          <Button variant="contained" href={action.href}>
            {action.label}
          </Button>
        )}
        <Button href="/">{v('HOME')}</Button>
      </Stack>
    </Stack>
  );
}
