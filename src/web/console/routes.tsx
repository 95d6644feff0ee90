import { lazy } from 'react';

const partnerScreens = () => import('./partners/PartnerScreens');

/** Screens of this entry, each loaded on first visit. */
export const SCREENS: { path: string; Component: React.LazyExoticComponent<() => React.ReactNode> }[] = [
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
