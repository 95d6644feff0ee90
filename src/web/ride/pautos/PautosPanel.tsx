import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { PautosView } from '@schemas/pautos';
import { orderStatusSentence } from '@/shared/order-words';
import { pautosStatusLabel } from '@/shared/status-labels';
import { errorMessage } from '@/web/shared/api';
import { AppLink } from '@/web/shared/AppLink';
import { useDialogs } from '@/web/shared/dialogs';
import { useLocale, useMessages, useMoney } from '@/web/shared/i18n';
import { PickerStep } from '../book/PickerStep';
import { AuthImage } from './AuthImage';
import { messages } from './messages';
import { PautosLoader } from './PautosLoader';
import { SendBudgetDialog } from './SendBudgetDialog';
import { FINAL_PAUTOS_KEYS, postPautos } from './usePautos';

const NO_PINS = { pickup: null, dropoff: null, target: null };
const SEND_BUDGET_KEYS = new Set(['BUDGET-INITIAL', 'BUDGET-DRIVER-DISAGREE']);
const WAITING_KEYS = new Set(['BUDGET-USER-SENT', 'BUDGET-USER-ADD']);
const STORE_PROBLEM_KEYS = new Set(['STORE-DRIVER-CLOSED', 'STORE-DRIVER-UNAVAILABLE']);

/** The customer's errand inside the booking view: status, details, the prompts each status opens, the receipt. */
export function PautosPanel({
  bookingId,
  code,
  onCancel,
}: {
  bookingId: number;
  code: string;
  onCancel(): void;
}) {
  return (
    <PautosLoader bookingId={bookingId} code={code}>
      {(view, onView) => <PautosCustomerView view={view} onView={onView} onCancel={onCancel} />}
    </PautosLoader>
  );
}

