import FacebookIcon from '@mui/icons-material/Facebook';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { WALK_IN_DIALOG_FEE_TEXT } from '../../../../../config/constants';
import { HOME_MESSAGES } from '../../../../shared/messages';
import { goTo } from '../../../shared/AppLink';
import { useSettings } from '../../../shared/settings';
import { StoreButtons } from '../StoreButtons';

/** "Download the app!": the app for the best rates, or booking through the web for a small fee. */
export function WalkInDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const settings = useSettings();
  const currency = settings?.currency ?? 'PHP';
  const facebook = settings?.website?.social?.fbLink;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="walk-in-title" maxWidth="xs" fullWidth>
      <DialogTitle id="walk-in-title" sx={{ fontWeight: 800 }}>
        {HOME_MESSAGES.WALK_IN_TITLE}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>Get the best rates and earn BRP Points on every ride with the BRP app.</Typography>
          <StoreButtons />
          {facebook && (
            <Link
              href={facebook}
              target="_blank"
              rel="noopener"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            >
              <FacebookIcon fontSize="small" /> Follow BRP on Facebook
            </Link>
          )}
          <Typography variant="body2" color="text.secondary">
            Booking through the web adds a fee of {currency} {WALK_IN_DIALOG_FEE_TEXT}.
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button onClick={onClose}>See drivers on the map</Button>
        <Button variant="contained" onClick={() => goTo('/book/ride')}>
          {HOME_MESSAGES.BOOK_THROUGH_WEB}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
