import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { BRANCHES } from '@config/constants';
import type { LeaderboardResponse } from '@schemas/leaderboard';
import { formatManila, manilaWallClock } from '@/shared/dates';
import { AppLink } from '@/web/shared/AppLink';
import { type Translate, useMessages, useNumberFormat } from '@/web/shared/i18n';
import { useManilaDate } from '@/web/shared/manila-date';
import { Loading } from '@/web/shared/Loading';
import { PageLayout } from '@/web/shared/PageLayout';
import { errorMessage } from '@/web/shared/api';
import { keepPreviousData, shownError, useServerData } from '@/web/shared/server-data';
import { PageTitle } from '../common/PageTitle';
import { messages } from './messages';
import { initials, trophyColor } from './rank-display';

type Entry = LeaderboardResponse['data']['data'][number];

function EntryRow({ entry, t }: { entry: Entry; t: Translate<keyof typeof messages.en> }) {
  const trophy = trophyColor(entry.ranking);
  const number = useNumberFormat();
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
            titleAccess={t('rankLabel', { ranking: entry.ranking })}
          />
        ) : (
          <Typography
            sx={{ fontWeight: 800, color: 'text.secondary' }}
            aria-label={t('rankLabel', { ranking: entry.ranking })}
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
          <strong>{t('rides', { count: number(entry.rides) })}</strong>
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

const BRANCH_CHOICES = Object.entries(BRANCHES).map(([id, name]) => ({ id: Number(id), name }));

/** /leaderboard: drivers ranked by the trips they finished in a month (this month first), per branch. */
export default function LeaderboardPage() {
  const t = useMessages(messages);
  const manilaDate = useManilaDate();
  const thisMonth = manilaWallClock().startOf('month');
  const [monthsBack, setMonthsBack] = useState(0);
  const [branchId, setBranchId] = useState<number | ''>('');
  const month = thisMonth.subtract(monthsBack, 'month');
  const board = useServerData<LeaderboardResponse>('leaderboard_cached', {
    query: { month: month.format('YYYY-MM'), branch_id: branchId === '' ? undefined : branchId },
    placeholderData: keepPreviousData,
  });
  const failure = shownError(board);
  // The spec logs leaderboard failures only; the page then shows its empty state.
  useEffect(() => {
    if (failure) console.error('Leaderboard failed to load:', errorMessage(failure));
  }, [failure]);
  const entries = (!failure && board.data?.data.data) || [];
  const asOf = board.data?.data.last_updated_at;
  // Noon of the 1st on Manila's clock, so the month name never slips in another zone.
  const monthName = manilaDate(`${month.format('YYYY-MM')}-01 12:00:00`, 'MMMM YYYY', {
    month: 'long',
    year: 'numeric',
  });

  return (
    <PageLayout maxWidth="sm">
      <PageTitle subtitle={asOf ? t('asOf', { time: formatManila(asOf, 'MMMM D, YYYY h:mm A') }) : undefined}>
        {t('title')}
      </PageTitle>
      <AppLink to="/leaderboard/ranks">{t('ranksLink')}</AppLink>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mt: 2, flexWrap: 'wrap' }}>
        <Stack direction="row" sx={{ alignItems: 'center' }} role="group" aria-label={t('month')}>
          <IconButton aria-label={t('previousMonth')} onClick={() => setMonthsBack((n) => n + 1)}>
            <ChevronLeftIcon />
          </IconButton>
          <Typography
            sx={{ fontWeight: 700, minWidth: 130, textAlign: 'center' }}
            data-testid="leaderboard-month"
          >
            {monthName}
          </Typography>
          <IconButton
            aria-label={t('nextMonth')}
            disabled={monthsBack === 0}
            onClick={() => setMonthsBack((n) => Math.max(0, n - 1))}
          >
            <ChevronRightIcon />
          </IconButton>
        </Stack>
        <TextField
          select
          size="small"
          label={t('branch')}
          value={branchId}
          onChange={(event) => setBranchId(event.target.value === '' ? '' : Number(event.target.value))}
          sx={{ minWidth: 170, flexGrow: 1 }}
        >
          <MenuItem value="">{t('allBranches')}</MenuItem>
          {BRANCH_CHOICES.map((branch) => (
            <MenuItem key={branch.id} value={branch.id}>
              {branch.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('counted', { month: monthName })}
      </Typography>
      {board.isFetching ? (
        <Loading label={t('loading')} />
      ) : entries.length === 0 ? (
        <Typography sx={{ py: 6, textAlign: 'center' }} color="text.secondary">
          {t('empty')}
        </Typography>
      ) : (
        <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, mt: 2 }}>
          {entries.map((entry) => (
            <EntryRow key={entry.ranking} entry={entry} t={t} />
          ))}
        </Stack>
      )}
    </PageLayout>
  );
}
