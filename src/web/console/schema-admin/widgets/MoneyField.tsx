import Typography from '@mui/material/Typography';
import { useFieldValue } from 'react-admin';
import { formatPeso } from '@/shared/fare';

/** Whole centavos shown as pesos: 4500 → ₱45.00. */
export function MoneyField({ source }: { source: string; label?: string }) {
  const value = useFieldValue({ source });
  return (
    <Typography
      component="span"
      variant="body2"
      sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
    >
      {typeof value === 'number' ? formatPeso(value) : '—'}
    </Typography>
  );
}
