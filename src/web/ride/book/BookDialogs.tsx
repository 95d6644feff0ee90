import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { PAYMENT_METHOD_CASH, PAYMENT_METHOD_EWALLET } from '@config/constants';
import { formatPesoAmount } from '@/shared/fare';
import { bookingMessages, genericMessages } from '@/shared/messages';
import { useAfterFirstRender } from '@/web/shared/Later';
import { PlainDialog } from '@/web/shared/plain/PlainDialog';
import { PlainIcon } from '@/web/shared/plain/icons';
import { useSettings } from '@/web/shared/settings';
import { StoreLinks } from '../common/StoreLinks';
import type { FareLine } from '../logic/fare-lines';
import { parseTipInput } from '../logic/wizard';
import { FareTable } from './FareTable';
import { rideLogicMessages, rideMessages } from '../messages';
import { useEnglishText, useMessages, useNumberFormat } from '@/web/shared/i18n';

export const PAYMENT_METHODS = [
  { id: PAYMENT_METHOD_CASH, name: 'Cash' },
  { id: PAYMENT_METHOD_EWALLET, name: 'Wallet' },
] as const;

export function paymentName(id: number): string {
  return PAYMENT_METHODS.find((method) => method.id === id)?.name ?? 'Cash';
}

/** The currency as settings spell it before an amount; the peso sign when unset. */
export function useCurrency(): string {
  const settings = useSettings();
  const currency = settings?.currency?.trim();
  return !currency || currency === 'PHP' ? '₱' : currency;
}

/**
 * "Set Current Location as Pickup?": cannot be dismissed by tapping outside (nor with Escape); one of the two
 * answers. Drawn on the browser's own <dialog> with the plain stylesheet's rules (plain.css), not with MUI: it
 * opens as the wizard starts, and MUI's dialog inserted its styles, measured the page for its fade and focused its
 * button in one long task then, the longest of the wizard's start. The <dialog> is in the page from the first
 * render (the server draws it closed), so opening it only lays out the dialog itself.
 */
export function CurrentLocationDialog({
  open,
  locating,
  onYes,
  onNo,
}: {
  open: boolean;
  locating: boolean;
  onYes(): void;
  onNo(): void;
}) {
  const t = useMessages(rideMessages);
  const b = useMessages(bookingMessages);
  // Asked at once when the wizard opens, the question still opens a render after the wizard's first screen.
  const ready = useAfterFirstRender();
  return (
    <PlainDialog
      open={open && ready}
      onClose={ignoreDismiss}
      labelledBy="current-location-title"
      className="brp-dialog brp-dialog--fade"
    >
      <h2 id="current-location-title" className="brp-dialog-title">
        {b('CURRENT_LOCATION_AS_PICKUP')}
      </h2>
      <div className="brp-dialog-content brp-muted">{t('CURRENT_LOCATION_TEXT')}</div>
      <div className="brp-dialog-actions">
        <button type="button" className="brp-btn brp-btn--text" onClick={onNo} disabled={locating}>
          {b('CURRENT_LOCATION_NO')}
        </button>
        <button
          type="button"
          className="brp-btn brp-btn--contained"
          onClick={onYes}
          disabled={locating}
          aria-busy={locating}
          data-autofocus
        >
          {locating ? (
            <span className="brp-spinner" aria-hidden="true" />
          ) : (
            <PlainIcon name="myLocation" size="small" />
          )}
          {b('CURRENT_LOCATION_YES')}
        </button>
      </div>
    </PlainDialog>
  );
}

/** The first question is answered with one of its buttons only: a tap outside or Escape leaves it open. */
function ignoreDismiss() {}

