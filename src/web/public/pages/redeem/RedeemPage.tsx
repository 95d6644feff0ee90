import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { TOAST_MS } from '../../../../../config/constants';
import { GENERIC_MESSAGES } from '../../../../shared/messages';
import { PageLayout } from '../../../shared/PageLayout';
import { PageTitle } from '../common/PageTitle';
import { copyText } from '../common/copy-text';

/** /redeem and /redeem/{code}: how to redeem a gift code in the app; the code from the address or `?code=`. */
export default function RedeemPage() {
  const params = useParams();
  const [query] = useSearchParams();
  const code = (params.code ?? query.get('code') ?? '').trim().toUpperCase();
  const smallScreen = useMediaQuery('(max-width:600px)');
  const [toast, setToast] = useState(false);

  const steps = [
    'Open the BRP app on your phone and log in.',
    'Go to Wallet > Redeem.',
    ...(code
      ? [`Enter the code ${code} and tap Redeem.`]
      : ['Enter the code printed on your gift certificate and tap Redeem.']),
  ];

  return (
    <PageLayout maxWidth="sm">
      <PageTitle subtitle="Turn your gift certificate into wallet credit or BRP Points.">
        Redeem a gift code
      </PageTitle>
      {code && (
        <Paper
          variant="outlined"
          sx={{ p: 2, my: 2, borderRadius: 3, display: 'flex', alignItems: 'center', gap: 1 }}
        >
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="overline" component="p">
              Your code
            </Typography>
            <Typography sx={{ fontFamily: 'monospace', fontSize: 26, fontWeight: 800, letterSpacing: 3 }}>
              {code}
            </Typography>
          </Box>
          <IconButton
            aria-label="Copy the code"
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
          Open the BRP app
        </Button>
      ) : (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          Open this page on your phone to jump straight into the app, or{' '}
          <a href="/download">download the app</a>.
        </Typography>
      )}
      <Snackbar
        open={toast}
        autoHideDuration={TOAST_MS}
        onClose={() => setToast(false)}
        message={GENERIC_MESSAGES.COPIED}
      />
    </PageLayout>
  );
}
