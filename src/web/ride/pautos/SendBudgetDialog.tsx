import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import type { PaymentAccount, PautosView } from '@schemas/pautos';
import { errorMessage } from '@/web/shared/api';
import { useMessages } from '@/web/shared/i18n';
import { randomUuid } from '../logic/ids';
import { messages } from './messages';
import { pesosToCentavosInput, postPautos } from './usePautos';

/**
 * Send budget: amount (numeric, > 0), the driver's payment account to pay into, reference number (non-empty)
 * and exactly one receipt image. Confirm is enabled only when all hold. What was typed stays on an error.
 */
export function SendBudgetDialog({
  open,
  bookingId,
  accounts,
  onClose,
  onSent,
}: {
  open: boolean;
  bookingId: number;
  accounts: PaymentAccount[];
  onClose(): void;
  onSent(view: PautosView): void;
}) {
  const t = useMessages(messages);
  const [amount, setAmount] = useState('');
  const [accountId, setAccountId] = useState<number | null>(null);
  const [reference, setReference] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // One key per filled-in form: a retry after a lost answer is the same send, never a second one.
  const key = useRef(randomUuid());

  useEffect(() => {
    if (accountId === null && accounts.length === 1) setAccountId(accounts[0].id);
  }, [accounts, accountId]);

  const centavos = pesosToCentavosInput(amount);
  const ready = centavos !== null && reference.trim() !== '' && file !== null && accountId !== null;

  async function confirm() {
    if (!ready || sending) return;
    setSending(true);
    setError(null);
    try {
      const view = await postPautos(
        `orders/${bookingId}/send-pautos-budget`,
        { amount: centavos, payment_account_id: accountId, reference: reference.trim() },
        file,
        key.current,
      );
      key.current = randomUuid();
      setAmount('');
      setReference('');
      setFile(null);
      onSent(view);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="send-budget-title" fullWidth maxWidth="xs">
      <DialogTitle id="send-budget-title">{t('sendBudget')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Box>
            <Typography variant="subtitle2" component="h3" id="pay-into">
              {t('paymentAccount')}
            </Typography>
            {accounts.length === 0 ? (
              <Typography color="text.secondary">{t('noPaymentAccount')}</Typography>
            ) : (
              <RadioGroup
                aria-labelledby="pay-into"
                value={accountId === null ? '' : String(accountId)}
                onChange={(event) => {
                  setAccountId(Number(event.target.value));
                  key.current = randomUuid();
                }}
              >
                {accounts.map((account) => (
                  <FormControlLabel
                    key={account.id}
                    value={String(account.id)}
                    control={<Radio />}
                    label={
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', py: 0.5 }}>
                        {account.photo && (
                          <Box
                            component="img"
                            src={account.photo}
                            alt=""
                            sx={{ width: 40, height: 40, objectFit: 'cover', borderRadius: 1 }}
                          />
                        )}
                        <Box>
                          <Typography sx={{ fontWeight: 700 }}>
                            {account.name} · {account.number}
                          </Typography>
                          {account.instructions && (
                            <Typography variant="caption" color="text.secondary">
                              {account.instructions}
                            </Typography>
                          )}
                        </Box>
                      </Stack>
                    }
                  />
                ))}
              </RadioGroup>
            )}
          </Box>
          <TextField
            id="budget-amount"
            label={t('amount')}
            helperText={t('amountHelp')}
            value={amount}
            required
            onChange={(event) => {
              setAmount(event.target.value.replace(/[^\d.,]/g, ''));
              key.current = randomUuid();
            }}
            slotProps={{
              htmlInput: { inputMode: 'decimal', maxLength: 12 },
              input: { startAdornment: <InputAdornment position="start">₱</InputAdornment> },
            }}
          />
          <TextField
            id="budget-reference"
            label={t('referenceNumber')}
            value={reference}
            required
            onChange={(event) => {
              setReference(event.target.value);
              key.current = randomUuid();
            }}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <Box>
            <Button variant="outlined" component="label" fullWidth>
              {file ? t('receiptChosen', { name: file.name }) : t('chooseReceipt')}
              <input
                hidden
                type="file"
                accept="image/*"
                aria-label={t('receiptImage')}
                data-testid="budget-receipt"
                onChange={(event) => {
                  const chosen = event.target.files;
                  setFile(chosen && chosen.length === 1 ? chosen[0] : null);
                  key.current = randomUuid();
                }}
              />
            </Button>
          </Box>
          {error && (
            <Typography color="error" role="alert">
              {error}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('closePopup')}</Button>
        <Button variant="contained" disabled={!ready} loading={sending} onClick={() => void confirm()}>
          {t('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
