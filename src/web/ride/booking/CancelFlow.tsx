import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { Account } from '@schemas/account';
import { CANCEL_OTHER_REASON_MIN, POST_CANCEL_REDIRECT_MS } from '@config/constants';
import { cancelMessages, genericMessages } from '@/shared/messages';
import { api, errorMessage } from '@/web/shared/api';
import { askServerData } from '@/web/shared/server-data';
import { goTo } from '@/web/shared/AppLink';
import { useDialogs } from '@/web/shared/dialogs';
import { getToken } from '@/web/shared/session';
import {
  CANCEL_CHOICES,
  CANCEL_POLICY_TEXT,
  type CancelChoice,
  cancelCountText,
  cancelReason,
  OTHER_REASON,
  otherReasonError,
} from '../logic/cancel';
import type { BookingDetails } from '../logic/types';
import { bookingViewMessages, rideStatusMessages } from './messages';
import { useEnglishText, useMessages } from '@/web/shared/i18n';

type Step = 'closed' | 'reasons' | 'counting' | 'confirm' | 'free' | 'cancelling' | 'done';

/** The reason recorded when the rider stops waiting while dispatch is still looking (free of any count). */
export const NO_DRIVER_YET_REASON = 'No driver found yet';

/**
 * The cancel flow of spec part 1 §4: a stored token is needed; a reason (or another reason of at least 5
 * characters); today's cancel count fetched and shown in the confirmation; the cancel call; "Trip Cancelled"
 * and home after 5 s.
 */
export function useCancelFlow(booking: BookingDetails, onCancelled: (booking: BookingDetails) => void) {
  const dialogs = useDialogs();
  const v = useMessages(bookingViewMessages);
  const c = useMessages(cancelMessages);
  const g = useMessages(genericMessages);
  const english = useEnglishText(rideStatusMessages, cancelMessages);
  const [step, setStep] = useState<Step>('closed');
  const [choice, setChoice] = useState<CancelChoice | null>(null);
  const [other, setOther] = useState('');
  const [tried, setTried] = useState(false);
  const [count, setCount] = useState<number | null>(null);
  const [free, setFree] = useState(false);

  useEffect(() => {
    if (step !== 'done') return;
    const timer = setTimeout(() => goTo('/', undefined, true), POST_CANCEL_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [step]);

  async function start() {
    if (!getToken()) {
      await dialogs.alert('info', v('LOG_IN_FIRST'), c('LOGIN_FIRST'));
      goTo('/login');
      return;
    }
    setTried(false);
    setFree(false);
    setStep('reasons');
  }

  /** While dispatch is still looking: one confirmation, no reason to choose, nothing counted. */
  async function startFree() {
    if (!getToken()) {
      await dialogs.alert('info', v('LOG_IN_FIRST'), c('LOGIN_FIRST'));
      goTo('/login');
      return;
    }
    setFree(true);
    setStep('free');
  }

  async function next() {
    setTried(true);
    if (!cancelReason(choice, other)) return;
    setStep('counting');
    try {
      const account = await askServerData<Account>('user');
      setCount(account.cancel_count);
    } catch {
      setCount(null);
    }
    setStep('confirm');
  }

  async function confirm() {
    const reason = free ? NO_DRIVER_YET_REASON : cancelReason(choice, other);
    if (!reason) return;
    setStep('cancelling');
    try {
      const answer = await api<{ message: string; booking: BookingDetails }>(
        `taxi/order/cancel/${booking.id}`,
        {
          method: 'POST',
          body: { reason },
        },
      );
      onCancelled(answer.booking);
      setStep('done');
    } catch (error) {
      setStep(free ? 'closed' : 'reasons');
      await dialogs.alert('error', v('COULD_NOT_CANCEL'), errorMessage(error));
    }
  }

  const otherError = choice === OTHER_REASON && tried ? otherReasonError(other) : null;
  const element = (
    <>
      <Dialog
        open={step === 'reasons' || step === 'counting'}
        onClose={() => setStep('closed')}
        aria-labelledby="cancel-reasons-title"
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id="cancel-reasons-title">{v('WHY_CANCEL')}</DialogTitle>
        <DialogContent>
          <RadioGroup
            aria-labelledby="cancel-reasons-title"
            value={choice ?? ''}
            onChange={(event) => setChoice(event.target.value as CancelChoice)}
          >
            {CANCEL_CHOICES.map((reason) => (
              <FormControlLabel key={reason} value={reason} control={<Radio />} label={english(reason)} />
            ))}
          </RadioGroup>
          {choice === OTHER_REASON && (
            <TextField
              id="cancel-other-reason"
              label={v('YOUR_REASON')}
              value={other}
              onChange={(event) => setOther(event.target.value)}
              multiline
              minRows={2}
              fullWidth
              autoFocus
              sx={{ mt: 1 }}
              error={Boolean(otherError)}
              helperText={
                otherError ? english(otherError) : v('AT_LEAST_CHARS', { n: CANCEL_OTHER_REASON_MIN })
              }
              slotProps={{
                htmlInput: { maxLength: 300 },
                formHelperText: otherError ? { role: 'alert' } : undefined,
              }}
            />
          )}
          {tried && choice === null && (
            <Typography color="error" variant="body2" role="alert" sx={{ mt: 1 }}>
              {v('CHOOSE_REASON')}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setStep('closed')}>{v('KEEP_BOOKING')}</Button>
          <Button variant="contained" color="error" onClick={() => void next()} loading={step === 'counting'}>
            {v('NEXT')}
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog
        open={step === 'confirm' || (!free && step === 'cancelling')}
        onClose={() => step === 'confirm' && setStep('closed')}
        aria-labelledby="cancel-confirm-title"
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id="cancel-confirm-title">{v('CANCEL_THIS')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>
            {v('REASON', { reason: english(cancelReason(choice, other) ?? '') })}
          </DialogContentText>
          <DialogContentText sx={{ mb: 1, fontWeight: 600 }} data-cancel-count>
            {count === null ? v('COUNT_UNAVAILABLE') : english(cancelCountText(count))}
          </DialogContentText>
          <DialogContentText variant="body2">{english(CANCEL_POLICY_TEXT)}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setStep('closed')} disabled={step === 'cancelling'}>
            {g('NO')}
          </Button>
          <Button
            variant="contained"
            color="error"
            onClick={() => void confirm()}
            loading={step === 'cancelling'}
            autoFocus
          >
            {v('YES_CANCEL')}
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog
        open={step === 'free' || (free && step === 'cancelling')}
        onClose={() => step === 'free' && setStep('closed')}
        aria-labelledby="cancel-free-title"
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id="cancel-free-title">{v('CANCEL_FREE_TITLE')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{v('CANCEL_FREE_TEXT')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setStep('closed')} disabled={step === 'cancelling'}>
            {v('KEEP_LOOKING')}
          </Button>
          <Button
            variant="contained"
            color="error"
            onClick={() => void confirm()}
            loading={step === 'cancelling'}
          >
            {v('YES_CANCEL')}
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog open={step === 'done'} aria-labelledby="trip-cancelled-title" maxWidth="xs" fullWidth>
        <DialogTitle id="trip-cancelled-title">{c('TRIP_CANCELLED')}</DialogTitle>
        <DialogContent>
          <DialogContentText role="status">
            {v('CANCELLED_REDIRECT', { seconds: POST_CANCEL_REDIRECT_MS / 1000 })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => goTo('/', undefined, true)} autoFocus>
            {v('GO_HOME_NOW')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
  return { start, startFree, element };
}