/** Tip your driver: whole or decimal pesos, at least 1; an empty box removes the tip. */
export function TipDialog({
  open,
  tip,
  onClose,
  onSave,
}: {
  open: boolean;
  tip: number;
  onClose(): void;
  onSave(centavos: number): void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setText(tip > 0 ? String(tip / 100) : '');
      setError(null);
    }
  }, [open, tip]);
  const currency = useCurrency();
  const t = useMessages(rideMessages);
  const b = useMessages(bookingMessages);
  const g = useMessages(genericMessages);
  const english = useEnglishText(rideLogicMessages);
  function save() {
    const parsed = parseTipInput(text);
    if ('error' in parsed) {
      setError(english(parsed.error));
      return;
    }
    onSave(parsed.centavos);
  }
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="tip-title" maxWidth="xs" fullWidth>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
        noValidate
      >
        <DialogTitle id="tip-title">{b('TIP_YOUR_DRIVER')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('TIP_GOES_TO_DRIVER')}</DialogContentText>
          <Stack direction="row" spacing={1} sx={{ mb: 2 }} useFlexGap>
            {[10, 20, 50].map((amount) => (
              <Button key={amount} variant="outlined" size="small" onClick={() => setText(String(amount))}>
                {currency}
                {amount}
              </Button>
            ))}
          </Stack>
          <TextField
            id="tip-amount"
            label={t('TIP_AMOUNT')}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setError(null);
            }}
            error={Boolean(error)}
            helperText={error ?? t('TIP_HELP')}
            fullWidth
            autoFocus
            slotProps={{
              htmlInput: { inputMode: 'decimal', min: 1 },
              input: { startAdornment: <InputAdornment position="start">{currency}</InputAdornment> },
              formHelperText: error ? { role: 'alert' } : undefined,
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{g('CANCEL')}</Button>
          <Button type="submit" variant="contained">
            {t('SAVE_TIP')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Select Payment Method: Cash, or Wallet (which shows the not-available popup). */
export function PaymentDialog({
  open,
  selected,
  onClose,
  onPick,
}: {
  open: boolean;
  selected: number;
  onClose(): void;
  onPick(id: number): void;
}) {
  const t = useMessages(rideMessages);
  const b = useMessages(bookingMessages);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="payment-title" maxWidth="xs" fullWidth>
      <DialogTitle id="payment-title">{b('SELECT_PAYMENT_METHOD')}</DialogTitle>
      <List sx={{ pt: 0 }} aria-label={t('PAYMENT_METHODS')}>
        {PAYMENT_METHODS.map((method) => (
          <ListItemButton key={method.id} selected={method.id === selected} onClick={() => onPick(method.id)}>
            <ListItemText
              primary={t(`PAYMENT_${method.name}`)}
              secondary={method.id === PAYMENT_METHOD_EWALLET ? t('AVAILABLE_IN_APP') : t('PAY_YOUR_DRIVER')}
            />
          </ListItemButton>
        ))}
      </List>
    </Dialog>
  );
}

/** The e-wallet is app-only: store links and "Pay using cash instead". */
export function WalletDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const t = useMessages(rideMessages);
  const b = useMessages(bookingMessages);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="wallet-title" maxWidth="xs" fullWidth>
      <DialogTitle id="wallet-title">{t('WALLET_NOT_ON_WEB')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('WALLET_IN_APP')}</DialogContentText>
        <StoreLinks />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {b('PAY_USING_CASH')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** "Remove web fee" only explains how: the app has no web fee and earns BRP Points. */
export function WebFeeDialog({ open, fee, onClose }: { open: boolean; fee: number; onClose(): void }) {
  const currency = useCurrency();
  const t = useMessages(rideMessages);
  const b = useMessages(bookingMessages);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="web-fee-title" maxWidth="xs" fullWidth>
      <DialogTitle id="web-fee-title">{b('WEB_FEE_PITCH')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('WEB_FEE_TEXT')}</DialogContentText>
        <StoreLinks />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {b('continueWithWebFee', { currency, fee: formatPesoAmount(fee) })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The nearest driver is beyond the free pickup distance: the receipt with the pickup fee, to confirm. */
export function ReceiptDialog({
  open,
  lines,
  exceedKm,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  lines: FareLine[];
  exceedKm: number;
  onCancel(): void;
  onConfirm(): void;
}) {
  const t = useMessages(rideMessages);
  const g = useMessages(genericMessages);
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="receipt-title" maxWidth="xs" fullWidth>
      <DialogTitle id="receipt-title">{t('CONFIRM_FARE')}</DialogTitle>
      <DialogContent>
        <PickupFeeText exceedKm={exceedKm} />
        <FareTable lines={lines} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{g('CANCEL')}</Button>
        <Button variant="contained" onClick={onConfirm} autoFocus>
          {t('CONFIRM_BOOKING')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The receipt's pickup-fee sentence. A component of its own so that its number is formatted only when the
 * receipt shows: the wizard draws the closed dialog with its first screen, and a page's first number format
 * loads the language's number data (about 30 ms of a phone's first second).
 */
function PickupFeeText({ exceedKm }: { exceedKm: number }) {
  const t = useMessages(rideMessages);
  const number = useNumberFormat();
  return (
    <DialogContentText sx={{ mb: 1 }}>
      {t('PICKUP_FEE_TEXT', {
        km: number(exceedKm, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      })}
    </DialogContentText>
  );
}

/** "Booking... Please wait while we process your booking." until the booking page opens. */
export function ProcessingDialog({ open }: { open: boolean }) {
  const b = useMessages(bookingMessages);
  return (
    <Dialog open={open} aria-labelledby="processing-title" aria-describedby="processing-text">
      <DialogContent>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 2, px: 1 }}>
          <CircularProgress aria-hidden />
          <Box role="status" aria-live="polite">
            <Typography id="processing-title" variant="h6" component="h2">
              {b('BOOKING_TITLE')}
            </Typography>
            <Typography id="processing-text" color="text.secondary">
              {b('BOOKING_TEXT')}
            </Typography>
          </Box>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