function PautosCustomerView({
  view,
  onView,
  onCancel,
}: {
  view: PautosView;
  onView(view: PautosView): void;
  onCancel(): void;
}) {
  const [locale] = useLocale();
  const t = useMessages(messages);
  const money = useMoney();
  const dialogs = useDialogs();
  const key = view.status.status_key;
  const version = view.status.version;
  const last = view.status.statuses.at(-1);
  // A prompt closed by the customer stays closed until the status moves on.
  const [dismissed, setDismissed] = useState<number | null>(null);
  const [sendOpen, setSendOpen] = useState(false);
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);
  const promptOpen = dismissed !== version;
  const final = FINAL_PAUTOS_KEYS.has(key);
  const order = view.pautos_order;
  const cash = order.payment === 'cash';

  async function update(fields: Record<string, string | number>) {
    setBusy(true);
    try {
      onView(await postPautos(`orders/${view.booking_id}/pautos/update-status`, fields));
      return true;
    } catch (error) {
      await dialogs.alert('error', t('updateFailed'), errorMessage(error));
      return false;
    } finally {
      setBusy(false);
    }
  }

  const outOfStock = key === 'STORE-DRIVER-UNAVAILABLE' && last?.payload?.reason === 'out-of-stock';
  const storeTitle =
    key === 'STORE-DRIVER-CLOSED'
      ? t('storeClosedTitle')
      : outOfStock
        ? t('outOfStockTitle')
        : t('storeUnavailableTitle');
  const storeText =
    key === 'STORE-DRIVER-CLOSED'
      ? t('storeClosedText')
      : outOfStock
        ? t('outOfStockText')
        : t('storeUnavailableText');
  const needed = typeof last?.payload?.needed === 'number' ? last.payload.needed : null;
  const storeReceipt = view.files.filter((file) => file.kind === 'store-receipt').at(-1);
  const showReceipt =
    view.status.total_spent > 0 || key === 'STORE-DRIVER-PURCHASED' || Boolean(storeReceipt);

  if (picking) {
    return (
      <Box
        sx={{ position: 'fixed', inset: 0, zIndex: 1300, bgcolor: 'background.default', overflow: 'auto' }}
      >
        <PickerStep
          purpose="saved"
          pins={NO_PINS}
          note=""
          savedStart={{
            text: order.store_address,
            subText: '',
            coords: { lat: order.store_lat, lng: order.store_lng },
          }}
          route={null}
          onBack={() => setPicking(false)}
          onNote={() => {}}
          onRetarget={() => {}}
          onClear={() => {}}
          onConfirm={(place) => {
            void update({
              status_key: 'STORE-USER-MAP',
              lat: place.coords.lat,
              lng: place.coords.lng,
              address: place.text,
            }).then((ok) => ok && setPicking(false));
          }}
        />
      </Box>
    );
  }

  return (
    <Stack spacing={2} component="section" aria-labelledby="pautos-status-title">
      <Box role="status" aria-live="polite">
        <Typography
          id="pautos-status-title"
          variant="h6"
          component="h2"
          sx={{ fontWeight: 800 }}
          color={key === 'CANCELLED' ? 'error' : 'secondary'}
          data-pautos-status={key}
        >
          {pautosStatusLabel(key, locale)}
        </Typography>
        <Typography variant="body2">{orderStatusSentence(key, locale)}</Typography>
        {view.status.total_received > 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('received', { amount: money(view.status.total_received) })}
          </Typography>
        )}
      </Box>

      {!final && SEND_BUDGET_KEYS.has(key) && (
        <Button variant="contained" onClick={() => setSendOpen(true)}>
          {t('sendBudget')}
        </Button>
      )}

      {showReceipt && (
        <Paper variant="outlined" sx={{ p: 1.5 }} component="section" aria-labelledby="pautos-receipt-title">
          <Typography id="pautos-receipt-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {t('temporaryReceipt')}
          </Typography>
          <Detail label={t('items')} value={order.items_to_purchase} />
          {!cash && <Detail label={t('budgetSent')} value={money(view.receipt.budget_sent)} />}
          <Detail label={t('spent')} value={money(view.receipt.total_spent)} />
          {!cash &&
            (view.receipt.shortfall > 0 ? (
              <Detail label={t('shortfall')} value={money(view.receipt.shortfall)} />
            ) : (
              <Detail label={t('change')} value={money(view.receipt.change)} />
            ))}
          {view.receipt.change > 0 && (
            <Typography variant="caption" color="text.secondary" component="p">
              {view.receipt.change_to === 'wallet' ? t('changeToWallet') : t('changeToDriver')}
              {view.receipt.change_to === 'wallet' && (
                <>
                  {' '}
                  <AppLink to="/wallet">{t('openWallet')}</AppLink>
                </>
              )}
            </Typography>
          )}
          {view.receipt.shortfall > 0 && (
            <Typography variant="caption" color="text.secondary" component="p">
              {t('shortfallCash')}
            </Typography>
          )}
          <Detail label={t('cashDue')} value={money(view.receipt.cash_on_delivery)} />
          {cash && (
            <Typography variant="caption" color="text.secondary" component="p">
              {t('cashDueNote', { spent: money(view.receipt.total_spent), fee: money(order.pautos_fee) })}
            </Typography>
          )}
          {storeReceipt && <AuthImage src={storeReceipt.url} alt={t('viewReceipt')} />}
        </Paper>
      )}

      <Paper variant="outlined" sx={{ p: 1.5 }} component="section" aria-labelledby="pautos-details-title">
        <Typography id="pautos-details-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {t('pautosDetails')}
        </Typography>
        <Detail label={t('items')} value={order.items_to_purchase} />
        {order.total_budget > 0 && <Detail label={t('estimatedBudget')} value={money(order.total_budget)} />}
        <Detail
          label={t('store')}
          value={`${order.store_address}${order.store_location_details ? ` (${order.store_location_details})` : ''}`}
        />
        <Detail label={t('deliverTo')} value={order.delivery_address} />
        {order.special_instructions && (
          <Detail label={t('specialInstructions')} value={order.special_instructions} />
        )}
        <Detail label={t('payment')} value={cash ? t('payCash') : t('payEwallet')} />
        <Detail label={t('fee')} value={money(order.pautos_fee)} />
        <Typography variant="caption" color="text.secondary" component="p">
          {cash
            ? t('cashDueBefore', { budget: money(order.total_budget), fee: money(order.pautos_fee) })
            : t('feeSeparate')}
        </Typography>
      </Paper>

      {!final &&
        (view.status.next.includes('CANCELLED') ? (
          <Button variant="text" color="error" onClick={onCancel}>
            {t('cancelBooking')}
          </Button>
        ) : (
          <Typography variant="caption" color="text.secondary" data-no-cancel>
            {t('cannotCancel', { why: orderStatusSentence(key, locale).toLowerCase() })}
          </Typography>
        ))}

      <SendBudgetDialog
        open={!final && (sendOpen || (SEND_BUDGET_KEYS.has(key) && promptOpen))}
        bookingId={view.booking_id}
        accounts={view.payment_accounts}
        onClose={() => {
          setSendOpen(false);
          setDismissed(version);
        }}
        onSent={(next) => {
          setSendOpen(false);
          onView(next);
        }}
      />

      <Dialog
        open={WAITING_KEYS.has(key) && promptOpen}
        onClose={() => setDismissed(version)}
        aria-labelledby="waiting-title"
      >
        <DialogTitle id="waiting-title">{t('waitingTitle')}</DialogTitle>
        <DialogContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <CircularProgress size={24} aria-hidden />
            <DialogContentText>{t('waitingText')}</DialogContentText>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDismissed(version)}>{t('close')}</Button>
        </DialogActions>
      </Dialog>

      <Dialog
        open={key === 'BUDGET-DRIVER-INSUFFICIENT' && promptOpen && !sendOpen}
        onClose={() => setDismissed(version)}
        aria-labelledby="insufficient-title"
      >
        <DialogTitle id="insufficient-title">{t('insufficientTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t('insufficientText')} {needed ? t('insufficientNeeded', { amount: money(needed) }) : ''}
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 1, px: 3, pb: 2 }}>
          {!cash && (
            <Button variant="contained" onClick={() => setSendOpen(true)}>
              {t('addBudget')}
            </Button>
          )}
          <Button
            variant="outlined"
            disabled={busy}
            onClick={() => void update({ status_key: 'BUDGET-USER-AGREE' })}
          >
            {t('agreeShortfall')}
          </Button>
          <Button disabled={busy} onClick={() => void update({ status_key: 'BUDGET-USER-DISAGREE' })}>
            {t('disagree')}
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog
        open={STORE_PROBLEM_KEYS.has(key) && promptOpen}
        onClose={() => setDismissed(version)}
        aria-labelledby="store-problem-title"
      >
        <DialogTitle id="store-problem-title">{storeTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{storeText}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 1, px: 3, pb: 2 }}>
          <Button variant="contained" disabled={busy} onClick={() => setPicking(true)}>
            {t('setOnMap')}
          </Button>
          <Button
            variant="outlined"
            disabled={busy}
            onClick={() => void update({ status_key: 'STORE-USER-FIND' })}
          >
            {t('letDriverFind')}
          </Button>
          <Button
            color="error"
            disabled={busy}
            onClick={() => void update({ status_key: 'CANCELLED', reason: 'Cancel Pautos' })}
          >
            {t('cancelPautos')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', py: 0.25 }}>
      <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ textAlign: 'right', whiteSpace: 'pre-wrap' }}>
        {value}
      </Typography>
    </Stack>
  );
}
