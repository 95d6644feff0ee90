import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@/web/shared/routing';
import { genericMessages } from '@/shared/site-messages';
import { AppLink } from '@/web/shared/AppLink';
import { useMessages } from '@/web/shared/i18n';
import { PageLayout } from '@/web/shared/PageLayout';
import { loadSettings } from '@/web/shared/settings';
import { publicCommonMessages } from '../common/messages';
import { PageTitle } from '../common/PageTitle';
import { externalFormTarget } from './external-forms';

/**
 * /coe, /certificate-of-employment, /update-vehicle, /vehicle, /raffle: straight on to the external form, or,
 * while staff have not set its address, a page that says so and leads back.
 */
export default function ExternalRedirectPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const t = useMessages(publicCommonMessages);
  const generic = useMessages(genericMessages);
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    let live = true;
    loadSettings()
      .then((settings) => {
        if (!live) return;
        const target = externalFormTarget(pathname, settings.values);
        if (target) window.location.replace(target);
        else setUnavailable(true);
      })
      .catch(() => live && setUnavailable(true));
    return () => {
      live = false;
    };
  }, [pathname]);

  const back = () => {
    // Someone who came from another page of the site returns there; a visit from outside goes home.
    const fromSite =
      Number((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0 ||
      (document.referrer.startsWith(window.location.origin) && window.history.length > 1);
    if (fromSite) navigate(-1);
    else navigate('/');
  };

  if (!unavailable) {
    return (
      <Box
        component="main"
        sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 3 }}
      >
        <div role="status">
          <CircularProgress size={32} />
          <Typography component="h1" variant="h6" sx={{ mt: 2 }}>
            {generic('REDIRECTING')}
          </Typography>
        </div>
      </Box>
    );
  }
  return (
    <PageLayout maxWidth="sm">
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
        <EventBusyIcon color="secondary" sx={{ fontSize: 56 }} aria-hidden />
        <PageTitle>{t('FORM_NOT_AVAILABLE')}</PageTitle>
        <Typography color="text.secondary">{t('FORM_NOT_AVAILABLE_TEXT')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: 'center' }}>
          <Button variant="contained" startIcon={<ArrowBackIcon />} onClick={back}>
            {t('GO_BACK')}
          </Button>
          <AppLink to="/contact-us">{t('CONTACT_US')}</AppLink>
        </Stack>
      </Stack>
    </PageLayout>
  );
}
