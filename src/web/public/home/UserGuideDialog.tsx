import { useEffect, useState } from 'react';
import { homeMessages } from '@/shared/site-messages';
import { goTo } from '@/web/shared/navigation';
import { PlainIcon } from '@/web/shared/plain/icons';
import { PlainDialog } from '@/web/shared/plain/PlainDialog';
import {
  EARLY_USER_GUIDE_ID,
  earlyUserGuideOpen,
  GUIDE_ANSWER_ATTRIBUTE,
  removeEarlyUserGuide,
} from './early-user-guide';
import { rememberGuideLater, rememberGuideRead, shouldShowUserGuide } from './user-guide-prompt';
import { homePageMessages } from './messages';
import { useMessages } from '@/web/shared/i18n';

/**
 * The user-guide prompt (spec part 1 §4): "Read the User Guide" stops it for good; "I'll read it next time" (or
 * closing it) brings it back on a later day. Storage is read after the first render, so the page can be
 * rendered ahead of time without a browser. The home page's HTML also carries it, open, so that it shows before
 * the app arrives (early-user-guide.ts): while that one is open the app keeps it instead of drawing this
 * one, so the prompt on screen is neither drawn twice nor repainted.
 */
export function UserGuideDialog() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (earlyUserGuideOpen()) return;
    let show = false;
    try {
      show = shouldShowUserGuide(window.localStorage);
    } catch {
      // Without storage the prompt cannot remember an answer: it stays away rather than coming back each page.
    }
    if (!show) removeEarlyUserGuide();
    setOpen(show);
  }, []);
  // After the dialog's own effect has opened it (a child's effects run first): no frame without a prompt. A
  // visitor who answered the early prompt meanwhile is not asked twice.
  useEffect(() => {
    if (!open) return;
    removeEarlyUserGuide();
    try {
      if (!shouldShowUserGuide(window.localStorage)) setOpen(false);
    } catch {
      // Storage was readable a moment ago: the prompt stays.
    }
  }, [open]);
  const read = () => {
    try {
      rememberGuideRead(window.localStorage);
    } catch {
      // Asked again next time without storage.
    }
    setOpen(false);
    goTo('/user-guide');
  };
  const later = () => {
    try {
      rememberGuideLater(window.localStorage);
    } catch {
      // Without storage the prompt is not shown at all.
    }
    setOpen(false);
  };
  return (
    <PlainDialog open={open} onClose={later} labelledBy="user-guide-title">
      <UserGuidePrompt titleId="user-guide-title" onRead={read} onLater={later} />
    </PlainDialog>
  );
}

/** The prompt's content: in the app's dialog, and without handlers in the page's HTML (`EarlyUserGuide`). */
function UserGuidePrompt({
  titleId,
  onRead,
  onLater,
}: {
  titleId: string;
  onRead?: () => void;
  onLater?: () => void;
}) {
  const t = useMessages(homePageMessages);
  const h = useMessages(homeMessages);
  return (
    <>
      <h2 id={titleId} className="brp-dialog-title">
        <PlainIcon name="menuBook" color="var(--brp-primary)" /> {t('NEW_TO_BRP')}
      </h2>
      <div className="brp-dialog-content">
        <p>{t('GUIDE_TEXT')}</p>
      </div>
      <div className="brp-dialog-actions">
        <button
          type="button"
          className="brp-btn brp-btn--text"
          onClick={onLater}
          {...{ [GUIDE_ANSWER_ATTRIBUTE]: 'later' }}
        >
          {h('READ_USER_GUIDE_LATER')}
        </button>
        <button
          type="button"
          className="brp-btn brp-btn--contained"
          onClick={onRead}
          {...{ [GUIDE_ANSWER_ATTRIBUTE]: 'read' }}
        >
          {h('READ_USER_GUIDE')}
        </button>
      </div>
    </>
  );
}

/**
 * The prompt as the home page's HTML carries it, open and outside #root (src/web/ssr/render-public.tsx): shown
 * by default, it is in the page's first paint with no script fetched; the public site's inline first script
 * hides it before that paint for a visitor who should not see it (early-user-guide.ts).
 */
export function EarlyUserGuide() {
  return (
    <dialog
      open
      id={EARLY_USER_GUIDE_ID}
      tabIndex={-1}
      className="brp-dialog"
      aria-labelledby="early-user-guide-title"
    >
      <UserGuidePrompt titleId="early-user-guide-title" />
    </dialog>
  );
}
