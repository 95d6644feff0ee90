import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { BookingDetails } from '@schemas/booking';
import { formatKm, formatPeso } from '@/shared/fare';
import { PinIcon } from '@/web/ride/common/PinIcon';
import { useMessages } from '@/web/shared/i18n';
import { messages } from '@/web/ride/pautos/messages';
import { driverJobMessages } from '../messages';
import { DeliveryOfferDetails, deliveryJobMessages } from './DeliveryJob';
import { PautosOfferDetails } from './PautosJob';

export type Offer = { booking: BookingDetails; expiresAt: string; total: number };

/** Seconds left until `expiresAt`, ticking every second; 0 once it has passed. */
export function useSecondsLeft(expiresAt: string | null): number {
  const compute = () => (expiresAt ? Math.max(0, Math.ceil((Date.parse(expiresAt) - Date.now()) / 1000)) : 0);
  const [left, setLeft] = useState(compute);
  // biome-ignore lint/correctness/useExhaustiveDependencies: compute reads expiresAt, the only input
  useEffect(() => {
    setLeft(compute());
    if (!expiresAt) return;
    const timer = setInterval(() => setLeft(compute()), 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return left;
}

/** A live offer: where from and to, the fare, a countdown, Accept or Decline. */
export function OfferDialog({
  offer,
  busy,
  onAccept,
  onDecline,
  onExpired,
}: {
  offer: Offer | null;
  busy: boolean;
  onAccept(): void;
  onDecline(): void;
  onExpired(): void;
}) {
  const t = useMessages(messages);
  const td = useMessages(deliveryJobMessages);
  const left = useSecondsLeft(offer?.expiresAt ?? null);
  const [initial, setInitial] = useState(30);
  useEffect(() => {
    if (offer) setInitial(Math.max(1, Math.ceil((Date.parse(offer.expiresAt) - Date.now()) / 1000)));
  }, [offer]);
  // `left` can still hold the previous offer's 0 on the render a new offer arrives: check the clock itself.
  useEffect(() => {
    if (offer && left === 0 && Date.parse(offer.expiresAt) <= Date.now()) onExpired();
  }, [offer, left, onExpired]);
  const order = offer?.booking.taxi_order;
  const d = useMessages(driverJobMessages);
  return (
    <Dialog
      open={Boolean(offer)}
      aria-labelledby="offer-title"
      aria-describedby="offer-summary"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="offer-title">
        {offer?.booking.is_pautos
          ? t('newPautosBooking')
          : offer?.booking.is_delivery
            ? td('newDelivery')
            : d('NEW_RIDE')}
      </DialogTitle>
      <DialogContent>
        {offer && order && (
          <Stack spacing={1.5} id="offer-summary">
            <Typography variant="body2" sx={{ fontWeight: 600 }} data-offer-countdown>
              {d('EXPIRES_IN', { left })}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={Math.min(100, (left / initial) * 100)}
              aria-label={d('EXPIRES_LABEL', { left })}
            />
            <Stack direction="row" spacing={1}>
              <PinIcon field="pickup" size={22} />
              <Typography variant="body2">{order.pickup_address}</Typography>
            </Stack>
            <Stack direction="row" spacing={1}>
              <PinIcon field="dropoff" size={22} />
              <Typography variant="body2">{order.dropoff_address}</Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {d('TRIP_KM', {
                km: formatKm(order.trip_details?.km_distance ?? 0),
                vehicle: order.vehicle_type?.name ?? '',
              })}
            </Typography>
            <Typography variant="h6" component="p">
              {formatPeso(offer.total)}{' '}
              <Typography component="span" variant="body2">
                {d('CASH')}
              </Typography>
            </Typography>
            {offer.booking.note && (
              <Typography variant="body2">{d('NOTE', { note: offer.booking.note })}</Typography>
            )}
            {offer.booking.is_pautos && (
              <PautosOfferDetails bookingId={offer.booking.id} code={offer.booking.code} />
            )}
            {offer.booking.is_delivery && (
              <DeliveryOfferDetails bookingId={offer.booking.id} code={offer.booking.code} />
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onDecline} disabled={busy}>
          {d('DECLINE')}
        </Button>
        <Button variant="contained" onClick={onAccept} loading={busy} autoFocus>
          {d('ACCEPT')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
