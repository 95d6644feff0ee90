import PlaceIcon from '@mui/icons-material/Place';
import StorefrontIcon from '@mui/icons-material/Storefront';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { PautosQuote } from '@schemas/pautos';
import { ApiError, api, errorMessage } from '@/web/shared/api';
import { useServerData } from '@/web/shared/server-data';
import { goTo } from '@/web/shared/AppLink';
import { useDialogs } from '@/web/shared/dialogs';
import { useMessages } from '@/web/shared/i18n';
import { ProcessingDialog } from '../book/BookDialogs';
import { PickerStep } from '../book/PickerStep';
import { ScreenBar } from '../common/ScreenBar';
import { bookingPath } from '../logic/booking-ref';
import {
  bookingAttemptKey,
  bookingAttemptMessages,
  endBookingAttempt,
  useFoundBooking,
} from '../logic/booking-attempt';
import type { AvailabilityResult, OrderRef, Place } from '../logic/types';
import { messages } from './messages';
import { PaymentChoice, PriceExplained } from './PaymentChoice';
import { pesosToCentavosInput } from './usePautos';

const STORAGE_KEY = 'brp.pautosWizard';
type Field = 'store' | 'delivery';
type Page = 1 | 2 | 3;
type HistoryState = { page?: Page; field?: Field } | null;

type Draft = {
  store: Place | null;
  delivery: Place | null;
  storeDetails: string;
  items: string;
  budget: string;
  instructions: string;
  vehicleTypeId: number | null;
  payment: 'e-wallet' | 'cash';
};

const EMPTY: Draft = {
  store: null,
  delivery: null,
  storeDetails: '',
  items: '',
  budget: '',
  instructions: '',
  vehicleTypeId: null,
  payment: 'e-wallet',
};

function loadDraft(): Draft {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<Draft> | null;
    return stored && typeof stored === 'object' ? { ...EMPTY, ...stored } : EMPTY;
  } catch {
    return EMPTY;
  }
}

/** "Php 55.00", as the spec shows the errand price on each vehicle. */
export function phpText(centavos: number): string {
  return `Php ${(centavos / 100).toFixed(2)}`;
}

const NO_PINS = { pickup: null, dropoff: null, target: null };

