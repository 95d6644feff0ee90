import type { LatLng, VehicleSlug } from '@config/site-constants';
import { CITY_PAGES } from '@config/routes';

export type DriverService = 'ride' | 'pautos' | 'delivery';

/** How one URL shows the home map (spec part 1 §2: home, city landing pages, /admin/trike, /car, pautos map). */
export type HomeVariant = {
  kind: 'home' | 'city' | 'trike' | 'car' | 'pautos-delivery';
  /** Skips the booking-method chooser and starts the driver search at once. */
  startOnMap: boolean;
  /** A fixed start centre (city pages); otherwise the visitor's location. */
  center: LatLng | null;
  branchId: number | null;
  /** Vehicle kinds shown; null lets the visitor choose (the chooser's vehicle prompt). */
  vehicles: VehicleSlug[] | null;
  services: DriverService[] | null;
  /** "{n} active" list, or the staff maps' "{n} Active Driver(s)" panel with colour dots. */
  panel: 'active' | 'drivers';
  /** Staff maps cover the page with "Slow Internet speed detected / Loading... Please wait..." while slow. */
  slowOverlay: boolean;
};

const HOME: HomeVariant = {
  kind: 'home',
  startOnMap: false,
  center: null,
  branchId: null,
  vehicles: null,
  services: null,
  panel: 'active',
  slowOverlay: false,
};

/** The pautos and delivery drivers map: `/?map=pautos-delivery` (/pautos-delivery is the service page). */
export const PAUTOS_DELIVERY_MAP_QUERY = 'pautos-delivery';

export function homeVariant(pathname: string, search = ''): HomeVariant {
  const slug = pathname.replace(/^\/+|\/+$/g, '').toLowerCase();
  const map = new URLSearchParams(search).get('map');
  if (slug === '' && map === PAUTOS_DELIVERY_MAP_QUERY) return variantFor('pautos-delivery');
  return variantFor(slug);
}

function variantFor(slug: string): HomeVariant {
  if (slug === 'admin/trike') {
    return {
      ...HOME,
      kind: 'trike',
      startOnMap: true,
      vehicles: ['tricycle'],
      panel: 'drivers',
      slowOverlay: true,
    };
  }
  if (slug === 'car') return { ...HOME, kind: 'car', startOnMap: true, vehicles: ['car'] };
  if (slug === PAUTOS_DELIVERY_MAP_QUERY) {
    return {
      ...HOME,
      kind: 'pautos-delivery',
      startOnMap: true,
      vehicles: ['motorcycle', 'tricycle', 'car'],
      services: ['pautos', 'delivery'],
      panel: 'drivers',
      slowOverlay: true,
    };
  }
  const city = CITY_PAGES.find(
    (page) => page.slug === slug || (page.aliases as readonly string[]).includes(slug),
  );
  if (city) return { ...HOME, kind: 'city', startOnMap: true, center: city.center, branchId: city.branchId };
  return HOME;
}
