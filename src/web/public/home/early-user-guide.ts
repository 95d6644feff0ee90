import { rememberGuideLater, rememberGuideRead, shouldShowUserGuide } from './user-guide-prompt';

/**
 * The user-guide prompt before the app: the home page's HTML carries the prompt, closed, outside #root
 * (src/web/ssr/render-public.tsx), and the public site's first script opens it for a visitor who should see it,
 * so a new visitor reads it as soon as the page is painted instead of once the app's code has arrived. Its
 * buttons work without the app; once the app has hydrated the page it keeps this prompt (UserGuideDialog.tsx)
 * rather than drawing a second one.
 */
export const EARLY_USER_GUIDE_ID = 'brp-early-user-guide';

/** Which answer a button of the prompt gives (`data-guide-answer`). */
export const GUIDE_ANSWER_ATTRIBUTE = 'data-guide-answer';

function earlyPrompt(): HTMLDialogElement | null {
  const element = document.getElementById(EARLY_USER_GUIDE_ID);
  return element instanceof HTMLDialogElement ? element : null;
}

/** Opens the prompt of the page's HTML for a visitor who should see it (the public site's first script). */
export function openEarlyUserGuide() {
  const dialog = earlyPrompt();
  if (!dialog) return;
  let show = false;
  try {
    show = shouldShowUserGuide(window.localStorage);
  } catch {
    // Without storage the prompt cannot remember an answer: it stays away rather than coming back each page.
  }
  if (!show) {
    dialog.remove();
    return;
  }
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
  dialog.showModal();
  dialog.focus();
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
