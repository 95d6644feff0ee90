import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { api, errorMessage } from '@/web/shared/api';
import { useDialogs } from '@/web/shared/dialogs';
import { useMessages } from '@/web/shared/i18n';
import { PhotoInput } from '@/web/shared/PhotoInput';
import { uploadOnce } from '@/web/shared/upload-once';
import { messages } from './messages';

/**
 * A driver without a profile photo is asked for one before printing: the card would carry a silhouette. The
 * photo is taken or chosen here and saved as the account's photo; the card then shows it.
 */
export function PhotoAsk({ onSaved }: { onSaved(url: string): void }) {
  const t = useMessages(messages);
  const dialogs = useDialogs();
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [busy, setBusy] = useState(false);

  async function save() {
    if (!photo) return;
    setBusy(true);
    try {
      const upload = await uploadOnce('photo', photo);
      const answer = await api<{ customizable_photo?: string | null }>('profile/web_update', {
        method: 'PUT',
        body: { photo: upload.id },
      });
      onSaved(answer.customizable_photo ?? upload.url);
    } catch (error) {
      await dialogs.alert('error', t('errorTitle'), errorMessage(error, t('errorTitle')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Alert severity="warning" data-testid="id-photo-ask">
      <AlertTitle>{t('photoNeededTitle')}</AlertTitle>
      {t('photoNeeded')}
      <Stack spacing={1.5} sx={{ mt: 1.5 }}>
        <PhotoInput label={t('yourPhoto')} value={photo} onChange={setPhoto} />
        <Button variant="contained" disabled={!photo || busy} onClick={() => void save()}>
          {t('savePhoto')}
        </Button>
      </Stack>
    </Alert>
  );
}
