import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import BarChartIcon from '@mui/icons-material/BarChart';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import SmsIcon from '@mui/icons-material/Sms';
import TimelineIcon from '@mui/icons-material/Timeline';
import { type ComponentType, lazy } from 'react';
import type { RoleName } from '../../../schemas/account';

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
  Component: ComponentType;
};

export const CONSOLE_PAGES: readonly ConsolePage[] = [
  {
    path: 'tracking',
    also: ['tracking/:type'],
    label: 'Tracking',
    icon: TimelineIcon,
    roles: ['admin', 'operations-manager'],
    Component: lazy(() => import('./ops/TrackingPage')),
  },
  {
    path: 'online-drivers',
    label: 'Online drivers',
    icon: BarChartIcon,
    roles: ['admin', 'operations-manager'],
    Component: lazy(() => import('./ops/OnlineDriversPage')),
  },
  {
    path: 'commitments',
    label: 'Commitment',
    icon: AssignmentIndIcon,
    roles: ['admin', 'operations-manager'],
    Component: lazy(() => import('./commitments/CommitmentsPage')),
  },
  {
    path: 'attendance-scanner',
    label: 'Attendance scanner',
    icon: QrCodeScannerIcon,
    roles: ['admin', 'operations-manager'],
    Component: lazy(() => import('./scanner/AttendanceScannerPage')),
  },
  {
    path: 'my-account',
    label: 'My account',
    icon: AccountCircleIcon,
    roles: ['admin', 'operations-manager', 'brp-partner-manager', 'area-operator'],
    Component: lazy(() => import('./pages/MyAccountPage')),
  },
  {
    path: 'sms-outbox',
    label: 'SMS outbox',
    icon: SmsIcon,
    roles: ['admin'],
    Component: lazy(() => import('./pages/SmsOutboxPage')),
  },
];

export function pagesFor(roles: readonly string[]): ConsolePage[] {
  return CONSOLE_PAGES.filter((page) => page.roles.some((role) => roles.includes(role)));
}
