import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { PautosView } from '@schemas/pautos';
import { orderStatusSentence } from '@/shared/order-words';
import { pautosStatusLabel } from '@/shared/status-labels';
import { errorMessage } from '@/web/shared/api';
import { useDialogs } from '@/web/shared/dialogs';
import { useLocale, useMessages, useMoney } from '@/web/shared/i18n';
import { AuthImage } from '@/web/ride/pautos/AuthImage';
import { messages } from '@/web/ride/pautos/messages';
import { PautosLoader } from '@/web/ride/pautos/PautosLoader';
import { pesosToCentavosInput, usePautos } from '@/web/ride/pautos/usePautos';
import { onActionSent, submitAction, useQueuedFor } from './action-queue';

type MessageKey = keyof typeof messages.en;

/** The driver's buttons, in the order they are usually pressed; the server's `next` decides which show. */
const DRIVER_STEPS: { key: string; label: MessageKey; fields?: Record<string, string>; tone?: 'warning' }[] =
  [
    { key: 'BUDGET-CASH-ADVANCE', label: 'driverCashAdvance' },
    { key: 'BUDGET-INITIAL', label: 'askBudget' },
    { key: 'BUDGET-DRIVER-AGREE', label: 'budgetReceived' },
    { key: 'STORE-DRIVER-ARRIVED', label: 'arrivedAtStore' },
    { key: 'STORE-DRIVER-AVAILABLE', label: 'storeOpen' },
    { key: 'DELIVERY-DRIVER-START', label: 'startDelivery' },
    { key: 'DELIVERY-DRIVER-ARRIVED', label: 'arrivedAtCustomer' },
    { key: 'DELIVERY-DRIVER-COMPLETED', label: 'completed' },
    { key: 'BUDGET-DRIVER-DISAGREE', label: 'budgetNotReceived', tone: 'warning' },
    { key: 'STORE-DRIVER-CLOSED', label: 'storeClosed', tone: 'warning' },
    { key: 'STORE-DRIVER-UNAVAILABLE', label: 'storeUnavailable', tone: 'warning' },
    {
      key: 'STORE-DRIVER-UNAVAILABLE',
      label: 'outOfStock',
      fields: { reason: 'out-of-stock' },
      tone: 'warning',
    },
  ];

/** The errand on the driver's job screen: what to buy, the budget, the receipts, and the next steps. */
export function PautosJob({ bookingId, code }: { bookingId: number; code: string }) {
  return (
    <PautosLoader bookingId={bookingId} code={code}>
      {(view, onView) => <PautosDriverView view={view} onView={onView} />}
    </PautosLoader>
  );
}

