import InputAdornment from '@mui/material/InputAdornment';
import { NumberInput, type NumberInputProps } from 'react-admin';
import { CURRENCY_SYMBOL } from '../../../../../config/constants';
import { centavosToPesos, pesosToCentavos } from '../../../../shared/fare';

const formatPesos = (value: unknown) => (typeof value === 'number' ? centavosToPesos(value) : '');
const parsePesos = (value: unknown) =>
  value === '' || value == null ? null : pesosToCentavos(Number(value));

/** Typed in pesos (45.50), kept in whole centavos (4550), so the form's value is what the schema describes. */
export function MoneyInput(props: NumberInputProps) {
  return (
    <NumberInput
      step={0.01}
      min={0}
      format={formatPesos}
      parse={parsePesos}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">{CURRENCY_SYMBOL}</InputAdornment> },
      }}
      {...props}
    />
  );
}
