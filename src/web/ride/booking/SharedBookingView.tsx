import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef } from 'react';
import type { SharedBooking } from '@schemas/booking';
import { BOOKING_MAP_HEIGHT_PERCENT, STATUS_POLL_MS } from '@config/constants';
import { isFinalStatus, rideHeadline } from '@/shared/status-labels';
import { ApiError, api } from '@/web/shared/api';
import { Loading } from '@/web/shared/Loading';
import { useServerData } from '@/web/shared/server-data';
import { PinIcon } from '../common/PinIcon';
import { planBookingMap } from '../logic/booking-map';
import type { BookingDetails, GeoRoute } from '../logic/types';
import { BookingMap, type RouteSource } from './BookingMap';
import { vehicleText } from './DriverCard';
import { bookingViewMessages, rideStatusMessages } from './messages';
import { useEnglishText, useMessages } from '@/web/shared/i18n';
import { useManilaDate } from '@/web/shared/manila-date';

/** The shared view's data in the booking shape the map planner reads. */
export function sharedAsBooking(shared: SharedBooking): BookingDetails {
  return {
    id: 0,
    code: '',
    status: shared.status,
    statuses: shared.statuses,
    total: 0,
    driver: shared.driver
      ? {
          id: 0,
          name: shared.driver.first_name,
          lat: shared.driver.lat,
          lng: shared.driver.lng,
          vehicle: shared.driver.vehicle,
        }
      : null,
    taxi_order: {
      pickup_address: shared.pickup_address,
      dropoff_address: shared.dropoff_address,
      pickup_latitude: shared.pickup.lat,
      pickup_longitude: shared.pickup.lng,
      dropoff_latitude: shared.dropoff.lat,
      dropoff_longitude: shared.dropoff.lng,
      vehicle_type: shared.vehicle_type,
    },
  };
}

/**
 * /booking/{code}?share={token}: what a rider's family or friends see. Read-only, no phones or codes; it
 * refreshes every 10 s until the trip ends.
 */
export function SharedBookingView({ token }: { token: string }) {
  const path = `booking/shared/${encodeURIComponent(token)}`;
  const routeSource = useMemo<RouteSource>(
    () => ({ path: `${path}/route`, ask: () => api<GeoRoute>(`${path}/route`, { token: null }) }),
    [path],
  );
  const v = useMessages(bookingViewMessages);
  const english = useEnglishText(rideStatusMessages);
  const manilaDate = useManilaDate();
  const answer = useServerData<SharedBooking>(path, {
    byLanguage: false,
    ask: (signal) => api<SharedBooking>(path, { token: null, signal }),
    // Every 10 s (not while the tab is hidden) until the trip ends.
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && isFinalStatus(status) ? false : STATUS_POLL_MS;
    },
    networkMode: 'always',
  });
  const failed =
    answer.isError && answer.error instanceof ApiError ? answer.error.status : answer.isError ? 0 : null;
  // An expired link stays expired: show only that.
  const shared = failed === 410 ? null : (answer.data ?? null);
  const problem =
    failed === null
      ? null
      : failed === 410
        ? 'SHARED_EXPIRED'
        : failed === 404 || failed === 400
          ? 'SHARED_INVALID'
          : 'SHARED_RETRY';

  // Each status newly seen (the first one too) is confirmed by asking once more at once.
  const { refetch } = answer;
  const status = answer.data?.status;
  const seenStatus = useRef(status);
  useEffect(() => {
    if (seenStatus.current === status) return;
    seenStatus.current = status;
    void refetch();
  }, [status, refetch]);

  const booking = useMemo(() => (shared ? sharedAsBooking(shared) : null), [shared]);
  const plan = useMemo(() => (booking ? planBookingMap(booking) : null), [booking]);

  if (!shared && !problem) return <Loading label={v('LOADING_SHARED')} />;
  if (!shared || !booking || !plan) {
    return (
      <Stack component="main" spacing={2} sx={{ p: 3, textAlign: 'center', mt: 6 }}>
        <Typography variant="h5" component="h1">
          {v('SHARED_TRIP')}
        </Typography>
        <Alert severity="warning">{problem && v(problem)}</Alert>
        <Button href="/">{v('GO_HOME')}</Button>
      </Stack>
    );
  }
  return (
    <Box sx={{ minHeight: '100dvh' }}>
      <BookingMap
        plan={plan}
        height={`${BOOKING_MAP_HEIGHT_PERCENT}dvh`}
        showOriginals={false}
        onToggleOriginals={() => {}}
        routeSource={routeSource}
      />
      <Stack component="main" spacing={2} sx={{ p: 2, maxWidth: 640, mx: 'auto' }}>
        <Box role="status" aria-live="polite">
          <Typography variant="caption" color="text.secondary" component="p">
            {v('SHARED_UPDATED', {
              time: manilaDate(shared.updated_at, 'h:mm A', { hour: 'numeric', minute: '2-digit' }),
            })}
          </Typography>
          <Typography
            variant="h5"
            component="h1"
            sx={{ fontWeight: 800 }}
            color="primary"
            data-status={shared.status}
          >
            {english(rideHeadline(shared.status))}
          </Typography>
        </Box>
        {problem && <Alert severity="warning">{problem && v(problem)}</Alert>}
        {shared.driver && (
          <Paper variant="outlined" sx={{ p: 1.5 }}>
            <Typography sx={{ fontWeight: 700 }}>
              {v('DRIVER_NAMED', { name: shared.driver.first_name })}
            </Typography>
            <Typography variant="body2">
              {[vehicleText(booking.driver!), shared.driver.vehicle.reg_no, shared.driver.vehicle.color]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Paper>
        )}
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          <Stack spacing={1}>
            <Stack direction="row" spacing={1}>
              <PinIcon field="pickup" size={20} />
              <Typography variant="body2">{shared.pickup_address}</Typography>
            </Stack>
            <Stack direction="row" spacing={1}>
              <PinIcon field="dropoff" size={20} />
              <Typography variant="body2">{shared.dropoff_address}</Typography>
            </Stack>
            <Typography variant="caption" color="text.secondary">
              {shared.vehicle_type.name}
            </Typography>
          </Stack>
        </Paper>
      </Stack>
    </Box>
  );
}
