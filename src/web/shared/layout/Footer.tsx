import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppLink } from '../AppLink';
import { useMessages } from '../i18n';
import { storeLinks, useSettings } from '../settings';
import { layoutMessages } from './messages';

export const CHAT_SUPPORT_URL = 'https://m.me/brppalawan';

/** Pages where the footer's download section is hidden (spec part 1 §2). */
const NO_DOWNLOAD = ['/login', '/register', '/register-foreign', '/forgot-password'];

export function Footer({ pathname = window.location.pathname }: { pathname?: string }) {
  const settings = useSettings();
  const t = useMessages(layoutMessages);
  const hideDownload =
    NO_DOWNLOAD.includes(pathname) ||
    (pathname === '/login' && new URLSearchParams(window.location.search).has('r'));
  return (
    <Box component="footer" sx={{ bgcolor: '#163042', color: '#fff', mt: 6, py: 4 }}>
      <Container>
        {!hideDownload && (
          <Box sx={{ mb: 3 }} aria-label={t('DOWNLOAD_THE_APP')}>
            <Typography variant="h6" component="h2">
              {t('DOWNLOAD_THE_APP')}
            </Typography>
            <Typography variant="body2" sx={{ opacity: 0.8, mb: 1 }}>
              {t('BEST_RATES_REWARDS')}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
              {storeLinks(settings).map((link) => (
                <Button
                  key={link.platform}
                  variant="outlined"
                  color="inherit"
                  href={link.href}
                  target="_blank"
                  rel="noopener"
                >
                  {link.label}
                </Button>
              ))}
            </Stack>
          </Box>
        )}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1, sm: 3 }}
          component="nav"
          aria-label={t('QUICK_LINKS')}
        >
          <AppLink to="/" color="inherit">
            {t('HOME')}
          </AppLink>
          <AppLink to="/privacy-policy" color="inherit">
            {t('PRIVACY_POLICY')}
          </AppLink>
          <AppLink to="/terms-and-conditions" color="inherit">
            {t('TERMS')}
          </AppLink>
          <AppLink to="/user-guide" color="inherit">
            {t('User Guide')}
          </AppLink>
          <AppLink to={CHAT_SUPPORT_URL} color="inherit" target="_blank" rel="noopener">
            {t('CHAT_SUPPORT')}
          </AppLink>
          <AppLink to="/contact-us" color="inherit">
            {t('Contact Us')}
          </AppLink>
        </Stack>
        <Typography variant="caption" sx={{ display: 'block', mt: 2, opacity: 0.7 }}>
          © {new Date().getFullYear()} BRP Palawan. {t('TAGLINE')}
        </Typography>
      </Container>
    </Box>
  );
}
