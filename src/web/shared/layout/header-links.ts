import { canEditPartners, isAdminLevel, isDriver, parseRoleNames } from '../../../shared/roles';

export type HeaderLink = { label: string; to: string; external?: boolean };

export const STATUS_PAGE_URL = 'https://status.brp.ph';
export const PARTNER_APP_URL = '/console';

/** Header links of spec part 1 §2 for the stored role string (guest when no token). */
export function headerLinks(loggedIn: boolean, roleName: string): HeaderLink[] {
  const links: HeaderLink[] = [
    { label: 'User Guide', to: '/user-guide' },
    { label: 'Book A Ride', to: '/book/ride' },
    { label: 'Pricing', to: '/pricing' },
    { label: 'Contact Us', to: '/contact-us' },
  ];
  if (!loggedIn) {
    links.push({ label: 'Job Opportunities', to: '/opportunities' }, { label: 'Login', to: '/login' });
  } else if (isDriver(roleName)) {
    links.push(
      { label: 'Jobs', to: '/driver/jobs' },
      { label: 'ID Generator', to: '/id' },
      { label: 'Tracking', to: '/tracking' },
      { label: 'Profile', to: '/profile' },
      { label: 'Camera Scanner', to: '/attendance/scanner' },
    );
  } else if (isAdminLevel(roleName)) {
    links.push(
      { label: 'ID Generator', to: '/id' },
      { label: 'Camera Scanner', to: '/attendance/scanner' },
      { label: 'Tracking', to: '/tracking' },
      { label: 'Console', to: PARTNER_APP_URL },
    );
  } else {
    // Partner managers look after the partner stores; a store's own staff runs its order screen.
    if (canEditPartners(roleName)) links.push({ label: 'Partners map', to: '/delivery/stores/map' });
    if (parseRoleNames(roleName).includes('store-staff'))
      links.push({ label: 'Store orders', to: '/store/orders' });
    links.push({ label: 'Profile', to: '/profile' });
  }
  return links;
}

/** "Download the app" and "Become a BRP Partner" are for everyone but admins and drivers. */
export function showsPromoButtons(roleName: string): boolean {
  return !isDriver(roleName) && !isAdminLevel(roleName);
}
