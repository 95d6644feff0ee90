import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PricingTable } from '../../../../../schemas/pricing-table';
import { formatPeso } from '../../../../shared/fare';
import { useMessages } from '../../../shared/i18n';
import { pricingPageMessages } from './messages';
import { bandFareText, bandLabel, kmText, perKmText } from './pricing-selection';

const SERVICE_KEYS = {
  ride: 'SERVICE_RIDE',
  pautos: 'SERVICE_PAUTOS',
  delivery: 'SERVICE_DELIVERY',
} as const;

type ServiceTable = PricingTable['services'][number];

function Rate({ term, value }: { term: string; value: string }) {
  return (
    <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>
      <Typography component="span" variant="body2" color="text.secondary">
        {term}:
      </Typography>{' '}
      <strong>{value}</strong>
    </Typography>
  );
}

/** "₱44.00 – ₱77.00" breaks after the dash only, never inside an amount. */
function FareRange({ text }: { text: string }) {
  const [start, end] = text.split(' – ');
  if (end === undefined) return <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;
  return (
    <>
      <span style={{ whiteSpace: 'nowrap' }}>{start} –</span>{' '}
      <span style={{ whiteSpace: 'nowrap' }}>{end}</span>
    </>
  );
}

/** One service's fares by distance band, with the rates they come from. */
export function ServiceFareTable({ table }: { table: ServiceTable }) {
  const t = useMessages(pricingPageMessages);
  const label = t(SERVICE_KEYS[table.service]);
  const { rates } = table;
  const headingId = `fares-${table.service}`;
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 3 }}
      data-testid={`pricing-${table.service}`}
    >
      <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, my: 1 }}>
        <Rate term={t('BASE_FARE')} value={formatPeso(rates.min_fare)} />
        <Rate
          term={t('FLAGFALL_FARE')}
          value={t('FIRST_KM', { fare: formatPeso(rates.base_fare), km: kmText(rates.base_km_limit) })}
        />
        <Rate term={t('SUCCEEDING_RATE')} value={perKmText(rates.distance_fare)} />
        <Rate term={t('MARKUP')} value={`${rates.markup_percent}%`} />
      </Stack>
      <Table size="small" aria-labelledby={headingId} sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
        <caption style={{ captionSide: 'bottom', padding: '6px 0 0', textAlign: 'left' }}>
          {t('FARES_INCLUDE_MARKUP')}
        </caption>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('DISTANCE')}</TableCell>
            <TableCell scope="col">{t('FARE')}</TableCell>
            <TableCell scope="col" align="right">
              {t('SUCCEEDING_RATE')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {table.bands.map((band, index) => (
            <TableRow key={band.label}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {bandLabel(band.label, (range) => t('ABOVE_BAND', { range }))}
              </TableCell>
              <TableCell data-testid={`fare-${table.service}-${index}`}>
                <FareRange text={bandFareText(band, (fare) => t('AND_UP', { fare }))} />
              </TableCell>
              <TableCell
                align="right"
                data-testid={`per-km-${table.service}-${index}`}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {perKmText(band.per_km)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
