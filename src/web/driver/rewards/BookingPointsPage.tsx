import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect } from 'react';
import type { BookingPointsQuota } from '@schemas/rewards-quota';
import { bookingPointsProgress } from '@/shared/rewards';
import { ApiError, errorMessage } from '@/web/shared/api';
import { useMessages, useMoney } from '@/web/shared/i18n';
import { Loading } from '@/web/shared/Loading';
import { PageLayout } from '@/web/shared/PageLayout';
import { RequireLogin } from '@/web/shared/RequireLogin';
import { shownError, useServerData } from '@/web/shared/server-data';
import { messages } from './messages';

type Row = BookingPointsQuota['data']['drivers'][number];

/** /new_rewards_quota and /driver-earnings: points from the driver's own finished trips over the quota. */
export default function BookingPointsPage() {
  return (
    <RequireLogin returnCode="new_rewards_quota">
      <PageLayout maxWidth="sm">
        <BookingPoints />
      </PageLayout>
    </RequireLogin>
  );
}

function BookingPoints() {
  const t = useMessages(messages);
  const money = useMoney();
  const answer = useServerData<BookingPointsQuota>('new_rewards_quota');
  const row: Row | null = answer.data?.data.drivers[0] ?? null;
  const caught = answer.error;
  useEffect(() => {
    if (caught instanceof ApiError && caught.status === 401)
      window.location.replace('/login?r=new_rewards_quota');
    else if (caught instanceof ApiError && caught.status === 403) window.location.replace('/');
  }, [caught]);
  const refused = caught instanceof ApiError && (caught.status === 401 || caught.status === 403);
  const shown = shownError(answer);
  const error = shown && !refused ? errorMessage(shown, t('loadFailed')) : null;
  const { refetch } = answer;
  const load = useCallback(() => void refetch(), [refetch]);

  if (error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={load}>
            {t('retry')}
          </Button>
        }
      >
        {error}
      </Alert>
    );
  }
  if (!row) return <Loading />;
  const progress = bookingPointsProgress(row.count, row.quota);
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('title')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h5" component="p" id="points-progress-label" sx={{ fontWeight: 700 }}>
          {t('progress', { count: row.count, quota: row.quota })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={Math.round(progress.percent)}
          aria-labelledby="points-progress-label"
          sx={{ height: 12, borderRadius: 6, my: 1.5 }}
        />
        <Typography>{t('toGo', { points: progress.remaining })}</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('rewardsPaid', {
            count: row.rewards_paid,
            amount: money(row.rewards_paid * row.reward_centavos),
          })}
        </Typography>
      </Paper>
      {!row.eligible && <Alert severity="info">{t('notEligible', { branch: row.branch_name ?? '—' })}</Alert>}
      <Box component="section" aria-labelledby="mechanics">
        <Typography id="mechanics" variant="h6" component="h2">
          {t('mechanicsTitle')}
        </Typography>
        <ul>
          <li>{t('mechanicsOnline')}</li>
          <li>{t('mechanicsWalkIn')}</li>
          <li>{t('mechanicsReward')}</li>
          <li>{t('mechanicsBranches')}</li>
        </ul>
      </Box>
    </Stack>
  );
}
