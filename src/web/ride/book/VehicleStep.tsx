import EventSeatIcon from '@mui/icons-material/EventSeatOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Select from '@mui/material/Select';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LUGGAGE_THRESHOLD_KG } from '@config/constants';
import { formatKm, formatPeso } from '@/shared/fare';
import { bookingMessages } from '@/shared/messages';
import { ScreenBar } from '../common/ScreenBar';
import { type FareLine, luggageAllowed, vehicleCardTotal } from '../logic/fare-lines';
import type { PricingOption, PricingResponse } from '../logic/types';
import type { WizardState } from '../logic/wizard';
import { PAYMENT_METHODS } from './BookDialogs';
import { FareTable } from './FareTable';
import { PinIcon } from '../common/PinIcon';
import { rideMessages } from '../messages';
import { useMessages } from '@/web/shared/i18n';

export type PricingState = {
  data: PricingResponse | null;
  loading: boolean;
  error: string | null;
  retry(): void;
};

type Props = {
  state: WizardState;
  pricing: PricingState;
  option: PricingOption | null;
  lines: FareLine[];
  booking: boolean;
  onBack(): void;
  onVehicle(slug: string): void;
  onLuggage(value: boolean): void;
  onPayment(id: number): void;
  onTip(): void;
  onRemoveWebFee(): void;
  onBook(): void;
};

/** Page 3: vehicle cards with their fares, the fare lines, payment and Book Now. */
export function VehicleStep({
  state,
  pricing,
  option,
  lines,
  booking,
  onBack,
  onVehicle,
  onLuggage,
  onPayment,
  onTip,
  onRemoveWebFee,
  onBook,
}: Props) {
  const t = useMessages(rideMessages);
  const b = useMessages(bookingMessages);
  const { pickup, dropoff } = state.pins;
  const options = pricing.data?.options ?? [];
  const canBook = Boolean(option) && state.paymentMethodId > 0 && !pricing.loading && !booking;
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <ScreenBar title={t('CHOOSE_RIDE')} onBack={onBack} />
      <Stack component="main" spacing={2} sx={{ p: 2, flex: 1, maxWidth: 560, width: '100%', mx: 'auto' }}>
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          <Stack spacing={0.5}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <PinIcon field="pickup" size={20} />
              <Typography variant="body2" noWrap>
                {pickup?.text}
              </Typography>
            </Stack>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <PinIcon field="dropoff" size={20} />
              <Typography variant="body2" noWrap>
                {dropoff?.text}
              </Typography>
            </Stack>
            {pricing.data && (
              <Typography variant="caption" color="text.secondary">
                {t('ABOUT_MINUTES', {
                  km: formatKm(pricing.data.distance_km),
                  min: Math.max(1, Math.round(pricing.data.duration_min)),
                })}
              </Typography>
            )}
          </Stack>
        </Paper>

        {pricing.loading && (
          <Stack spacing={1} aria-busy="true" aria-label={t('LOADING_FARES')}>
            <Skeleton variant="rounded" height={84} />
            <Skeleton variant="rounded" height={84} />
            <Skeleton variant="rounded" height={84} />
          </Stack>
        )}
        {pricing.error && !pricing.loading && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={pricing.retry}>
                {t('RETRY')}
              </Button>
            }
          >
            {pricing.error}
          </Alert>
        )}
        {!pricing.loading && !pricing.error && pricing.data && options.length === 0 && (
          <Alert severity="info">{t('NO_VEHICLES')}</Alert>
        )}

        {options.length > 0 && !pricing.loading && (
          <RadioGroup
            aria-label={t('VEHICLE')}
            value={option?.slug ?? ''}
            onChange={(event) => onVehicle(event.target.value)}
            sx={{ gap: 1 }}
          >
            {options.map((item) => (
              <VehicleCard
                key={item.vehicle_type_id}
                option={item}
                selected={item.slug === option?.slug}
                hasLuggage={state.hasLuggage && item.slug === option?.slug}
              />
            ))}
          </RadioGroup>
        )}

        {option && luggageAllowed(option.slug) && (
          <FormControlLabel
            control={
              <Checkbox checked={state.hasLuggage} onChange={(event) => onLuggage(event.target.checked)} />
            }
            label={t('LUGGAGE', { kg: LUGGAGE_THRESHOLD_KG })}
          />
        )}

        <FormControl size="small" fullWidth>
          <InputLabel id="payment-select-label">{t('PAYMENT_METHOD')}</InputLabel>
          <Select
            labelId="payment-select-label"
            id="payment-select"
            label={t('PAYMENT_METHOD')}
            value={state.paymentMethodId}
            onChange={(event) => onPayment(Number(event.target.value))}
          >
            {PAYMENT_METHODS.map((method) => (
              <MenuItem key={method.id} value={method.id}>
                {t(`PAYMENT_${method.name}`)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>

        {option && (
          <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="fare-title">
            <Typography id="fare-title" variant="subtitle2" component="h2" sx={{ mb: 1 }}>
              {t('FARE')}
            </Typography>
            <FareTable lines={lines} />
            <Stack
              direction="row"
              sx={{ justifyContent: 'space-between', mt: 1.5, gap: 1, flexWrap: 'wrap' }}
            >
              <Link component="button" type="button" variant="body2" onClick={onRemoveWebFee}>
                {b('REMOVE_WEB_FEE')}
              </Link>
              <Link component="button" type="button" variant="body2" onClick={onTip}>
                {state.tip > 0 ? t('CHANGE_TIP') : t('ADD_A_TIP')}
              </Link>
            </Stack>
          </Paper>
        )}

        <Box sx={{ flex: 1 }} />
        <Button
          variant="contained"
          size="large"
          fullWidth
          disabled={!canBook}
          loading={booking}
          onClick={onBook}
        >
          {b('BOOK_NOW')}
        </Button>
      </Stack>
    </Box>
  );
}

function VehicleCard({
  option,
  selected,
  hasLuggage,
}: {
  option: PricingOption;
  selected: boolean;
  hasLuggage: boolean;
}) {
  const t = useMessages(rideMessages);
  return (
    <Paper
      variant="outlined"
      sx={{
        borderColor: selected ? 'primary.main' : 'divider',
        borderWidth: selected ? 2 : 1,
        p: 1,
        pr: 1.5,
      }}
    >
      <FormControlLabel
        value={option.slug}
        control={<Radio />}
        sx={{ m: 0, width: '100%', '& .MuiFormControlLabel-label': { flex: 1, minWidth: 0 } }}
        label={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Box
              component="img"
              src={option.photo || `/vehicles/${option.slug}.svg`}
              alt=""
              sx={{ width: 44, height: 36, objectFit: 'contain', flexShrink: 0 }}
            />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                <Typography sx={{ fontWeight: 700 }}>{option.name}</Typography>
                <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {formatPeso(vehicleCardTotal(option, hasLuggage))}
                </Typography>
              </Stack>
              <Typography variant="caption" color="text.secondary" component="p">
                {t('BASE_PER_KM', {
                  base: formatPeso(option.min_fare),
                  perKm: formatPeso(option.distance_fare),
                })}
              </Typography>
              <Typography
                variant="caption"
                color="text.secondary"
                component="p"
                sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
              >
                <EventSeatIcon sx={{ fontSize: 14 }} aria-hidden />
                {t(option.max_seat === 1 ? 'SEAT_ONE' : 'SEATS_MANY', {
                  n: option.max_seat,
                  fee: formatPeso(option.web_fee),
                })}
              </Typography>
            </Box>
          </Stack>
        }
      />
    </Paper>
  );
}
