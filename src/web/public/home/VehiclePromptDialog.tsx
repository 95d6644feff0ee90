import { VEHICLE_TYPES, type VehicleSlug, WEB_CALLABLE_VEHICLE_SLUGS } from '@config/site-constants';
import { useMessages } from '@/web/shared/i18n';
import { PlainDialog } from '@/web/shared/plain/PlainDialog';
import { homePageMessages } from './messages';

/** "View Online Drivers" asks which vehicle first; only motorcycles can be called from the web. */
export function VehiclePromptDialog({
  open,
  onClose,
  onChoose,
}: {
  open: boolean;
  onClose(): void;
  onChoose(vehicle: VehicleSlug): void;
}) {
  const t = useMessages(homePageMessages);
  return (
    <PlainDialog open={open} onClose={onClose} labelledBy="vehicle-prompt-title">
      <h2 id="vehicle-prompt-title" className="brp-dialog-title">
        {t('WHICH_VEHICLE')}
      </h2>
      <div className="brp-dialog-content brp-stack">
        {VEHICLE_TYPES.map((type) => (
          <button
            key={type.slug}
            type="button"
            className="brp-btn brp-btn--outlined brp-btn--large"
            style={{
              justifyContent: 'flex-start',
              gap: 16,
              paddingTop: 8,
              paddingBottom: 8,
              textAlign: 'left',
            }}
            onClick={() => onChoose(type.slug)}
          >
            <img src={`/vehicles/${type.slug}.svg`} alt="" width={54} height={36} />
            <span>
              <span style={{ display: 'block', fontWeight: 600, fontSize: '1rem', color: 'var(--brp-text)' }}>
                {type.name}
              </span>
              <span style={{ fontSize: '0.75rem', fontWeight: 400, color: 'var(--brp-text-2)' }}>
                {WEB_CALLABLE_VEHICLE_SLUGS.includes(type.slug) ? t('CALL_OR_TEXT') : t('BOOK_IN_APP')}
              </span>
            </span>
          </button>
        ))}
      </div>
      <div className="brp-dialog-actions">
        <button type="button" className="brp-btn brp-btn--text" onClick={onClose}>
          {t('CANCEL')}
        </button>
      </div>
    </PlainDialog>
  );
}
