import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useMessages } from '../../../shared/i18n';
import { publicCommonMessages } from './messages';

/** A failed load, in words, with a way to try again. */
export function ErrorNotice({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const t = useMessages(publicCommonMessages);
  return (
    <Alert
      severity="error"
      sx={{ my: 2 }}
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('TRY_AGAIN')}
          </Button>
        )
      }
    >
      {message}
    </Alert>
  );
}
