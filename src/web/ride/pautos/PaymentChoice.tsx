import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PautosQuote } from '@schemas/pautos';
import { formatKm } from '@/shared/fare';
import { useMessages, useMoney } from '@/web/shared/i18n';
import { messages } from './messages';

type Payment = 'e-wallet' | 'cash';

/** Page 1: how the items are paid, cash on delivery (the driver advances the budget) or by e-wallet first. */
export function PaymentChoice({
  value,
  onChange,
  needsBudget,
}: {
  value: Payment;
  onChange(value: Payment): void;
  needsBudget: boolean;
}) {
  const t = useMessages(messages);
  return (
    <FormControl error={needsBudget}>
      <FormLabel id="pautos-payment-label">{t('payHow')}</FormLabel>
      <RadioGroup
        aria-labelledby="pautos-payment-label"
        value={value}
        onChange={(event) => onChange(event.target.value as Payment)}
      >
        <FormControlLabel value="cash" control={<Radio />} label={t('payCash')} />
        <FormControlLabel value="e-wallet" control={<Radio />} label={t('payEwallet')} />
      </RadioGroup>
      <FormHelperText>
        {needsBudget ? t('cashNeedsBudget') : value === 'cash' ? t('payCashHelp') : t('payEwalletHelp')}
      </FormHelperText>
    </FormControl>
  );
}

/** Page 3: what the chosen vehicle's fee is made of, the errand's distance, and that the fee is not the budget. */
export function PriceExplained({
  quote,
  option,
}: {
  quote: PautosQuote;
  option: PautosQuote['options'][number] | null;
}) {
  const t = useMessages(messages);
  const money = useMoney();
  const km = formatKm(quote.distance_km);
  return (
    <Stack spacing={0.5} data-price-explained>
      <Typography variant="body2">{t('distance', { km })}</Typography>
      {option && (
        <Typography variant="body2" color="text.secondary">
          {t('priceMadeOf', {
            base: money(option.base_fare),
            baseKm: option.base_km,
            perKm: money(option.per_km),
            markup: option.markup_percent > 0 ? t('priceMarkup', { percent: option.markup_percent }) : '',
            km,
          })}
        </Typography>
      )}
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('feeSeparate')}
      </Typography>
    </Stack>
  );
}
