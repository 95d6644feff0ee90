import { lazy } from 'react';
import { isAdminLevel } from '../../shared/roles';
import { StaffRedirect } from './StaffRedirect';

/** Screens of this entry, each loaded on first visit. */
export const SCREENS: { path: string; Component: React.ComponentType }[] = [
  {
    path: '/view-certificates/:bulkId',
    Component: lazy(() => import('./certificates/CertificatesPrintPage')),
  },
  {
    path: '/attendance/scanner',
    Component: () => (
      <StaffRedirect to="/console/attendance-scanner" returnCode="camera-scanner" allowed={isAdminLevel} />
    ),
  },
  {
    path: '/online-drivers',
    Component: () => (
      <StaffRedirect to="/console/online-drivers" returnCode="online-drivers" allowed={isAdminLevel} />
    ),
  },
];

export const NotFoundPage = lazy(() => import('../public/pages/NotFoundPage'));
