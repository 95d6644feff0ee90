import Typography from '@mui/material/Typography';
import { useFieldValue } from 'react-admin';

/** A percentage stored as its number: 20 → 20%. */
export function PercentField({ source }: { source: string; label?: string }) {
  const value = useFieldValue({ source });
  return (
    <Typography component="span" variant="body2">
      {typeof value === 'number' ? `${value.toLocaleString('en-PH', { maximumFractionDigits: 2 })}%` : '—'}
    </Typography>
  );
}
