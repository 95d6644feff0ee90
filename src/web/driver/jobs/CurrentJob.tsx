import ChatIcon from '@mui/icons-material/Chat';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import type { BookingDetails } from '@schemas/booking';
import { formatKm, formatPeso } from '@/shared/fare';
import { bookingMessages } from '@/shared/messages';
import { isBookingStatus, isFinalStatus } from '@/shared/status-labels';
import { errorMessage } from '@/web/shared/api';
import { ConnectionNote } from '@/web/shared/ConnectionNote';
import { useDialogs } from '@/web/shared/dialogs';
import { PinIcon } from '@/web/ride/common/PinIcon';
import { BookingMap } from '@/web/ride/booking/BookingMap';
import { ChatThread } from '@/web/ride/chat/ChatThread';
import { useChat } from '@/web/ride/chat/useChat';
import type { ChatMessage } from '@/web/ride/logic/types';
import { planBookingMap } from '@/web/ride/logic/booking-map';
import { RateTrip } from '@/web/ride/rating/RateTrip';
import { rideStatusMessages } from '@/web/ride/booking/messages';
import { type Translate, useEnglishText, useMessages } from '@/web/shared/i18n';
import { driverJobMessages } from '../messages';
import { deliveryStatusWords } from '@/shared/order-words';
import { DeliveryJob } from './DeliveryJob';
import { PautosJob } from './PautosJob';
import { WalkInPointsNote } from './WalkInPointsNote';
import { onActionSent, submitAction, useActionQueue, useQueuedFor } from './action-queue';
import { offlineMessages } from './offline-messages';

type DriverJobKey = keyof typeof driverJobMessages.en;

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

/** Who cancelled, as the driver reads it. */
function cancelledBy(who: string | null | undefined, d: Translate<DriverJobKey>): string {
  if (who === 'driver') return d('CANCELLED_BY_YOU');
  if (who === 'user') return d('CANCELLED_BY_RIDER');
  if (who === 'admin') return d('CANCELLED_BY_STAFF');
  if (who === 'system') return d('CANCELLED_BY_SYSTEM');
  return d('WAS_CANCELLED');
}

