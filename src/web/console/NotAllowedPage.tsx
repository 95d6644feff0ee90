import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { HOME_PATH } from '@/shared/roles';
import { useMessages } from '../shared/i18n';
import { useReleasePaintedScreen } from '../shared/mount';
import { clearSession } from '../shared/session';
import { consoleMessages } from './messages';

/** Drivers and riders who reach the console by link. */
export function NotAllowedPage() {
  const t = useMessages(consoleMessages);
  useReleasePaintedScreen();
  return (
    <Stack sx={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Paper sx={{ p: 4, maxWidth: 420, textAlign: 'center' }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('Operations console')}
        </Typography>
        <Typography sx={{ mb: 3 }}>{t('You are not allowed to open the console.')}</Typography>
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
          <Button variant="contained" href={HOME_PATH}>
            {t('Go to the home page')}
          </Button>
          <Button
            onClick={() => {
              clearSession();
              window.location.assign('/console/login');
            }}
          >
            {t('Use another account')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
