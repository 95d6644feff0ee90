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
import { LUGGAGE_THRESHOLD_KG, VEHICLE_TYPES } from '../../../../config/constants';
import { formatPeso } from '../../../shared/fare';
import { BOOKING_MESSAGES } from '../../../shared/messages';
import { ScreenBar } from '../common/ScreenBar';
import { luggageAllowed } from '../logic/fare-lines';
import { isPlaceSet, type PinField } from '../logic/pin-target';
import type { ShortcutType } from '../logic/saved-addresses';
import type { PricingOption } from '../logic/types';
import { canProceed, type WizardState } from '../logic/wizard';
import { paymentName } from './BookDialogs';
import { PinIcon } from '../common/PinIcon';

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
  const vehicles =
    options && options.length > 0
      ? options.map((o) => ({ slug: o.slug, name: o.name }))
      : VEHICLE_TYPES.map((v) => ({ slug: v.slug, name: v.shortName }));
  const { coupon } = state;
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <ScreenBar title="Book a ride" onBack={onBack} />
      <Stack component="main" spacing={2} sx={{ p: 2, flex: 1, maxWidth: 560, width: '100%', mx: 'auto' }}>
        <Paper variant="outlined" sx={{ p: 1 }}>
          <AddressButton
            field="pickup"
            label="Pickup"
            state={state}
            onOpen={() => onOpenField('pickup')}
            onClear={() => onClearField('pickup')}
          />
          <Box
            sx={{ borderLeft: 2, borderColor: 'divider', borderStyle: 'dotted', height: 10, ml: '21px' }}
          />
          <AddressButton
            field="dropoff"
            label="Destination"
            state={state}
            onOpen={() => onOpenField('dropoff')}
            onClear={() => onClearField('dropoff')}
          />
        </Paper>

        <Box component="section" aria-labelledby="shortcuts-title">
          <Typography id="shortcuts-title" variant="subtitle2" component="h2" sx={{ mb: 1 }}>
            Saved places for the {shortcutField === 'pickup' ? 'pickup' : 'destination'}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {(['Home', 'Work', 'Affinity', 'Custom'] as const).map((type) => (
              <Chip
                key={type}
                icon={SHORTCUT_ICONS[type] as React.ReactElement}
                label={type}
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
            Vehicle
          </Typography>
          <ToggleButtonGroup
            exclusive
            fullWidth
            size="small"
            value={state.vehicleSlug}
            onChange={(_, slug: string | null) => slug && onVehicle(slug)}
            aria-label="Vehicle"
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
              label={`I have luggage over ${LUGGAGE_THRESHOLD_KG} kg`}
            />
          )}
        </Box>

        <Box component="section" aria-labelledby="coupon-title">
          <Typography id="coupon-title" variant="subtitle2" component="h2" sx={{ mb: 1 }}>
            Coupon
          </Typography>
          <Stack direction="row" spacing={1}>
            <TextField
              id="coupon-code"
              label="Coupon code"
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
              Apply
            </Button>
          </Stack>
          <Box role="status" aria-live="polite">
            {coupon.status === 'valid' && (
              <Typography variant="body2" color="success.dark" sx={{ mt: 0.5 }}>
                {BOOKING_MESSAGES.COUPON_VALID} ({coupon.percent}% off the fare)
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
            <span>Tip</span>
            <span>{state.tip > 0 ? formatPeso(state.tip) : 'Add'}</span>
          </Button>
          <Button variant="outlined" fullWidth onClick={onPayment} sx={{ justifyContent: 'space-between' }}>
            <span>Payment</span>
            <span>{paymentName(state.paymentMethodId)}</span>
          </Button>
        </Stack>

        {!canProceed(state) && (
          <Alert severity="info" variant="outlined">
            Set the pickup and the destination to see the fare.
          </Alert>
        )}
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" size="large" fullWidth disabled={!canProceed(state)} onClick={onProceed}>
          {BOOKING_MESSAGES.PROCEED}
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
        aria-label={`${label}: ${set ? place.text : 'not set'}. ${set ? 'Change' : 'Set'} on the map`}
      >
        <Box sx={{ width: 28, display: 'flex', justifyContent: 'center', flexShrink: 0 }} aria-hidden>
          <PinIcon field={field} size={26} />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {label}
          </Typography>
          <Typography variant="body1" noWrap color={set ? 'text.primary' : 'text.secondary'}>
            {set ? place.text : field === 'pickup' ? 'Where should we pick you up?' : 'Where are you going?'}
          </Typography>
          {set && place.subText && (
            <Typography variant="caption" color="text.secondary" noWrap component="p">
              {place.subText}
            </Typography>
          )}
          {note && (
            <Typography variant="caption" color="text.secondary" component="p" noWrap>
              Note: {note}
            </Typography>
          )}
        </Box>
      </ButtonBase>
      {set && (
        <IconButton aria-label={`Clear ${label.toLowerCase()}`} onClick={onClear}>
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
    </Stack>
  );
}
