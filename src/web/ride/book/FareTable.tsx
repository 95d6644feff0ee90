import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FareLine } from '../logic/fare-lines';
import { rideLogicMessages } from '../messages';
import { useEnglishText } from '@/web/shared/i18n';

/** Fare lines as a two-column list; the total stands out and is announced when it changes. */
export function FareTable({ lines }: { lines: FareLine[] }) {
  const english = useEnglishText(rideLogicMessages);
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.5 }}
    >
      {lines.map((line) => {
        const total = line.key === 'total';
        return (
          <Box key={line.key} sx={{ display: 'contents' }}>
            {total && (
              <Box aria-hidden sx={{ gridColumn: '1 / -1', borderTop: 1, borderColor: 'divider', my: 0.5 }} />
            )}
            <Typography
              component="dt"
              variant={total ? 'subtitle1' : 'body2'}
              color={total ? 'text.primary' : 'text.secondary'}
              sx={{ fontWeight: total ? 700 : 400 }}
            >
              {english(line.label)}
            </Typography>
            <Typography
              component="dd"
              variant={total ? 'subtitle1' : 'body2'}
              aria-live={total ? 'polite' : undefined}
              data-fare-line={line.key}
              sx={{
                m: 0,
                textAlign: 'right',
                fontWeight: total ? 700 : 500,
                color: line.amount !== null && line.amount < 0 ? 'success.dark' : undefined,
              }}
            >
              {line.value}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
