import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { RouterLink, useSearchParams } from '@/web/shared/routing';
import { USER_GUIDE_CATEGORIES } from '@config/constants';
import type { GuideList } from '@schemas/guide';
import { Loading } from '@/web/shared/Loading';
import { PageLayout } from '@/web/shared/PageLayout';
import { errorMessage } from '@/web/shared/api';
import { keepPreviousData, shownError, useServerData } from '@/web/shared/server-data';
import { ChoiceChips } from '../common/ChoiceChips';
import { ErrorNotice } from '../common/ErrorNotice';
import { PageTitle } from '../common/PageTitle';
import { GuideCard } from './GuideCard';
import { useMessages } from '@/web/shared/i18n';
import { CATEGORY_KEYS, guideMessages } from './messages';

type Category = (typeof USER_GUIDE_CATEGORIES)[number];
const SEARCH_DELAY_MS = 300;

const QUICK_GUIDES = [
  { to: '/user-guide/wallet-top-up', label: 'QUICK_TOP_UP' },
  { to: '/user-guide/huawei-app-install', label: 'QUICK_HUAWEI' },
] as const;

function isCategory(value: string | null): value is Category {
  return (USER_GUIDE_CATEGORIES as readonly string[]).includes(value ?? '');
}

/** The user guide index: search, categories, popular searches and the list of guides. */
export default function UserGuidePage() {
  const t = useMessages(guideMessages);
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const rawCategory = params.get('category');
  const category: Category = isCategory(rawCategory) ? rawCategory : 'All';
  const [text, setText] = useState(q);
  const guides = useServerData<GuideList>('guides', {
    query: { q: q || undefined, category },
    placeholderData: keepPreviousData,
  });
  const failure = shownError(guides);

  const update = (next: { q?: string; category?: Category }) => {
    const merged = { q: next.q ?? q, category: next.category ?? category };
    const search = new URLSearchParams();
    if (merged.q.trim()) search.set('q', merged.q.trim());
    if (merged.category !== 'All') search.set('category', merged.category);
    setParams(search, { replace: true });
  };

  // Typing searches after a short pause instead of on every key.
  // biome-ignore lint/correctness/useExhaustiveDependencies: update reads the latest params; only the text triggers
  useEffect(() => {
    if (text.trim() === q) return;
    const here = window.location.pathname;
    const timer = window.setTimeout(() => {
      // A link followed meanwhile moves the address at once while its screen still loads; a late search must
      // not pull the visitor back to the list.
      if (window.location.pathname === here) update({ q: text });
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  const popular = guides.data?.popular_searches ?? [];
  return (
    <PageLayout>
      <PageTitle subtitle={t('SUBTITLE')}>{t('USER_GUIDE')}</PageTitle>
      <TextField
        type="search"
        fullWidth
        label={t('SEARCH')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        sx={{ mt: 2 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      {popular.length > 0 && (
        <Box sx={{ mt: 1.5 }} role="group" aria-labelledby="popular-searches">
          <Typography id="popular-searches" variant="subtitle2" component="h2" color="text.secondary">
            {t('POPULAR_SEARCHES')}
          </Typography>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
            {popular.map((term) => (
              <Chip
                key={term}
                label={term}
                size="small"
                variant="outlined"
                clickable
                onClick={() => {
                  setText(term);
                  update({ q: term, category: 'All' });
                }}
              />
            ))}
          </Stack>
        </Box>
      )}
      <Box sx={{ mt: 2 }}>
        <ChoiceChips
          label={t('CATEGORIES')}
          choices={USER_GUIDE_CATEGORIES.map((c) => ({ key: c, label: t(CATEGORY_KEYS[c]) }))}
          selected={category}
          onSelect={(next) => update({ category: next })}
        />
      </Box>
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }}
        aria-label={t('QUICK_GUIDES')}
      >
        {QUICK_GUIDES.map((guide) => (
          <Chip
            key={guide.to}
            component={RouterLink}
            to={guide.to}
            clickable
            color="secondary"
            label={t(guide.label)}
          />
        ))}
      </Stack>

      <Box component="section" aria-live="polite" aria-busy={guides.isFetching} sx={{ mt: 3 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          {q
            ? t('RESULTS_FOR', { q })
            : category === 'All'
              ? t('ALL_GUIDES')
              : t('CATEGORY_GUIDES', { category: t(CATEGORY_KEYS[category]) })}
        </Typography>
        {failure ? (
          <ErrorNotice message={errorMessage(failure)} onRetry={() => void guides.refetch()} />
        ) : guides.isFetching && !guides.data ? (
          <Loading label={t('LOADING_GUIDES')} />
        ) : guides.data && guides.data.data.length === 0 ? (
          <Typography color="text.secondary">{q ? t('NO_GUIDES_FOR', { q }) : t('NO_GUIDES')}</Typography>
        ) : (
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { md: '1fr 1fr' },
            }}
          >
            {guides.data?.data.map((guide) => (
              <li key={guide.id}>
                <GuideCard guide={guide} />
              </li>
            ))}
          </Box>
        )}
      </Box>
    </PageLayout>
  );
}
