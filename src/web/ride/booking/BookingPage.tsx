import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import NotificationsIcon from '@mui/icons-material/NotificationsActiveOutlined';
import PasswordIcon from '@mui/icons-material/Password';
import ReportIcon from '@mui/icons-material/ReportGmailerrorred';
import ShareIcon from '@mui/icons-material/Share';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Fab from '@mui/material/Fab';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { BOOKING_MAP_HEIGHT_PERCENT, TOAST_MS } from '../../../../config/constants';
import { formatKm, formatPeso } from '../../../shared/fare';
import { formatManila } from '../../../shared/dates';
import { GENERIC_MESSAGES } from '../../../shared/messages';
import { RateTrip } from '../rating/RateTrip';
import { canCancel, isFinalStatus, rideProgressHint, rideStatusLabel } from '../../../shared/status-labels';
import { goTo } from '../../shared/AppLink';
import { Loading } from '../../shared/Loading';
import { useSession } from '../../shared/session';
import { useSettings } from '../../shared/settings';
import { PinIcon } from '../common/PinIcon';
import { askNotificationPermission, useChat } from '../chat/useChat';
import { planBookingMap } from '../logic/booking-map';
import { chatPath, parseBookingRef, shareUrl } from '../logic/booking-ref';
import type { BookingDetails } from '../logic/types';
import { BookingMap } from './BookingMap';
import { BottomSheet } from './BottomSheet';
import { DeliveryPanel } from '../delivery/DeliveryPanel';
import { PautosPanel } from '../pautos/PautosPanel';
import { useCancelFlow } from './CancelFlow';
import { DriverCard } from './DriverCard';
import { SharedBookingView } from './SharedBookingView';
import { useBooking } from './useBooking';

const MAP_HEIGHT = `${BOOKING_MAP_HEIGHT_PERCENT}dvh`;
const DEFAULT_EMERGENCY_PHONE = '911';

/** /booking/{id}-{code}, /booking/{code} and /orders/{id}; with ?share= the reduced shared view. */
export default function BookingPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const share = search.get('share');
  const refText = params.ref ?? params.orderId ?? '';
  const ref = useMemo(() => parseBookingRef(refText), [refText]);
  if (share) return <SharedBookingView token={share} />;
  return <RiderBookingView refText={refText} bookingRef={ref} />;
}

function RiderBookingView({
  refText,
  bookingRef,
}: {
  refText: string;
  bookingRef: ReturnType<typeof parseBookingRef>;
}) {
  const { load, setBooking } = useBooking(bookingRef);
  if (!bookingRef || load.state === 'not-found') {
    return (
      <Problem
        title="Booking not found"
        text={`We could not find booking ${refText}. Check the link and try again.`}
      />
    );
  }
  if (load.state === 'loading') return <Loading label="Loading your booking..." />;
  if (load.state === 'login') {
    return (
      <Problem
        title="Please log in"
        text="Log in with the account that made this booking to see it."
        action={{ label: 'Log in', href: '/login' }}
      />
    );
  }
  if (load.state === 'error') return <Problem title="Could not load the booking" text={load.message} retry />;
  return <BookingScreen booking={load.booking} onBooking={setBooking} />;
}

function Problem({
  title,
  text,
  action,
  retry,
}: {
  title: string;
  text: string;
  action?: { label: string; href: string };
  retry?: boolean;
}) {
  return (
    <Stack component="main" spacing={2} sx={{ p: 3, maxWidth: 480, mx: 'auto', textAlign: 'center', mt: 6 }}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'center' }}>
        {retry && (
          <Button variant="contained" onClick={() => window.location.reload()}>
            Try again
          </Button>
        )}
        {action && (
          <Button variant="contained" href={action.href}>
            {action.label}
          </Button>
        )}
        <Button href="/">Home</Button>
      </Stack>
    </Stack>
  );
}

function statusMessage(booking: BookingDetails): string {
  switch (booking.status) {
    case 'pending':
      return 'Looking for a driver near you...';
    case 'preparing':
      return 'Your driver is on the way to the pickup point.';
    case 'arrived':
      return 'Your driver is at the pickup point.';
    case 'enroute':
      return 'On the way to your destination.';
    case 'delivered':
      return 'You have arrived. Thank you for riding with BRP!';
    case 'cancelled':
      return booking.cancelled_by_who === 'driver'
        ? 'The driver cancelled this booking.'
        : booking.cancelled_by_who === 'user'
          ? 'You cancelled this booking.'
          : 'This booking was cancelled.';
    default:
      return '';
  }
}

