import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useNavigate } from '@/web/shared/routing';
import { useMessages } from '@/web/shared/i18n';
import { genericMessages } from '@/shared/site-messages';
import { guideMessages } from './messages';

/** Shown for a guide that is not written yet; closing it returns to the guide index. */
export function ComingSoonDialog({ open = true }: { open?: boolean }) {
  const navigate = useNavigate();
  const t = useMessages(guideMessages);
  const generic = useMessages(genericMessages);
  const close = () => navigate('/user-guide', { replace: true });
  return (
    <Dialog open={open} onClose={close} aria-labelledby="coming-soon-title" maxWidth="xs" fullWidth>
      <DialogTitle id="coming-soon-title">{generic('COMING_SOON')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('COMING_SOON_TEXT')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={close} autoFocus>
          {t('OK')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
