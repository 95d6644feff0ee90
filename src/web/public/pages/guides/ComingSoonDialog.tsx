import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useNavigate } from 'react-router-dom';
import { GENERIC_MESSAGES } from '../../../../shared/messages';

/** Shown for a guide that is not written yet; closing it returns to the guide index. */
export function ComingSoonDialog({ open = true }: { open?: boolean }) {
  const navigate = useNavigate();
  const close = () => navigate('/user-guide', { replace: true });
  return (
    <Dialog open={open} onClose={close} aria-labelledby="coming-soon-title" maxWidth="xs" fullWidth>
      <DialogTitle id="coming-soon-title">{GENERIC_MESSAGES.COMING_SOON}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          We are still preparing this guide. Meanwhile, browse the other guides or ask our chat support.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={close} autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
