import { lazy } from 'react';
import { canOpenConsole } from '@config/resources';
import { isAdminLevel } from '@/shared/roles';
import { StaffRedirect } from './StaffRedirect';

const partnerScreens = () => import('./partners/PartnerScreens');
const customerStats = lazy(() => import('./customer/CustomerStatsPage'));

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
      // The charts need only a session (spec part 2 §2): every staff role watches them; a rider or driver is
      // told the page is not theirs rather than sent away without a word.
      <StaffRedirect
        to="/console/online-drivers"
        returnCode="online-drivers"
        allowed={canOpenConsole}
        refused="explain"
      />
    ),
  },
  // Customer statistics (spec part 2 §2): the order's driver and staff, outside react-admin.
  { path: '/orders/:orderId/view-customer', Component: customerStats },
  { path: '/view-user-stats', Component: customerStats },
  {
    path: '/delivery/stores/map',
    Component: lazy(() => partnerScreens().then((m) => ({ default: m.StoresMapPage }))),
  },
  {
    path: '/affiliate/stores/map',
    Component: lazy(() => partnerScreens().then((m) => ({ default: m.AffiliateMapPage }))),
  },
  { path: '/partners', Component: lazy(() => partnerScreens().then((m) => ({ default: m.PartnersPage }))) },
  {
    path: '/partners/:id',
    Component: lazy(() => partnerScreens().then((m) => ({ default: m.PartnerPage }))),
  },
  { path: '/terminal', Component: lazy(() => partnerScreens().then((m) => ({ default: m.TerminalPage }))) },
];

export const NotFoundPage = lazy(() => import('../public/pages/NotFoundPage'));
