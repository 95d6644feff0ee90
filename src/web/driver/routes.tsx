import { lazy } from 'react';
import { isDriver } from '@/shared/roles';
import { requestEarly } from '../shared/early-request';
import { getSession } from '../shared/session';

/** The job screen's code; the requests its first screen makes (see jobs/JobsPage.tsx) start alongside it. */
function loadJobs() {
  if (isDriver(getSession().roleName)) {
    requestEarly(['driver/me', 'driver/booking/current', 'driver/payment-accounts', 'driver/application']);
  }
  // A page the server rendered for this driver is hydrated whole: the parts its first view shows load first.
  return import('./jobs/JobsPage').then(async (module) => {
    await module.preloadFirstView();
    return module;
  });
}

/** Screens of this entry, each loaded on first visit. */
export const SCREENS: { path: string; Component: React.LazyExoticComponent<() => React.ReactNode> }[] = [
  { path: '/driver/jobs', Component: lazy(loadJobs) },
  { path: '/id', Component: lazy(() => import('./id-card/IdCardPage')) },
  { path: '/profile', Component: lazy(() => import('./profile/ProfilePage')) },
  { path: '/invoices', Component: lazy(() => import('./invoices/InvoicesPage')) },
  { path: '/driver/general-meeting', Component: lazy(() => import('./meetings/MeetingPage')) },
  { path: '/general-meeting', Component: lazy(() => import('./meetings/MeetingPage')) },
  { path: '/driver-meeting', Component: lazy(() => import('./meetings/MeetingPage')) },
  { path: '/tracking', Component: lazy(() => import('./tracking/MyTripsPage')) },
  { path: '/tracking/:type', Component: lazy(() => import('./tracking/MyTripsPage')) },
  { path: '/driver/peakhours', Component: lazy(() => import('./peak-hours/PeakHoursPage')) },
  { path: '/drivers/commitment', Component: lazy(() => import('./StaffScreenOnly')) },
  { path: '/drivers/sign-up', Component: lazy(() => import('./sign-up/SignUpPage')) },
  { path: '/new_rewards_quota', Component: lazy(() => import('./rewards/BookingPointsPage')) },
  { path: '/driver-earnings', Component: lazy(() => import('./rewards/BookingPointsPage')) },
  { path: '/driver/rewards/24_hour_quota', Component: lazy(() => import('./daily-quota/DailyQuotaPage')) },
  {
    path: '/driver/rewards/24_hour_quota/claim',
    Component: lazy(() => import('./daily-quota/ClaimedRewardsPage')),
  },
  {
    path: '/driver/rewards/24_hour_quota/history/rewards',
    Component: lazy(() => import('./daily-quota/ReceivedRewardsPage')),
  },
];

export const NotFoundPage = lazy(() => import('../public/pages/NotFoundPage'));
