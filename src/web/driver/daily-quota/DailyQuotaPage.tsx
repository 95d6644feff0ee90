import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { DailyQuota } from '@schemas/daily-quota';
import { formatCountdown, formatManila, secondsToEndOfManilaDay } from '@/shared/dates';
import { dailyQuotaProgress, isMonthlyClaimOpen, isWeeklyClaimOpen } from '@/shared/rewards';
import { ApiError, api, errorMessage } from '@/web/shared/api';
import { AppLink } from '@/web/shared/AppLink';
import { useDialogs } from '@/web/shared/dialogs';
import { useMessages, useMoney } from '@/web/shared/i18n';
import { Loading } from '@/web/shared/Loading';
import { PageLayout } from '@/web/shared/PageLayout';
import { RequireLogin } from '@/web/shared/RequireLogin';
import { messages } from './messages';
import { useApi } from './useApi';

export const QUOTA_PATH = '/driver/rewards/24_hour_quota';

/** /driver/rewards/24_hour_quota: rides today over 24, the countdown, and the weekly and monthly claims. */
export default function DailyQuotaPage() {
  return (
    <RequireLogin returnCode="driver-24-hour-quota">
      <PageLayout maxWidth="sm">
        <DailyQuotaScreen />
      </PageLayout>
    </RequireLogin>
  );
}

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

function DailyQuotaScreen() {
  const t = useMessages(messages);
  const money = useMoney();
  const dialogs = useDialogs();
  const now = useNow();
  const { data, error, reload } = useApi<DailyQuota>('rewards/daily-quota');
  const [busy, setBusy] = useState(false);

  if (error) {
    return (
      <Alert severity="error" action={<Button onClick={reload}>{t('retry')}</Button>}>
        {error}
      </Alert>
    );
  }
  if (!data) return <Loading />;
  const progress = dailyQuotaProgress(data.finished_ride_count, data.target);

  async function claim(kind: 'weekly' | 'monthly') {
    setBusy(true);
    try {
      const answer = await api<{ message: string }>(`rewards/${kind}-quota/claim`, { method: 'POST' });
      await dialogs.alert('success', t('success'), answer.message);
      reload();
    } catch (caught) {
      const restricted = caught instanceof ApiError && (caught.status === 400 || caught.status === 409);
      await dialogs.alert(
        restricted ? 'warning' : 'error',
        restricted ? t('timeRestriction') : t('loadFailed'),
        errorMessage(caught),
      );
    } finally {
      setBusy(false);
    }
  }

  const card = (kind: 'weekly' | 'monthly') => {
    const weekly = kind === 'weekly';
    const percentage = weekly ? data.weekly_percentage : data.monthly_percentage;
    const reward = weekly ? data.weekly_reward : data.monthly_reward;
    const claimed = weekly ? data.weekly_claimed : data.monthly_claimed;
    const open = weekly ? isWeeklyClaimOpen(now) : isMonthlyClaimOpen(now);
    return (
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={`${kind}-title`}>
        <Typography id={`${kind}-title`} variant="h6" component="h2">
          {weekly ? t('weekly') : t('monthly')}
        </Typography>
        <Typography>
          {t('share', {
            percentage,
            reward: money(reward),
            amount: money(Math.round((reward * percentage) / 100)),
          })}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {weekly ? t('weeklyWhen') : t('monthlyWhen')}
        </Typography>
        <Button variant="contained" disabled={busy || claimed || !open} onClick={() => void claim(kind)}>
          {claimed ? t('claimed') : weekly ? t('claimWeekly') : t('claimMonthly')}
        </Button>
      </Paper>
    );
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('title')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography id="rides-label" variant="h5" component="p" sx={{ fontWeight: 700 }}>
          {t('ridesToday', { done: progress.done, target: progress.target })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={Math.round(progress.percent)}
          aria-labelledby="rides-label"
          sx={{ height: 12, borderRadius: 6, my: 1.5 }}
        />
        <Typography>
          {progress.remaining > 0 ? t('ridesToGo', { remaining: progress.remaining }) : t('quotaReached')}
        </Typography>
        <Typography color="text.secondary" aria-live="off">
          {t('timeLeft', { time: formatCountdown(secondsToEndOfManilaDay(now)) })}
        </Typography>
      </Paper>
      {card('weekly')}
      {card('monthly')}
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="recent-title">
        <Typography id="recent-title" variant="h6" component="h2">
          {t('recent')}
        </Typography>
        {data.past_claimed_rewards.length === 0 ? (
          <Typography color="text.secondary">{t('noClaims')}</Typography>
        ) : (
          <ul>
            {data.past_claimed_rewards.map((claim) => (
              <li key={claim.id}>
                {t('claimLine', {
                  kind: claim.kind === 'weekly' ? t('weeklyKind') : t('monthlyKind'),
                  date: formatManila(claim.date, 'MMM D, YYYY h:mm A'),
                  percentage: claim.kind === 'weekly' ? claim.weekly_percentage : claim.monthly_percentage,
                  amount: money(claim.amount_centavos),
                })}
              </li>
            ))}
          </ul>
        )}
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
          <AppLink to={`${QUOTA_PATH}/claim`}>{t('pastClaimed')}</AppLink>
          <AppLink to={`${QUOTA_PATH}/history/rewards`}>{t('received')}</AppLink>
        </Stack>
      </Paper>
    </Stack>
  );
}
