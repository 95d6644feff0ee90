import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import NotificationsIcon from '@mui/icons-material/NotificationsActiveOutlined';
import PasswordIcon from '@mui/icons-material/Password';
import ReportIcon from '@mui/icons-material/ReportGmailerrorred';
import ShareIcon from '@mui/icons-material/Share';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fab from '@mui/material/Fab';
import LinearProgress from '@mui/material/LinearProgress';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { BOOKING_MAP_HEIGHT_PERCENT, TOAST_MS } from '@config/constants';
import { BOOKING_MESSAGES, bookingMessages, genericMessages } from '@/shared/messages';
import { RateTrip } from '../rating/RateTrip';
import {
  canCancel,
  isFinalStatus,
  rideHeadline,
  rideProgressHint,
  rideStatusLabel,
} from '@/shared/status-labels';
import { ConnectionNote } from '@/web/shared/ConnectionNote';
import { goTo } from '@/web/shared/AppLink';
import { Loading } from '@/web/shared/Loading';
import { loginPath } from '@/web/shared/RequireLogin';
import { bookingReturnCode } from '@/shared/roles';
import { useSession } from '@/web/shared/session';
import { useSettings } from '@/web/shared/settings';
import { askNotificationPermission, useChat } from '../chat/useChat';
import { planBookingMap } from '../logic/booking-map';
import { type BookingRef, chatPath, parseBookingRef, parseOrderIdRef, shareUrl } from '../logic/booking-ref';
import type { BookingDetails } from '../logic/types';
import { BookingMap } from './BookingMap';
import { BottomSheet, SHEET_OVERLAP_PX } from './BottomSheet';
import { DeliveryPanel } from '../delivery/DeliveryPanel';
import { PautosPanel } from '../pautos/PautosPanel';
import { useCancelFlow } from './CancelFlow';
import { DriverCard } from './DriverCard';
import { EmergencyDialog, Problem, VerificationCodeDialog } from './BookingDialogs';
import { SharedBookingView } from './SharedBookingView';
import { FareSection, StatusHistory, TripSection } from './TripSections';
import { useBooking } from './useBooking';
type BookingViewKey = keyof typeof bookingViewMessages.en;
import { bookingViewMessages, rideStatusMessages } from './messages';
import { LanguageSwitch } from '@/web/shared/LanguageSwitch';
import { type Translate, useEnglishText, useLocale, useMessages } from '@/web/shared/i18n';
import { bookAgain, bookingHeadline, bookingService, bookingStageText } from '@/shared/order-words';

const MAP_HEIGHT = `${BOOKING_MAP_HEIGHT_PERCENT}dvh`;
const DEFAULT_EMERGENCY_PHONE = '911';

/** /booking/{id}-{code}, /booking/{code} and /orders/{id}; with ?share= the reduced shared view. */
export default function BookingPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const share = search.get('share');
  const refText = params.ref ?? params.orderId ?? '';
  const ref = useMemo(
    () => (params.orderId !== undefined ? parseOrderIdRef(params.orderId) : parseBookingRef(params.ref)),
    [params.orderId, params.ref],
  );
  const returnCode = bookingReturnCode(
    params.orderId !== undefined ? { orderId: params.orderId } : { ref: params.ref ?? '' },
  );
  if (share) return <SharedBookingView token={share} />;
  return <RiderBookingView refText={refText} bookingRef={ref} returnCode={returnCode} />;
}

function RiderBookingView({
  refText,
  bookingRef,
  returnCode,
}: {
  refText: string;
  bookingRef: BookingRef | null;
  returnCode: string;
}) {
  const { load, setBooking, updatedAt } = useBooking(bookingRef);
  const v = useMessages(bookingViewMessages);
  if (!bookingRef || load.state === 'not-found') {
    return <Problem title={v('NOT_FOUND_TITLE')} text={v('NOT_FOUND_TEXT', { ref: refText })} />;
  }
  if (load.state === 'loading') return <Loading label={v('LOADING')} />;
  if (load.state === 'login') {
    return (
      <Problem
        title={v('PLEASE_LOG_IN')}
        text={v('LOG_IN_TEXT')}
        action={{ label: v('LOG_IN'), href: loginPath(returnCode) }}
      />
    );
  }
  if (load.state === 'error') return <Problem title={v('LOAD_FAILED')} text={load.message} retry />;
  return <BookingScreen booking={load.booking} onBooking={setBooking} updatedAt={updatedAt} />;
}

