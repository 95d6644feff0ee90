import type { PricingTable } from '@schemas/pricing-table';
import { formatPeso } from '@/shared/fare';
import { useMessages } from '@/web/shared/i18n';
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
    <span className="brp-body2" style={{ whiteSpace: 'nowrap' }}>
      <span className="brp-muted">{term}:</span> <strong>{value}</strong>
    </span>
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
    <div className="brp-paper" data-testid={`pricing-${table.service}`}>
      <h2 id={headingId} className="brp-h2">
        {label}
      </h2>
      <div className="brp-rates">
        <Rate term={t('BASE_FARE')} value={formatPeso(rates.min_fare)} />
        <Rate
          term={t('FLAGFALL_FARE')}
          value={t('FIRST_KM', { fare: formatPeso(rates.base_fare), km: kmText(rates.base_km_limit) })}
        />
        <Rate term={t('SUCCEEDING_RATE')} value={perKmText(rates.distance_fare)} />
        <Rate term={t('MARKUP')} value={`${rates.markup_percent}%`} />
      </div>
      <table className="brp-table" aria-labelledby={headingId}>
        <caption>{t('FARES_INCLUDE_MARKUP')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('DISTANCE')}</th>
            <th scope="col">{t('FARE')}</th>
            <th scope="col" className="brp-num">
              {t('SUCCEEDING_RATE')}
            </th>
          </tr>
        </thead>
        <tbody>
          {table.bands.map((band, index) => (
            <tr key={band.label}>
              <th scope="row">{bandLabel(band.label, (range) => t('ABOVE_BAND', { range }))}</th>
              <td data-testid={`fare-${table.service}-${index}`}>
                <FareRange text={bandFareText(band, (fare) => t('AND_UP', { fare }))} />
              </td>
              <td className="brp-num" data-testid={`per-km-${table.service}-${index}`}>
                {perKmText(band.per_km)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
