import { formatDateYmd } from '@/shared/dates';
import { STORAGE_KEYS, USER_GUIDE_LATER_ON_KEY as USER_GUIDE_LATER_ON } from '@/web/shared/session';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/**
 * The user-guide prompt shows once per visitor: on the first visit (showUserGuide not set), and again only when
 * they asked for it with "I'll read it next time" (showUserGuide "true"), then on a later day, not on every page
 * or tab of the same day. Reading the guide (showUserGuide "false") ends it for good.
 */
export function shouldShowUserGuide(storage: Storage, now: Date = new Date()): boolean {
  const choice = storage.getItem(STORAGE_KEYS.showUserGuide);
  if (choice === 'false') return false;
  if (choice === null) return true;
  return storage.getItem(USER_GUIDE_LATER_ON) !== formatDateYmd(now);
}

export function rememberGuideRead(storage: Storage) {
  storage.setItem(STORAGE_KEYS.showUserGuide, 'false');
}

export function rememberGuideLater(storage: Storage, now: Date = new Date()) {
  storage.setItem(STORAGE_KEYS.showUserGuide, 'true');
  storage.setItem(USER_GUIDE_LATER_ON, formatDateYmd(now));
}