/** The errand wizard: page 1 the errand, page 2 the address picker, page 3 the vehicle and Book Now. */
export function PautosWizard() {
  const t = useMessages(messages);
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const a = useMessages(bookingAttemptMessages);
  useFoundBooking((order) => navigate(bookingPath(order), { replace: true }));
  const location = useLocation();
  const history = (location.state as HistoryState) ?? null;
  const page: Page = history?.page ?? 1;
  const field: Field = history?.field ?? 'store';
  const [draft, setDraft] = useState<Draft>(loadDraft);
  const [itemsError, setItemsError] = useState<string | null>(null);
  const [booking, setBooking] = useState(false);
  const [processing, setProcessing] = useState(false);

  useEffect(() => {
    try {
      window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(draft));
    } catch {
      // Storage off: the wizard still works, it forgets on reload.
    }
  }, [draft]);

  const update = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const goPage = useCallback(
    (next: Page, nextField?: Field) =>
      navigate(location.pathname, { state: { page: next, field: nextField ?? field } }),
    [navigate, location.pathname, field],
  );
  const stepBack = useCallback(() => {
    if (window.history.length > 1 && history?.page) navigate(-1);
    else navigate(location.pathname, { replace: true, state: { page: 1 } });
  }, [navigate, history?.page, location.pathname]);

  const storeKey = draft.store ? `${draft.store.coords.lat},${draft.store.coords.lng}` : '';
  const deliveryKey = draft.delivery ? `${draft.delivery.coords.lat},${draft.delivery.coords.lng}` : '';
  // Asked each time the rider reaches the last page with both places set; the last prices stay meanwhile.
  const prices = useServerData<PautosQuote>('pautos/pricing', {
    byLanguage: false,
    query: { store: storeKey, delivery: deliveryKey },
    enabled: page === 3 && storeKey !== '' && deliveryKey !== '',
    placeholderData: (previous) => previous,
  });
  const priceFailure = prices.isError && !prices.isFetching ? errorMessage(prices.error) : null;
  const quote = {
    data: priceFailure ? null : (prices.data ?? null),
    loading: prices.isFetching,
    error: priceFailure,
  };
  // The first vehicle is chosen unless the one chosen is among the prices.
  useEffect(() => {
    const options = prices.data?.options;
    if (!options) return;
    setDraft((current) =>
      current.vehicleTypeId && options.some((o) => o.vehicle_type_id === current.vehicleTypeId)
        ? current
        : { ...current, vehicleTypeId: options[0]?.vehicle_type_id ?? null },
    );
  }, [prices.data]);

  function proceed() {
    if (!draft.items.trim()) {
      setItemsError(t('itemsRequired'));
      return;
    }
    goPage(3);
  }

  async function bookNow() {
    if (booking || !draft.store || !draft.delivery || !draft.vehicleTypeId) return;
    setBooking(true);
    let succeeded = false;
    try {
      let availability: AvailabilityResult;
      try {
        availability = await api<AvailabilityResult>('booking/available-driver', {
          method: 'POST',
          body: {
            vehicle_type_id: draft.vehicleTypeId,
            pickup: draft.store.coords,
            service: 'pautos',
          },
        });
      } catch (error) {
        await dialogs.alert('error', t('bookingError'), errorMessage(error));
        return;
      }
      if (!availability.available_driver) {
        await dialogs.alert('info', t('driverAvailability'), availability.message || t('noDrivers'));
        return;
      }
      setProcessing(true);
      const body = {
        vehicle_type_id: draft.vehicleTypeId,
        store: { ...draft.store.coords, address: draft.store.text },
        delivery: { ...draft.delivery.coords, address: draft.delivery.text },
        items_to_purchase: draft.items.trim(),
        total_budget: pesosToCentavosInput(draft.budget) ?? 0,
        store_location_details: draft.storeDetails.trim(),
        special_instructions: draft.instructions.trim(),
        payment: draft.payment,
      };
      // The same errand tapped again (after a dropped signal, even after a reload) goes with the same key.
      const result = await api<{ order: OrderRef }>('pautos/booking', {
        method: 'POST',
        headers: { 'Idempotency-Key': bookingAttemptKey('pautos', body) },
        body,
      });
      endBookingAttempt();
      succeeded = true;
      try {
        window.sessionStorage.removeItem(STORAGE_KEY);
      } catch {
        // Nothing stored.
      }
      // Straight to the booking view: the rider follows dispatch there (and may cancel) from the first second.
      navigate(bookingPath(result.order), { replace: true });
    } catch (failure) {
      setProcessing(false);
      const order = failure instanceof ApiError ? (failure.body.order as OrderRef | undefined) : undefined;
      if (order?.id && order.code) {
        endBookingAttempt();
        await dialogs.alert('info', t('youHaveBooking'), errorMessage(failure));
        navigate(bookingPath(order), { replace: true });
        return;
      }
      if (failure instanceof ApiError && failure.status === 0) {
        await dialogs.alert('warning', a('NO_SIGNAL_TITLE'), a('NO_SIGNAL_TEXT'));
        return;
      }
      if (failure instanceof ApiError && failure.status >= 400 && failure.status < 500) endBookingAttempt();
      await dialogs.alert('error', t('bookingError'), errorMessage(failure));
    } finally {
      if (!succeeded) setBooking(false);
    }
  }

  if (page === 2) {
    const current = draft[field];
    return (
      <PickerStep
        key={field}
        purpose="saved"
        pins={NO_PINS}
        note=""
        savedStart={current ?? (field === 'delivery' ? draft.store : draft.delivery)}
        route={null}
        onBack={stepBack}
        onNote={() => {}}
        onRetarget={() => {}}
        onClear={() => {}}
        onConfirm={(place) => {
          update({ [field]: place });
          stepBack();
        }}
      />
    );
  }

  if (page === 3) {
    const options = quote.data?.options ?? [];
    return (
      <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
        <ScreenBar title={t('chooseVehicle')} onBack={stepBack} backLabel={t('back')} />
        <Stack spacing={2} sx={{ p: 2, maxWidth: 560, mx: 'auto' }} component="main">
          {quote.loading && (
            <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
              <CircularProgress size={20} aria-hidden />
              <Typography>{t('pricesLoading')}</Typography>
            </Stack>
          )}
          {quote.error && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void prices.refetch()}>
                  {t('retry')}
                </Button>
              }
            >
              {t('pricesFailed')} {quote.error}
            </Alert>
          )}
          {options.length > 0 && (
            <RadioGroup
              aria-label={t('chooseVehicle')}
              value={String(draft.vehicleTypeId ?? '')}
              onChange={(event) => update({ vehicleTypeId: Number(event.target.value) })}
            >
              <Stack spacing={1}>
                {options.map((option) => (
                  <Paper key={option.vehicle_type_id} variant="outlined" sx={{ px: 1.5, py: 0.5 }}>
                    <FormControlLabel
                      value={String(option.vehicle_type_id)}
                      control={<Radio />}
                      sx={{ width: '100%', m: 0 }}
                      label={
                        <Stack
                          direction="row"
                          sx={{ justifyContent: 'space-between', width: '100%', gap: 2 }}
                        >
                          <Typography sx={{ fontWeight: 700 }}>{option.name}</Typography>
                          <Typography data-price>{phpText(option.total)}</Typography>
                        </Stack>
                      }
                      slotProps={{ typography: { sx: { flexGrow: 1 } } }}
                    />
                  </Paper>
                ))}
              </Stack>
            </RadioGroup>
          )}
          {quote.data && (
            <PriceExplained
              quote={quote.data}
              option={options.find((o) => o.vehicle_type_id === draft.vehicleTypeId) ?? null}
            />
          )}
          <Button
            variant="contained"
            size="large"
            disabled={booking || !draft.vehicleTypeId || quote.loading || options.length === 0}
            onClick={() => void bookNow()}
          >
            {t('bookNow')}
          </Button>
        </Stack>
        <ProcessingDialog open={processing} />
      </Box>
    );
  }

  const bothSet = Boolean(draft.store?.text && draft.delivery?.text);
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <ScreenBar title={t('title')} onBack={() => goTo('/')} backLabel={t('back')} />
      <Stack spacing={2} sx={{ p: 2, maxWidth: 560, mx: 'auto' }} component="main">
        <AddressButton
          icon={<StorefrontIcon color="primary" />}
          label={t('storeAddress')}
          place={draft.store}
          emptyText={t('tapToSet')}
          onClick={() => goPage(2, 'store')}
        />
        <AddressButton
          icon={<PlaceIcon color="error" />}
          label={t('deliveryAddress')}
          place={draft.delivery}
          emptyText={t('tapToSet')}
          onClick={() => goPage(2, 'delivery')}
        />
        <TextField
          id="pautos-store-details"
          label={t('storeLocationDetails')}
          helperText={t('storeLocationDetailsHelp')}
          value={draft.storeDetails}
          onChange={(event) => update({ storeDetails: event.target.value })}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        <TextField
          id="pautos-items"
          label={t('itemsToPurchase')}
          required
          multiline
          minRows={3}
          value={draft.items}
          error={Boolean(itemsError)}
          helperText={itemsError ?? ' '}
          onChange={(event) => {
            update({ items: event.target.value });
            if (event.target.value.trim()) setItemsError(null);
          }}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        <TextField
          id="pautos-budget"
          label={t('estimatedBudget')}
          value={draft.budget}
          onChange={(event) => update({ budget: event.target.value.replace(/[^\d.,]/g, '') })}
          slotProps={{
            htmlInput: { inputMode: 'decimal', maxLength: 12 },
            input: { startAdornment: <InputAdornment position="start">₱</InputAdornment> },
          }}
        />
        <PaymentChoice
          value={draft.payment}
          onChange={(payment) => update({ payment })}
          needsBudget={draft.payment === 'cash' && !pesosToCentavosInput(draft.budget)}
        />
        <TextField
          id="pautos-instructions"
          label={t('specialInstructions')}
          multiline
          minRows={2}
          value={draft.instructions}
          onChange={(event) => update({ instructions: event.target.value })}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        <Button
          variant="contained"
          size="large"
          disabled={!bothSet || (draft.payment === 'cash' && !pesosToCentavosInput(draft.budget))}
          onClick={proceed}
        >
          {t('proceed')}
        </Button>
      </Stack>
    </Box>
  );
}

function AddressButton({
  icon,
  label,
  place,
  emptyText,
  onClick,
}: {
  icon: React.ReactNode;
  label: string;
  place: Place | null;
  emptyText: string;
  onClick(): void;
}) {
  return (
    <Paper variant="outlined">
      <Button
        fullWidth
        onClick={onClick}
        startIcon={icon}
        aria-label={`${label}: ${place?.text ?? emptyText}`}
        sx={{ justifyContent: 'flex-start', textAlign: 'left', p: 1.5, textTransform: 'none' }}
      >
        <Box>
          <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
            {label}
          </Typography>
          <Typography color={place ? 'text.primary' : 'text.secondary'} component="span">
            {place?.text ?? emptyText}
          </Typography>
        </Box>
      </Button>
    </Paper>
  );
}
