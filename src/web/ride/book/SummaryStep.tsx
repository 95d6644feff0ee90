import BookmarkIcon from '@mui/icons-material/BookmarkBorder';
import BusinessIcon from '@mui/icons-material/BusinessCenterOutlined';
import CloseIcon from '@mui/icons-material/Close';
import FavoriteIcon from '@mui/icons-material/FavoriteBorder';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LUGGAGE_THRESHOLD_KG, VEHICLE_TYPES } from '@config/constants';
import { formatPeso } from '@/shared/fare';
import { bookingMessages } from '@/shared/messages';
import { ScreenBar } from '../common/ScreenBar';
import { luggageAllowed } from '../logic/fare-lines';
import { isPlaceSet, type PinField } from '../logic/pin-target';
import type { ShortcutType } from '../logic/saved-addresses';
import type { PricingOption } from '../logic/types';
import { canProceed, type WizardState } from '../logic/wizard';
import { paymentName } from './BookDialogs';
import { PinIcon } from '../common/PinIcon';
import { rideMessages } from '../messages';
import { useMessages } from '@/web/shared/i18n';

const SHORTCUT_ICONS: Record<ShortcutType, ReactNode> = {
  Home: <HomeIcon fontSize="small" />,
  Work: <BusinessIcon fontSize="small" />,
  Affinity: <FavoriteIcon fontSize="small" />,
  Custom: <BookmarkIcon fontSize="small" />,
};

type Props = {
  state: WizardState;
  options: PricingOption[] | null;
  shortcutField: PinField;
  onBack(): void;
  onOpenField(field: PinField): void;
  onClearField(field: PinField): void;
  onShortcut(type: ShortcutType): void;
  onVehicle(slug: string): void;
  onLuggage(value: boolean): void;
  onCouponCode(code: string): void;
  onApplyCoupon(): void;
  onTip(): void;
  onPayment(): void;
  onProceed(): void;
};

