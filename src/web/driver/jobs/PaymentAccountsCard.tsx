import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { PaymentAccount } from '@schemas/pautos';
import { api, errorMessage, uploadFile } from '@/web/shared/api';
import { useMessages } from '@/web/shared/i18n';
import { setServerData, useServerData } from '@/web/shared/server-data';
import { messages } from '@/web/ride/pautos/messages';

const ACCOUNTS_PATH = 'driver/payment-accounts';

/**
 * The driver's payment accounts (name, number, instructions), where customers send errand budgets. A small
 * form on the job screen until the driver portal's profile takes it over.
 */
export function PaymentAccountsCard({ initial }: { initial: PaymentAccount[] | null }) {
  const t = useMessages(messages);
  // Asked when the card opens, unless the screen has just read them with its first view (the same answer,
  // in the shared cache).
  const answer = useServerData<{ accounts: PaymentAccount[] }>(ACCOUNTS_PATH, {
    refetchOnMount: !initial,
    gcTime: 0,
  });
  const accounts = answer.data?.accounts ?? null;
  const loadError = answer.error ? errorMessage(answer.error) : null;
  const setAccounts = (change: (current: PaymentAccount[] | null) => PaymentAccount[]) =>
    setServerData<{ accounts: PaymentAccount[] }>(ACCOUNTS_PATH, {}, (shown) => ({
      accounts: change(shown?.accounts ?? null),
    }));
  const [name, setName] = useState('');
  const [number, setNumber] = useState('');
  const [instructions, setInstructions] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function add(event: React.FormEvent) {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      const uploaded = photo ? await uploadFile('photo', photo, photo.name) : null;
      const created = await api<PaymentAccount>('driver/payment-accounts', {
        method: 'POST',
        body: {
          name: name.trim(),
          number: number.trim(),
          instructions: instructions.trim(),
          ...(uploaded ? { photo: uploaded.url } : {}),
        },
      });
      setAccounts((current) => [...(current ?? []), created]);
      setName('');
      setNumber('');
      setInstructions('');
      setPhoto(null);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSaving(false);
    }
  }

  async function remove(id: number) {
    try {
      await api(`driver/payment-accounts/${id}`, { method: 'DELETE' });
      setAccounts((current) => (current ?? []).filter((account) => account.id !== id));
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} component="section" aria-labelledby="payment-accounts-title">
      <Typography id="payment-accounts-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {t('paymentAccounts')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('paymentAccountsHelp')}
      </Typography>
      {loadError && <Alert severity="error">{loadError}</Alert>}
      {accounts && accounts.length === 0 && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('noAccounts')}
        </Alert>
      )}
      {accounts && accounts.length > 0 && (
        <List dense>
          {accounts.map((account) => (
            <ListItem
              key={account.id}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`${t('removeAccount')} ${account.name}`}
                  onClick={() => void remove(account.id)}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              {account.photo && (
                <Box
                  component="img"
                  src={account.photo}
                  alt=""
                  sx={{ width: 36, height: 36, objectFit: 'cover', borderRadius: 1, mr: 1 }}
                />
              )}
              <ListItemText
                primary={`${account.name} · ${account.number}`}
                secondary={account.instructions}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Stack component="form" spacing={1} sx={{ mt: 1 }} onSubmit={(event) => void add(event)}>
        <TextField
          id="account-name"
          size="small"
          label={t('accountName')}
          value={name}
          required
          onChange={(event) => setName(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          id="account-number"
          size="small"
          label={t('accountNumber')}
          value={number}
          required
          onChange={(event) => setNumber(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
        <TextField
          id="account-instructions"
          size="small"
          label={t('accountInstructions')}
          value={instructions}
          onChange={(event) => setInstructions(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        <Button variant="text" component="label" size="small">
          {photo ? t('accountPhotoChosen', { name: photo.name }) : t('accountPhoto')}
          <input
            hidden
            type="file"
            accept="image/*"
            aria-label={t('accountPhoto')}
            onChange={(event) => setPhoto(event.target.files?.length === 1 ? event.target.files[0] : null)}
          />
        </Button>
        {error && (
          <Typography color="error" role="alert">
            {error}
          </Typography>
        )}
        <Button type="submit" variant="outlined" loading={saving} disabled={!name.trim() || !number.trim()}>
          {t('addAccount')}
        </Button>
      </Stack>
    </Paper>
  );
}
