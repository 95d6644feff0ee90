import { lazyScreen } from '@/web/shared/lazy-screen';
import { CITY_PAGES } from '@config/routes';

const HomePage = lazyScreen(() => import('./HomePage'));

/** Home, the city landing pages (slugs and aliases) and the vehicle maps: one screen, told apart by URL. */
export const HOME_PATHS = [
  '/',
  ...CITY_PAGES.flatMap((city) => [city.slug, ...city.aliases].map((slug) => `/${slug}`)),
  '/admin/trike',
  '/car',
];

export const HOME_SCREENS = HOME_PATHS.map((path) => ({ path, Component: HomePage }));
