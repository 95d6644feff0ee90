import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { UnpaidList } from '@schemas/invoice';
import { canViewInvoices } from '@/shared/roles';
import { useMessages, useMoney } from '@/web/shared/i18n';
import { Loading } from '@/web/shared/Loading';
import { PageLayout } from '@/web/shared/PageLayout';
import { RequireLogin } from '@/web/shared/RequireLogin';
import { realtime } from '@/web/shared/realtime';
import { useSession } from '@/web/shared/session';
import { useApi } from '../daily-quota/useApi';
import { messages } from './messages';

const PENALTY = /penalty/i;

/** /invoices: a driver's unpaid invoices; other roles go home. */
export default function InvoicesPage() {
  return (
    <RequireLogin returnCode="invoices">
      <PageLayout maxWidth="sm">
        <DriverOnly />
      </PageLayout>
    </RequireLogin>
  );
}

function DriverOnly() {
  const session = useSession();
  const allowed = canViewInvoices(session.roleName);
  useEffect(() => {
    if (!allowed) window.location.replace('/');
  }, [allowed]);
  return allowed ? <Invoices userId={session.info?.id ?? null} /> : <Loading />;
}

function Invoices({ userId }: { userId: number | null }) {
  const t = useMessages(messages);
  const money = useMoney();
  const { data, error, reload } = useApi<UnpaidList>('insurance/unpaid_list');
  const [liveLink, setLiveLink] = useState<string | null>(null);
  const [agreed, setAgreed] = useState(false);

  useEffect(() => {
    if (userId === null) return;
    return realtime().subscribe(`unpaid_insurance:${userId}`, (event) => {
      const link = (event as { link?: unknown }).link;
      if (typeof link === 'string') setLiveLink(link);
    });
  }, [userId]);

  if (error) {
    return (
      <Alert severity="error" action={<Button onClick={reload}>{t('retry')}</Button>}>
        {error}
      </Alert>
    );
  }
  if (!data) return <Loading />;
  if (data.data.length === 0) {
    return (
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          {t('title')}
        </Typography>
        <Alert severity="success" role="status">
          <strong>{t('allPaid')}</strong> — {t('noUnpaid')}
        </Alert>
      </Stack>
    );
  }
  const link = liveLink ?? data.link;
  const needsAgreement = data.data.some((invoice) => PENALTY.test(invoice.notes));
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('title')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography color="text.secondary">{t('totalUnpaid')}</Typography>
        <Typography variant="h4" component="p" sx={{ fontWeight: 700 }} data-total-unpaid>
          {money(data.total_unpaid)}
        </Typography>
      </Paper>
      <List>
        {data.data.map((invoice) => (
          <ListItem key={invoice.id} divider secondaryAction={<strong>{money(invoice.total_amount)}</strong>}>
            <ListItemText
              primary={invoice.notes}
              secondary={t('targetDate', { date: invoice.target_date })}
            />
          </ListItem>
        ))}
      </List>
      {needsAgreement && (
        <FormControlLabel
          control={<Checkbox checked={agreed} onChange={(_, on) => setAgreed(on)} />}
          label={t('agree')}
        />
      )}
      {link ? (
        <Button
          variant="contained"
          size="large"
          href={link}
          target="_blank"
          rel="noopener"
          disabled={needsAgreement && !agreed}
        >
          {t('payNow')}
        </Button>
      ) : (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={20} aria-hidden />
          <Typography>{t('waitingLink')}</Typography>
        </Stack>
      )}
    </Stack>
  );
}