function BookingScreen({
  booking,
  onBooking,
}: {
  booking: BookingDetails;
  onBooking(b: BookingDetails): void;
}) {
  const navigate = useNavigate();
  const session = useSession();
  const settings = useSettings();
  const [full, setFull] = useState(false);
  const [showOriginals, setShowOriginals] = useState(false);
  const [codeOpen, setCodeOpen] = useState(false);
  const [emergencyOpen, setEmergencyOpen] = useState(false);
  const [toast, setToast] = useState<string | null>(null);
  const [notifyAsk, setNotifyAsk] = useState(
    () => typeof Notification !== 'undefined' && Notification.permission === 'default',
  );
  const plan = useMemo(() => planBookingMap(booking, showOriginals), [booking, showOriginals]);
  const myUserId = session.info?.id ?? null;
  const openChat = () => {
    askNotificationPermission();
    navigate(chatPath(booking.code));
  };
  const chat = useChat(booking.code, myUserId, {
    visible: false,
    notifyUnseen: true,
    onNotificationClick: openChat,
  });
  const cancel = useCancelFlow(booking, onBooking);
  const emergencyPhone = settings?.values?.emergency_phone || DEFAULT_EMERGENCY_PHONE;
  const final = isFinalStatus(booking.status);
  const order = booking.taxi_order;
  const hint = rideProgressHint(booking.status);

  async function share() {
    if (!booking.share_token) return;
    const url = shareUrl(window.location.origin, booking.code, booking.share_token);
    try {
      if (navigator.share) {
        await navigator.share({ title: `BRP booking ${booking.code}`, text: 'Follow my BRP ride', url });
        return;
      }
      await navigator.clipboard.writeText(url);
      setToast(GENERIC_MESSAGES.COPIED);
    } catch (error) {
      if ((error as Error).name === 'AbortError') return;
      setToast(`Share this link: ${url}`);
    }
  }

  return (
    <Box sx={{ height: '100dvh', overflow: 'hidden', position: 'relative' }}>
      <BookingMap
        plan={plan}
        height={MAP_HEIGHT}
        showOriginals={showOriginals}
        onToggleOriginals={() => setShowOriginals((value) => !value)}
      />
      {/* Over the map only: a full-screen sheet covers the map and has its own handle. */}
      {!full && (
        <>
          <Fab
            size="small"
            aria-label="Go to the home page"
            onClick={() => goTo('/')}
            sx={{ position: 'absolute', top: 12, left: 12, bgcolor: 'background.paper' }}
          >
            <ArrowBackIcon />
          </Fab>
          {booking.share_token && (
            <Fab
              size="small"
              aria-label="Share this booking"
              onClick={() => void share()}
              sx={{ position: 'absolute', top: 12, right: 12, bgcolor: 'background.paper' }}
            >
              <ShareIcon />
            </Fab>
          )}
        </>
      )}
      <BottomSheet full={full} onFullChange={setFull} minimisedTop={MAP_HEIGHT}>
        <Stack spacing={2} sx={{ maxWidth: 640, mx: 'auto' }} component="main">
          <Box role="status" aria-live="polite" aria-atomic="true">
            <Typography variant="caption" color="text.secondary" component="p">
              Booking #{booking.code}
            </Typography>
            <Typography
              variant="h5"
              component="h1"
              sx={{ fontWeight: 800 }}
              color={
                booking.status === 'cancelled'
                  ? 'error'
                  : booking.status === 'delivered'
                    ? 'success.dark'
                    : 'primary'
              }
              data-status={booking.status}
            >
              {rideStatusLabel(booking.status)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {statusMessage(booking)}
            </Typography>
            {hint && (
              <Typography variant="body2" sx={{ fontWeight: 600, mt: 0.5 }}>
                {hint}
              </Typography>
            )}
            {booking.status === 'cancelled' && booking.reason && (
              <Typography variant="body2" color="text.secondary">
                Reason: {booking.reason}
              </Typography>
            )}
          </Box>
          {booking.status === 'pending' && <LinearProgress aria-label="Looking for a driver" />}

          {booking.driver && (
            <DriverCard driver={booking.driver} unread={chat.unseenCount} chatOpen onChat={openChat} />
          )}
          {booking.is_pautos && <PautosPanel bookingId={booking.id} code={booking.code} />}
          {booking.status === 'delivered' && booking.driver && <RateTrip orderId={booking.id} />}
          {booking.is_delivery && <DeliveryPanel bookingId={booking.id} code={booking.code} />}
          {booking.driver && !final && notifyAsk && (
            <Alert
              severity="info"
              icon={<NotificationsIcon />}
              action={
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => {
                    askNotificationPermission();
                    setNotifyAsk(false);
                  }}
                >
                  Turn on
                </Button>
              }
            >
              Get a notification when your driver messages you.
            </Alert>
          )}

          <Stack direction="row" spacing={1}>
            {booking.verification_code && !final && (
              <Button
                variant="outlined"
                fullWidth
                startIcon={<PasswordIcon />}
                onClick={() => setCodeOpen(true)}
              >
                Code
              </Button>
            )}
            {!final && (
              <Button
                variant="outlined"
                color="error"
                fullWidth
                startIcon={<ReportIcon />}
                onClick={() => setEmergencyOpen(true)}
              >
                Emergency
              </Button>
            )}
            {booking.share_token && (
              <Button variant="outlined" fullWidth startIcon={<ShareIcon />} onClick={() => void share()}>
                Share
              </Button>
            )}
          </Stack>

          {order && (
            <Paper variant="outlined" sx={{ p: 1.5 }} component="section" aria-label="Trip">
              <Stack spacing={1}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <Box sx={{ pt: 0.25 }} aria-hidden>
                    <PinIcon field="pickup" size={22} />
                  </Box>
                  <Box>
                    <Typography variant="caption" color="text.secondary" component="p">
                      Pickup
                    </Typography>
                    <Typography variant="body2">{order.pickup_address}</Typography>
                    {booking.note && (
                      <Typography variant="caption" color="text.secondary">
                        Note: {booking.note}
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
                        Drop-off
                      </Typography>
                      <Typography variant="body2">{order.dropoff_address}</Typography>
                    </Box>
                  </Stack>
                )}
                {order.trip_details && (
                  <Typography variant="caption" color="text.secondary">
                    {formatKm(order.trip_details.km_distance ?? 0)}
                    {order.trip_details.eta
                      ? ` · about ${Math.round(Number(order.trip_details.eta))} min`
                      : ''}
                    {order.vehicle_type?.name ? ` · ${order.vehicle_type.name}` : ''}
                  </Typography>
                )}
              </Stack>
            </Paper>
          )}

          <Paper variant="outlined" sx={{ p: 1.5 }} component="section" aria-label="Fare">
            <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
              <Typography variant="body2" color="text.secondary">
                Total ({booking.payment_method?.name ?? 'Cash'})
              </Typography>
              <Typography sx={{ fontWeight: 700 }}>{formatPeso(booking.total)}</Typography>
            </Stack>
            {(booking.tip ?? 0) > 0 && (
              <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                <Typography variant="body2" color="text.secondary">
                  Includes tip
                </Typography>
                <Typography variant="body2">{formatPeso(booking.tip ?? 0)}</Typography>
              </Stack>
            )}
            {(order?.trip_details?.pickup_charge_fee ?? 0) > 0 && (
              <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                <Typography variant="body2" color="text.secondary">
                  Includes pickup fee
                </Typography>
                <Typography variant="body2">
                  {formatPeso(order?.trip_details?.pickup_charge_fee ?? 0)}
                </Typography>
              </Stack>
            )}
          </Paper>

          {booking.statuses && booking.statuses.length > 0 && (
            <Box component="section" aria-labelledby="history-title">
              <Typography id="history-title" variant="subtitle2" component="h2">
                Status history
              </Typography>
              <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
                {[...booking.statuses].reverse().map((entry) => (
                  <Typography component="li" variant="body2" key={`${entry.name}-${entry.updated_at}`}>
                    {rideStatusLabel(entry.name)} · {formatManila(entry.updated_at, 'MMM D, h:mm A')}
                  </Typography>
                ))}
              </Box>
            </Box>
          )}

          {canCancel(booking.status) && (
            <Button variant="text" color="error" onClick={() => void cancel.start()}>
              Cancel booking
            </Button>
          )}
          {final && (
            <Button variant="contained" href="/book/ride">
              Book another ride
            </Button>
          )}
        </Stack>
      </BottomSheet>

      <Dialog
        open={codeOpen}
        onClose={() => setCodeOpen(false)}
        aria-labelledby="code-title"
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id="code-title">Verification code</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Tell this code to your driver at pickup so you know it is your ride.
          </DialogContentText>
          <Typography
            component="p"
            sx={{ fontSize: 44, fontWeight: 800, letterSpacing: 12, textAlign: 'center' }}
            aria-label={`Code ${booking.verification_code?.split('').join(' ')}`}
          >
            {booking.verification_code}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => setCodeOpen(false)} autoFocus>
            OK
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog
        open={emergencyOpen}
        onClose={() => setEmergencyOpen(false)}
        aria-labelledby="emergency-title"
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id="emergency-title" sx={{ color: 'error.main' }}>
          Emergency
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            If you are in danger or need urgent help, call the emergency hotline now. Share your booking so
            others can follow your trip.
          </DialogContentText>
          <Button variant="contained" color="error" fullWidth size="large" href={`tel:${emergencyPhone}`}>
            Call {emergencyPhone}
          </Button>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setEmergencyOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>

      {cancel.element}
      <Snackbar
        open={toast !== null}
        autoHideDuration={TOAST_MS}
        onClose={() => setToast(null)}
        message={toast}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      />
    </Box>
  );
}
