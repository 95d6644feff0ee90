import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { BookingDetails } from '@schemas/booking';
import type { DriverProfile } from '@schemas/driver';
import type { PaymentAccount } from '@schemas/pautos';
import { STATUS_POLL_MS } from '@config/constants';
import { isFinalStatus } from '@/shared/status-labels';
import { ApiError, answeredAt, api, errorMessage } from '@/web/shared/api';
import { goTo } from '@/web/shared/AppLink';
import { useDialogs } from '@/web/shared/dialogs';
import { preloadInTurn } from '@/web/shared/early-request';
import { lazyScreen } from '@/web/shared/lazy-screen';
import { Loading } from '@/web/shared/Loading';
import { firstAnswer } from '@/web/shared/page-data';
import { realtime } from '@/web/shared/realtime';
import { RequireLogin } from '@/web/shared/RequireLogin';
import { shownError, useServerData } from '@/web/shared/server-data';
import { useServerView } from '@/web/shared/server-view';
import { useSession } from '@/web/shared/session';
import { SiteMenu } from '@/web/shared/layout/SiteMenu';
import { ScreenBar } from '@/web/ride/common/ScreenBar';
import { ApplicationNotice, NotApprovedNotice } from './ApplicationNotice';
import {
  ASK_ALWAYS,
  bookingRef,
  type CurrentAnswer,
  dropOffer,
  keepTripAnswer,
  type OfferAnswer,
  showProfile,
  useFirstView,
} from './job-data';
import { OfferDialog } from './OfferDialog';
import { OnlinePanel } from './OnlinePanel';
import { PaymentAccountsCard } from './PaymentAccountsCard';
import { useDriverLocation } from './useDriverLocation';
import { onActionRefused, onActionSent, queuedActions, startActionQueue } from './action-queue';
import { QueuedActions } from './QueuedActions';
import { driverJobMessages } from '../messages';
import { translateNow, useMessages } from '@/web/shared/i18n';

// A trip in hand and walk-in passengers are not on the first screen of most visits: their code loads
// once that screen is painted (and at once when one of them is needed first).
const CurrentJob = lazyScreen(async () => ({ default: (await import('./CurrentJob')).CurrentJob }));
const WalkInCard = lazyScreen(async () => ({ default: (await import('./WalkInCard')).WalkInCard }));

/**
 * Loads the code of the parts the page's first view shows (the walk-in card of a driver online), so that a page
 * rendered by the server is hydrated whole before it takes taps. A trip in hand is drawn in the browser only.
 */
export function preloadFirstView(): Promise<void> {
  // The page's answers, when the server rendered it for this driver (config/prerendered-pages.ts LIVE_APP_PAGES).
  const me = firstAnswer<DriverProfile>('driver/me');
  const current = firstAnswer<CurrentAnswer>('driver/booking/current');
  return me?.is_online && current && !current.booking ? WalkInCard.preload() : Promise.resolve();
}

type LatLng = { lat: number; lng: number };
type DriverEvent = { type?: string; booking_id?: number; reason?: string; code?: string };

const CLOSED_REASONS: Record<string, string> = {
  taken: 'This booking was already taken by another driver.',
  expired: 'The offer expired.',
  cancelled: 'The rider cancelled the booking.',
};

/** /driver/jobs: for drivers only; anyone else goes home. */
export default function JobsPage() {
  return (
    <RequireLogin returnCode="driver-jobs">
      <DriverOnly />
    </RequireLogin>
  );
}

function DriverOnly() {
  const session = useSession();
  useEffect(() => {
    if (!session.isDriver) goTo('/', undefined, true);
  }, [session.isDriver]);
  return session.isDriver ? <JobsScreen /> : <Loading />;
}

