import SmsIcon from '@mui/icons-material/Sms';
import { type ComponentType, lazy } from 'react';
import type { RoleName } from '../../../schemas/account';

/**
 * Console screens that are not resources: each is a menu entry and a route under /console. Later pages
 * (attendance scanner, online-drivers charts, gift certificates) are one entry each here.
 */
export type ConsolePage = {
  path: string;
  label: string;
  icon: ComponentType;
  roles: readonly RoleName[];
  Component: ComponentType;
};

export const CONSOLE_PAGES: readonly ConsolePage[] = [
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
