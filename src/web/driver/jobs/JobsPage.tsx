import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { BookingDetails } from '@schemas/booking';
import type { DriverProfile } from '@schemas/driver';
import type { PaymentAccount } from '@schemas/pautos';
import { STATUS_POLL_MS } from '@config/constants';
import { isFinalStatus } from '@/shared/status-labels';
import { ApiError, answeredAt, api, errorMessage } from '@/web/shared/api';
import { goTo } from '@/web/shared/AppLink';
import { useDialogs } from '@/web/shared/dialogs';
import { preloadInTurn, takeEarly } from '@/web/shared/early-request';
import { lazyScreen } from '@/web/shared/lazy-screen';
import { Loading } from '@/web/shared/Loading';
import { firstAnswer } from '@/web/shared/page-data';
import { realtime } from '@/web/shared/realtime';
import { RequireLogin } from '@/web/shared/RequireLogin';
import { useServerView } from '@/web/shared/server-view';
import { useSession } from '@/web/shared/session';
import { SiteMenu } from '@/web/shared/layout/SiteMenu';
import { ScreenBar } from '@/web/ride/common/ScreenBar';
import { ApplicationNotice, NotApprovedNotice } from './ApplicationNotice';
import { type Offer, OfferDialog } from './OfferDialog';
import { OnlinePanel } from './OnlinePanel';
import { loadPaymentAccounts, PaymentAccountsCard } from './PaymentAccountsCard';
import { useDriverLocation } from './useDriverLocation';
import { onActionRefused, onActionSent, queuedActions, startActionQueue } from './action-queue';
import { QueuedActions } from './QueuedActions';
import { driverJobMessages } from '../messages';
import { translateNow, useMessages } from '@/web/shared/i18n';

// A trip in hand and walk-in passengers are not on the first screen of most visits: their code loads
// once that screen is painted (and at once when one of them is needed first).
const CurrentJob = lazyScreen(async () => ({ default: (await import('./CurrentJob')).CurrentJob }));
const WalkInCard = lazyScreen(async () => ({ default: (await import('./WalkInCard')).WalkInCard }));

type CurrentAnswer = { booking: BookingDetails | null };

/**
 * The answers this screen's first view needs, when the page came with them (the server rendered it for this
 * driver: config/prerendered-pages.ts LIVE_APP_PAGES); null otherwise, and the screen asks the server.
 */
function answersFromPage() {
  const me = firstAnswer<DriverProfile>('driver/me');
  const current = firstAnswer<CurrentAnswer>('driver/booking/current');
  const accounts = firstAnswer<{ accounts: PaymentAccount[] }>('driver/payment-accounts');
  if (!me || !current) return null;
  return { me, booking: current.booking, accounts: current.booking ? null : (accounts?.accounts ?? null) };
}

/**
 * Loads the code of the parts the page's first view shows (the walk-in card of a driver online), so that a page
 * rendered by the server is hydrated whole before it takes taps. A trip in hand is drawn in the browser only.
 */
export function preloadFirstView(): Promise<void> {
  const page = answersFromPage();
  return page?.me.is_online && !page.booking ? WalkInCard.preload() : Promise.resolve();
}

type LatLng = { lat: number; lng: number };
type OfferAnswer = { offer: { booking_id: number; expires_at: string; booking: BookingDetails } | null };
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

function bookingRef(booking: BookingDetails) {
  return `booking/${booking.id}-${booking.code}`;
}