function JobsScreen() {
  const dialogs = useDialogs();
  const d = useMessages(driverJobMessages);
  const session = useSession();
  const myUserId = session.info?.id ?? null;
  const me = useFirstView<DriverProfile>('driver/me');
  const current = useFirstView<CurrentAnswer>('driver/booking/current');
  const accounts = useFirstView<{ accounts: PaymentAccount[] }>('driver/payment-accounts');
  // The screen shows once the driver and the trip in hand are known (and, without a trip, the payment
  // accounts, so the payment card arrives complete).
  const firstView =
    me.data && current.data && (current.data.booking || !accounts.isPending)
      ? { me: me.data, current: current.data, accounts: accounts.data?.accounts ?? null }
      : null;
  const [shown, setShown] = useState(() => firstView !== null);
  const profile = shown ? (me.data ?? null) : null;
  const failure = shownError(me) ?? shownError(current);
  const loadError = failure && errorMessage(failure, translateNow(driverJobMessages, 'PROFILE_FAILED'));
  const [job, setJobState] = useState<BookingDetails | null>(() => {
    const booking = firstView?.current.booking ?? null;
    keepTripAnswer(booking);
    return booking;
  });
  // When the server last told this screen about the trip in hand: a status older than a while is marked so.
  const [jobUpdatedAt, setJobUpdatedAt] = useState<number | null>(() =>
    firstView?.current.booking ? Date.now() : null,
  );
  /** Shows a trip from an answer of the server (`answer`: the whole answer it came in, when it is a part). */
  const setJob = useCallback((booking: BookingDetails | null, answer: unknown = booking) => {
    keepTripAnswer(booking);
    setJobState(booking);
    setJobUpdatedAt(booking ? answeredAt(answer) : null);
  }, []);
  const [offerBusy, setOfferBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [pinned, setPinned] = useState<LatLng | null>(null);
  // Read with the screen so the payment card arrives complete; used by the card's first showing only.
  const [firstAccounts, setFirstAccounts] = useState<PaymentAccount[] | null>(() =>
    firstView?.current.booking ? null : (firstView?.accounts ?? null),
  );
  // A trip in hand (its map and chat) is drawn in the browser only.
  const serverView = useServerView();
  const jobRef = useRef<BookingDetails | null>(null);
  jobRef.current = job;

  const online = profile?.is_online ?? false;
  useDriverLocation(online, pinned, undefined, job !== null && !isFinalStatus(job.status));

  // The first answers arrived (or came again after "Try again"): the screen renders as a transition, in
  // slices that leave the phone free to respond.
  useEffect(() => {
    if (shown || !firstView) return;
    startTransition(() => {
      setShown(true);
      setFirstAccounts(firstView.current.booking ? null : firstView.accounts);
      setJob(firstView.current.booking, firstView.current);
    });
  }, [shown, firstView, setJob]);

  // The offer waiting for this driver: asked when the driver is online without a trip, again on every offer
  // event and every 10 s (paused while the tab is hidden); an offer answered, closed or expired goes at once.
  // (Not asked by a server render: the page never brings an offer.)
  const offerPath = serverView ? null : 'driver/offer';
  const offerAnswer = useServerData<OfferAnswer>(offerPath, {
    ...ASK_ALWAYS,
    enabled: online && !job,
    refetchInterval: STATUS_POLL_MS,
    gcTime: 0,
  });
  const waiting = offerAnswer.data?.offer ?? null;
  const offer = useMemo(
    () =>
      waiting && {
        id: waiting.booking_id,
        booking: waiting.booking,
        expiresAt: waiting.expires_at,
        total: waiting.booking.total,
      },
    [waiting],
  );
  const offerRef = useRef(offer);
  offerRef.current = offer;
  const { refetch: refetchOffer } = offerAnswer;
  // While the page is hydrated the offer is not asked for yet (it is once the screen is live).
  const refreshOffer = useCallback(() => {
    if (offerPath) void refetchOffer();
  }, [offerPath, refetchOffer]);

  // The trip in hand, asked again every 10 s while it runs (paused while the tab is hidden) and on its events;
  // each answer the screen showed counts as fresh for that long (see keepTripAnswer).
  const tripPath = job && !isFinalStatus(job.status) && !serverView ? bookingRef(job) : null;
  const trip = useServerData<BookingDetails>(tripPath, {
    ...ASK_ALWAYS,
    refetchInterval: STATUS_POLL_MS,
    staleTime: STATUS_POLL_MS,
    structuralSharing: false,
  });
  const tripPathRef = useRef(tripPath);
  tripPathRef.current = tripPath;
  const { refetch: refetchTrip } = trip;
  useEffect(() => {
    const fresh = trip.data;
    if (fresh && fresh !== jobRef.current && jobRef.current?.id === fresh.id) setJob(fresh);
  }, [trip.data, setJob]);

  /** The trip in hand; a trip that has just ended stays on screen until the driver moves on. */
  const refreshJob = useCallback(async () => {
    const shownJob = jobRef.current;
    if (shownJob && !isFinalStatus(shownJob.status)) {
      // (Asked once the screen is live, not while the page is hydrated.)
      if (tripPathRef.current === bookingRef(shownJob)) await refetchTrip();
      return;
    }
    if (shownJob) return;
    try {
      // A trip started elsewhere (or cancelled) is looked for once, when an event says so: no screen waits on
      // this answer, it only brings a trip in hand onto the screen.
      const answer = await api<CurrentAnswer>('driver/booking/current');
      // A trip the driver finished without signal is not brought back while its last step waits to be sent.
      const finishing = queuedActions().some(
        (action) => action.bookingId === answer.booking?.id && action.status === 'delivered',
      );
      if (answer.booking && !finishing) setJob(answer.booking, answer);
    } catch {
      // Kept as is until the next event or poll.
    }
  }, [setJob, refetchTrip]);

  const { refetch: refetchMe } = me;
  const { refetch: refetchCurrent } = current;
  const { refetch: refetchAccounts } = accounts;
  const retry = useCallback(() => {
    void refetchMe();
    void refetchCurrent();
    void refetchAccounts();
  }, [refetchMe, refetchCurrent, refetchAccounts]);

  useEffect(() => {
    if (job) setFirstAccounts(null);
  }, [job]);

  // The app keeps the last answer of each read for an offline start (src/web/sw): a trip taken or ended on
  // this screen is read once more, so a reload without signal opens on the trip in hand, not the one before.
  // (Not for the screen: the answer only refreshes the kept copy.)
  const jobId = job?.id ?? null;
  const firstJobId = useRef(jobId);
  useEffect(() => {
    if (jobId === firstJobId.current) return;
    firstJobId.current = -1;
    void api('driver/booking/current').catch(() => {});
  }, [jobId]);

  useEffect(() => preloadInTurn([CurrentJob.preload, WalkInCard.preload]), []);

  // Taps kept on the phone from a dead zone (this visit's or an earlier one's) go out when the signal returns;
  // their answers move the screen on as a tap answered at once would.
  useEffect(() => {
    startActionQueue();
    const stopSent = onActionSent((action, answer) => {
      const shownJob = jobRef.current;
      if (action.kind === 'trip-step' && shownJob?.id === action.bookingId) setJob(answer as BookingDetails);
      else if (action.kind === 'walk-in' && !shownJob) setJob(answer as BookingDetails);
      else if (action.kind === 'trip-step' && !shownJob && online) refreshOffer();
    });
    const stopRefused = onActionRefused(() => void refreshJob());
    return () => {
      stopSent();
      stopRefused();
    };
  }, [setJob, refreshJob, refreshOffer, online]);

  // Offers and cancellations for this driver, live.
  useEffect(() => {
    if (myUserId === null) return;
    const onSubscribed = () => {
      if (!jobRef.current && online) refreshOffer();
    };
    return realtime().subscribe(
      `driver:${myUserId}`,
      (data) => {
        const event = (data ?? {}) as DriverEvent;
        if (event.type === 'offer') {
          setNotice(null);
          refreshOffer();
        } else if (event.type === 'offer_closed') {
          if (offerRef.current && offerRef.current.id === event.booking_id) {
            dropOffer();
            setNotice(
              event.reason && event.reason in CLOSED_REASONS
                ? translateNow(driverJobMessages, `CLOSED_${event.reason as 'taken'}`)
                : translateNow(driverJobMessages, 'CLOSED_OTHER'),
            );
          }
        } else if (event.type === 'booking_cancelled') {
          void refreshJob();
        }
      },
      onSubscribed,
    );
  }, [myUserId, refreshOffer, refreshJob, online]);

  // The trip's own topic: status changes made elsewhere (a cancellation by the rider or staff).
  const jobCode = job && !isFinalStatus(job.status) ? job.code : null;
  useEffect(() => {
    if (!jobCode) return;
    // Confirmed again after every reconnect: what changed meanwhile is read then.
    return realtime().subscribe(
      `order:${jobCode}`,
      () => void refreshJob(),
      () => void refreshJob(),
    );
  }, [jobCode, refreshJob]);

  // Back from a dead zone the screen may hold an old answer (an offline reload shows the last one kept): the
  // trip in hand is asked for again, whatever the screen shows, then the offer.
  useEffect(() => {
    const back = () => {
      void refreshJob().then(() => {
        if (!jobRef.current && online) refreshOffer();
      });
    };
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, [online, refreshJob, refreshOffer]);

  // A screen that could not load without signal loads again when the signal returns.
  useEffect(() => {
    if (!loadError) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [loadError, retry]);

  async function accept() {
    if (!offer) return;
    setOfferBusy(true);
    try {
      const booking = await api<BookingDetails>(`driver/offers/${offer.id}/accept`, { method: 'POST' });
      dropOffer();
      setNotice(null);
      setJob(booking);
    } catch (error) {
      dropOffer();
      await dialogs.alert(
        'error',
        d('COULD_NOT_ACCEPT'),
        error instanceof ApiError ? error.message : errorMessage(error),
      );
    } finally {
      setOfferBusy(false);
    }
  }

  async function decline() {
    if (!offer) return;
    const id = offer.id;
    dropOffer();
    await api(`driver/offers/${id}/decline`, { method: 'POST' }).catch(() => {});
  }

  const onExpired = useCallback(() => {
    dropOffer();
    setNotice(translateNow(driverJobMessages, 'CLOSED_expired'));
  }, []);

  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <ScreenBar title={d('JOBS')} actions={<SiteMenu always />} />
      <Stack component="main" spacing={2} sx={{ p: 2, maxWidth: 600, mx: 'auto' }}>
        <ApplicationNotice />
        <QueuedActions />
        {loadError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={retry}>
                {d('RETRY')}
              </Button>
            }
          >
            {loadError}
          </Alert>
        )}
        {!profile && !loadError && <Loading label={d('LOADING_JOBS')} />}
        {profile && job && serverView && <Loading />}
        {profile && job && !serverView && (
          <Suspense fallback={<Loading />}>
            <CurrentJob
              booking={job}
              updatedAt={jobUpdatedAt}
              myUserId={myUserId}
              onBooking={setJob}
              onDone={() => {
                setJob(null);
                refreshOffer();
              }}
            />
          </Suspense>
        )}
        {profile && !job && !profile.is_approved && <NotApprovedNotice />}
        {profile && !job && profile.is_approved && (
          <>
            <OnlinePanel profile={profile} onProfile={showProfile} onPinned={setPinned} />
            {notice && (
              <Alert severity="info" onClose={() => setNotice(null)} role="status">
                {notice}
              </Alert>
            )}
            {profile.is_online && (
              <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }} role="status" aria-live="polite">
                <CircularProgress size={28} aria-hidden />
                <Typography sx={{ mt: 1 }}>{d('WAITING')}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {d('KEEP_OPEN')}
                </Typography>
              </Paper>
            )}
            {profile.is_online && (
              <Suspense fallback={null}>
                <WalkInCard onStarted={setJob} />
              </Suspense>
            )}
            {/* Where errand budgets are sent: only for a driver who takes errands, below the work itself. */}
            {profile.services.pautos && <PaymentAccountsCard initial={firstAccounts} />}
          </>
        )}
      </Stack>
      <OfferDialog
        offer={job ? null : offer}
        busy={offerBusy}
        onAccept={() => void accept()}
        onDecline={() => void decline()}
        onExpired={onExpired}
      />
    </Box>
  );
}
