import { lazy } from 'react';

/** Screens of this entry, each loaded on first visit. */
export const SCREENS: { path: string; Component: React.LazyExoticComponent<() => React.ReactNode> }[] = [
  { path: '/driver/jobs', Component: lazy(() => import('./jobs/JobsPage')) },
];

export const NotFoundPage = lazy(() => import('../public/pages/NotFoundPage'));
