import { lazyScreen, type LazyScreen } from '../shared/lazy-screen';
import { HOME_SCREENS } from './home/screens';
import { CONTENT_SCREENS } from './pages/screens';

/** Screens of the public entry, each loaded on first visit so the home page stays small. */
export const PUBLIC_SCREENS: { path: string; Component: LazyScreen }[] = [
  { path: '/login', Component: lazyScreen(() => import('./accounts/LoginPage')) },
  { path: '/register', Component: lazyScreen(() => import('./accounts/RegisterPage')) },
  { path: '/register-foreign', Component: lazyScreen(() => import('./accounts/RegisterForeignPage')) },
  { path: '/forgot-password', Component: lazyScreen(() => import('./accounts/ForgotPasswordPage')) },
  { path: '/delete-account', Component: lazyScreen(() => import('./accounts/DeleteAccountPage')) },
  { path: '/sign-out-my-account', Component: lazyScreen(() => import('./accounts/SignOutPage')) },
  ...CONTENT_SCREENS,
  ...HOME_SCREENS,
];

export const NotFoundPage = lazyScreen(() => import('./pages/NotFoundPage'));
