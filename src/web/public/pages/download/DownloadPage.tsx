import ChatIcon from '@mui/icons-material/Chat';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { AD_BLOCKER_CHECK_MS } from '@config/constants';
import { genericMessages } from '@/shared/site-messages';
import { AppLink } from '@/web/shared/AppLink';
import { CHAT_SUPPORT_URL } from '@/web/shared/layout/Footer';
import { PageLayout } from '@/web/shared/PageLayout';
import { PageTitle } from '../common/PageTitle';
import { baitIsBlocked, createAdBait } from './ad-blocker';
import { StoreButtons } from './StoreButtons';
import { useMessages } from '@/web/shared/i18n';
import { downloadMessages } from './messages';

const PERKS = ['PERK_1', 'PERK_2', 'PERK_3', 'PERK_4'] as const;

/** /download: store links, quick links, chat support and the ad-blocker notice (checked 3 s after load). */
export default function DownloadPage() {
  const [blocked, setBlocked] = useState(false);
  const t = useMessages(downloadMessages);
  const generic = useMessages(genericMessages);

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
              {generic('REFRESH_PAGE')}
            </Button>
          }
        >
          {generic('AD_BLOCKER')}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { md: '1.3fr 1fr' }, alignItems: 'center' }}>
        <div>
          <PageTitle subtitle={t('SUBTITLE')}>{t('TITLE')}</PageTitle>
          <Box component="ul" sx={{ pl: 3, my: 2 }}>
            {PERKS.map((perk) => (
              <Typography component="li" key={perk}>
                {t(perk)}
              </Typography>
            ))}
          </Box>
          <StoreButtons />
        </div>
        <Box component="img" src="/brand/logo.svg" alt="" sx={{ width: { xs: 120, md: 220 }, mx: 'auto' }} />
      </Box>
      <Paper variant="outlined" sx={{ p: 2, mt: 4, borderRadius: 3 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Typography sx={{ flexGrow: 1 }}>{t('NEED_HELP')}</Typography>
          <Button
            variant="outlined"
            startIcon={<ChatIcon />}
            href={CHAT_SUPPORT_URL}
            target="_blank"
            rel="noopener"
          >
            {t('CHAT_SUPPORT')}
          </Button>
        </Stack>
      </Paper>
      <Stack
        component="nav"
        aria-label={t('HELPFUL_LINKS')}
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 2, mt: 3 }}
      >
        <AppLink to="/user-guide/huawei-app-install">{t('HUAWEI')}</AppLink>
        <AppLink to="/user-guide">{t('USER_GUIDE')}</AppLink>
        <AppLink to="/privacy-policy">{t('PRIVACY')}</AppLink>
        <AppLink to="/terms-and-conditions">{t('TERMS')}</AppLink>
        <AppLink to="/contact-us">{t('CONTACT')}</AppLink>
      </Stack>
    </PageLayout>
  );
}
