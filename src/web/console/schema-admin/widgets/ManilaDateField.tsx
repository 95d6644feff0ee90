import Typography from '@mui/material/Typography';
import { useFieldValue } from 'react-admin';
import { formatManila, SHORT_DATE_FORMAT, TIME_FORMAT } from '@/shared/dates';

export const CONSOLE_DATE_TIME_FORMAT = `${SHORT_DATE_FORMAT} ${TIME_FORMAT}`;

/** A moment on the Manila clock, whatever zone the browser is in. */
export function ManilaDateField({
  source,
  withTime = true,
}: {
  source: string;
  label?: string;
  withTime?: boolean;
}) {
  const value = useFieldValue({ source });
  const text =
    typeof value === 'string' && value
      ? formatManila(value, withTime ? CONSOLE_DATE_TIME_FORMAT : SHORT_DATE_FORMAT)
      : '—';
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {text}
    </Typography>
  );
}
