import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import type { LeaderboardResponse } from '../../../../../schemas/leaderboard';
import { publicPageMessages } from '../../../../shared/messages';
import { AppLink } from '../../../shared/AppLink';
import { Loading } from '../../../shared/Loading';
import { PageLayout } from '../../../shared/PageLayout';
import { PageTitle } from '../common/PageTitle';
import { useApiData } from '../common/use-api-data';
import { initials, trophyColor } from './rank-display';
import { useManilaDate, useMessages, useNumberFormat } from '../../../shared/i18n';
import { leaderboardMessages } from './messages';

type Entry = LeaderboardResponse['data']['data'][number];

function EntryRow({ entry }: { entry: Entry }) {
  const t = useMessages(leaderboardMessages);
  const number = useNumberFormat();
  const trophy = trophyColor(entry.ranking);
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="leaderboard-entry"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        p: 1.5,
        borderRadius: 3,
        ...(trophy && { borderColor: trophy, borderWidth: 2, bgcolor: `${trophy}14` }),
      }}
    >
      <Box sx={{ width: 36, textAlign: 'center', flexShrink: 0 }}>
        {trophy ? (
          <EmojiEventsIcon
            sx={{ color: trophy, fontSize: 32 }}
            titleAccess={t('RANK_N', { n: entry.ranking })}
          />
        ) : (
          <Typography
            sx={{ fontWeight: 800, color: 'text.secondary' }}
            aria-label={t('RANK_N', { n: entry.ranking })}
          >
            {entry.ranking}
          </Typography>
        )}
      </Box>
      <Avatar src={entry.photo ?? undefined} alt="" sx={{ bgcolor: 'secondary.main' }}>
        {initials(entry.name)}
      </Avatar>
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography sx={{ fontWeight: 700 }} noWrap>
          {entry.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <strong>{t(entry.rides === 1 ? 'RIDES_ONE' : 'RIDES', { n: number(entry.rides) })}</strong>
          {entry.branch_name ? ` · ${entry.branch_name}` : ''}
        </Typography>
      </Box>
      {entry.rank && (
        <Stack sx={{ alignItems: 'center', flexShrink: 0, width: 72 }}>
          {entry.rank.photo && (
            <Box component="img" src={entry.rank.photo} alt="" sx={{ width: 36, height: 36 }} />
          )}
          <Typography variant="caption" sx={{ fontWeight: 600, textAlign: 'center', lineHeight: 1.2 }}>
            {entry.rank.short_title}
          </Typography>
        </Stack>
      )}
    </Paper>
  );
}

/** /leaderboard: drivers ranked by finished rides as published at the last general meeting. */
export default function LeaderboardPage() {
  const t = useMessages(leaderboardMessages);
  const pages = useMessages(publicPageMessages);
  const manilaDate = useManilaDate();
  const board = useApiData<LeaderboardResponse>('leaderboard_cached');
  // The spec logs leaderboard failures only; the page then shows its empty state.
  useEffect(() => {
    if (board.error) console.error('Leaderboard failed to load:', board.error);
  }, [board.error]);
  const entries = board.data?.data.data ?? [];
  const asOf = board.data?.data.last_updated_at;

  return (
    <PageLayout maxWidth="sm">
      <PageTitle
        subtitle={
          asOf
            ? t('AS_OF', {
                date: manilaDate(asOf, 'MMMM D, YYYY h:mm A', {
                  dateStyle: 'long',
                  timeStyle: 'short',
                }),
              })
            : undefined
        }
      >
        {t('TITLE')}
      </PageTitle>
      <AppLink to="/leaderboard/ranks">{t('WHAT_RANKS_MEAN')}</AppLink>
      {board.loading ? (
        <Loading label={t('LOADING')} />
      ) : entries.length === 0 ? (
        <Typography sx={{ py: 6, textAlign: 'center' }} color="text.secondary">
          {pages('NO_LEADERBOARD_DATA')}
        </Typography>
      ) : (
        <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, mt: 2 }}>
          {entries.map((entry) => (
            <EntryRow key={entry.ranking} entry={entry} />
          ))}
        </Stack>
      )}
    </PageLayout>
  );
}
