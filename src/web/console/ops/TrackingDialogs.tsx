import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { DRIVER_CANCEL_COUNT_PER_DAY } from '@config/constants';
import type { DriverInfo, TrackingItem } from '@schemas/operations';
import { formatManila } from '@/shared/dates';
import { orderStatusLabel, rideStatusLabel } from '@/shared/status-labels';
import { api, errorMessage } from '@/web/shared/api';
import { useLocale, useMessages, useMoney } from '@/web/shared/i18n';
import { opsMessages } from '../ops-messages';
import { TripTraceReplay } from './TripTraceReplay';

export const TIME_FORMAT = 'MMM D, YYYY h:mm A';

/** A driver's day: cancellations out of 5, earnings, and online/offline entries (newest first). */
export function DriverDetailsDialog({
  driverId,
  onClose,
  onShowTrips,
}: {
  driverId: number | null;
  onClose: () => void;
  onShowTrips: (driver: { id: number; name: string }) => void;
}) {
  const t = useMessages(opsMessages);
  const money = useMoney();
  const [info, setInfo] = useState<DriverInfo | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (driverId === null) return;
    setInfo(null);
    setError(null);
    const controller = new AbortController();
    api<DriverInfo>('checker/driver_info', { query: { driver_id: driverId }, signal: controller.signal })
      .then(setInfo)
      .catch((failure) => {
        if ((failure as Error).name !== 'AbortError') setError(errorMessage(failure));
      });
    return () => controller.abort();
  }, [driverId]);

  return (
    <Dialog
      open={driverId !== null}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="driver-details-title"
    >
      <DialogTitle id="driver-details-title">{t('driverDetails')}</DialogTitle>
      <DialogContent dividers>
        {error && <Alert severity="error">{error}</Alert>}
        {!info && !error && <CircularProgress aria-label={t('driverDetails')} />}
        {info && (
          <Stack spacing={2}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Avatar src={info.photoUrl ?? undefined} alt="" />
              <div>
                <Typography variant="subtitle1">{info.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {info.phone ?? ''}
                </Typography>
              </div>
              <Chip
                size="small"
                color={info.is_online ? 'success' : 'default'}
                label={info.is_online ? t('online') : t('offline')}
              />
            </Stack>
            <Stack direction="row" spacing={3}>
              <div>
                <Typography variant="body2" color="text.secondary">
                  {t('cancelCountToday')}
                </Typography>
                <Typography variant="h6" component="p" data-testid="cancel-count-today">
                  {t('cancelCountValue', {
                    count: info.cancel_count_today,
                    max: DRIVER_CANCEL_COUNT_PER_DAY,
                  })}
                </Typography>
              </div>
              <div>
                <Typography variant="body2" color="text.secondary">
                  {t('earnedToday')}
                </Typography>
                <Typography variant="h6" component="p" data-testid="earned-today">
                  {money(info.earned_today)}
                </Typography>
              </div>
            </Stack>
            <div>
              <Typography variant="subtitle2" component="h3">
                {t('onlineActivity')}
              </Typography>
              {info.online_activities.data.length === 0 ? (
                <Typography color="text.secondary">{t('noActivity')}</Typography>
              ) : (
                <List dense aria-label={t('onlineActivity')} sx={{ maxHeight: 240, overflow: 'auto' }}>
                  {info.online_activities.data.map((entry) => (
                    <ListItem key={entry.created_at} disableGutters>
                      <ListItemText
                        primary={entry.is_online ? t('online') : t('offline')}
                        secondary={formatManila(entry.created_at, TIME_FORMAT)}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
            </div>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {info && (
          <Button onClick={() => onShowTrips({ id: info.id, name: info.name })}>
            {t('showDriverTrips')}
          </Button>
        )}
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** A booking's status changes, newest first. */
export function TimelineDialog({ booking, onClose }: { booking: TrackingItem | null; onClose: () => void }) {
  const t = useMessages(opsMessages);
  const [locale] = useLocale();
  const money = useMoney();
  return (
    <Dialog
      open={booking !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="timeline-title"
    >
      <DialogTitle id="timeline-title">
        {t('statusTimeline')} {booking ? `· ${booking.code}` : ''}
      </DialogTitle>
      <DialogContent dividers>
        {booking && <TripDetails booking={booking} money={money} />}
        {booking && <TripTraceReplay bookingId={booking.id} />}
        {booking && booking.statuses.length === 0 && <Typography>{t('noStatuses')}</Typography>}
        {booking && booking.statuses.length > 0 && (
          <List dense aria-label={t('statusTimeline')}>
            {booking.statuses.map((status) => (
              <ListItem key={`${status.name}-${status.updated_at}-${status.role ?? ''}`} disableGutters>
                <ListItemText
                  primary={
                    status.role
                      ? orderStatusLabel(booking.service, status.name, locale)
                      : rideStatusLabel(status.name, locale)
                  }
                  secondary={
                    status.role
                      ? t('statusBy', {
                          time: formatManila(status.updated_at, TIME_FORMAT),
                          role: t(`role_${status.role}`),
                        })
                      : formatManila(status.updated_at, TIME_FORMAT)
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The trip's distance and what the pickup cost (spec part 2 §3 tracking item's trip details). */
function TripDetails({ booking, money }: { booking: TrackingItem; money: (centavos: number) => string }) {
  const t = useMessages(opsMessages);
  const trip = booking.taxi_order.trip_details;
  const freeKm = booking.taxi_order.vehicle_type.pickup_km_limit;
  const lines = [
    trip.km_distance === null ? null : t('tripDistance', { km: String(trip.km_distance) }),
    trip.pickup_distance === null ? null : t('pickupDistance', { km: trip.pickup_distance.toFixed(1) }),
    trip.pickup_charge_fee === null
      ? t('pickupNotPriced')
      : t('pickupFee', { fee: money(trip.pickup_charge_fee) }),
    trip.pickup_per_exceed_km === null || freeKm === null
      ? null
      : t('pickupRule', { fee: money(trip.pickup_per_exceed_km), km: String(freeKm) }),
  ].filter((line): line is string => line !== null);
  return (
    <Stack component="section" aria-label={t('tripDetails')} data-testid="trip-details" sx={{ mb: 1 }}>
      <Typography variant="subtitle2" component="h3">
        {t('tripDetails')}
      </Typography>
      {lines.map((line) => (
        <Typography key={line} variant="body2" color="text.secondary">
          {line}
        </Typography>
      ))}
    </Stack>
  );
}
