import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMessages } from '@/web/shared/i18n';
import { PageLayout } from '@/web/shared/PageLayout';
import { publicCommonMessages } from './common/messages';

export default function NotFoundPage() {
  const t = useMessages(publicCommonMessages);
  return (
    <PageLayout>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 8 }}>
        <Typography variant="overline" component="p" color="text.secondary">
          {t('ERROR_404')}
        </Typography>
        <Typography variant="h4" component="h1">
          {t('PAGE_NOT_FOUND')}
        </Typography>
        <Typography color="text.secondary">{t('PAGE_NOT_FOUND_TEXT')}</Typography>
        <Button variant="contained" href="/">
          {t('GO_HOME')}
        </Button>
      </Stack>
    </PageLayout>
  );
}
