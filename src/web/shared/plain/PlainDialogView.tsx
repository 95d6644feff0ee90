import { createPortal } from 'react-dom';
import type { DialogViewProps } from '../dialog-types';
import { PlainDialog } from './PlainDialog';

const TITLE_CLASSES = {
  error: ' brp-dialog-title--error',
  success: ' brp-dialog-title--success',
  info: '',
  warning: '',
};

/**
 * The public site's message dialog (see DialogProvider), in its own chunk: no page needs it to draw. Plain (the
 * browser's <dialog>, no MUI), drawn as MUI's is in the apps, so a message on a public page brings no MUI. It is
 * only ever drawn in the browser (DialogProvider renders it after the first message).
 */
export default function PlainDialogView({ pending, onClose, okLabel }: DialogViewProps) {
  // On <body>, beside the page rather than in it: a message may come while a screen's MUI dialog is open, and
  // MUI hides the page from screen readers meanwhile (aria-hidden on #root), which would hide this one too.
  // Drawn only while there is a message: a new message's dialog comes last on <body>, above any other.
  if (!pending) return null;
  return createPortal(
    <PlainDialog open onClose={() => onClose(false)} labelledBy="app-dialog-title">
      <h2 id="app-dialog-title" className={`brp-dialog-title${TITLE_CLASSES[pending.kind]}`}>
        {pending.title}
      </h2>
      <div className="brp-dialog-content brp-muted">{pending.text}</div>
      <div className="brp-dialog-actions">
        {pending.confirm ? (
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
    </PlainDialog>,
    document.body,
  );
}
