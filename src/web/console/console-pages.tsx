import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import BarChartIcon from '@mui/icons-material/BarChart';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import SmsIcon from '@mui/icons-material/Sms';
import TimelineIcon from '@mui/icons-material/Timeline';
import BadgeIcon from '@mui/icons-material/Badge';
import DeliveryDiningIcon from '@mui/icons-material/DeliveryDining';
import MapIcon from '@mui/icons-material/Map';
import { type ComponentType, lazy } from 'react';
import type { RoleName } from '@schemas/account';
import { canUseIdGenerator, isAdminLevel } from '@/shared/roles';
import { PAUTOS_DELIVERY_MAP_QUERY } from '../public/home/variants';

/**
 * Console screens that are not resources: each is a menu entry and a route under /console. Later pages
 * (attendance scanner, online-drivers charts, gift certificates) are one entry each here.
 */
export type ConsolePage = {
  path: string;
  /** Further routes of the same screen (e.g. `tracking/:type`). */
  also?: readonly string[];
  label: string;
  icon: ComponentType;
  roles: readonly RoleName[];
  /** Staff screens (the fleet, the scanner) come first in the menu and on the dashboard; account pages last. */
  group: 'staff' | 'account';
  Component: ComponentType;
};

/** Every console role: each may watch the hourly charts (the spec asks only for a session there). */
const CONSOLE_STAFF = ['admin', 'operations-manager', 'brp-partner-manager', 'area-operator'] as const;

export const CONSOLE_PAGES: readonly ConsolePage[] = [
  {
    path: 'tracking',
    also: ['tracking/:type'],
    label: 'Tracking',
    icon: TimelineIcon,
    // Partner managers follow the trips too, without the web-booking entries (spec part 2 §2).
    roles: ['admin', 'operations-manager', 'brp-partner-manager'],
    group: 'staff',
    Component: lazy(() => import('./ops/TrackingPage')),
  },
  {
    path: 'online-drivers',
    label: 'Online drivers',
    icon: BarChartIcon,
    roles: CONSOLE_STAFF,
    group: 'staff',
    Component: lazy(() => import('./ops/OnlineDriversPage')),
  },
  {
    path: 'commitments',
    label: 'Commitment',
    icon: AssignmentIndIcon,
    roles: ['admin', 'operations-manager'],
    group: 'staff',
    Component: lazy(() => import('./commitments/CommitmentsPage')),
  },
  {
    path: 'attendance-scanner',
    label: 'Attendance scanner',
    icon: QrCodeScannerIcon,
    roles: ['admin', 'operations-manager'],
    group: 'staff',
    Component: lazy(() => import('./scanner/AttendanceScannerPage')),
  },
  {
    path: 'my-account',
    label: 'My account',
    icon: AccountCircleIcon,
    roles: CONSOLE_STAFF,
    group: 'account',
    Component: lazy(() => import('./pages/MyAccountPage')),
  },
  {
    path: 'sms-outbox',
    label: 'SMS outbox',
    icon: SmsIcon,
    roles: ['admin'],
    group: 'account',
    Component: lazy(() => import('./pages/SmsOutboxPage')),
  },
];

export function pagesFor(roles: readonly string[], group?: ConsolePage['group']): ConsolePage[] {
  return CONSOLE_PAGES.filter(
    (page) =>
      (group === undefined || page.group === group) && page.roles.some((role) => roles.includes(role)),
  );
}

/** Staff screens outside the console (the home map's staff views, the ID generator): plain links that leave it. */
export type StaffLink = { href: string; label: string; icon: ComponentType };

const STAFF_LINKS: readonly (StaffLink & { allowed: (roles: readonly string[]) => boolean })[] = [
  { href: '/admin/trike', label: 'Trike map', icon: MapIcon, allowed: isAdminLevel },
  {
    href: `/?map=${PAUTOS_DELIVERY_MAP_QUERY}`,
    label: 'Pautos and delivery map',
    icon: DeliveryDiningIcon,
    allowed: isAdminLevel,
  },
  // The area operator's one screen (spec part 2 §6), and the admins' too.
  { href: '/id', label: 'ID Generator', icon: BadgeIcon, allowed: canUseIdGenerator },
];

export function staffLinksFor(roles: readonly string[]): StaffLink[] {
  return STAFF_LINKS.filter((link) => link.allowed(roles)).map(({ href, label, icon }) => ({
    href,
    label,
    icon,
  }));
}
