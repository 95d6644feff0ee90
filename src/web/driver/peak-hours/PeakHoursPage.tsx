import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useState } from 'react';
import { formatManila } from '@/shared/dates';
import { api, errorMessage } from '@/web/shared/api';
import { useMessages } from '@/web/shared/i18n';
import { Loading } from '@/web/shared/Loading';
import { PageLayout } from '@/web/shared/PageLayout';
import { RequireLogin } from '@/web/shared/RequireLogin';
import { useApi } from '../daily-quota/useApi';
import { messages } from './messages';

const PeakHoursChart = lazy(() => import('./PeakHoursChart'));

type FailedBookings = {
  failed_bookings: { name: string; time: string }[];
  branch_id: number | null;
  branch_name: string | null;
  weekly: { hour: number; total: number }[];
  standby: { time_in: string; time_out: string } | null;
};

/** /driver/peakhours ('Bonus Ride'): when bookings go untaken, who is waiting today, and the driver's standby time. */
export default function PeakHoursPage() {
  return (
    <RequireLogin returnCode="driver-peakhours">
      <PageLayout maxWidth="sm">
        <PeakHours />
      </PageLayout>
    </RequireLogin>
  );
}

function PeakHours() {
  const t = useMessages(messages);
  const { data, error, reload } = useApi<FailedBookings>('failed-bookings');
  const [picking, setPicking] = useState(false);
  if (error) {
    return (
      <Alert severity="error" action={<Button onClick={reload}>{t('retry')}</Button>}>
        {error}
      </Alert>
    );
  }
  if (!data) return <Loading />;
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('title')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="chart-title">
        <Typography id="chart-title" variant="h6" component="h2">
          {t('chartTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('chartHint')}
        </Typography>
        {data.weekly.some((row) => row.total > 0) ? (
          <Suspense fallback={<Loading />}>
            <PeakHoursChart data={data.weekly} label={t('chartTitle')} hourAxis={t('hourAxis')} />
          </Suspense>
        ) : (
          <Typography sx={{ mt: 2 }}>{t('noPeaks')}</Typography>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography>{t('branch', { branch: data.branch_name ?? '—' })}</Typography>
          <Chip color="success" label={t('points')} />
        </Stack>
        {data.standby && (
          <Typography sx={{ mt: 1 }}>
            {t('yourStandby', { in: data.standby.time_in, out: data.standby.time_out })}
          </Typography>
        )}
        <Button variant="contained" sx={{ mt: 1 }} onClick={() => setPicking(true)}>
          {t('pickTime')}
        </Button>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="standby-title">
        <Typography id="standby-title" variant="h6" component="h2">
          {t('standby')}
        </Typography>
        {data.failed_bookings.length === 0 ? (
          <Typography color="text.secondary">{t('noStandby')}</Typography>
        ) : (
          <List dense>
            {data.failed_bookings.map((row) => (
              <ListItem key={`${row.time}-${row.name}`} divider>
                <ListItemText primary={row.name} secondary={formatManila(row.time, 'h:mm A')} />
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
      <PickTimeDialog open={picking} onClose={() => setPicking(false)} onSaved={reload} />
    </Stack>
  );
}

function PickTimeDialog({ open, onClose, onSaved }: { open: boolean; onClose(): void; onSaved(): void }) {
  const t = useMessages(messages);
  const titleId = useId();
  const [timeIn, setTimeIn] = useState('');
  const [timeOut, setTimeOut] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function save() {
    if (!timeIn || !timeOut) {
      setError(t('bothRequired'));
      return;
    }
    try {
      await api('driver/standby', { method: 'POST', body: { time_in: timeIn, time_out: timeOut } });
      onClose();
      onSaved();
    } catch (caught) {
      setError(errorMessage(caught, t('error')));
    }
  }

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('pickTime')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            label={t('timeIn')}
            type="time"
            value={timeIn}
            onChange={(event) => setTimeIn(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label={t('timeOut')}
            type="time"
            value={timeOut}
            onChange={(event) => setTimeOut(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" onClick={() => void save()}>
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
