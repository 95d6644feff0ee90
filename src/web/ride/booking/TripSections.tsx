import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatKm, formatPeso } from '@/shared/fare';
import { type BookingService, bookingHeadline } from '@/shared/order-words';
import { rideHeadline, rideStatusLabel } from '@/shared/status-labels';
import { useEnglishText, useLocale, useMessages } from '@/web/shared/i18n';
import { useManilaDate } from '@/web/shared/manila-date';
import { PinIcon } from '../common/PinIcon';
import type { BookingDetails } from '../logic/types';
import { bookingViewMessages, rideStatusMessages } from './messages';

/** The trip's two ends (the drop-off of a quick booking only once it is over), its distance and vehicle. */
export function TripSection({ booking, final }: { booking: BookingDetails; final: boolean }) {
  const v = useMessages(bookingViewMessages);
  const order = booking.taxi_order;
  if (!order) return null;
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} component="section" aria-label={v('TRIP')}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ pt: 0.25 }} aria-hidden>
            <PinIcon field="pickup" size={22} />
          </Box>
          <Box>
            <Typography variant="caption" color="text.secondary" component="p">
              {v('PICKUP')}
            </Typography>
            <Typography variant="body2">{order.pickup_address}</Typography>
            {booking.note && (
              <Typography variant="caption" color="text.secondary">
                {v('NOTE', { note: booking.note })}
              </Typography>
            )}
          </Box>
        </Stack>
        {(!order.is_quick_book || final) && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Box sx={{ pt: 0.25 }} aria-hidden>
              <PinIcon field="dropoff" size={22} />
            </Box>
            <Box>
              <Typography variant="caption" color="text.secondary" component="p">
                {v('DROPOFF')}
              </Typography>
              <Typography variant="body2">{order.dropoff_address}</Typography>
            </Box>
          </Stack>
        )}
        {order.trip_details && (
          <Typography variant="caption" color="text.secondary">
            {formatKm(order.trip_details.km_distance ?? 0)}
            {order.trip_details.eta
              ? v('ABOUT_MIN', { min: Math.round(Number(order.trip_details.eta)) })
              : ''}
            {order.vehicle_type?.name ? ` · ${order.vehicle_type.name}` : ''}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}

/** The fare: the total with its payment method, and the tip and pickup fee it includes. */
export function FareSection({ booking }: { booking: BookingDetails }) {
  const v = useMessages(bookingViewMessages);
  const order = booking.taxi_order;
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} component="section" aria-label={v('FARE')}>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary">
          {v('TOTAL_WITH', { method: booking.payment_method?.name ?? 'Cash' })}
        </Typography>
        <Typography sx={{ fontWeight: 700 }}>{formatPeso(booking.total)}</Typography>
      </Stack>
      {(booking.tip ?? 0) > 0 && (
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Typography variant="body2" color="text.secondary">
            {v('INCLUDES_TIP')}
          </Typography>
          <Typography variant="body2">{formatPeso(booking.tip ?? 0)}</Typography>
        </Stack>
      )}
      {(order?.trip_details?.pickup_charge_fee ?? 0) > 0 && (
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Typography variant="body2" color="text.secondary">
            {v('INCLUDES_PICKUP_FEE')}
          </Typography>
          <Typography variant="body2">{formatPeso(order?.trip_details?.pickup_charge_fee ?? 0)}</Typography>
        </Stack>
      )}
    </Paper>
  );
}

/**
 * Every status the booking went through, the latest first, with its Manila time: in the rider's words, or as
 * the tracking list reads them (`watching`).
 */
export function StatusHistory({
  booking,
  service,
  watching = false,
}: {
  booking: BookingDetails;
  service: BookingService;
  watching?: boolean;
}) {
  const v = useMessages(bookingViewMessages);
  const english = useEnglishText(rideStatusMessages);
  const manilaDate = useManilaDate();
  const [locale] = useLocale();
  if (!booking.statuses || booking.statuses.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="history-title">
      <Typography id="history-title" variant="subtitle2" component="h2">
        {v('STATUS_HISTORY')}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
        {[...booking.statuses].reverse().map((entry) => (
          <Typography component="li" variant="body2" key={`${entry.name}-${entry.updated_at}`}>
            {watching
              ? rideStatusLabel(entry.name, locale)
              : service === 'ride'
                ? english(rideHeadline(entry.name))
                : bookingHeadline(service, entry.name, locale)}{' '}
            ·{' '}
            {manilaDate(entry.updated_at, 'MMM D, h:mm A', {
              month: 'short',
              day: 'numeric',
              hour: 'numeric',
              minute: '2-digit',
            })}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