/** The trip in hand: map, rider details, the next step, and the chat with the rider. */
export function CurrentJob({
  booking,
  updatedAt,
  myUserId,
  onBooking,
  onDone,
}: {
  booking: BookingDetails;
  /** When the server last told the screen about this trip. */
  updatedAt: number | null;
  myUserId: number | null;
  onBooking(booking: BookingDetails): void;
  onDone(): void;
}) {
  const dialogs = useDialogs();
  const d = useMessages(driverJobMessages);
  // A delivery's own words (the store, the order code), not a ride's.
  const w = useMessages(deliveryStatusWords);
  const b = useMessages(bookingMessages);
  const english = useEnglishText(rideStatusMessages);
  const [busy, setBusy] = useState(false);
  const plan = useMemo(() => planBookingMap(booking), [booking]);
  const [chatOpen, setChatOpen] = useState(false);
  const o = useMessages(offlineMessages);
  // A message written without signal is kept with the driver's other taps and sent in turn.
  const chat = useChat(booking.code, myUserId, {
    visible: chatOpen,
    notifyUnseen: true,
    queue: async (pending) => {
      const result = await submitAction({
        kind: 'chat',
        key: pending.client_id ?? undefined,
        bookingId: booking.id,
        path: `chat/${encodeURIComponent(booking.code)}/messages`,
        body: { text: pending.text, client_id: pending.client_id },
        label: o('KEPT_CHAT', { text: pending.text }),
      });
      return result.state === 'sent' ? (result.answer as ChatMessage) : null;
    },
  });
  const reloadChat = chat.reload;
  useEffect(
    () =>
      onActionSent((action) => {
        if (action.kind === 'chat' && action.bookingId === booking.id) void reloadChat();
      }),
    [booking.id, reloadChat],
  );
  const { waiting } = useActionQueue();
  // Steps tapped without signal: the screen goes on from the last of them while they wait to be sent.
  const waitingStep = useQueuedFor(booking.id)
    .filter((action) => action.kind === 'trip-step')
    .at(-1)?.status;
  const shownStatus = waitingStep ?? booking.status;
  const unread = chatOpen ? 0 : chat.unseenCount;
  const latestFromRider = [...chat.messages].reverse().find((m) => m.userId !== myUserId);
  // An errand moves by its own steps (PautosJob); the ride's steps are for rides.
  const step = booking.is_pautos || booking.is_delivery ? null : nextDriverStep(shownStatus);
  const final = isFinalStatus(shownStatus);
  const cancelled = booking.status === 'cancelled';
  const order = booking.taxi_order;

  async function advance() {
    if (!step) return;
    setBusy(true);
    try {
      const result = await submitAction({
        kind: 'trip-step',
        bookingId: booking.id,
        path: `driver/bookings/${booking.id}/status`,
        body: { status: step.status },
        status: step.status,
        label: d(`STEP_${step.status}`),
      });
      if (result.state === 'sent') onBooking(result.answer as BookingDetails);
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
          color={cancelled ? 'error' : 'primary'}
          data-status={booking.status}
          data-shown-status={shownStatus}
        >
          {booking.is_delivery && isBookingStatus(shownStatus)
            ? w(`DRIVER_HEADLINE_${shownStatus}`)
            : isBookingStatus(shownStatus)
              ? d(`HEADLINE_${shownStatus}`)
              : shownStatus}
        </Typography>
        {waitingStep && waiting && (
          <Typography variant="caption" component="p" color="warning.main" data-step-waiting>
            {o('WAITING_FOR_SIGNAL')}
          </Typography>
        )}
        {!final && !waitingStep && <ConnectionNote updatedAt={updatedAt} />}
        {!cancelled && shownStatus in DRIVER_HINTS && (
          <Typography variant="body2" color="text.secondary" data-driver-hint>
            {booking.is_delivery
              ? w(`DRIVER_HINT_${shownStatus as 'preparing'}`, { code: booking.code })
              : d(`HINT_${shownStatus as 'preparing'}`)}
          </Typography>
        )}
      </Box>
      {cancelled && (
        <Alert severity="warning" data-cancelled-alert>
          <AlertTitle>{cancelledBy(booking.cancelled_by_who, d)}</AlertTitle>
          {booking.reason && (
            <Typography variant="body2">{d('REASON', { reason: english(booking.reason) })}</Typography>
          )}
          <Typography variant="body2" sx={{ fontWeight: 700, mt: 0.5 }} data-nothing-to-collect>
            {d('NOTHING_TO_COLLECT')}
          </Typography>
          <Typography variant="body2">{d('CANCELLED_NEXT')}</Typography>
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
            {!cancelled && (
              <Typography sx={{ fontWeight: 700 }} data-collect>
                {d('COLLECT', {
                  amount: formatPeso(booking.total),
                  method: booking.payment_method?.name ?? 'Cash',
                })}
              </Typography>
            )}
          </Stack>
        </Paper>
      )}

      {booking.walk_in_points && <WalkInPointsNote result={booking.walk_in_points} />}
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

      {/* Room for the chat bar, so it never covers the last button. */}
      <Box sx={{ height: 64 }} aria-hidden />

      {/* The chat is one tap away from anywhere on the screen, and says when the rider has written. */}
      <Paper
        elevation={8}
        data-driver-chat-bar
        sx={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: (theme) => theme.zIndex.appBar,
          p: 1,
          pb: 'calc(8px + env(safe-area-inset-bottom))',
          borderRadius: 0,
        }}
      >
        <Box sx={{ maxWidth: 600, mx: 'auto' }}>
          <Button
            variant={unread > 0 ? 'contained' : 'outlined'}
            color={unread > 0 ? 'secondary' : 'primary'}
            fullWidth
            size="large"
            onClick={() => setChatOpen(true)}
            aria-label={unread > 0 ? d('CHAT_RIDER_UNREAD', { unread }) : d('CHAT_RIDER')}
            startIcon={
              <Badge badgeContent={unread} color="error" data-unread={unread}>
                <ChatIcon />
              </Badge>
            }
            sx={{ justifyContent: 'flex-start', textTransform: 'none' }}
          >
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {unread > 0 && latestFromRider ? latestFromRider.text : d('CHAT_RIDER')}
            </Box>
          </Button>
        </Box>
      </Paper>
      <Drawer
        anchor="bottom"
        open={chatOpen}
        onClose={() => setChatOpen(false)}
        slotProps={{
          paper: {
            component: 'section',
            'aria-labelledby': 'driver-chat-title',
            sx: { height: '80dvh', display: 'flex', flexDirection: 'column', borderRadius: '16px 16px 0 0' },
          } as object,
        }}
      >
        <Stack
          direction="row"
          sx={{ alignItems: 'center', px: 1.5, py: 0.5, borderBottom: 1, borderColor: 'divider' }}
        >
          <Typography id="driver-chat-title" variant="subtitle2" component="h2" sx={{ flex: 1 }}>
            {b('CHAT_PREVIEW')} #{booking.code}
          </Typography>
          <IconButton aria-label={d('CLOSE_CHAT')} onClick={() => setChatOpen(false)}>
            <CloseIcon />
          </IconButton>
        </Stack>
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
      </Drawer>
    </Stack>
  );
}