function statusMessage(booking: BookingDetails, v: Translate<BookingViewKey>, watching: boolean): string {
  if (watching && booking.status !== 'cancelled') return v('BOOKED_BY', { name: booking.user?.name ?? '' });
  switch (booking.status) {
    case 'pending':
    case 'preparing':
    case 'arrived':
    case 'enroute':
    case 'delivered':
      return v(`STATUS_${booking.status}`);
    case 'cancelled':
      return booking.cancelled_by_who === 'driver'
        ? v('CANCELLED_BY_DRIVER')
        : booking.cancelled_by_who === 'user'
          ? v(watching ? 'CANCELLED_BY_RIDER' : 'CANCELLED_BY_YOU')
          : v('CANCELLED');
    default:
      return '';
  }
}

function BookingScreen({
  booking,
  onBooking,
  updatedAt,
}: {
  booking: BookingDetails;
  onBooking(b: BookingDetails): void;
  /** When the server last answered for this booking. */
  updatedAt: number | null;
}) {
  const navigate = useNavigate();
  const session = useSession();
  const settings = useSettings();
  const v = useMessages(bookingViewMessages);
  const g = useMessages(genericMessages);
  const b = useMessages(bookingMessages);
  const english = useEnglishText(rideStatusMessages);
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
  // Staff open this page from the tracking list and drivers from their trips: they watch the booking, without
  // the rider's controls (chat, rating, cancelling, the emergency call) or the rider's wording.
  const watching = myUserId !== null && !!booking.user && booking.user.id !== myUserId;
  const openChat = () => {
    askNotificationPermission();
    navigate(chatPath(booking.code));
  };
  const chat = useChat(watching ? null : booking.code, myUserId, {
    visible: false,
    notifyUnseen: true,
    onNotificationClick: openChat,
  });
  const cancel = useCancelFlow(booking, onBooking);
  const emergencyPhone = settings?.values?.emergency_phone || DEFAULT_EMERGENCY_PHONE;
  const final = isFinalStatus(booking.status);
  const hint = rideProgressHint(booking.status);
  const hintKey = hint === BOOKING_MESSAGES.RIDE_SAFELY ? 'RIDE_SAFELY' : 'WAIT_PATIENTLY';
  const service = bookingService(booking);
  const [locale] = useLocale();
  const again = bookAgain(service, locale);

  async function share() {
    if (!booking.share_token) return;
    const url = shareUrl(window.location.origin, booking.code, booking.share_token);
    try {
      if (navigator.share) {
        await navigator.share({
          title: v('SHARE_TITLE', { code: booking.code }),
          text: v('SHARE_TEXT'),
          url,
        });
        return;
      }
      await navigator.clipboard.writeText(url);
      setToast(g('COPIED'));
    } catch (error) {
      if ((error as Error).name === 'AbortError') return;
      setToast(v('SHARE_LINK', { url }));
    }
  }

  return (
    <Box sx={{ height: '100dvh', overflow: 'hidden', position: 'relative' }}>
      <BookingMap
        plan={plan}
        height={MAP_HEIGHT}
        showOriginals={showOriginals}
        onToggleOriginals={() => setShowOriginals((value) => !value)}
        coveredBelow={SHEET_OVERLAP_PX}
      />
      {/* Over the map only: a full-screen sheet covers the map and has its own handle. */}
      {!full && (
        <>
          <Fab
            size="small"
            aria-label={v('GO_HOME')}
            onClick={() => goTo('/')}
            sx={{ position: 'absolute', top: 12, left: 12, bgcolor: 'background.paper' }}
          >
            <ArrowBackIcon />
          </Fab>
          {booking.share_token && (
            <Fab
              size="small"
              aria-label={v('SHARE_BOOKING')}
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
          <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: -2 }}>
            <LanguageSwitch compact />
          </Stack>
          <Box role="status" aria-live="polite" aria-atomic="true">
            <Typography variant="caption" color="text.secondary" component="p">
              {v('BOOKING_CODE', { code: booking.code })}
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
              {watching
                ? rideStatusLabel(booking.status, locale)
                : service === 'ride'
                  ? english(rideHeadline(booking.status))
                  : bookingHeadline(service, booking.status, locale)}
            </Typography>
            {!final && <ConnectionNote updatedAt={updatedAt} />}
            <Typography variant="body2" color="text.secondary">
              {service === 'ride' || booking.status === 'cancelled' || watching
                ? statusMessage(booking, v, watching)
                : bookingStageText(service, booking.status, locale)}
            </Typography>
            {hint && service === 'ride' && !watching && (
              <Typography variant="body2" sx={{ fontWeight: 600, mt: 0.5 }}>
                {b(hintKey)}
              </Typography>
            )}
            {booking.status === 'cancelled' && booking.reason && (
              <Typography variant="body2" color="text.secondary">
                {v('REASON', { reason: english(booking.reason) })}
              </Typography>
            )}
          </Box>
          {booking.status === 'pending' && <LinearProgress aria-label={v('LOOKING')} />}
          {booking.status === 'pending' && booking.still_looking && !watching && (
            <Alert severity="info" data-still-looking>
              <AlertTitle>{v('STILL_LOOKING')}</AlertTitle>
              {v('STILL_LOOKING_TEXT')}
              <Box sx={{ mt: 1 }}>
                <Button variant="outlined" color="error" size="small" onClick={() => void cancel.startFree()}>
                  {v('CANCEL_FREE')}
                </Button>
              </Box>
            </Alert>
          )}

          {booking.driver && (
            <DriverCard
              driver={booking.driver}
              unread={chat.unseenCount}
              chatOpen={!watching}
              onChat={openChat}
            />
          )}
          {booking.is_pautos && !watching && (
            <PautosPanel bookingId={booking.id} code={booking.code} onCancel={() => void cancel.start()} />
          )}
          {booking.status === 'delivered' && booking.driver && !watching && <RateTrip orderId={booking.id} />}
          {booking.is_delivery && !watching && <DeliveryPanel bookingId={booking.id} code={booking.code} />}
          {booking.driver && !final && notifyAsk && !watching && (
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
                  {v('TURN_ON')}
                </Button>
              }
            >
              {v('NOTIFY_TEXT')}
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
                {v('CODE')}
              </Button>
            )}
            {!final && !watching && (
              <Button
                variant="outlined"
                color="error"
                fullWidth
                startIcon={<ReportIcon />}
                onClick={() => setEmergencyOpen(true)}
              >
                {v('EMERGENCY')}
              </Button>
            )}
            {booking.share_token && (
              <Button variant="outlined" fullWidth startIcon={<ShareIcon />} onClick={() => void share()}>
                {v('SHARE')}
              </Button>
            )}
          </Stack>

          <TripSection booking={booking} final={final} />
          {!booking.is_pautos && <FareSection booking={booking} />}
          <StatusHistory booking={booking} service={service} watching={watching} />

          {/* An errand offers its own cancel button, only while its status allows it. */}
          {canCancel(booking.status) && !booking.is_pautos && !watching && (
            <Button variant="text" color="error" onClick={() => void cancel.start()}>
              {v('CANCEL_BOOKING')}
            </Button>
          )}
          {final && !watching && (
            <Button variant="contained" href={again.href}>
              {service === 'ride' ? v('BOOK_ANOTHER') : again.label}
            </Button>
          )}
        </Stack>
      </BottomSheet>

      <VerificationCodeDialog booking={booking} open={codeOpen} onClose={() => setCodeOpen(false)} />
      <EmergencyDialog phone={emergencyPhone} open={emergencyOpen} onClose={() => setEmergencyOpen(false)} />

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
