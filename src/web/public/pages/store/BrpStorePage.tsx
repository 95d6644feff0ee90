import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import StorefrontIcon from '@mui/icons-material/Storefront';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { genericMessages } from '@/shared/site-messages';
import { PageLayout } from '@/web/shared/PageLayout';
import { PageTitle } from '../common/PageTitle';
import { useMessages } from '@/web/shared/i18n';
import { storeMessages } from './messages';

const FAQ = [
  { question: 'Q_EARN', answer: 'A_EARN' },
  { question: 'Q_USE', answer: 'A_USE' },
  { question: 'Q_OPEN', answer: 'A_OPEN' },
] as const;

/** /brp-store: the loyalty store is not open yet; its popup cannot be closed, only left. */
export default function BrpStorePage() {
  const t = useMessages(storeMessages);
  const generic = useMessages(genericMessages);
  return (
    <PageLayout maxWidth="sm">
      <PageTitle subtitle={t('SUBTITLE')}>{t('TITLE')}</PageTitle>
      <Box sx={{ mt: 2 }}>
        {FAQ.map((item) => (
          <Accordion key={item.question} disableGutters>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography component="h2" sx={{ fontWeight: 600 }}>
                {t(item.question)}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography>{t(item.answer)}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
      <Dialog open aria-labelledby="store-soon-title" aria-describedby="store-soon-text">
        <DialogTitle id="store-soon-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <StorefrontIcon color="primary" /> {generic('COMING_SOON')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText id="store-soon-text">{t('SOON_TEXT')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button href="/" variant="contained">
            {t('BACK_HOME')}
          </Button>
        </DialogActions>
      </Dialog>
    </PageLayout>
  );
}
