import { useMessages } from '@/web/shared/i18n';
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
    <section aria-labelledby="pricing-legend" style={{ marginTop: 24 }}>
      <h2 id="pricing-legend" className="brp-h2">
        {t('LEGEND')}
      </h2>
      <dl className="brp-terms">
        {TERMS.map(([term, text]) => (
          <div key={term}>
            <dt>{t(term)}</dt>
            <dd>{t(text)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
