import { type LazyScreen, lazyScreen } from '@/web/shared/lazy-screen';
import { muiScreen } from '@/web/shared/mui-lazy';

type Screen = { path: string; Component: LazyScreen };

// The home page (src/web/public/home) and pricing draw without MUI; the other screens bring it (muiScreen).
const HiringPage = muiScreen(() => import('./jobs/HiringPage'));
const GuideDetailPage = muiScreen(() => import('./guides/GuideDetailPage'));
const ExternalRedirectPage = muiScreen(() => import('./redirect/ExternalRedirectPage'));
const AppUpdatesPage = muiScreen(() => import('./app-updates/AppUpdatesPage'));
const RedeemPage = muiScreen(() => import('./redeem/RedeemPage'));

/** The public information pages (pricing, guides, jobs, invitation, tools…), each its own lazy chunk. */
export const CONTENT_SCREENS: Screen[] = [
  { path: '/pricing', Component: lazyScreen(() => import('./pricing/PricingPage')) },
  { path: '/user-guide', Component: muiScreen(() => import('./guides/UserGuidePage')) },
  { path: '/user-guide/tutorial/partner/:slug', Component: GuideDetailPage },
  { path: '/user-guide/tutorial/:slug', Component: GuideDetailPage },
  {
    path: '/user-guide/huawei-app-install',
    Component: muiScreen(() => import('./guides/HuaweiInstallGuidePage')),
  },
  { path: '/user-guide/wallet-top-up', Component: muiScreen(() => import('./guides/WalletTopUpGuidePage')) },
  { path: '/user-guide/*', Component: muiScreen(() => import('./guides/GuideComingSoonPage')) },
  { path: '/contact-us', Component: muiScreen(() => import('./info/ContactUsPage')) },
  { path: '/privacy-policy', Component: muiScreen(() => import('./info/PrivacyPolicyPage')) },
  { path: '/terms-and-conditions', Component: muiScreen(() => import('./info/TermsPage')) },
  { path: '/opportunities', Component: HiringPage },
  { path: '/opportunities/:branch', Component: HiringPage },
  { path: '/hiring', Component: HiringPage },
  { path: '/hiring/:branch', Component: HiringPage },
  { path: '/jobs', Component: HiringPage },
  { path: '/job-opportunities', Component: HiringPage },
  { path: '/share/:referralCode', Component: muiScreen(() => import('./share/SharePage')) },
  { path: '/download', Component: muiScreen(() => import('./download/DownloadPage')) },
  { path: '/open-app', Component: muiScreen(() => import('./download/OpenAppPage')) },
  { path: '/app-updates', Component: AppUpdatesPage },
  { path: '/:appType/app-updates', Component: AppUpdatesPage },
  { path: '/leaderboard', Component: muiScreen(() => import('./leaderboard/LeaderboardPage')) },
  { path: '/leaderboard/ranks', Component: muiScreen(() => import('./leaderboard/RanksPage')) },
  { path: '/qr-generator', Component: muiScreen(() => import('./tools/QrGeneratorPage')) },
  { path: '/docs/color-palette', Component: muiScreen(() => import('./tools/ColorPalettePage')) },
  { path: '/brp-store', Component: muiScreen(() => import('./store/BrpStorePage')) },
  { path: '/coe', Component: ExternalRedirectPage },
  { path: '/certificate-of-employment', Component: ExternalRedirectPage },
  { path: '/update-vehicle', Component: ExternalRedirectPage },
  { path: '/vehicle', Component: ExternalRedirectPage },
  { path: '/raffle', Component: ExternalRedirectPage },
  { path: '/services', Component: muiScreen(() => import('./services/ServicesPage')) },
  { path: '/delivery', Component: muiScreen(() => import('./services/DeliveryPage')) },
  { path: '/pautos-delivery', Component: muiScreen(() => import('./services/PautosDeliveryPage')) },
  { path: '/redeem', Component: RedeemPage },
  { path: '/redeem/:code', Component: RedeemPage },
];
