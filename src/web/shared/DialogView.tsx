import type { DialogViewProps } from './dialogs';
import { PlainDialog } from './plain/PlainDialog';

const TITLE_COLOURS = { error: '#d32f2f', success: '#577a2e', info: undefined, warning: undefined } as const;

/**
 * The app's one message dialog (see DialogProvider), in its own chunk: no page needs it to draw. Plain (the
 * browser's <dialog>, no MUI), so a message on a public page does not bring MUI with it.
 */
export default function DialogView({ pending, onClose, okLabel }: DialogViewProps) {
  return (
    <PlainDialog open={Boolean(pending)} onClose={() => onClose(false)} labelledBy="app-dialog-title">
      <h2
        id="app-dialog-title"
        className="brp-dialog-title"
        style={{ color: pending ? TITLE_COLOURS[pending.kind] : undefined }}
      >
        {pending?.title}
      </h2>
      <div className="brp-dialog-content brp-muted">{pending?.text}</div>
      <div className="brp-dialog-actions">
        {pending?.confirm ? (
          <>
            <button type="button" className="brp-btn brp-btn--text" onClick={() => onClose(false)}>
              {pending.confirm.no}
            </button>
            <button
              type="button"
              className="brp-btn brp-btn--contained"
              onClick={() => onClose(true)}
              data-autofocus
            >
              {pending.confirm.yes}
            </button>
          </>
        ) : (
          <button
            type="button"
            className="brp-btn brp-btn--contained"
            onClick={() => onClose(true)}
            data-autofocus
          >
            {okLabel}
          </button>
        )}
      </div>
    </PlainDialog>
  );
}
