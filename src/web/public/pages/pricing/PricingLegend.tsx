import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { useMessages } from '../../../shared/i18n';
import { pricingPageMessages } from './messages';

const TERMS = [
  ['BASE_FARE', 'LEGEND_BASE'],
  ['FLAGFALL_FARE', 'LEGEND_FLAGFALL'],
  ['LEGEND_SUCCEEDING_TERM', 'LEGEND_SUCCEEDING'],
  ['LEGEND_MARKUP_TERM', 'LEGEND_MARKUP'],
] as const;

export function PricingLegend() {
  const t = useMessages(pricingPageMessages);
  return (
    <Box component="section" aria-labelledby="pricing-legend" sx={{ mt: 3 }}>
      <Typography id="pricing-legend" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {t('LEGEND')}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: { sm: 'max-content 1fr' }, gap: 1 }}
      >
        {TERMS.map(([term, text]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 700 }}>
              {t(term)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, color: 'text.secondary' }}>
              {t(text)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
