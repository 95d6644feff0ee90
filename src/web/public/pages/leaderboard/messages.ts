import { defineMessages } from '../../../../shared/i18n';

/** /leaderboard and /leaderboard/ranks. */
export const leaderboardMessages = defineMessages(
  {
    TITLE: 'Leaderboard',
    AS_OF: 'As of {date}',
    WHAT_RANKS_MEAN: 'What do the ranks mean?',
    LOADING: 'Loading leaderboard...',
    RANK_N: 'Rank {n}',
    RIDES_ONE: '{n} ride',
    RIDES: '{n} rides',
    RANKS_TITLE: 'Driver ranks',
    RANKS_SUBTITLE: 'Ranks are reviewed at every general meeting, based on finished rides in the month.',
    SEE_LEADERBOARD: 'See the leaderboard',
    LOADING_RANKS: 'Loading ranks...',
    NO_RANKS: 'No ranks yet.',
    RIDES_A_MONTH: '{n}+ rides a month',
  },
  {
    TITLE: 'Leaderboard',
    AS_OF: 'Noong {date}',
    WHAT_RANKS_MEAN: 'Ano ang ibig sabihin ng mga rank?',
    LOADING: 'Kinukuha ang leaderboard...',
    RANK_N: 'Pang-{n}',
    RIDES_ONE: '{n} ride',
    RIDES: '{n} na ride',
    RANKS_TITLE: 'Mga rank ng driver',
    RANKS_SUBTITLE:
      'Nire-review ang mga rank sa bawat general meeting, batay sa mga natapos na ride sa buwang iyon.',
    SEE_LEADERBOARD: 'Tingnan ang leaderboard',
    LOADING_RANKS: 'Kinukuha ang mga rank...',
    NO_RANKS: 'Wala pang rank.',
    RIDES_A_MONTH: '{n}+ na ride kada buwan',
  },
);
