import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { Loading, Title } from 'react-admin';
import type { MyAccount } from '@schemas/identity-change';
import { useMessages } from '@/web/shared/i18n';
import { httpClient } from '../data-provider';
import { myAccountMessages } from './my-account-messages';

type Field = 'phone' | 'email';
const API = '/api/account';

function post(path: string, body: unknown) {
  return httpClient(`${API}/${path}`, { method: 'POST', body: JSON.stringify(body) });
}

/**
 * A staff member's own phone and email. A change goes through a code sent to the new phone or email: the
 * account changes only when the code comes back, so nobody at an unlocked console takes the account over.
 */
export default function MyAccountPage() {
  const t = useMessages(myAccountMessages);
  const [account, setAccount] = useState<MyAccount | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [field, setField] = useState<Field>('phone');
  const [value, setValue] = useState('');
  const [code, setCode] = useState('');
  const [pending, setPending] = useState<{ field: Field; sent_to: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      const { json } = await httpClient(`${API}/identity`);
      const mine = json as MyAccount;
      setAccount(mine);
      setPending(mine.pending ? { field: mine.pending.field as Field, sent_to: mine.pending.sent_to } : null);
    } catch (failure) {
      setLoadError((failure as Error).message);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  async function send(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      const { json } = await post('identity-change', { field, value });
      setPending({ field, sent_to: (json as { sent_to: string }).sent_to });
      setCode('');
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { json } = await post('identity-change/confirm', { code: code.trim() });
      const changed = json as { field: Field; value: string };
      await load();
      setDone(
        t('changed', {
          field: changed.field === 'phone' ? t('phoneNumberWord') : t('emailWord'),
          value: changed.value,
        }),
      );
      setPending(null);
      setValue('');
      setCode('');
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  }

  if (loadError) {
    return (
      <Card sx={{ mt: 2, p: 2 }}>
        <Title title={t('title')} />
        <Alert severity="error" action={<Button onClick={() => void load()}>{t('retry')}</Button>}>
          {t('loadFailed', { message: loadError })}
        </Alert>
      </Card>
    );
  }
  if (!account) return <Loading />;

  return (
    <Card sx={{ mt: 2, p: 2, maxWidth: 640 }}>
      <Title title={t('title')} />
      <Stack spacing={1} component="dl" sx={{ m: 0 }}>
        {(['name', 'phone', 'email'] as const).map((key) => (
          <Stack key={key} direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Typography component="dt" sx={{ fontWeight: 600, minWidth: 80 }}>
              {t(key)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }} data-testid={`my-${key}`}>
              {account[key] || t('none')}
            </Typography>
          </Stack>
        ))}
      </Stack>

      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        {t('change')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('changeHint')}
      </Typography>
      {done && (
        <Alert severity="success" sx={{ mb: 2 }} role="status">
          {done}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {error}
        </Alert>
      )}
      <Stack component="form" spacing={2} onSubmit={send} noValidate>
        <RadioGroup
          row
          aria-label={t('what')}
          value={field}
          onChange={(event) => setField(event.target.value as Field)}
        >
          <FormControlLabel value="phone" control={<Radio />} label={t('phone')} />
          <FormControlLabel value="email" control={<Radio />} label={t('email')} />
        </RadioGroup>
        <TextField
          id="my-account-new-value"
          label={field === 'phone' ? t('newPhone') : t('newEmail')}
          type={field === 'phone' ? 'tel' : 'email'}
          autoComplete={field === 'phone' ? 'tel' : 'email'}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          required
        />
        <Button
          type="submit"
          variant="contained"
          disabled={busy || !value.trim()}
          sx={{ alignSelf: 'flex-start' }}
        >
          {busy && !pending ? t('sending') : t('send')}
        </Button>
      </Stack>
      {pending && (
        <Stack component="form" spacing={2} onSubmit={confirm} noValidate sx={{ mt: 3 }}>
          <Alert severity="info">{t('sentTo', { to: pending.sent_to })}</Alert>
          <TextField
            id="my-account-code"
            label={t('code')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
            required
          />
          <Button
            type="submit"
            variant="contained"
            disabled={busy || !code.trim()}
            sx={{ alignSelf: 'flex-start' }}
          >
            {busy ? t('confirming') : t('confirm')}
          </Button>
        </Stack>
      )}
    </Card>
  );
}
