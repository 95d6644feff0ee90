import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from '@/web/shared/routing';
import { VEHICLE_TYPES, type VehicleSlug, WEB_CALLABLE_VEHICLE_SLUGS } from '@config/site-constants';
import { homeMessages } from '@/shared/site-messages';
import { translateNow, useLocale } from '@/web/shared/i18n';
import { track } from '@/web/shared/analytics';
import { goTo } from '@/web/shared/navigation';
import { useDialogs } from '@/web/shared/dialogs';
import { Loading } from '@/web/shared/Loading';
import { withMuiTheme } from '@/web/shared/mui-lazy';
import { Header } from '@/web/shared/layout/Header';
import { PageLayout } from '@/web/shared/PageLayout';
import { useSession } from '@/web/shared/session';
import { useThemeName } from '@/web/shared/ThemeRoot';
import type { BookingMethodId } from './booking-methods';
import { Chooser } from './Chooser';
import { StoreButtons } from './StoreButtons';
import { UserGuideDialog } from './UserGuideDialog';
import { VehiclePromptDialog } from './VehiclePromptDialog';
import { homeVariant } from './variants';

// The map, google-map-react and the live parts load only when the map shows.
const MapScreen = lazy(withMuiTheme(() => import('./map/MapScreen')));

const ALL_VEHICLES: VehicleSlug[] = VEHICLE_TYPES.map((type) => type.slug);
const isVehicle = (value: string | null): value is VehicleSlug => ALL_VEHICLES.includes(value as VehicleSlug);

/** The theme toggle lives in the header; its changes are product events (spec part 1 §7). */
function useThemeEvents() {
  const { themeName } = useThemeName();
  const first = useRef(themeName);
  useEffect(() => {
    if (themeName !== first.current) track('theme_change', { theme: themeName });
  }, [themeName]);
}

/**
 * Home (/), the city landing pages, /admin/trike, /car and /pautos-delivery: the booking-method chooser,
 * then the online-drivers map. Admins and the pages with a fixed subject go straight to the map.
 */
export default function HomePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useSession();
  const dialogs = useDialogs();
  const [askVehicle, setAskVehicle] = useState(false);
  useLocale(); // re-renders the page's texts when the language changes
  const variant = useMemo(
    () => homeVariant(location.pathname, location.search),
    [location.pathname, location.search],
  );
  const chosen = params.get('vehicle');
  useThemeEvents();

  useEffect(() => {
    track('visit_site', { page: location.pathname });
  }, [location.pathname]);

  const vehicles: VehicleSlug[] | null =
    variant.vehicles ??
    (isVehicle(chosen)
      ? [chosen]
      : session.isAdmin
        ? ALL_VEHICLES
        : variant.startOnMap
          ? ['motorcycle']
          : null);

  const choose = (method: BookingMethodId) => {
    if (method === 'web') goTo('/book/ride');
    else if (method === 'app') goTo('/download');
    else setAskVehicle(true);
  };

  const chooseVehicle = (vehicle: VehicleSlug) => {
    setAskVehicle(false);
    if (WEB_CALLABLE_VEHICLE_SLUGS.includes(vehicle)) {
      navigate({ search: `?vehicle=${vehicle}` });
      return;
    }
    const name = VEHICLE_TYPES.find((type) => type.slug === vehicle)?.name.toLowerCase() ?? vehicle;
    dialogs.alert(
      'warning',
      translateNow(homeMessages, 'DOWNLOAD_REQUIRED'),
      <>
        <p style={{ margin: '0 0 16px' }}>
          {translateNow(homeMessages, 'downloadRequiredText', { vehicle: name })}
        </p>
        <StoreButtons size="small" />
      </>,
    );
  };

  if (vehicles) {
    return (
      <div style={{ height: '100dvh', display: 'flex', flexDirection: 'column', overflow: 'hidden' }}>
        <Header />
        <main style={{ flex: 1, minHeight: 0, position: 'relative' }}>
          <Suspense fallback={<Loading label={translateNow(homeMessages, 'FINDING_DRIVERS')} />}>
            <MapScreen
              key={`${variant.kind}:${location.pathname}:${vehicles.join(',')}`}
              variant={variant}
              vehicles={vehicles}
              adminVehicleFilter={session.isAdmin && !variant.vehicles && !isVehicle(chosen)}
            />
          </Suspense>
        </main>
      </div>
    );
  }

  return (
    <PageLayout maxWidth="lg">
      <Chooser onChoose={choose} />
      <VehiclePromptDialog open={askVehicle} onClose={() => setAskVehicle(false)} onChoose={chooseVehicle} />
      <UserGuideDialog />
    </PageLayout>
  );
}
