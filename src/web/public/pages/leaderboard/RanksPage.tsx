import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BadgeList } from '@schemas/leaderboard';
import { AppLink } from '@/web/shared/AppLink';
import { Loading } from '@/web/shared/Loading';
import { PageLayout } from '@/web/shared/PageLayout';
import { errorMessage } from '@/web/shared/api';
import { keepPreviousData, shownError, useServerData } from '@/web/shared/server-data';
import { ErrorNotice } from '../common/ErrorNotice';
import { PageTitle } from '../common/PageTitle';
import { useMessages } from '@/web/shared/i18n';
import { messages } from './messages';
import { rankPictureSize } from './rank-display';

/** /leaderboard/ranks: every rank, highest first, with its badge, short title and what earns it. */
export default function RanksPage() {
  const t = useMessages(messages);
  const ranks = useServerData<BadgeList>('badges', {
    query: { filter: 'ranking' },
    placeholderData: keepPreviousData,
  });
  const failure = shownError(ranks);
  return (
    <PageLayout maxWidth="sm">
      <PageTitle subtitle={t('ranksSubtitle')}>{t('ranksTitle')}</PageTitle>
      <AppLink to="/leaderboard">{t('seeLeaderboard')}</AppLink>
      {failure ? (
        <ErrorNotice message={errorMessage(failure)} onRetry={() => void ranks.refetch()} />
      ) : !ranks.data ? (
        <Loading label={t('loadingRanks')} />
      ) : ranks.data.data.length === 0 ? (
        <Typography sx={{ py: 6, textAlign: 'center' }} color="text.secondary">
          {t('noRanks')}
        </Typography>
      ) : (
        <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, mt: 2 }}>
          {ranks.data.data.map((rank, index) => {
            const size = rankPictureSize(index);
            return (
              <Paper
                component="li"
                key={rank.id}
                variant="outlined"
                sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 1.5, borderRadius: 3 }}
              >
                <Box
                  component="img"
                  src={rank.photo}
                  alt=""
                  width={size}
                  height={size}
                  data-testid="rank-photo"
                  sx={{ flexShrink: 0, width: { xs: Math.round(size * 0.75), sm: size }, height: 'auto' }}
                />
                <div>
                  <Typography component="h2" sx={{ fontWeight: 800, fontSize: index < 3 ? 20 : 17 }}>
                    {rank.short_title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {rank.title}
                    {rank.min_rides > 0 ? ` · ${t('ridesAMonth', { count: rank.min_rides })}` : ''}
                  </Typography>
                  <Typography variant="body2" sx={{ mt: 0.5 }}>
                    {rank.description}
                  </Typography>
                </div>
              </Paper>
            );
          })}
        </Stack>
      )}
    </PageLayout>
  );
}
