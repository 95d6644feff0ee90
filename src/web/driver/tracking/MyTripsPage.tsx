import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { TRACKING_REFRESH_MS, TRACKING_TYPES } from '@config/constants';
import type { TrackingItem, TrackingList, TrackingType } from '@schemas/operations';
import { formatKm } from '@/shared/fare';
import { isDriver } from '@/shared/roles';
import { ApiError, errorMessage } from '@/web/shared/api';
import { AppLink } from '@/web/shared/AppLink';
import { type Translate, useDateFormat, useMessages, useMoney } from '@/web/shared/i18n';
import { Loading } from '@/web/shared/Loading';
import { PageLayout } from '@/web/shared/PageLayout';
import { RequireLogin } from '@/web/shared/RequireLogin';
import { useServerData } from '@/web/shared/server-data';
import { useSession } from '@/web/shared/session';
import { messages } from './messages';

type T = Translate<keyof typeof messages.en>;
const PAGE_SIZE = 10;
const LABEL_KEY: Record<string, keyof typeof messages.en> = {
  'Walk-in': 'label_walkIn',
  'Quick book': 'label_quickBook',
  'Web booking': 'label_web',
  'App booking': 'label_app',
};

function isTrackingType(value: string | undefined): value is TrackingType {
  return (TRACKING_TYPES as readonly string[]).includes(value ?? '');
}

/**
 * /tracking and /tracking/{all|ongoing|finished|canceled} for a driver: their own trips by tab, paged,
 * refreshed every 60 seconds. Staff who open these addresses are sent to the console's tracking before this
 * entry renders (src/web/shared/mount.tsx); other accounts go home.
 */
export default function MyTripsPage() {
  return (
    <RequireLogin returnCode="tracking">
      <PageLayout maxWidth="sm">
        <DriversOnly />
      </PageLayout>
    </RequireLogin>
  );
}

function DriversOnly() {
  const session = useSession();
  const allowed = isDriver(session.roleName);
  useEffect(() => {
    if (!allowed) window.location.replace('/');
  }, [allowed]);
  return allowed ? <MyTrips /> : <Loading />;
}

function MyTrips() {
  const t = useMessages(messages);
  const navigate = useNavigate();
  const { type: typeParam } = useParams();
  const type: TrackingType = isTrackingType(typeParam) ? typeParam : 'all';
  const [page, setPage] = useState(1);
  // Each tab and page is its own question: a list is shown only under its own tab and page, and a newer
  // question (another tab, page or the refresh) cancels the one still on its way.
  const answer = useServerData<TrackingList>('checker/transactions', {
    query: { type, page, per_page: PAGE_SIZE },
    refetchInterval: TRACKING_REFRESH_MS,
    // Refreshed every 60 seconds whether or not the tab is shown (spec part 2: only the drivers' map pauses).
    refetchIntervalInBackground: true,
  });
  const list = answer.data ?? null;
  const loading = answer.isFetching;
  const caught = answer.error;
  const signedOut = caught instanceof ApiError && caught.status === 401;
  const error = caught && !signedOut ? errorMessage(caught, t('loadFailed')) : null;
  const { refetch } = answer;
  const load = useCallback(() => void refetch(), [refetch]);

  useEffect(() => {
    if (signedOut) window.location.replace('/login?r=tracking');
  }, [signedOut]);

  useEffect(() => {
    if (typeParam !== undefined && !isTrackingType(typeParam)) navigate('/tracking/all', { replace: true });
  }, [typeParam, navigate]);

  const choose = (next: TrackingType) => {
    setPage(1);
    navigate(`/tracking/${next}`);
  };
  const last = list?.last_page ?? 1;

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: 26 }}>
          {t('title')}
        </Typography>
        <Button startIcon={<RefreshIcon />} onClick={load} disabled={loading}>
          {t('refresh')}
        </Button>
      </Stack>
      <Tabs
        value={type}
        onChange={(_event, next: TrackingType) => choose(next)}
        variant="fullWidth"
        aria-label={t('tabsLabel')}
        sx={{ minHeight: 40, '& .MuiTab-root': { minWidth: 0, px: 0.5, minHeight: 40 } }}
      >
        {TRACKING_TYPES.map((tab) => (
          <Tab key={tab} value={tab} label={t(`tab_${tab}`)} data-testid={`trips-tab-${tab}`} />
        ))}
      </Tabs>
      <Typography variant="body2" color="text.secondary">
        {t('refreshes')}
      </Typography>
      {error && (
        <Alert severity="error" action={<Button onClick={load}>{t('retry')}</Button>}>
          {error}
        </Alert>
      )}
      {!list ? (
        !error && <Loading label={t('loading')} />
      ) : list.data.length === 0 ? (
        <Typography sx={{ py: 5, textAlign: 'center' }} color="text.secondary" role="status">
          {t('empty')}
        </Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-busy={loading}>
          {list.data.map((item) => (
            <TripCard key={item.id} item={item} t={t} />
          ))}
        </Stack>
      )}
      {list && list.total > 0 && (
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Button disabled={page <= 1 || loading} onClick={() => setPage((p) => Math.max(1, p - 1))}>
            {t('previous')}
          </Button>
          <Typography variant="body2" aria-live="polite">
            {t('pageOf', { page, last })}
          </Typography>
          <Button disabled={page >= last || loading} onClick={() => setPage((p) => Math.min(last, p + 1))}>
            {t('next')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0, width: 76 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

function TripCard({ item, t }: { item: TrackingItem; t: T }) {
  const money = useMoney();
  const date = useDateFormat();
  const statusKey = `status_${item.status}` as keyof typeof messages.en;
  const labelKey = LABEL_KEY[item.label];
  const km = item.taxi_order.trip_details.km_distance;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, borderRadius: 3 }} data-testid="my-trip">
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography sx={{ fontWeight: 700 }}>{item.code}</Typography>
        <Chip size="small" label={statusKey in messages.en ? t(statusKey) : item.status} />
        {labelKey && <Chip size="small" variant="outlined" color="primary" label={t(labelKey)} />}
        <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
          {date(item.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
        </Typography>
      </Stack>
      <Stack spacing={0.5}>
        <Detail label={t(`service_${item.service}`)} value={item.driver?.vehicle.vehicle_type.name ?? ''} />
        {item.rider_name && <Detail label={t('passenger')} value={item.rider_name} />}
        <Detail label={t('pickup')} value={item.taxi_order.pickup_address} />
        <Detail label={t('dropoff')} value={item.taxi_order.dropoff_address} />
        {km !== null && km !== undefined && <Detail label={t('distance')} value={formatKm(km)} />}
        <Detail label={t('total')} value={money(item.total)} />
      </Stack>
      <AppLink to={`/booking/${encodeURIComponent(item.code)}`} sx={{ display: 'inline-block', mt: 1 }}>
        {t('viewBooking', { code: item.code })}
      </AppLink>
    </Paper>
  );
}