/** Page 1: where from and to, saved-address shortcuts, the vehicle and the trip's extras, then Proceed. */
export function SummaryStep({
  state,
  options,
  shortcutField,
  onBack,
  onOpenField,
  onClearField,
  onShortcut,
  onVehicle,
  onLuggage,
  onCouponCode,
  onApplyCoupon,
  onTip,
  onPayment,
  onProceed,
}: Props) {
  const t = useMessages(rideMessages);
  const b = useMessages(bookingMessages);
  const vehicles =
    options && options.length > 0
      ? options.map((o) => ({ slug: o.slug, name: o.name }))
      : VEHICLE_TYPES.map((v) => ({ slug: v.slug, name: v.shortName }));
  const { coupon } = state;
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <ScreenBar title={t('BOOK_A_RIDE')} onBack={onBack} />
      <Stack component="main" spacing={2} sx={{ p: 2, flex: 1, maxWidth: 560, width: '100%', mx: 'auto' }}>
        <Paper variant="outlined" sx={{ p: 1 }}>
          <AddressButton
            field="pickup"
            label={t('PICKUP')}
            state={state}
            onOpen={() => onOpenField('pickup')}
            onClear={() => onClearField('pickup')}
          />
          <Box
            sx={{ borderLeft: 2, borderColor: 'divider', borderStyle: 'dotted', height: 10, ml: '21px' }}
          />
          <AddressButton
            field="dropoff"
            label={t('DESTINATION')}
            state={state}
            onOpen={() => onOpenField('dropoff')}
            onClear={() => onClearField('dropoff')}
          />
        </Paper>

        <Box component="section" aria-labelledby="shortcuts-title">
          <Typography id="shortcuts-title" variant="subtitle2" component="h2" sx={{ mb: 1 }}>
            {shortcutField === 'pickup' ? t('SAVED_PLACES_PICKUP') : t('SAVED_PLACES_DESTINATION')}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {(['Home', 'Work', 'Affinity', 'Custom'] as const).map((type) => (
              <Chip
                key={type}
                icon={SHORTCUT_ICONS[type] as React.ReactElement}
                label={t(`SHORTCUT_${type}`)}
                onClick={() => onShortcut(type)}
                variant="outlined"
                size="small"
                clickable
              />
            ))}
          </Stack>
        </Box>

        <Box component="section" aria-labelledby="vehicle-title">
          <Typography id="vehicle-title" variant="subtitle2" component="h2" sx={{ mb: 1 }}>
            {t('VEHICLE')}
          </Typography>
          <ToggleButtonGroup
            exclusive
            fullWidth
            size="small"
            value={state.vehicleSlug}
            onChange={(_, slug: string | null) => slug && onVehicle(slug)}
            aria-label={t('VEHICLE')}
          >
            {vehicles.map((vehicle) => (
              <ToggleButton key={vehicle.slug} value={vehicle.slug}>
                {vehicle.name}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {luggageAllowed(state.vehicleSlug) && (
            <FormControlLabel
              sx={{ mt: 1 }}
              control={
                <Checkbox checked={state.hasLuggage} onChange={(event) => onLuggage(event.target.checked)} />
              }
              label={t('LUGGAGE', { kg: LUGGAGE_THRESHOLD_KG })}
            />
          )}
        </Box>

        <Box component="section" aria-labelledby="coupon-title">
          <Typography id="coupon-title" variant="subtitle2" component="h2" sx={{ mb: 1 }}>
            {t('COUPON')}
          </Typography>
          <Stack direction="row" spacing={1}>
            <TextField
              id="coupon-code"
              label={t('COUPON_CODE')}
              size="small"
              value={state.couponCode}
              onChange={(event) => onCouponCode(event.target.value.toUpperCase())}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  onApplyCoupon();
                }
              }}
              fullWidth
              slotProps={{ htmlInput: { maxLength: 40, autoCapitalize: 'characters' } }}
            />
            <Button
              variant="outlined"
              onClick={onApplyCoupon}
              disabled={state.couponCode.trim() === ''}
              loading={coupon.status === 'checking'}
            >
              {t('APPLY')}
            </Button>
          </Stack>
          <Box role="status" aria-live="polite">
            {coupon.status === 'valid' && (
              <Typography variant="body2" color="success.dark" sx={{ mt: 0.5 }}>
                {b('COUPON_VALID')} {t('COUPON_OFF', { percent: coupon.percent })}
              </Typography>
            )}
            {coupon.status === 'invalid' && (
              <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
                {coupon.message}
              </Typography>
            )}
          </Box>
        </Box>

        <Stack direction="row" spacing={1}>
          <Button variant="outlined" fullWidth onClick={onTip} sx={{ justifyContent: 'space-between' }}>
            <span>{t('TIP')}</span>
            <span>{state.tip > 0 ? formatPeso(state.tip) : t('ADD')}</span>
          </Button>
          <Button variant="outlined" fullWidth onClick={onPayment} sx={{ justifyContent: 'space-between' }}>
            <span>{t('PAYMENT')}</span>
            <span>{t(`PAYMENT_${paymentName(state.paymentMethodId) as 'Cash' | 'Wallet'}`)}</span>
          </Button>
        </Stack>

        {!canProceed(state) && (
          <Alert severity="info" variant="outlined">
            {t('SET_BOTH_FOR_FARE')}
          </Alert>
        )}
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" size="large" fullWidth disabled={!canProceed(state)} onClick={onProceed}>
          {b('PROCEED')}
        </Button>
      </Stack>
    </Box>
  );
}

function AddressButton({
  field,
  label,
  state,
  onOpen,
  onClear,
}: {
  field: PinField;
  label: string;
  state: WizardState;
  onOpen(): void;
  onClear(): void;
}) {
  const place = state.pins[field];
  const set = isPlaceSet(place);
  const note = field === 'pickup' ? state.note.trim() : '';
  const t = useMessages(rideMessages);
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      <ButtonBase
        onClick={onOpen}
        sx={{
          flex: 1,
          minWidth: 0,
          justifyContent: 'flex-start',
          textAlign: 'left',
          borderRadius: 1,
          p: 1,
          gap: 1.5,
        }}
        aria-label={
          set ? t('ADDRESS_BUTTON_SET', { label, place: place.text }) : t('ADDRESS_BUTTON_UNSET', { label })
        }
      >
        <Box sx={{ width: 28, display: 'flex', justifyContent: 'center', flexShrink: 0 }} aria-hidden>
          <PinIcon field={field} size={26} />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {label}
          </Typography>
          <Typography variant="body1" noWrap color={set ? 'text.primary' : 'text.secondary'}>
            {set ? place.text : field === 'pickup' ? t('WHERE_PICKUP') : t('WHERE_GOING')}
          </Typography>
          {set && place.subText && (
            <Typography variant="caption" color="text.secondary" noWrap component="p">
              {place.subText}
            </Typography>
          )}
          {note && (
            <Typography variant="caption" color="text.secondary" component="p" noWrap>
              {t('NOTE', { note })}
            </Typography>
          )}
        </Box>
      </ButtonBase>
      {set && (
        <IconButton aria-label={t('CLEAR_FIELD', { field: label.toLowerCase() })} onClick={onClear}>
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
    </Stack>
  );
}
