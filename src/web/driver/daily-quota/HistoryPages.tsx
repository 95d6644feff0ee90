import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import type { ClaimedRewardsPage, PastRewardsPage } from '@schemas/daily-quota';
import { formatManila } from '@/shared/dates';
import { AppLink } from '@/web/shared/AppLink';
import { useMessages, useMoney } from '@/web/shared/i18n';
import { Loading } from '@/web/shared/Loading';
import { PageLayout } from '@/web/shared/PageLayout';
import { RequireLogin } from '@/web/shared/RequireLogin';
import { QUOTA_PATH } from './DailyQuotaPage';
import { messages } from './messages';
import { useApi } from './useApi';

type Paged = { current_page: number; last_page: number; data: unknown[] };

function PagedList<T extends Paged>({
  title,
  path,
  total,
  row,
}: {
  title: string;
  path: string;
  total(data: T): string;
  row(data: T, index: number): ReactNode;
}) {
  const t = useMessages(messages);
  const [page, setPage] = useState(1);
  const { data, error, reload } = useApi<T>(path, { page });
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {error && (
        <Alert severity="error" action={<Button onClick={reload}>{t('retry')}</Button>}>
          {error}
        </Alert>
      )}
      {!data && !error && <Loading />}
      {data && (
        <>
          <Typography sx={{ fontWeight: 600 }}>{total(data)}</Typography>
          {data.data.length === 0 ? (
            <Typography color="text.secondary">{t('empty')}</Typography>
          ) : (
            <List dense>{data.data.map((_, index) => row(data, index))}</List>
          )}
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Button disabled={data.current_page <= 1} onClick={() => setPage((p) => p - 1)}>
              {t('previous')}
            </Button>
            <Typography>{t('pageOf', { page: data.current_page, last: data.last_page })}</Typography>
            <Button disabled={data.current_page >= data.last_page} onClick={() => setPage((p) => p + 1)}>
              {t('next')}
            </Button>
          </Stack>
        </>
      )}
      <Button component={AppLink} to={QUOTA_PATH} variant="outlined">
        {t('close')}
      </Button>
    </Stack>
  );
}

/** /driver/rewards/24_hour_quota/claim: the rewards the driver claimed. */
export function ClaimedRewardsPageScreen() {
  const t = useMessages(messages);
  const money = useMoney();
  return (
    <RequireLogin returnCode="driver-24-hour-quota">
      <PageLayout maxWidth="sm">
        <PagedList<ClaimedRewardsPage>
          title={t('pastClaimed')}
          path="rewards/past-rewards/claimed"
          total={(data) => t('totalAmount', { amount: money(data.total_amount_centavos) })}
          row={(data, index) => {
            const claim = data.data[index];
            return (
              <ListItem key={claim.id} divider>
                {t('claimLine', {
                  kind: claim.kind === 'weekly' ? t('weeklyKind') : t('monthlyKind'),
                  date: formatManila(claim.date, 'MMM D, YYYY h:mm A'),
                  percentage: claim.kind === 'weekly' ? claim.weekly_percentage : claim.monthly_percentage,
                  amount: money(claim.amount_centavos),
                })}
              </ListItem>
            );
          }}
        />
      </PageLayout>
    </RequireLogin>
  );
}

/** /driver/rewards/24_hour_quota/history/rewards: every day the quota was met. */
export function ReceivedRewardsPageScreen() {
  const t = useMessages(messages);
  return (
    <RequireLogin returnCode="driver-24-hour-quota">
      <PageLayout maxWidth="sm">
        <PagedList<PastRewardsPage>
          title={t('received')}
          path="rewards/past-rewards"
          total={(data) =>
            t('totalPercent', {
              weekly: data.total_weekly_percentage,
              monthly: data.total_monthly_percentage,
            })
          }
          row={(data, index) => {
            const day = data.data[index];
            return (
              <ListItem key={day.date} divider>
                {t('dayLine', {
                  date: day.date,
                  rides: day.finished_ride_count,
                  weekly: day.weekly_percentage,
                  monthly: day.monthly_percentage,
                })}
              </ListItem>
            );
          }}
        />
      </PageLayout>
    </RequireLogin>
  );
}
