import {
  canEditPartners,
  canUseAttendanceScanner,
  isAdminLevel,
  isDriver,
  parseRoleNames,
} from '@/shared/roles';

/** A link of the header; `menuOnly` links are in the menu (drawer) at every width, not in the wide bar. */
export type HeaderLink = { label: string; to: string; external?: boolean; menuOnly?: boolean };

/** The driver's own pages besides the header's: one menu reaches every screen of the driver portal. */
export const DRIVER_MENU_LINKS: HeaderLink[] = [
  { label: 'Booking points', to: '/new_rewards_quota', menuOnly: true },
  { label: '24-hour quota', to: '/driver/rewards/24_hour_quota', menuOnly: true },
  { label: 'Peak hours', to: '/driver/peakhours', menuOnly: true },
  { label: 'Invoices', to: '/invoices', menuOnly: true },
  { label: 'Meetings', to: '/driver/general-meeting', menuOnly: true },
];

export const STATUS_PAGE_URL = 'https://status.brp.ph';
export const PARTNER_APP_URL = '/console';

/**
 * Header links of spec part 1 §2 for the stored role string (guest when no token). Drivers also get their own
 * pages (points, quota, peak hours, invoices, meetings) and no Camera Scanner, which only staff can open.
 */
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
      ...DRIVER_MENU_LINKS,
    );
  } else if (isAdminLevel(roleName)) {
    links.push({ label: 'ID Generator', to: '/id' });
    // The scanner is linked only for the roles it opens for (a driver would be sent home without a word).
    if (canUseAttendanceScanner(roleName)) links.push({ label: 'Camera Scanner', to: '/attendance/scanner' });
    links.push({ label: 'Tracking', to: '/tracking' }, { label: 'Console', to: PARTNER_APP_URL });
  } else {
    // Partner managers look after the partner stores; a store's own staff runs its order screen.
    if (canEditPartners(roleName)) links.push({ label: 'Partners map', to: '/delivery/stores/map' });
    if (parseRoleNames(roleName).includes('store-staff'))
      links.push({ label: 'Store orders', to: '/store/orders' });
    links.push({ label: 'Wallet', to: '/wallet' }, { label: 'Profile', to: '/profile' });
  }
  return links;
}

/** "Download the app" and "Become a BRP Partner" are for everyone but admins and drivers. */
export function showsPromoButtons(roleName: string): boolean {
  return !isDriver(roleName) && !isAdminLevel(roleName);
}
