import type { AnyPortalPage } from './define';
import { driverSignUpPage } from './driver-sign-up';
import { idCardPage } from './id-card';
import { profileNotePage } from './profile-note';

export * from './define';

/** Every generated driver-portal form page; a new simple page is a schema plus an entry here. */
export const PORTAL_PAGES = [driverSignUpPage, idCardPage, profileNotePage] as const;

export const PORTAL_PAGE_LIST: readonly AnyPortalPage[] = PORTAL_PAGES;
