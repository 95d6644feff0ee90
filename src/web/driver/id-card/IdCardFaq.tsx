import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMessages } from '@/web/shared/i18n';
import { messages } from './messages';

export function IdCardFaq() {
  const t = useMessages(messages);
  return (
    <Box component="section" aria-labelledby="id-faq">
      <Typography id="id-faq" variant="h6" component="h2">
        {t('faqTitle')}
      </Typography>
      <ol>
        <li>{t('faq1')}</li>
        <li>{t('faq2')}</li>
        <li>{t('faq3')}</li>
      </ol>
    </Box>
  );
}
