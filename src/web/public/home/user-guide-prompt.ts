// Without imports: the public site's first script shows the prompt with it, and a module shared with the other
// apps (the session, the constants) would be a file of its own on its way. The keys are the session's
// (src/web/shared/session.ts STORAGE_KEYS.showUserGuide, USER_GUIDE_LATER_ON_KEY); the day is Manila's.
const SHOW_USER_GUIDE = 'showUserGuide';
const USER_GUIDE_LATER_ON = 'userGuideLaterOn';
const TIME_ZONE = 'Asia/Manila';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

// Made when first needed: the page's first script runs before the first paint, and a new visitor's answer needs
// no date (a time zone's formatter takes the browser a while to make).
let manilaDayFormat: Intl.DateTimeFormat | undefined;

/** The day in Manila as YYYY-MM-DD (as `formatDateYmd` of src/shared/dates.ts writes it). */
function manilaDay(now: Date): string {
  manilaDayFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const format = manilaDayFormat;
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    format.formatToParts(now).find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * The user-guide prompt shows once per visitor: on the first visit (showUserGuide not set), and again only when
 * they asked for it with "I'll read it next time" (showUserGuide "true"), then on a later day, not on every page
 * or tab of the same day. Reading the guide (showUserGuide "false") ends it for good.
 */
export function shouldShowUserGuide(storage: Storage, now: Date = new Date()): boolean {
  const choice = storage.getItem(SHOW_USER_GUIDE);
  if (choice === 'false') return false;
  if (choice === null) return true;
  return storage.getItem(USER_GUIDE_LATER_ON) !== manilaDay(now);
}

export function rememberGuideRead(storage: Storage) {
  storage.setItem(SHOW_USER_GUIDE, 'false');
}

export function rememberGuideLater(storage: Storage, now: Date = new Date()) {
  storage.setItem(SHOW_USER_GUIDE, 'true');
  storage.setItem(USER_GUIDE_LATER_ON, manilaDay(now));
}
