import ChatIcon from '@mui/icons-material/Chat';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { AD_BLOCKER_CHECK_MS } from '../../../../../config/constants';
import { GENERIC_MESSAGES } from '../../../../shared/messages';
import { AppLink } from '../../../shared/AppLink';
import { CHAT_SUPPORT_URL } from '../../../shared/layout/Footer';
import { PageLayout } from '../../../shared/PageLayout';
import { PageTitle } from '../common/PageTitle';
import { baitIsBlocked, createAdBait } from './ad-blocker';
import { StoreButtons } from './StoreButtons';

const PERKS = [
  'Best rates: no web fee',
  'BRP Points on every successful ride',
  'Pay with your wallet',
  'Live chat with your driver',
];

/** /download: store links, quick links, chat support and the ad-blocker notice (checked 3 s after load). */
export default function DownloadPage() {
  const [blocked, setBlocked] = useState(false);

  useEffect(() => {
    const bait = createAdBait();
    document.body.appendChild(bait);
    const timer = window.setTimeout(() => setBlocked(baitIsBlocked(bait)), AD_BLOCKER_CHECK_MS);
    return () => {
      window.clearTimeout(timer);
      bait.remove();
    };
  }, []);

  return (
    <PageLayout>
      {blocked && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => window.location.reload()}>
              {GENERIC_MESSAGES.REFRESH_PAGE}
            </Button>
          }
        >
          {GENERIC_MESSAGES.AD_BLOCKER}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { md: '1.3fr 1fr' }, alignItems: 'center' }}>
        <div>
          <PageTitle subtitle="Book rides, pautos and deliveries around Palawan in a few taps.">
            Download the BRP app
          </PageTitle>
          <Box component="ul" sx={{ pl: 3, my: 2 }}>
            {PERKS.map((perk) => (
              <Typography component="li" key={perk}>
                {perk}
              </Typography>
            ))}
          </Box>
          <StoreButtons />
        </div>
        <Box component="img" src="/brand/logo.svg" alt="" sx={{ width: { xs: 120, md: 220 }, mx: 'auto' }} />
      </Box>
      <Paper variant="outlined" sx={{ p: 2, mt: 4, borderRadius: 3 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Typography sx={{ flexGrow: 1 }}>
            Need help installing the app? Our team answers on Messenger.
          </Typography>
          <Button
            variant="outlined"
            startIcon={<ChatIcon />}
            href={CHAT_SUPPORT_URL}
            target="_blank"
            rel="noopener"
          >
            Chat support
          </Button>
        </Stack>
      </Paper>
      <Stack
        component="nav"
        aria-label="Helpful links"
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 2, mt: 3 }}
      >
        <AppLink to="/user-guide/huawei-app-install">Installing on a Huawei phone</AppLink>
        <AppLink to="/user-guide">User Guide</AppLink>
        <AppLink to="/privacy-policy">Privacy Policy</AppLink>
        <AppLink to="/terms-and-conditions">Terms and Conditions</AppLink>
        <AppLink to="/contact-us">Contact Us</AppLink>
      </Stack>
    </PageLayout>
  );
}
