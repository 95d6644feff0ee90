import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import type { BookingDetails } from '../../../../schemas/booking';
import { formatKm, formatPeso } from '../../../shared/fare';
import { bookingMessages } from '../../../shared/messages';
import { isFinalStatus, rideStatusLabel } from '../../../shared/status-labels';
import { api, errorMessage } from '../../shared/api';
import { useDialogs } from '../../shared/dialogs';
import { PinIcon } from '../../ride/common/PinIcon';
import { BookingMap } from '../../ride/booking/BookingMap';
import { ChatThread } from '../../ride/chat/ChatThread';
import { useChat } from '../../ride/chat/useChat';
import { planBookingMap } from '../../ride/logic/booking-map';
import { RateTrip } from '../../ride/rating/RateTrip';
import { rideStatusMessages } from '../../ride/booking/messages';
import { useEnglishText, useMessages } from '../../shared/i18n';
import { driverJobMessages } from '../messages';
import { DeliveryJob } from './DeliveryJob';
import { PautosJob } from './PautosJob';

type Step = { status: 'arrived' | 'enroute' | 'delivered'; label: string };

/** The one next step the driver can take from each status. */
export function nextDriverStep(status: string): Step | null {
  if (status === 'preparing') return { status: 'arrived', label: 'I have arrived at the pickup' };
  if (status === 'arrived') return { status: 'enroute', label: 'Start the trip' };
  if (status === 'enroute') return { status: 'delivered', label: 'Complete the trip' };
  return null;
}

const DRIVER_HINTS: Record<string, string> = {
  preparing: 'Go to the pickup point.',
  arrived: 'Wait for the rider. Ask for the verification code.',
  enroute: 'Drive the rider to the drop-off.',
  delivered: 'Trip complete. Collect the fare in cash.',
};

/** The trip in hand: map, rider details, the next step, and the chat with the rider. */
export function CurrentJob({
  booking,
  myUserId,
  onBooking,
  onDone,
}: {
  booking: BookingDetails;
  myUserId: number | null;
  onBooking(booking: BookingDetails): void;
  onDone(): void;
}) {
  const dialogs = useDialogs();
  const d = useMessages(driverJobMessages);
  const b = useMessages(bookingMessages);
  const english = useEnglishText(rideStatusMessages);
  const [busy, setBusy] = useState(false);
  const plan = useMemo(() => planBookingMap(booking), [booking]);
  const chat = useChat(booking.code, myUserId, { visible: true, notifyUnseen: true });
  // An errand moves by its own steps (PautosJob); the ride's steps are for rides.
  const step = booking.is_pautos || booking.is_delivery ? null : nextDriverStep(booking.status);
  const final = isFinalStatus(booking.status);
  const order = booking.taxi_order;

  async function advance() {
    if (!step) return;
    setBusy(true);
    try {
      onBooking(
        await api<BookingDetails>(`driver/bookings/${booking.id}/status`, {
          method: 'POST',
          body: { status: step.status },
        }),
      );
    } catch (error) {
      await dialogs.alert('error', d('COULD_NOT_UPDATE'), errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack spacing={2}>
      <Box role="status" aria-live="polite" aria-atomic="true">
        <Typography variant="caption" color="text.secondary" component="p">
          {d('BOOKING_CODE', { code: booking.code })}
        </Typography>
        <Typography
          variant="h5"
          component="h2"
          sx={{ fontWeight: 800 }}
          color={booking.status === 'cancelled' ? 'error' : 'primary'}
          data-status={booking.status}
        >
          {english(rideStatusLabel(booking.status))}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {booking.status === 'cancelled'
            ? `${booking.cancelled_by_who === 'driver' ? d('CANCELLED_BY_YOU') : d('CANCELLED_BY_RIDER')}${booking.reason ? ` ${d('REASON', { reason: english(booking.reason) })}` : ''}`
            : booking.status in DRIVER_HINTS
              ? d(`HINT_${booking.status as 'preparing'}`)
              : ''}
        </Typography>
      </Box>
      {booking.status === 'cancelled' && (
        <Alert severity="warning" data-cancelled-alert>
          {booking.reason
            ? d('WAS_CANCELLED_REASON', { reason: english(booking.reason) })
            : d('WAS_CANCELLED')}
        </Alert>
      )}

      <Box sx={{ borderRadius: 2, overflow: 'hidden' }}>
        <BookingMap plan={plan} height="220px" showOriginals={false} onToggleOriginals={() => {}} />
      </Box>

      {order && (
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          <Stack spacing={1}>
            <Typography sx={{ fontWeight: 700 }}>
              {d('RIDER_NAMED', { name: booking.user?.name ?? '' })}
            </Typography>
            <Stack direction="row" spacing={1}>
              <PinIcon field="pickup" size={22} />
              <Box>
                <Typography variant="body2">{order.pickup_address}</Typography>
                {booking.note && (
                  <Typography variant="caption" color="text.secondary">
                    {d('NOTE', { note: booking.note })}
                  </Typography>
                )}
              </Box>
            </Stack>
            <Stack direction="row" spacing={1}>
              <PinIcon field="dropoff" size={22} />
              <Typography variant="body2">{order.dropoff_address}</Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {formatKm(order.trip_details.km_distance)}
              {booking.has_luggage ? d('LUGGAGE') : ''}
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>
              {d('COLLECT', {
                amount: formatPeso(booking.total),
                method: booking.payment_method?.name ?? 'Cash',
              })}
            </Typography>
          </Stack>
        </Paper>
      )}

      {booking.is_pautos && <PautosJob bookingId={booking.id} code={booking.code} />}
      {booking.is_delivery && <DeliveryJob bookingId={booking.id} code={booking.code} />}
      {step && (
        <Button variant="contained" size="large" fullWidth onClick={() => void advance()} loading={busy}>
          {d(`STEP_${step.status}`)}
        </Button>
      )}
      {booking.status === 'delivered' && <RateTrip orderId={booking.id} ratee="rider" />}
      {final && (
        <Button variant="outlined" size="large" fullWidth onClick={onDone}>
          {d('BACK_TO_WAITING')}
        </Button>
      )}

      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="driver-chat-title"
        sx={{ display: 'flex', flexDirection: 'column', height: 360, overflow: 'hidden' }}
      >
        <Typography
          id="driver-chat-title"
          variant="subtitle2"
          component="h2"
          sx={{ px: 1.5, py: 1, borderBottom: 1, borderColor: 'divider' }}
        >
          {b('CHAT_PREVIEW')} #{booking.code}
        </Typography>
        <ChatThread
          messages={chat.messages}
          myUserId={myUserId}
          status={chat.status}
          canSend={!final}
          sendError={chat.sendError}
          otherLabel={d('RIDER')}
          onSend={chat.send}
          onRetry={(message) => void chat.retry(message)}
          onReload={() => void chat.reload()}
        />
      </Paper>
    </Stack>
  );
}
