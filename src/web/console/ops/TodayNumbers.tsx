import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { TRACKING_REFRESH_MS } from '@config/constants';
import type { OpsToday } from '@schemas/operations';
import { api } from '@/web/shared/api';
import { useMessages } from '@/web/shared/i18n';
import { opsMessages } from '../ops-messages';
import { useLiveData } from './useLiveData';

const NUMBERS = [
  ['bookings', 'todayBookings'],
  ['ongoing', 'todayOngoing'],
  ['online_drivers', 'todayOnline'],
  ['failed_bookings', 'todayFailed'],
  ['cancellations', 'todayCancelled'],
  ['finished', 'todayFinished'],
] as const;

/** Today's bookings, drivers, failures and cancellations, updated as bookings change. */
export function TodayNumbers() {
  const t = useMessages(opsMessages);
  const load = useCallback((signal: AbortSignal) => api<OpsToday>('ops/today', { signal }), []);
  const { data, error, reload } = useLiveData(load, TRACKING_REFRESH_MS);
  return (
    <section aria-labelledby="today-heading">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', mb: 1 }}>
        <Typography id="today-heading" variant="h6" component="h2">
          {t('today')}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('todayLive')}
        </Typography>
      </Stack>
      {error && (
        <Alert
          severity="error"
          sx={{ mb: 1 }}
          action={
            <Button color="inherit" size="small" onClick={() => void reload()}>
              {t('retry')}
            </Button>
          }
        >
          {t('loadFailed', { message: error })}
        </Alert>
      )}
      <Grid container spacing={1.5}>
        {NUMBERS.map(([field, label]) => (
          <Grid key={field} size={{ xs: 6, sm: 4, md: 2 }}>
            <Card variant="outlined">
              <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
                <Typography variant="body2" color="text.secondary" id={`today-${field}`}>
                  {t(label)}
                </Typography>
                {data ? (
                  <Typography
                    variant="h4"
                    component="p"
                    aria-labelledby={`today-${field}`}
                    data-testid={`today-${field}`}
                  >
                    {data[field]}
                  </Typography>
                ) : (
                  <Skeleton variant="text" width={48} height={42} />
                )}
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </section>
  );
}
