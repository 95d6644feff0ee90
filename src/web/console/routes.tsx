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
    path: '/online-drivers',
    Component: () => (
      <StaffRedirect to="/console/online-drivers" returnCode="online-drivers" allowed={isAdminLevel} />
    ),
  },
];

export const NotFoundPage = lazy(() => import('../public/pages/NotFoundPage'));
