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
import { GENERIC_MESSAGES } from '../../../../shared/messages';
import { PageLayout } from '../../../shared/PageLayout';
import { PageTitle } from '../common/PageTitle';

const FAQ = [
  {
    question: 'How do I earn BRP Points?',
    answer:
      'You earn points from referral codes, shared codes, wallet top-ups and booking rides in the BRP app.',
  },
  {
    question: 'What can I do with my points?',
    answer: 'Redeem them in the BRP Store for discounts on your bookings and for rewards.',
  },
  {
    question: 'When does the BRP Store open?',
    answer: 'Soon! Keep collecting points: everything you earn now can be used when the store opens.',
  },
];

/** /brp-store: the loyalty store is not open yet; its popup cannot be closed, only left. */
export default function BrpStorePage() {
  return (
    <PageLayout maxWidth="sm">
      <PageTitle subtitle="Redeem your BRP Points for discounts and rewards.">BRP Store</PageTitle>
      <Box sx={{ mt: 2 }}>
        {FAQ.map((item) => (
          <Accordion key={item.question} disableGutters>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography component="h2" sx={{ fontWeight: 600 }}>
                {item.question}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography>{item.answer}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
      <Dialog open aria-labelledby="store-soon-title" aria-describedby="store-soon-text">
        <DialogTitle id="store-soon-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <StorefrontIcon color="primary" /> {GENERIC_MESSAGES.COMING_SOON}
        </DialogTitle>
        <DialogContent>
          <DialogContentText id="store-soon-text">
            The BRP Store is almost ready. Soon you can redeem your BRP Points for discounts and rewards.
            Points come from referral codes, shared codes, wallet top-ups and booking rides, so keep
            collecting!
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button href="/" variant="contained">
            Back to home
          </Button>
        </DialogActions>
      </Dialog>
    </PageLayout>
  );
}
