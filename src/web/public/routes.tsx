import { lazy } from 'react';
import { HOME_SCREENS } from './home/screens';
import { CONTENT_SCREENS } from './pages/screens';

/** Screens of the public entry, each loaded on first visit so the home page stays small. */
export const PUBLIC_SCREENS: { path: string; Component: React.LazyExoticComponent<() => React.ReactNode> }[] =
  [
    { path: '/login', Component: lazy(() => import('./accounts/LoginPage')) },
    { path: '/register', Component: lazy(() => import('./accounts/RegisterPage')) },
    { path: '/register-foreign', Component: lazy(() => import('./accounts/RegisterForeignPage')) },
    { path: '/forgot-password', Component: lazy(() => import('./accounts/ForgotPasswordPage')) },
    { path: '/delete-account', Component: lazy(() => import('./accounts/DeleteAccountPage')) },
    { path: '/sign-out-my-account', Component: lazy(() => import('./accounts/SignOutPage')) },
    ...CONTENT_SCREENS,
    ...HOME_SCREENS,
  ];

export const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));
