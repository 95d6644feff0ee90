import DirectionsWalkIcon from '@mui/icons-material/DirectionsWalk';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { BookingDetails } from '@schemas/booking';
import type { WalkInContact, WalkInContactList } from '@schemas/walk-in';
import { errorMessage } from '@/web/shared/api';
import { useDateFormat, useMessages } from '@/web/shared/i18n';
import { Loading } from '@/web/shared/Loading';
import { useServerData } from '@/web/shared/server-data';
import { walkInMessages } from './walk-in-messages';
import { submitAction } from './action-queue';
import { offlineMessages } from './offline-messages';

const STREET = 'street';

/**
 * A passenger met on the street, or one who contacted the driver from the home map: the driver records the
 * trip here and it becomes the trip in hand (pickup where the driver is, fare at the drop-off).
 */
export function WalkInCard({ onStarted }: { onStarted: (booking: BookingDetails) => void }) {
  const t = useMessages(walkInMessages);
  const [open, setOpen] = useState(false);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="walk-in-card">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        <DirectionsWalkIcon color="primary" aria-hidden />
        <Typography component="h2" sx={{ fontWeight: 700 }}>
          {t('TITLE')}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('EXPLAIN')}
      </Typography>
      <Button variant="outlined" fullWidth onClick={() => setOpen(true)}>
        {t('RECORD')}
      </Button>
      {open && (
        <WalkInDialog
          onClose={() => setOpen(false)}
          onStarted={(booking) => {
            setOpen(false);
            onStarted(booking);
          }}
        />
      )}
    </Paper>
  );
}

function WalkInDialog({
  onClose,
  onStarted,
}: {
  onClose: () => void;
  onStarted: (booking: BookingDetails) => void;
}) {
  const t = useMessages(walkInMessages);
  const o = useMessages(offlineMessages);
  const date = useDateFormat();
  const titleId = useId();
  // Asked each time the dialog opens (nothing is kept once it closes).
  const answer = useServerData<WalkInContactList>('driver/walk-in/contacts', { gcTime: 0 });
  // Without the list the driver can still record a passenger from the street.
  const contacts: WalkInContact[] | null = answer.data?.data ?? (answer.isError ? [] : null);
  const [choice, setChoice] = useState(STREET);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function start() {
    setBusy(true);
    setError(null);
    try {
      const body = choice === STREET ? {} : { recently_booked_id: Number(choice) };
      // Without signal the start waits on the phone (the job screen shows it) and the trip opens once it is sent.
      const result = await submitAction({
        kind: 'walk-in',
        bookingId: null,
        path: 'driver/walk-in',
        body,
        label: o('KEPT_WALK_IN'),
      });
      if (result.state === 'sent') onStarted(result.answer as BookingDetails);
      else onClose();
    } catch (caught) {
      setError(errorMessage(caught, t('FAILED')));
      setBusy(false);
    }
  }

  const actionText = (slug: string) =>
    slug === 'call_driver' || slug === 'text_driver' || slug === 'view_details' ? t(`ACTION_${slug}`) : slug;

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('DIALOG_TITLE')}</DialogTitle>
      <DialogContent>
        <Typography id={`${titleId}-from`} sx={{ fontWeight: 600, mb: 0.5 }}>
          {t('WHERE_FROM')}
        </Typography>
        <RadioGroup
          aria-labelledby={`${titleId}-from`}
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
        >
          <FormControlLabel value={STREET} control={<Radio />} label={t('STREET')} />
          {contacts?.map((contact) => (
            <FormControlLabel
              key={contact.id}
              value={String(contact.id)}
              control={<Radio />}
              label={t('CONTACT', {
                name: contact.user_name ?? t('VISITOR'),
                action: actionText(contact.actionSlug),
                time: date(contact.timestamp, { timeStyle: 'short' }),
              })}
            />
          ))}
        </RadioGroup>
        {contacts === null ? (
          <Loading label={t('LOADING_CONTACTS')} />
        ) : (
          contacts.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('NO_CONTACTS')}
            </Typography>
          )
        )}
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          {t('POINTS')}
        </Typography>
        {error && (
          <Alert severity="error" sx={{ mt: 1.5 }} role="alert">
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('CANCEL')}
        </Button>
        <Button variant="contained" onClick={() => void start()} disabled={busy}>
          {t('START')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
