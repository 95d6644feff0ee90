import { lazy } from 'react';
import { isDriver } from '@/shared/roles';
import { requestEarly } from '../shared/early-request';
import { getSession } from '../shared/session';
import { loadSettings } from '../shared/settings';

/**
 * The ride wizard's code. The check for a booking under way (see BookRidePage) and what the wizard's first
 * screen asks for (the saved places, the app's settings) start alongside it, so their answers come with the
 * code instead of after the screen is drawn.
 */
function loadBookRide() {
  if (typeof window !== 'undefined' && !isDriver(getSession().roleName)) {
    requestEarly(['booking/current', 'delivery-addresses']);
    loadSettings().catch(() => {});
  }
  return import('./book/BookRidePage');
}

/** Screens of this entry, each loaded on first visit. */
export const SCREENS: { path: string; Component: React.LazyExoticComponent<() => React.ReactNode> }[] = [
  { path: '/book/ride', Component: lazy(loadBookRide) },
  { path: '/ride/book', Component: lazy(loadBookRide) },
  { path: '/book/pasuyo', Component: lazy(() => import('./pautos/PautosBookPage')) },
  { path: '/pautos', Component: lazy(() => import('./pautos/PautosBookPage')) },
  { path: '/booking/:code/chat', Component: lazy(() => import('./chat/ChatPage')) },
  { path: '/booking/:ref', Component: lazy(() => import('./booking/BookingPage')) },
  { path: '/orders/:orderId', Component: lazy(() => import('./booking/BookingPage')) },
  { path: '/claim-gift-certificate', Component: lazy(() => import('./claim/ClaimGiftCertificatePage')) },
  { path: '/claim', Component: lazy(() => import('./claim/ClaimGiftCertificatePage')) },
  { path: '/wallet', Component: lazy(() => import('./wallet/WalletPage')) },
  { path: '/delivery/stores/:id', Component: lazy(() => import('./delivery/StorePage')) },
  {
    path: '/delivery/stores/:id/products/:productId',
    Component: lazy(() => import('./delivery/ProductPage')),
  },
  { path: '/delivery/edit_stores/:id', Component: lazy(() => import('./delivery/EditOrderPage')) },
  { path: '/store/orders', Component: lazy(() => import('./delivery/StoreOrdersPage')) },
];

export const NotFoundPage = lazy(() => import('../public/pages/NotFoundPage'));
