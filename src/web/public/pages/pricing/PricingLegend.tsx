import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const TERMS = [
  ['Base fare', 'The lowest fare of a trip, however short.'],
  ['Flagfall fare', 'The starting fare; it covers the first kilometres shown beside it.'],
  ['Succeeding/metered rate', 'Charged for every kilometre after the flagfall distance.'],
  [
    'Markup percentage',
    'Added for the zone (tourist towns) and the time of day; the fares in the tables already include it.',
  ],
] as const;

export function PricingLegend() {
  return (
    <Box component="section" aria-labelledby="pricing-legend" sx={{ mt: 3 }}>
      <Typography id="pricing-legend" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        Legend
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: { sm: 'max-content 1fr' }, gap: 1 }}
      >
        {TERMS.map(([term, text]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 700 }}>
              {term}
            </Typography>
            <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, color: 'text.secondary' }}>
              {text}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
