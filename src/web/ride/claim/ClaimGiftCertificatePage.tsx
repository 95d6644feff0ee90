import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useCallback, useState } from 'react';
import { GIFT_CODE_LENGTH } from '@config/constants';
import type { ClaimGiftCertificateResponse } from '@schemas/gift-certificate';
import type { WalletSummary } from '@schemas/wallet';
import { AppLink } from '@/web/shared/AppLink';
import { api, errorMessage } from '@/web/shared/api';
import { apiQueryKey, serverDataClient, useServerData } from '@/web/shared/server-data';
import { useDialogs } from '@/web/shared/dialogs';
import { useMessages, useMoney } from '@/web/shared/i18n';
import { PageLayout } from '@/web/shared/PageLayout';
import { RequireLogin } from '@/web/shared/RequireLogin';
import { entryWords } from '../wallet/entry-words';
import { walletMessages } from '../wallet/messages';
import { claimMessages } from './messages';

function WalletBalance() {
  const t = useMessages(claimMessages);
  const w = useMessages(walletMessages);
  const money = useMoney();
  const answer = useServerData<WalletSummary>('wallet', { byLanguage: false, query: { per_page: 1 } });
  const wallet = answer.data ?? null;
  const error = answer.isError ? errorMessage(answer.error) : null;
  if (error) return <Alert severity="warning">{error}</Alert>;
  if (!wallet) return null;
  const latest = wallet.entries[0];
  return (
    <Card variant="outlined" component="section" aria-labelledby="wallet-heading">
      <CardContent>
        <Typography id="wallet-heading" variant="subtitle1" component="h2">
          {t('wallet')}
        </Typography>
        <Typography data-testid="wallet-balance">
          {t('balance', { amount: money(wallet.balance_centavos) })}
        </Typography>
        <Typography data-testid="wallet-points">
          {t('points', { points: wallet.points_centavos / 100 })}
        </Typography>
        {latest && (
          <Typography variant="body2" color="text.secondary">
            {t('recent', {
              description: entryWords(latest, w),
              amount:
                latest.wallet === 'point'
                  ? String(latest.amount_centavos / 100)
                  : money(latest.amount_centavos),
            })}
          </Typography>
        )}
        <AppLink to="/wallet" variant="body2">
          {w('seeAll')}
        </AppLink>
      </CardContent>
    </Card>
  );
}

function ClaimForm() {
  const t = useMessages(claimMessages);
  const money = useMoney();
  const dialogs = useDialogs();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);
  const invalid = code.length !== GIFT_CODE_LENGTH;

  const submit = useCallback(
    async (event: FormEvent) => {
      event.preventDefault();
      setTouched(true);
      if (invalid || busy) return;
      setBusy(true);
      try {
        const answer = await api<ClaimGiftCertificateResponse>('claim-gift-certificate', {
          method: 'POST',
          body: { code },
        });
        if (!answer.message.includes('successfully')) {
          await dialogs.alert('error', t('error'), answer.message);
          return;
        }
        // The balance shown asks again.
        void serverDataClient().invalidateQueries({ queryKey: apiQueryKey('wallet').slice(0, 2) });
        setCode('');
        setTouched(false);
        await dialogs.alert(
          'success',
          t('congratulations'),
          answer.data.wallet_type === 'point'
            ? t('creditedPoints', { points: answer.data.amount / 100 })
            : t('credited', { amount: money(answer.data.amount) }),
        );
      } catch (failure) {
        await dialogs.alert('error', t('error'), errorMessage(failure));
      } finally {
        setBusy(false);
      }
    },
    [code, busy, invalid, dialogs, money, t],
  );

  return (
    <Stack spacing={3} sx={{ maxWidth: 420, mx: 'auto' }}>
      <Typography variant="h5" component="h1">
        {t('title')}
      </Typography>
      <Typography>{t('intro')}</Typography>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <TextField
            label={t('code')}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/[^A-Za-z0-9]/g, '').toUpperCase())}
            onBlur={() => setTouched(true)}
            error={touched && invalid}
            helperText={touched && invalid ? t('tooShort') : ' '}
            autoComplete="off"
            slotProps={{
              htmlInput: {
                maxLength: GIFT_CODE_LENGTH,
                style: {
                  textTransform: 'uppercase',
                  letterSpacing: 4,
                  fontFamily: 'monospace',
                  fontSize: 22,
                },
                autoCapitalize: 'characters',
                spellCheck: false,
              },
            }}
          />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? t('claiming') : t('claim')}
          </Button>
        </Stack>
      </Box>
      <WalletBalance />
    </Stack>
  );
}

/** /claim-gift-certificate (and /claim): a customer types a code and the amount lands in their wallet. */
export default function ClaimGiftCertificatePage() {
  return (
    <PageLayout maxWidth="sm">
      <RequireLogin returnCode="claim-gift-certificate">
        <ClaimForm />
      </RequireLogin>
    </PageLayout>
  );
}
