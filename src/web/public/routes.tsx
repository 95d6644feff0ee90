import { lazy } from 'react';

/** Screens of the public entry, each loaded on first visit so the home page stays small. */
export const PUBLIC_SCREENS: { path: string; Component: React.LazyExoticComponent<() => React.ReactNode> }[] = [
];

export const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));
