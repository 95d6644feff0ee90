import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import dayjs from 'dayjs';
import { useCallback, useState } from 'react';
import { Title } from 'react-admin';
import { TRACKING_REFRESH_MS } from '@config/constants';
import { SERVICES } from '@schemas/operations';
import { canStepChartDay, chartDayRange, formatDateYmd } from '@/shared/dates';
import { api } from '@/web/shared/api';
import { useMessages } from '@/web/shared/i18n';
import { opsMessages } from '../ops-messages';
import { useLiveData } from './useLiveData';

type Rows = { date: string; data: Record<string, number>[] };
const CHARTS = [
  { kind: 'online', path: 'online/drivers', title: 'onlineDrivers' },
  { kind: 'ongoing', path: 'ongoing/drivers', title: 'ongoingBookings' },
  { kind: 'failed', path: 'failed/bookings', title: 'failedBookings' },
] as const;
const SERVICE_LABEL = { ride: 'serviceRide', pautos: 'servicePautos', delivery: 'serviceDelivery' } as const;
const HOURS = Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0'));

/** Three hourly bar charts for one day, from recorded activity; a day back within this month, forward to today. */
export default function OnlineDriversPage() {
  const t = useMessages(opsMessages);
  const [day, setDay] = useState(() => formatDateYmd());
  const range = chartDayRange();
  const step = (direction: 'previous' | 'next') =>
    setDay((current) =>
      dayjs(current)
        .add(direction === 'next' ? 1 : -1, 'day')
        .format('YYYY-MM-DD'),
    );
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={t('onlineDrivers')} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Button
          startIcon={<ChevronLeftIcon />}
          onClick={() => step('previous')}
          disabled={!canStepChartDay(day, 'previous')}
        >
          {t('previousDay')}
        </Button>
        <Typography variant="h6" component="p" aria-live="polite" data-testid="chart-day">
          {dayjs(day).format('ddd, MMM D, YYYY')}
        </Typography>
        <TextField
          type="date"
          size="small"
          label={t('chooseDay')}
          value={day}
          onChange={(event) => {
            // A day outside this month or after today keeps the day shown (the browser's picker offers none).
            const chosen = event.target.value;
            if (chosen >= range.min && chosen <= range.max) setDay(chosen);
          }}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: range.min, max: range.max } }}
          helperText={t('chartDayOutOfRange', { min: range.min, max: range.max })}
        />
        <Button
          endIcon={<ChevronRightIcon />}
          onClick={() => step('next')}
          disabled={!canStepChartDay(day, 'next')}
        >
          {t('nextDay')}
        </Button>
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {t('chartsNote')}
      </Typography>
      <Stack spacing={2}>
        {CHARTS.map((chart) => (
          <HourlyChart key={chart.kind} day={day} {...chart} />
        ))}
      </Stack>
    </Box>
  );
}

function HourlyChart({
  day,
  kind,
  path,
  title,
}: {
  day: string;
  kind: (typeof CHARTS)[number]['kind'];
  path: string;
  title: (typeof CHARTS)[number]['title'];
}) {
  const t = useMessages(opsMessages);
  const load = useCallback(
    (signal: AbortSignal) => api<Rows>(path, { signal, query: { date: day } }),
    [path, day],
  );
  const { data, error } = useLiveData(load, TRACKING_REFRESH_MS);
  const rows = data?.data ?? [];
  const byService = SERVICES.map((service) => ({
    data: rows.map((row) => row[`total_${kind}_${service}`] ?? 0),
    label: t(SERVICE_LABEL[service]),
  }));
  // A booking has one service, so its bars stack; a driver may take several services at once, so the online
  // chart shows the drivers (each once) beside each service's count instead of stacking them.
  const drivers = { data: rows.map((row) => row.total_online_drivers ?? 0), label: t('allDrivers') };
  const series =
    kind === 'online' ? [drivers, ...byService] : byService.map((one) => ({ ...one, stack: 'services' }));
  const total = (kind === 'online' ? [drivers] : byService).reduce(
    (sum, s) => sum + s.data.reduce((a, b) => a + b, 0),
    0,
  );
  return (
    <Card sx={{ p: 2 }} component="section" aria-labelledby={`chart-${kind}`}>
      <Typography id={`chart-${kind}`} variant="subtitle1" component="h2">
        {t(title)}
      </Typography>
      {error && <Alert severity="error">{t('loadFailed', { message: error })}</Alert>}
      <Box data-testid={`chart-${kind}`} data-total={data ? total : ''}>
        <BarChart
          height={260}
          loading={!data}
          xAxis={[{ scaleType: 'band', data: HOURS, label: t('hour') }]}
          yAxis={[{ tickMinStep: 1 }]}
          series={series}
        />
      </Box>
    </Card>
  );
}