function PautosDriverView({ view, onView }: { view: PautosView; onView(view: PautosView): void }) {
  const [locale] = useLocale();
  const t = useMessages(messages);
  const money = useMoney();
  const dialogs = useDialogs();
  const [busy, setBusy] = useState(false);
  const [needed, setNeeded] = useState('');
  const [spent, setSpent] = useState('');
  const [receipt, setReceipt] = useState<File | null>(null);
  // A step tapped without signal waits on the phone; the next steps come from the server once it is sent.
  const stepWaiting = useQueuedFor(view.booking_id).some((action) => action.kind === 'pautos-step');
  const locked = busy || stepWaiting;
  useEffect(
    () =>
      onActionSent((action, answer) => {
        if (action.kind === 'pautos-step' && action.bookingId === view.booking_id)
          onView(answer as PautosView);
      }),
    [view.booking_id, onView],
  );
  const key = view.status.status_key;
  const next = new Set(view.status.next);
  const last = view.status.statuses.at(-1);
  const order = view.pautos_order;
  const budgetReceipts = view.files.filter((file) => file.kind === 'budget-receipt');

  async function send(fields: Record<string, string | number>, label: string, file?: File | null) {
    setBusy(true);
    try {
      const result = await submitAction({
        kind: 'pautos-step',
        bookingId: view.booking_id,
        path: `orders/${view.booking_id}/pautos/update-status`,
        fields: Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value)])),
        ...(file ? { file, fileName: file.name } : {}),
        label,
      });
      if (result.state === 'sent') onView(result.answer as PautosView);
      setNeeded('');
      setSpent('');
      setReceipt(null);
    } catch (error) {
      await dialogs.alert('error', t('updateFailed'), errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  const customerNote =
    (key === 'BUDGET-USER-SENT' || key === 'BUDGET-USER-ADD') && last?.amount_sent
      ? t('customerSentBudget', { amount: money(last.amount_sent) })
      : key === 'STORE-USER-MAP'
        ? t('customerChoseMap', { address: order.store_address })
        : key === 'STORE-USER-FIND'
          ? t('customerChoseFind')
          : key === 'BUDGET-USER-AGREE'
            ? t('customerAgreed')
            : key === 'BUDGET-USER-DISAGREE'
              ? t('customerDisagreed')
              : null;
  const cash = order.payment === 'cash';
  const bought = view.status.statuses.some((entry) => entry.code === 'STORE-DRIVER-PURCHASED');
  const waitHint: MessageKey | null =
    key === 'BUDGET-INITIAL' || key === 'BUDGET-DRIVER-DISAGREE'
      ? 'driverWaitBudget'
      : key === 'STORE-DRIVER-CLOSED' || key === 'STORE-DRIVER-UNAVAILABLE'
        ? 'driverWaitStore'
        : key === 'BUDGET-DRIVER-INSUFFICIENT'
          ? 'driverWaitShortfall'
          : null;
  async function cancelErrand() {
    if (!(await dialogs.confirm(t('driverCancel'), t('driverCancelConfirm')))) return;
    await send({ status_key: 'CANCELLED', reason: 'Cancelled by the driver' }, t('driverCancel'));
  }
  const stepLabel = (step: (typeof DRIVER_STEPS)[number]) =>
    key === 'BUDGET-USER-AGREE' || key === 'BUDGET-USER-DISAGREE'
      ? step.key === 'STORE-DRIVER-AVAILABLE'
        ? t('continueBuying')
        : step.key === 'STORE-DRIVER-ARRIVED'
          ? t('goToStore')
          : t(step.label)
      : t(step.label);
  const spentCentavos = pesosToCentavosInput(spent);
  const neededCentavos = pesosToCentavosInput(needed);

  return (
    <Stack spacing={1.5} component="section" aria-labelledby="pautos-job-title">
      <Box role="status" aria-live="polite">
        <Typography
          id="pautos-job-title"
          variant="h6"
          component="h2"
          sx={{ fontWeight: 800 }}
          data-pautos-status={key}
        >
          {pautosStatusLabel(key, locale)}
        </Typography>
        <Typography variant="body2">{orderStatusSentence(key, locale)}</Typography>
        {customerNote && <Alert severity="info">{customerNote}</Alert>}
        {cash && !bought && (
          <Alert severity="info">{t('driverCashErrand', { budget: money(order.total_budget) })}</Alert>
        )}
        {waitHint ? (
          <Alert severity="warning" data-waiting-hint>
            {t(waitHint)}
          </Alert>
        ) : (
          next.size === 0 &&
          key !== 'DELIVERY-DRIVER-COMPLETED' &&
          key !== 'CANCELLED' && (
            <Typography variant="body2" color="text.secondary">
              {t('waitingForCustomer')}
            </Typography>
          )
        )}
      </Box>
      {bought && (
        <Paper variant="outlined" sx={{ p: 1.5 }} data-driver-receipt>
          <Typography sx={{ fontWeight: 700 }}>{t('temporaryReceipt')}</Typography>
          {!cash && (
            <Typography variant="body2">
              {t('driverSpentChange', {
                spent: money(view.receipt.total_spent),
                received: money(view.receipt.total_received),
                change: money(view.receipt.change),
              })}
            </Typography>
          )}
          {!cash && view.receipt.change > 0 && (
            <Typography variant="body2">
              {t(view.receipt.change_to === 'wallet' ? 'driverChangeWallet' : 'driverChangeHand', {
                change: money(view.receipt.change),
              })}
            </Typography>
          )}
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {cash
              ? t('driverCollect', {
                  amount: money(view.receipt.cash_on_delivery),
                  spent: money(view.receipt.total_spent),
                  fee: money(order.pautos_fee),
                })
              : t('driverCollectFee', { amount: money(view.receipt.cash_on_delivery) })}
          </Typography>
        </Paper>
      )}
      <Stack spacing={1}>
        {DRIVER_STEPS.filter((step) => next.has(step.key)).map((step) => (
          <Button
            key={`${step.key}-${step.label}`}
            variant={step.tone ? 'outlined' : 'contained'}
            color={step.tone ?? 'primary'}
            size="large"
            disabled={locked}
            onClick={() => void send({ status_key: step.key, ...step.fields }, stepLabel(step))}
          >
            {stepLabel(step)}
          </Button>
        ))}
        {next.has('BUDGET-DRIVER-INSUFFICIENT') && (
          <Stack direction="row" spacing={1}>
            <TextField
              id="budget-needed"
              size="small"
              label={t('neededMore')}
              value={needed}
              onChange={(event) => setNeeded(event.target.value.replace(/[^\d.,]/g, ''))}
              slotProps={{
                htmlInput: { inputMode: 'decimal', maxLength: 12 },
                input: { startAdornment: <InputAdornment position="start">₱</InputAdornment> },
              }}
              sx={{ flexGrow: 1 }}
            />
            <Button
              variant="outlined"
              color="warning"
              disabled={locked}
              onClick={() =>
                void send(
                  {
                    status_key: 'BUDGET-DRIVER-INSUFFICIENT',
                    ...(neededCentavos ? { needed: neededCentavos } : {}),
                  },
                  t('budgetInsufficient'),
                )
              }
            >
              {t('budgetInsufficient')}
            </Button>
          </Stack>
        )}
        {next.has('STORE-DRIVER-PURCHASED') && (
          <Paper variant="outlined" sx={{ p: 1.5 }}>
            <Stack spacing={1}>
              <TextField
                id="total-spent"
                label={t('totalSpent')}
                value={spent}
                required
                onChange={(event) => setSpent(event.target.value.replace(/[^\d.,]/g, ''))}
                slotProps={{
                  htmlInput: { inputMode: 'decimal', maxLength: 12 },
                  input: { startAdornment: <InputAdornment position="start">₱</InputAdornment> },
                }}
              />
              <Button variant="outlined" component="label">
                {receipt ? t('receiptChosen', { name: receipt.name }) : t('storeReceipt')}
                <input
                  hidden
                  type="file"
                  accept="image/*"
                  capture="environment"
                  aria-label={t('storeReceipt')}
                  data-testid="store-receipt"
                  onChange={(event) =>
                    setReceipt(event.target.files?.length === 1 ? event.target.files[0] : null)
                  }
                />
              </Button>
              <Button
                variant="contained"
                size="large"
                disabled={locked || spentCentavos === null || !receipt}
                onClick={() =>
                  void send(
                    { status_key: 'STORE-DRIVER-PURCHASED', total_spent: spentCentavos ?? 0 },
                    t('purchased'),
                    receipt,
                  )
                }
              >
                {t('purchased')}
              </Button>
            </Stack>
          </Paper>
        )}
        {next.has('CANCELLED') && waitHint && (
          <Button variant="text" color="error" disabled={locked} onClick={() => void cancelErrand()}>
            {t('driverCancel')}
          </Button>
        )}
      </Stack>
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Typography sx={{ fontWeight: 700 }}>{t('items')}</Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{order.items_to_purchase}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('store')}: {order.store_address}
          {order.store_location_details ? ` (${order.store_location_details})` : ''}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('deliverTo')}: {order.delivery_address}
        </Typography>
        {order.special_instructions && (
          <Typography variant="body2" color="text.secondary">
            {t('specialInstructions')}: {order.special_instructions}
          </Typography>
        )}
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('estimatedBudget')}: {money(order.total_budget)} ·{' '}
          {t('received', { amount: money(view.status.total_received) })}
          {view.status.amount_pending > 0
            ? ` · ${t('budgetSent')}: ${money(view.status.amount_pending)}`
            : ''}
        </Typography>
        <Typography variant="body2">
          {t('fee')}: {money(order.pautos_fee)}
        </Typography>
      </Paper>
      {budgetReceipts.length > 0 && (key === 'BUDGET-USER-SENT' || key === 'BUDGET-USER-ADD') && (
        <AuthImage src={budgetReceipts[budgetReceipts.length - 1].url} alt={t('receiptImage')} />
      )}
    </Stack>
  );
}

/** What an offered errand asks for, read before accepting: items and the estimated budget. */
export function PautosOfferDetails({ bookingId, code }: { bookingId: number; code: string }) {
  const t = useMessages(messages);
  const money = useMoney();
  const { load } = usePautos(bookingId, code);
  if (load.state !== 'ready') return null;
  const order = load.view.pautos_order;
  return (
    <Box data-pautos-offer>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {t('items')}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
        {order.items_to_purchase}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('estimatedBudget')}: {money(order.total_budget)} · {t('fee')}: {money(order.pautos_fee)}
      </Typography>
    </Box>
  );
}
