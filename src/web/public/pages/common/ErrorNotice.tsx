import { useMessages } from '@/web/shared/i18n';
import { PlainIcon } from '@/web/shared/plain/icons';
import { publicCommonMessages } from './messages';

/** A failed load, in words, with a way to try again (plain, as MUI's error alert looks). */
export function ErrorNotice({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const t = useMessages(publicCommonMessages);
  return (
    <div role="alert" className="brp-alert brp-alert--error">
      <PlainIcon name="errorOutline" size="small" className="brp-alert-icon" />
      <div className="brp-alert-message">{message}</div>
      {onRetry && (
        <button
          type="button"
          className="brp-btn brp-btn--text brp-btn--small brp-alert-action"
          onClick={onRetry}
        >
          {t('TRY_AGAIN')}
        </button>
      )}
    </div>
  );
}
