import { type LazyScreen, lazyScreen } from '../shared/lazy-screen';
import { muiScreen } from '../shared/mui-lazy';
import { HOME_SCREENS } from './home/screens';
import { CONTENT_SCREENS } from './pages/screens';

/** Screens of the public entry, each loaded on first visit so the home page stays small. */
export const PUBLIC_SCREENS: { path: string; Component: LazyScreen }[] = [
  // The login page draws without MUI, like the home page (src/web/public/home/screens.ts) and pricing.
  { path: '/login', Component: lazyScreen(() => import('./accounts/LoginPage')) },
  { path: '/register', Component: muiScreen(() => import('./accounts/RegisterPage')) },
  { path: '/register-foreign', Component: muiScreen(() => import('./accounts/RegisterForeignPage')) },
  { path: '/forgot-password', Component: muiScreen(() => import('./accounts/ForgotPasswordPage')) },
  { path: '/delete-account', Component: muiScreen(() => import('./accounts/DeleteAccountPage')) },
  { path: '/sign-out-my-account', Component: muiScreen(() => import('./accounts/SignOutPage')) },
  ...CONTENT_SCREENS,
  ...HOME_SCREENS,
];

export const NotFoundPage = muiScreen(() => import('./pages/NotFoundPage'));
