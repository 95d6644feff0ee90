import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { WalletEntry, WalletSummary } from '@schemas/wallet';
import { AppLink } from '@/web/shared/AppLink';
import { api, errorMessage } from '@/web/shared/api';
import { apiQueryKey, serverDataClient } from '@/web/shared/server-data';
import { useDateFormat, useMessages, useMoney } from '@/web/shared/i18n';
import { PageLayout } from '@/web/shared/PageLayout';
import { RequireLogin } from '@/web/shared/RequireLogin';
import { bookingPath } from '../logic/booking-ref';
import { entryWords } from './entry-words';
import { walletMessages } from './messages';

const PAGE_SIZE = 20;
/** A later page after new entries arrived repeats some of the last page's: each entry is listed once. */
function appendNew(shown: WalletEntry[], more: WalletEntry[]): WalletEntry[] {
  const known = new Set(shown.map((entry) => entry.id));
  return [...shown, ...more.filter((entry) => !known.has(entry.id))];
}

/** The entries of the pages asked for so far, each once, in order. */
function entriesOf(pages: WalletSummary[]): WalletEntry[] {
  return pages.reduce<WalletEntry[]>((shown, page) => appendNew(shown, page.entries), []);
}

function EntryRow({ entry }: { entry: WalletEntry }) {
  const t = useMessages(walletMessages);
  const money = useMoney();
  const date = useDateFormat();
  const credit = entry.amount_centavos > 0;
  const amount =
    entry.wallet === 'point'
      ? t('pointsValue', { points: Math.abs(entry.amount_centavos) / 100 })
      : money(Math.abs(entry.amount_centavos));
  return (
    <ListItem divider sx={{ display: 'block', px: 0 }} data-testid="wallet-entry" data-kind={entry.kind}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography sx={{ fontWeight: 600 }}>{entryWords(entry, t)}</Typography>
        <Typography
          sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
          color={credit ? 'success.main' : 'error.main'}
          aria-label={`${credit ? t('credit') : t('debit')} ${amount}`}
        >
          {credit ? '+' : '−'}
          {amount}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {date(entry.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
      </Typography>
      {entry.booking?.is_own && (
        <AppLink to={bookingPath(entry.booking)} variant="body2">
          {t('viewBooking', { code: entry.booking.code })}
        </AppLink>
      )}
      {entry.booking && !entry.booking.is_own && (
        <Typography variant="body2" color="text.secondary">
          {entry.booking.code}
        </Typography>
      )}
    </ListItem>
  );
}

function Wallet() {
  const t = useMessages(walletMessages);
  const money = useMoney();
  // Page 1 when the page opens; each "more" asks for the page after the entries shown.
  const pages = useInfiniteQuery(
    {
      queryKey: [...apiQueryKey('wallet', { per_page: PAGE_SIZE }), 'pages'],
      queryFn: ({ pageParam, signal }) =>
        api<WalletSummary>('wallet', { query: { page: pageParam, per_page: PAGE_SIZE }, signal }),
      initialPageParam: 1,
      getNextPageParam: (_last, all) => Math.floor(entriesOf(all).length / PAGE_SIZE) + 1,
      // The wallet opened again starts from its first page, as the first time.
      gcTime: 0,
    },
    serverDataClient(),
  );
  const summary = useMemo(() => {
    const all = pages.data?.pages;
    return all?.length ? { ...all[all.length - 1], entries: entriesOf(all) } : null;
  }, [pages.data]);
  const error = pages.isError ? errorMessage(pages.error) : null;
  const busy = pages.isFetching;
  const load = () => pages.fetchNextPage();

  if (!summary) {
    return error ? <Alert severity="warning">{error}</Alert> : <Typography>{t('loading')}</Typography>;
  }
  const shown = summary.entries.length;
  return (
    <Stack spacing={2} sx={{ maxWidth: 520, mx: 'auto' }}>
      <Typography variant="h5" component="h1">
        {t('title')}
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Typography color="text.secondary">{t('balance')}</Typography>
          <Typography variant="h4" component="p" data-testid="wallet-balance" sx={{ fontWeight: 800 }}>
            {money(summary.balance_centavos)}
          </Typography>
          <Typography color="text.secondary" data-testid="wallet-points">
            {t('points')}: {summary.points_centavos / 100}
          </Typography>
        </CardContent>
      </Card>
      <AppLink to="/claim-gift-certificate">{t('claimGift')}</AppLink>
      <section aria-labelledby="wallet-history">
        <Typography id="wallet-history" variant="h6" component="h2">
          {t('history')}
        </Typography>
        {shown === 0 ? (
          <Typography color="text.secondary">{t('empty')}</Typography>
        ) : (
          <List dense>
            {summary.entries.map((entry) => (
              <EntryRow key={entry.id} entry={entry} />
            ))}
          </List>
        )}
        {error && <Alert severity="warning">{error}</Alert>}
        {shown < summary.total && (
          <Stack spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary">
              {t('ofTotal', { shown, total: summary.total })}
            </Typography>
            <Button variant="outlined" disabled={busy} onClick={() => void load()}>
              {t('showMore')}
            </Button>
          </Stack>
        )}
      </section>
    </Stack>
  );
}

/** /wallet: the signed-in account's balance and every entry of its ledger, newest first, in plain words. */
export default function WalletPage() {
  return (
    <PageLayout maxWidth="sm">
      <RequireLogin returnCode="wallet">
        <Wallet />
      </RequireLogin>
    </PageLayout>
  );
}
