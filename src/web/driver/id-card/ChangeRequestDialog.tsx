import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { api, errorMessage } from '@/web/shared/api';
import { useDialogs } from '@/web/shared/dialogs';
import { useMessages } from '@/web/shared/i18n';
import { messages } from './messages';

/** Asks staff to open the ID form again; the reason is required ('No reason provided'). */
export function ChangeRequestDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const t = useMessages(messages);
  const dialogs = useDialogs();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send() {
    if (!reason.trim()) {
      setError(t('noReason'));
      return;
    }
    setBusy(true);
    try {
      const answer = await api<{ message: string }>('id_info/request_regenerate', {
        method: 'POST',
        body: { reason: reason.trim() },
      });
      onClose();
      await dialogs.alert('success', t('changeTitle'), answer.message);
      window.location.reload();
    } catch (caught) {
      setError(errorMessage(caught, t('errorTitle')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('changeTitle')}</DialogTitle>
      <DialogContent>
        <TextField
          label={t('changeReason')}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
          multiline
          minRows={3}
          fullWidth
          sx={{ mt: 1 }}
          error={Boolean(error)}
          helperText={error}
          slotProps={{ htmlInput: { maxLength: 500 }, formHelperText: error ? { role: 'alert' } : undefined }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" onClick={() => void send()} disabled={busy}>
          {t('send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
