import { PlainIcon, type IconName } from '@/web/shared/plain/icons';
import { BOOKING_METHODS, type BookingMethod, type BookingMethodId } from './booking-methods';
import { homeMessages } from '@/shared/site-messages';
import { bookingMethodMessages, homePageMessages } from './messages';
import { useEnglishText, useMessages } from '@/web/shared/i18n';

const ICONS: Record<BookingMethodId, IconName> = { web: 'language', app: 'getApp', phone: 'phoneInTalk' };

function MethodCard({ method, onChoose }: { method: BookingMethod; onChoose(): void }) {
  const headingId = `method-${method.id}`;
  const t = useMessages(homePageMessages);
  const english = useEnglishText(bookingMethodMessages, homeMessages);
  return (
    <section
      aria-labelledby={headingId}
      className={`brp-card${method.highlight ? ' brp-card--highlight' : ''}`}
    >
      {method.highlight && <span className="brp-chip">{english(method.highlight)}</span>}
      <div className="brp-card-content">
        <div style={{ color: 'var(--brp-primary)', marginBottom: 8 }}>
          <PlainIcon name={ICONS[method.id]} size="large" />
        </div>
        <h2 id={headingId} className="brp-h2">
          {english(method.title)}
        </h2>
        <p className="brp-body2 brp-muted" style={{ marginBottom: 12 }}>
          {english(method.description)}
        </p>
        <p style={{ margin: '0 0 8px', fontWeight: 700, lineHeight: 1.75, color: 'var(--brp-secondary)' }}>
          {english(method.fee)}
        </p>
        <ul aria-label={t('FEATURES')} className="brp-checklist">
          {method.features.map((feature) => (
            <li key={feature}>
              <PlainIcon name="checkCircle" size="small" color="var(--brp-success)" />
              {english(feature)}
            </li>
          ))}
        </ul>
        <ul aria-label={t('DRAWBACKS')} className="brp-checklist brp-muted" style={{ marginTop: 4 }}>
          {method.cons.map((con) => (
            <li key={con}>
              <PlainIcon name="removeCircleOutlined" size="small" color="var(--brp-text-3)" />
              {english(con)}
            </li>
          ))}
        </ul>
      </div>
      <div className="brp-card-actions">
        <button
          type="button"
          className={`brp-btn brp-btn--large brp-btn--full brp-btn--${method.highlight ? 'contained' : 'outlined'}`}
          onClick={onChoose}
          aria-describedby={headingId}
        >
          {english(method.button)}
        </button>
      </div>
    </section>
  );
}

/** View 1 of the home page: how to book (web, app, or calling a driver seen on the map). Plain, no MUI. */
export function Chooser({ onChoose }: { onChoose(method: BookingMethodId): void }) {
  const t = useMessages(homePageMessages);
  return (
    <>
      <h1 className="brp-h1">{t('HOW_TO_BOOK')}</h1>
      <p className="brp-lead">{t('HOME_INTRO')}</p>
      <div className="brp-grid-3">
        {BOOKING_METHODS.map((method) => (
          <MethodCard key={method.id} method={method} onChoose={() => onChoose(method.id)} />
        ))}
      </div>
    </>
  );
}
