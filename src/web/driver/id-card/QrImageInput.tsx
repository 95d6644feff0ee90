import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useDialogs } from '@/web/shared/dialogs';
import { useMessages } from '@/web/shared/i18n';
import { decodeQrImage } from './card-images';
import { messages } from './messages';

/** The GCash QR image, read on the device: exactly one clear code fills the field, anything else is refused. */
export function QrImageInput({
  label,
  value,
  error,
  onDecoded,
}: {
  label: string;
  value: string;
  error?: string;
  onDecoded(text: string): void;
}) {
  const t = useMessages(messages);
  const dialogs = useDialogs();
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function choose(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    try {
      const text = await decodeQrImage(file).catch(() => null);
      if (!text) {
        await dialogs.alert('error', t('qrNotDetected'), t('qrTips'));
        return;
      }
      setPreview((old) => {
        if (old) URL.revokeObjectURL(old);
        return URL.createObjectURL(file);
      });
      onDecoded(text);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-help`}>
      <Typography id={`${id}-label`} sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1 }}>
        {preview && <img src={preview} alt="" width={72} height={72} style={{ objectFit: 'contain' }} />}
        <Button variant="outlined" component="label" disabled={busy}>
          {value ? t('qrChange') : t('qrUpload')}
          <input
            hidden
            type="file"
            accept="image/*"
            aria-label={t('qrUpload')}
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Button>
      </Stack>
      <FormHelperText id={`${id}-help`} error={Boolean(error)} role={error ? 'alert' : 'status'}>
        {error ?? (value ? t('qrDetected') : '')}
      </FormHelperText>
    </Box>
  );
}