function JobsScreen() {
  const dialogs = useDialogs();
  const d = useMessages(driverJobMessages);
  const session = useSession();
  const myUserId = session.info?.id ?? null;
  // Read once: the page's answers are used by its first view only.
  const [page] = useState(answersFromPage);
  const [profile, setProfile] = useState<DriverProfile | null>(page?.me ?? null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [job, setJobState] = useState<BookingDetails | null>(page?.booking ?? null);
  // When the server last told this screen about the trip in hand: a status older than a while is marked so.
  const [jobUpdatedAt, setJobUpdatedAt] = useState<number | null>(() => (page?.booking ? Date.now() : null));
  /** Shows a trip from an answer of the server (`answer`: the whole answer it came in, when it is a part). */
  const setJob = useCallback((booking: BookingDetails | null, answer: unknown = booking) => {
    setJobState(booking);
    setJobUpdatedAt(booking ? answeredAt(answer) : null);
  }, []);
  const [offer, setOffer] = useState<(Offer & { id: number }) | null>(null);
  const [offerBusy, setOfferBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [pinned, setPinned] = useState<LatLng | null>(null);
  // Read with the screen so the payment card arrives complete; used by the card's first showing only.
  const [firstAccounts, setFirstAccounts] = useState<PaymentAccount[] | null>(page?.accounts ?? null);
  // A trip in hand (its map and chat) is drawn in the browser only.
  const serverView = useServerView();
  const jobRef = useRef<BookingDetails | null>(null);
  jobRef.current = job;
  const offerRef = useRef(offer);
  offerRef.current = offer;

  const online = profile?.is_online ?? false;
  useDriverLocation(online, pinned, undefined, job !== null && !isFinalStatus(job.status));

  const refreshOffer = useCallback(async () => {
    try {
      const answer = await api<OfferAnswer>('driver/offer');
      const next = answer.offer;
      setOffer((current) =>
        next
          ? current?.id === next.booking_id && current.expiresAt === next.expires_at
            ? current
            : {
                id: next.booking_id,
                booking: next.booking,
                expiresAt: next.expires_at,
                total: next.booking.total,
              }
          : null,
      );
    } catch {
      // The next event or poll tries again.
    }
  }, []);

  /** The trip in hand; a trip that has just ended stays on screen until the driver moves on. */
  const refreshJob = useCallback(async () => {
    const shown = jobRef.current;
    try {
      if (shown && !isFinalStatus(shown.status)) {
        const fresh = await api<BookingDetails>(bookingRef(shown));
        if (jobRef.current?.id === fresh.id) setJob(fresh);
        return;
      }
      if (shown) return;
      const answer = await api<{ booking: BookingDetails | null }>('driver/booking/current');
      // A trip the driver finished without signal is not brought back while its last step waits to be sent.
      const finishing = queuedActions().some(
        (action) => action.bookingId === answer.booking?.id && action.status === 'delivered',
      );
      if (answer.booking && !finishing) setJob(answer.booking, answer);
    } catch {
      // Kept as is until the next event or poll.
    }
  }, [setJob]);

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      // Usually answered already: these requests start while this screen's code loads (see ../routes.tsx).
      const accounts = loadPaymentAccounts();
      const [me, current] = await Promise.all([
        takeEarly<DriverProfile>('driver/me'),
        takeEarly<{ booking: BookingDetails | null }>('driver/booking/current'),
      ]);
      const accountsNow = current.booking ? null : await accounts;
      // The screen renders as a transition, in slices that leave the phone free to respond.
      startTransition(() => {
        setFirstAccounts(accountsNow);
        setProfile(me);
        setJob(current.booking, current);
      });
      if (me.is_online && !current.booking) await refreshOffer();
    } catch (error) {
      setLoadError(errorMessage(error, translateNow(driverJobMessages, 'PROFILE_FAILED')));
    }
  }, [refreshOffer, setJob]);

  // Once: a page that came with its answers is not read again.
  useEffect(() => {
    if (!page) void load();
    else if (page.me.is_online && !page.booking) void refreshOffer();
  }, [page, load, refreshOffer]);

  useEffect(() => {
    if (job) setFirstAccounts(null);
  }, [job]);

  // The app keeps the last answer of each read for an offline start (src/web/sw): a trip taken or ended on
  // this screen is read once more, so a reload without signal opens on the trip in hand, not the one before.
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
      const shown = jobRef.current;
      if (action.kind === 'trip-step' && shown?.id === action.bookingId) setJob(answer as BookingDetails);
      else if (action.kind === 'walk-in' && !shown) setJob(answer as BookingDetails);
      else if (action.kind === 'trip-step' && !shown && online) void refreshOffer();
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
      if (!jobRef.current && online) void refreshOffer();
    };
    return realtime().subscribe(
      `driver:${myUserId}`,
      (data) => {
        const event = (data ?? {}) as DriverEvent;
        if (event.type === 'offer') {
          setNotice(null);
          void refreshOffer();
        } else if (event.type === 'offer_closed') {
          if (offerRef.current && offerRef.current.id === event.booking_id) {
            setOffer(null);
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

  // A re-sync every 10 s covers a dropped connection, and the signal coming back re-syncs at once.
  useEffect(() => {
    const resync = () => {
      if (document.visibilityState !== 'visible') return;
      if (jobRef.current) void refreshJob();
      else if (online) void refreshOffer();
    };
    // Back from a dead zone the screen may hold an old answer (an offline reload shows the last one kept): the
    // trip in hand is asked for again, whatever the screen shows.
    const back = () => {
      void refreshJob().then(() => {
        if (!jobRef.current && online) void refreshOffer();
      });
    };
    const timer = setInterval(resync, STATUS_POLL_MS);
    window.addEventListener('online', back);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', back);
    };
  }, [online, refreshJob, refreshOffer]);

  // A screen that could not load without signal loads again when the signal returns.
  useEffect(() => {
    if (!loadError) return;
    const retry = () => void load();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [loadError, load]);

  async function accept() {
    if (!offer) return;
    setOfferBusy(true);
    try {
      const booking = await api<BookingDetails>(`driver/offers/${offer.id}/accept`, { method: 'POST' });
      setOffer(null);
      setNotice(null);
      setJob(booking);
    } catch (error) {
      setOffer(null);
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
    setOffer(null);
    await api(`driver/offers/${id}/decline`, { method: 'POST' }).catch(() => {});
  }

  const onExpired = useCallback(() => {
    setOffer(null);
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
              <Button color="inherit" size="small" onClick={() => void load()}>
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
                void refreshOffer();
              }}
            />
          </Suspense>
        )}
        {profile && !job && !profile.is_approved && <NotApprovedNotice />}
        {profile && !job && profile.is_approved && (
          <>
            <OnlinePanel profile={profile} onProfile={setProfile} onPinned={setPinned} />
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
