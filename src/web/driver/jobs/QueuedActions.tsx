import CloudOffIcon from '@mui/icons-material/CloudOff';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMessages } from '@/web/shared/i18n';
import { dismissRefusal, useActionQueue } from './action-queue';
import { offlineMessages } from './offline-messages';

/**
 * The job screen's view of the queue: the taps kept on the phone ("Waiting for signal"), and each tap the
 * server refused meanwhile, with its reason in words, until the driver has read it.
 */
export function QueuedActions() {
  const t = useMessages(offlineMessages);
  const { actions, refusals, waiting } = useActionQueue();
  return (
    <Stack spacing={1}>
      {actions.length > 0 && waiting && (
        <Alert
          severity="warning"
          icon={<CloudOffIcon />}
          role="status"
          data-waiting-for-signal={actions.length}
        >
          <AlertTitle>{t('WAITING_FOR_SIGNAL')}</AlertTitle>
          <Stack component="ol" sx={{ m: 0, pl: 2.5 }}>
            {actions.map((action) => (
              <Typography component="li" variant="body2" key={action.key} data-queued-action={action.kind}>
                {action.label}
              </Typography>
            ))}
          </Stack>
          <Typography variant="caption">{t('KEPT_EXPLAIN')}</Typography>
        </Alert>
      )}
      {refusals.map((refusal) => (
        <Alert
          key={refusal.id}
          severity="error"
          role="alert"
          data-refused-action={refusal.action.kind}
          action={
            <Button color="inherit" size="small" onClick={() => dismissRefusal(refusal.id)}>
              {t('OK')}
            </Button>
          }
        >
          <AlertTitle>{t('NOT_DONE', { action: refusal.action.label })}</AlertTitle>
          {refusal.reason}
        </Alert>
      ))}
    </Stack>
  );
}
