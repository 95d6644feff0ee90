import { driverSignUpPage } from './driver-sign-up';

export * from './define';

/** Every generated driver-portal form page; a new simple page is a schema plus an entry here. */
export const PORTAL_PAGES = [driverSignUpPage] as const;
