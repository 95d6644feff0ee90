import Alert from '@mui/material/Alert';
import { MuiTheme } from './MuiTheme';

/** The banner NetworkIndicator shows while offline, in its own chunk (fetched ahead once the page is ready). */
export default function OfflineBanner({ text }: { text: string }) {
  return (
    <MuiTheme>
      <Alert
        severity="warning"
        role="status"
        sx={{ position: 'fixed', bottom: 8, left: 8, right: 8, zIndex: 1500 }}
      >
        {text}
      </Alert>
    </MuiTheme>
  );
}
