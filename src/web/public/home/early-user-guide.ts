import { whenParsed } from '@/web/shared/first-script';
import { rememberGuideLater, rememberGuideRead, shouldShowUserGuide } from './user-guide-prompt';

/**
 * The user-guide prompt before the app: the home page's HTML carries the prompt, open, outside #root
 * (src/web/ssr/render-public.tsx), so a new visitor reads it in the page's first paint, with no script fetched.
 * The public site's inline first script (src/web/public/first-script.ts) decides before anything is painted:
 * for a visitor who should not see it, it marks the page (`GUIDE_HIDDEN_ATTRIBUTE`, which the stylesheet's rule
 * hides the prompt by) and removes it once parsed; for one who should, it makes it modal and answers its buttons
 * without the app. Once the app has hydrated the page it keeps this prompt (UserGuideDialog.tsx) rather than
 * drawing a second one.
 */
export const EARLY_USER_GUIDE_ID = 'brp-early-user-guide';

/** Which answer a button of the prompt gives (`data-guide-answer`). */
export const GUIDE_ANSWER_ATTRIBUTE = 'data-guide-answer';

/** On <html>: this visitor is not shown the prompt (the stylesheet hides it from the first paint on). */
export const GUIDE_HIDDEN_ATTRIBUTE = 'data-guide-hidden';

function earlyPrompt(): HTMLDialogElement | null {
  const element = document.getElementById(EARLY_USER_GUIDE_ID);
  return element instanceof HTMLDialogElement ? element : null;
}

/**
 * Keeps the prompt of the page's HTML for a visitor who should see it, else hides it before it is painted (the
 * inline first script, run in the page's head before the body is parsed).
 */
export function holdEarlyUserGuide() {
  let show = false;
  try {
    show = shouldShowUserGuide(window.localStorage);
  } catch {
    // Without storage the prompt cannot remember an answer: it stays away rather than coming back each page.
  }
  if (!show) document.documentElement.setAttribute(GUIDE_HIDDEN_ATTRIBUTE, '');
  whenParsed(() => {
    const dialog = earlyPrompt();
    if (!dialog) return;
    if (!show) {
      dialog.remove();
      return;
    }
    answerEarlyUserGuide(dialog);
    // Drawn open by the HTML; made modal as the app's prompt is (the rest of the page inert, Escape answers).
    if (dialog.open) dialog.close();
    dialog.showModal();
    dialog.focus();
  });
}

/** The prompt's answers, as the app's prompt gives them (UserGuideDialog.tsx). */
function answerEarlyUserGuide(dialog: HTMLDialogElement) {
  const later = () => {
    try {
      rememberGuideLater(window.localStorage);
    } catch {
      // Without storage the prompt is not shown at all.
    }
    dialog.remove();
  };
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    later();
  });
  dialog.addEventListener('click', (event) => {
    // A tap on the backdrop lands on the <dialog> itself; taps on its content land on its children.
    if (event.target === dialog) return later();
    const answer = (event.target as Element).closest(`[${GUIDE_ANSWER_ATTRIBUTE}]`);
    if (answer?.getAttribute(GUIDE_ANSWER_ATTRIBUTE) === 'later') later();
    if (answer?.getAttribute(GUIDE_ANSWER_ATTRIBUTE) === 'read') {
      try {
        rememberGuideRead(window.localStorage);
      } catch {
        // Asked again next time without storage.
      }
      dialog.remove();
      // As the app's prompt goes there (navigation.ts goTo): the guide's page is loaded.
      window.location.assign('/user-guide');
    }
  });
}

/**
 * Whether the early prompt is open: the app then keeps it as it is (no second prompt drawn, nothing repainted),
 * its answers working as the app's would.
 */
export function earlyUserGuideOpen(): boolean {
  return earlyPrompt()?.open === true;
}

/** The visitor needs no prompt, or the app draws its own: the early one leaves. */
export function removeEarlyUserGuide() {
  earlyPrompt()?.remove();
}
