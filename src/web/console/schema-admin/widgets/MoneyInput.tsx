import InputAdornment from '@mui/material/InputAdornment';
import { NumberInput, type NumberInputProps, useTranslate } from 'react-admin';
import { CURRENCY_SYMBOL } from '@config/constants';
import { centavosToPesos, pesosToCentavos } from '@/shared/fare';
import { IN_PESOS, withoutCentavosNote } from '@/web/console/i18n/resource-labels';

const formatPesos = (value: unknown) => (typeof value === 'number' ? centavosToPesos(value) : '');
const parsePesos = (value: unknown) =>
  value === '' || value == null ? null : pesosToCentavos(Number(value));

/**
 * Typed in pesos (45.50), kept in whole centavos (4550), so the form's value is what the schema describes. A
 * text help (the property's description) loses its centavos note, which speaks to the API, and says "In
 * pesos." instead, each part in the console's language.
 */
export function MoneyInput({ helperText, ...props }: NumberInputProps) {
  const translate = useTranslate();
  const help =
    typeof helperText === 'string'
      ? [withoutCentavosNote(helperText), IN_PESOS]
          .filter(Boolean)
          .map((text) => translate(text, { _: text }))
          .join(' ')
      : helperText;
  return (
    <NumberInput
      step={0.01}
      min={0}
      format={formatPesos}
      parse={parsePesos}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">{CURRENCY_SYMBOL}</InputAdornment> },
      }}
      helperText={help}
      {...props}
    />
  );
}
