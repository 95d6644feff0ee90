import { useEffect, useState } from 'react';
import { homeMessages } from '@/shared/messages';
import { goTo } from '@/web/shared/navigation';
import { PlainIcon } from '@/web/shared/plain/icons';
import { PlainDialog } from '@/web/shared/plain/PlainDialog';
import { rememberGuideLater, rememberGuideRead, shouldShowUserGuide } from './user-guide-prompt';
import { homePageMessages } from './messages';
import { useMessages } from '@/web/shared/i18n';

/**
 * The user-guide prompt (spec part 1 §4): "Read the User Guide" stops it for good; "I'll read it next time" (or
 * closing it) brings it back on a later day. Storage is read after the first render, so the page can be
 * rendered ahead of time without a browser.
 */
export function UserGuideDialog() {
  const [open, setOpen] = useState(false);
  const t = useMessages(homePageMessages);
  const h = useMessages(homeMessages);
  useEffect(() => {
    try {
      setOpen(shouldShowUserGuide(window.localStorage));
    } catch {
      // Without storage the prompt cannot remember an answer: it stays away rather than coming back each page.
    }
  }, []);
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
      <h2 id="user-guide-title" className="brp-dialog-title">
        <PlainIcon name="menuBook" color="var(--brp-primary)" /> {t('NEW_TO_BRP')}
      </h2>
      <div className="brp-dialog-content">
        <p>{t('GUIDE_TEXT')}</p>
      </div>
      <div className="brp-dialog-actions">
        <button type="button" className="brp-btn brp-btn--text" onClick={later}>
          {h('READ_USER_GUIDE_LATER')}
        </button>
        <button type="button" className="brp-btn brp-btn--contained" onClick={read}>
          {h('READ_USER_GUIDE')}
        </button>
      </div>
    </PlainDialog>
  );
}
