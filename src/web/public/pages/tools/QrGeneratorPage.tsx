import DownloadIcon from '@mui/icons-material/Download';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { QR_GENERATOR_SIZE } from '@config/constants';
import { errorMessage } from '@/web/shared/api';
import { PageLayout } from '@/web/shared/PageLayout';
import { publicPageMessages } from '@/shared/messages';
import { PageTitle } from '../common/PageTitle';
import { qrDataUrl } from '../common/qr-image';
import { useMessages } from '@/web/shared/i18n';
import { toolMessages } from './messages';

const MAX_TEXT = 1000;

/** /qr-generator: any text as a 2000 × 2000 PNG QR code to download. */
export default function QrGeneratorPage() {
  const t = useMessages(toolMessages);
  const pages = useMessages(publicPageMessages);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [image, setImage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const generate = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(pages('QR_TEXT_REQUIRED'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setImage(await qrDataUrl(text, QR_GENERATOR_SIZE));
    } catch (failure) {
      setError(errorMessage(failure, t('TOO_LONG')));
    } finally {
      setBusy(false);
    }
  };

  const again = () => {
    setImage(null);
    setText('');
    setError(null);
  };

  return (
    <PageLayout maxWidth="sm">
      <PageTitle subtitle={t('QR_SUBTITLE', { size: QR_GENERATOR_SIZE })}>{t('QR_TITLE')}</PageTitle>
      {!image ? (
        <Box component="form" onSubmit={generate} noValidate sx={{ mt: 2 }}>
          <TextField
            label={t('TEXT_OR_LINK')}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (error) setError(null);
            }}
            fullWidth
            multiline
            minRows={2}
            error={Boolean(error)}
            helperText={error ?? ' '}
            slotProps={{ htmlInput: { maxLength: MAX_TEXT } }}
          />
          <Button type="submit" variant="contained" size="large" startIcon={<QrCode2Icon />} disabled={busy}>
            {busy ? t('GENERATING') : t('GENERATE')}
          </Button>
        </Box>
      ) : (
        <Paper variant="outlined" sx={{ p: 2, mt: 2, borderRadius: 3, textAlign: 'center' }}>
          <Box
            component="img"
            src={image}
            alt={t('QR_ALT', { text })}
            data-testid="generated-qr"
            sx={{ width: '100%', maxWidth: 320, aspectRatio: '1', display: 'block', mx: 'auto' }}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            {text}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2, justifyContent: 'center' }}>
            <Button variant="contained" startIcon={<DownloadIcon />} href={image} download="brp-qr-code.png">
              {t('DOWNLOAD')}
            </Button>
            <Button variant="outlined" onClick={again}>
              {t('GENERATE_ANOTHER')}
            </Button>
          </Stack>
        </Paper>
      )}
    </PageLayout>
  );
}
