import { lazyScreen, type LazyScreen } from '../../shared/lazy-screen';

type Screen = { path: string; Component: LazyScreen };

const HiringPage = lazyScreen(() => import('./jobs/HiringPage'));
const GuideDetailPage = lazyScreen(() => import('./guides/GuideDetailPage'));
const ExternalRedirectPage = lazyScreen(() => import('./redirect/ExternalRedirectPage'));
const AppUpdatesPage = lazyScreen(() => import('./app-updates/AppUpdatesPage'));
const RedeemPage = lazyScreen(() => import('./redeem/RedeemPage'));

/** The public information pages (pricing, guides, jobs, invitation, tools…), each its own lazy chunk. */
export const CONTENT_SCREENS: Screen[] = [
  { path: '/pricing', Component: lazyScreen(() => import('./pricing/PricingPage')) },
  { path: '/user-guide', Component: lazyScreen(() => import('./guides/UserGuidePage')) },
  { path: '/user-guide/tutorial/partner/:slug', Component: GuideDetailPage },
  { path: '/user-guide/tutorial/:slug', Component: GuideDetailPage },
  {
    path: '/user-guide/huawei-app-install',
    Component: lazyScreen(() => import('./guides/HuaweiInstallGuidePage')),
  },
  { path: '/user-guide/wallet-top-up', Component: lazyScreen(() => import('./guides/WalletTopUpGuidePage')) },
  { path: '/user-guide/*', Component: lazyScreen(() => import('./guides/GuideComingSoonPage')) },
  { path: '/contact-us', Component: lazyScreen(() => import('./info/ContactUsPage')) },
  { path: '/privacy-policy', Component: lazyScreen(() => import('./info/PrivacyPolicyPage')) },
  { path: '/terms-and-conditions', Component: lazyScreen(() => import('./info/TermsPage')) },
  { path: '/opportunities', Component: HiringPage },
  { path: '/opportunities/:branch', Component: HiringPage },
  { path: '/hiring', Component: HiringPage },
  { path: '/hiring/:branch', Component: HiringPage },
  { path: '/jobs', Component: HiringPage },
  { path: '/job-opportunities', Component: HiringPage },
  { path: '/share/:referralCode', Component: lazyScreen(() => import('./share/SharePage')) },
  { path: '/download', Component: lazyScreen(() => import('./download/DownloadPage')) },
  { path: '/open-app', Component: lazyScreen(() => import('./download/OpenAppPage')) },
  { path: '/app-updates', Component: AppUpdatesPage },
  { path: '/:appType/app-updates', Component: AppUpdatesPage },
  { path: '/leaderboard', Component: lazyScreen(() => import('./leaderboard/LeaderboardPage')) },
  { path: '/leaderboard/ranks', Component: lazyScreen(() => import('./leaderboard/RanksPage')) },
  { path: '/qr-generator', Component: lazyScreen(() => import('./tools/QrGeneratorPage')) },
  { path: '/docs/color-palette', Component: lazyScreen(() => import('./tools/ColorPalettePage')) },
  { path: '/brp-store', Component: lazyScreen(() => import('./store/BrpStorePage')) },
  { path: '/coe', Component: ExternalRedirectPage },
  { path: '/certificate-of-employment', Component: ExternalRedirectPage },
  { path: '/update-vehicle', Component: ExternalRedirectPage },
  { path: '/vehicle', Component: ExternalRedirectPage },
  { path: '/raffle', Component: ExternalRedirectPage },
  { path: '/services', Component: lazyScreen(() => import('./services/ServicesPage')) },
  { path: '/delivery', Component: lazyScreen(() => import('./services/DeliveryPage')) },
  { path: '/pautos-delivery', Component: lazyScreen(() => import('./services/PautosDeliveryPage')) },
  { path: '/redeem', Component: RedeemPage },
  { path: '/redeem/:code', Component: RedeemPage },
];
