import { lazy } from 'react';

type Screen = { path: string; Component: React.LazyExoticComponent<() => React.ReactNode> };

const HiringPage = lazy(() => import('./jobs/HiringPage'));
const GuideDetailPage = lazy(() => import('./guides/GuideDetailPage'));
const ExternalRedirectPage = lazy(() => import('./redirect/ExternalRedirectPage'));
const AppUpdatesPage = lazy(() => import('./app-updates/AppUpdatesPage'));
const RedeemPage = lazy(() => import('./redeem/RedeemPage'));

/** The public information pages (pricing, guides, jobs, invitation, tools…), each its own lazy chunk. */
export const CONTENT_SCREENS: Screen[] = [
  { path: '/pricing', Component: lazy(() => import('./pricing/PricingPage')) },
  { path: '/user-guide', Component: lazy(() => import('./guides/UserGuidePage')) },
  { path: '/user-guide/tutorial/partner/:slug', Component: GuideDetailPage },
  { path: '/user-guide/tutorial/:slug', Component: GuideDetailPage },
  {
    path: '/user-guide/huawei-app-install',
    Component: lazy(() => import('./guides/HuaweiInstallGuidePage')),
  },
  { path: '/user-guide/wallet-top-up', Component: lazy(() => import('./guides/WalletTopUpGuidePage')) },
  { path: '/user-guide/*', Component: lazy(() => import('./guides/GuideComingSoonPage')) },
  { path: '/contact-us', Component: lazy(() => import('./info/ContactUsPage')) },
  { path: '/privacy-policy', Component: lazy(() => import('./info/PrivacyPolicyPage')) },
  { path: '/terms-and-conditions', Component: lazy(() => import('./info/TermsPage')) },
  { path: '/opportunities', Component: HiringPage },
  { path: '/opportunities/:branch', Component: HiringPage },
  { path: '/hiring', Component: HiringPage },
  { path: '/hiring/:branch', Component: HiringPage },
  { path: '/jobs', Component: HiringPage },
  { path: '/job-opportunities', Component: HiringPage },
  { path: '/share/:referralCode', Component: lazy(() => import('./share/SharePage')) },
  { path: '/download', Component: lazy(() => import('./download/DownloadPage')) },
  { path: '/open-app', Component: lazy(() => import('./download/OpenAppPage')) },
  { path: '/app-updates', Component: AppUpdatesPage },
  { path: '/:appType/app-updates', Component: AppUpdatesPage },
  { path: '/leaderboard', Component: lazy(() => import('./leaderboard/LeaderboardPage')) },
  { path: '/leaderboard/ranks', Component: lazy(() => import('./leaderboard/RanksPage')) },
  { path: '/qr-generator', Component: lazy(() => import('./tools/QrGeneratorPage')) },
  { path: '/docs/color-palette', Component: lazy(() => import('./tools/ColorPalettePage')) },
  { path: '/brp-store', Component: lazy(() => import('./store/BrpStorePage')) },
  { path: '/coe', Component: ExternalRedirectPage },
  { path: '/certificate-of-employment', Component: ExternalRedirectPage },
  { path: '/update-vehicle', Component: ExternalRedirectPage },
  { path: '/vehicle', Component: ExternalRedirectPage },
  { path: '/raffle', Component: ExternalRedirectPage },
  { path: '/services', Component: lazy(() => import('./services/ServicesPage')) },
  { path: '/delivery', Component: lazy(() => import('./services/DeliveryPage')) },
  { path: '/pautos-delivery', Component: lazy(() => import('./services/PautosDeliveryPage')) },
  { path: '/redeem', Component: RedeemPage },
  { path: '/redeem/:code', Component: RedeemPage },
];
