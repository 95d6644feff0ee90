import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { DialogViewProps } from './dialog-types';
import { MuiTheme } from './MuiTheme';

/** The app's one message dialog (see DialogProvider), in its own chunk: no page needs it to draw. */
export default function DialogView({ pending, onClose, okLabel }: DialogViewProps) {
  const color =
    pending?.kind === 'error' ? 'error.main' : pending?.kind === 'success' ? 'success.dark' : undefined;
  return (
    <MuiTheme>
      <Dialog
        open={Boolean(pending)}
        onClose={() => onClose(false)}
        aria-labelledby="app-dialog-title"
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id="app-dialog-title" sx={{ color }}>
          {pending?.title}
        </DialogTitle>
        <DialogContent>
          <DialogContentText component="div">{pending?.text}</DialogContentText>
        </DialogContent>
        <DialogActions>
          {pending?.confirm ? (
            <>
              <Button onClick={() => onClose(false)}>{pending.confirm.no}</Button>
              <Button variant="contained" onClick={() => onClose(true)} autoFocus>
                {pending.confirm.yes}
              </Button>
            </>
          ) : (
            <Button variant="contained" onClick={() => onClose(true)} autoFocus>
              {okLabel}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </MuiTheme>
  );
}
