import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useParams, useSearchParams } from '@/web/shared/routing';
import { TOAST_MS } from '@config/constants';
import { genericMessages } from '@/shared/site-messages';
import { PageLayout } from '@/web/shared/PageLayout';
import { PageTitle } from '../common/PageTitle';
import { copyText } from '../common/copy-text';
import { useMessages } from '@/web/shared/i18n';
import { redeemMessages } from './messages';

/** /redeem and /redeem/{code}: how to redeem a gift code in the app; the code from the address or `?code=`. */
export default function RedeemPage() {
  const params = useParams();
  const [query] = useSearchParams();
  const code = (params.code ?? query.get('code') ?? '').trim().toUpperCase();
  const smallScreen = useMediaQuery('(max-width:600px)');
  const [toast, setToast] = useState(false);
  const t = useMessages(redeemMessages);
  const generic = useMessages(genericMessages);

  const steps = [t('STEP_1'), t('STEP_2'), code ? t('STEP_CODE', { code }) : t('STEP_NO_CODE')];

  return (
    <PageLayout maxWidth="sm">
      <PageTitle subtitle={t('SUBTITLE')}>{t('TITLE')}</PageTitle>
      {code && (
        <Paper
          variant="outlined"
          sx={{ p: 2, my: 2, borderRadius: 3, display: 'flex', alignItems: 'center', gap: 1 }}
        >
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="overline" component="p">
              {t('YOUR_CODE')}
            </Typography>
            <Typography sx={{ fontFamily: 'monospace', fontSize: 26, fontWeight: 800, letterSpacing: 3 }}>
              {code}
            </Typography>
          </Box>
          <IconButton
            aria-label={t('COPY_CODE')}
            onClick={async () => {
              if (await copyText(code)) setToast(true);
            }}
          >
            <ContentCopyIcon />
          </IconButton>
        </Paper>
      )}
      <Box component="ol" sx={{ pl: 3, '& li': { mb: 1.25 } }}>
        {steps.map((step) => (
          <Typography component="li" key={step}>
            {step}
          </Typography>
        ))}
      </Box>
      {smallScreen ? (
        <Button variant="contained" size="large" fullWidth href="/open-app" sx={{ mt: 2 }}>
          {t('OPEN_APP')}
        </Button>
      ) : (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {t('ON_PHONE')} <a href="/download">{t('DOWNLOAD')}</a>.
        </Typography>
      )}
      <Snackbar
        open={toast}
        autoHideDuration={TOAST_MS}
        onClose={() => setToast(false)}
        message={generic('COPIED')}
      />
    </PageLayout>
  );
}
