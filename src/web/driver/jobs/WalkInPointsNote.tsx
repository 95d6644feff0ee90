import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import type { WalkInPoints } from '@schemas/walk-in';
import { useMessages } from '@/web/shared/i18n';
import { walkInPointsMessages } from './walk-in-points-messages';

/** After a walk-in drop-off: the points it earned, or in plain words why it earned none. */
export function WalkInPointsNote({ result }: { result: NonNullable<WalkInPoints> }) {
  const t = useMessages(walkInPointsMessages);
  if (result.earned) {
    return (
      <Alert severity="success" data-walk-in-points="earned">
        {t('EARNED', { points: result.points })}
      </Alert>
    );
  }
  const reason = result.reason ?? 'trace';
  return (
    <Alert severity="info" data-walk-in-points={reason}>
      <AlertTitle>{t('NOT_EARNED')}</AlertTitle>
      <Typography variant="body2">
        {t(`REASON_${reason}`, {
          distance: result.distance_km,
          min: reason === 'short' ? result.min_km : result.min_minutes,
          minutes: result.duration_min,
          cap: result.daily_cap,
        })}
      </Typography>
      <Typography variant="body2">{t('RECORDED')}</Typography>
    </Alert>
  );
}
