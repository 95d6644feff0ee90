import PersonPinIcon from '@mui/icons-material/PersonPinCircle';
import PlaceIcon from '@mui/icons-material/Place';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import ElectricRickshawIcon from '@mui/icons-material/ElectricRickshaw';
import TwoWheelerIcon from '@mui/icons-material/TwoWheeler';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Tooltip from '@mui/material/Tooltip';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { MAP_DEFAULT_ZOOM } from '@config/constants';
import { api } from '@/web/shared/api';
import { useServerData } from '@/web/shared/server-data';
import { fitView, MapMarker, MapView } from '@/web/shared/MapView';
import { PinIcon } from '../common/PinIcon';
import {
  type BookingMarkerKind,
  type BookingMapPlan,
  type MarkerVehicle,
  routeQuery,
} from '../logic/booking-map';
import type { GeoRoute, LatLng } from '../logic/types';
import { bookingViewMessages } from './messages';
import { useMessages } from '@/web/shared/i18n';

const VEHICLE_ICONS: Record<MarkerVehicle, typeof TwoWheelerIcon> = {
  motorcycle: TwoWheelerIcon,
  tricycle: ElectricRickshawIcon,
  car: DirectionsCarIcon,
};

/** The driver's marker: the icon of their vehicle type, in the brand's round badge. */
function DriverIcon({ vehicle = 'motorcycle' }: { vehicle?: MarkerVehicle }) {
  const Icon = VEHICLE_ICONS[vehicle];
  return (
    <Box
      data-vehicle={vehicle}
      sx={{
        bgcolor: 'secondary.main',
        color: '#fff',
        borderRadius: '50%',
        p: 0.5,
        display: 'flex',
        boxShadow: 2,
      }}
    >
      <Icon fontSize="small" />
    </Box>
  );
}

/** The booking screen's back and share buttons sit in the map's top corners: the zoom buttons go below them. */
const BELOW_SCREEN_BUTTONS = 60;

const ICONS: Record<Exclude<BookingMarkerKind, 'driver'>, ReactNode> = {
  pickup: <PinIcon field="pickup" size={34} />,
  dropoff: <PinIcon field="dropoff" size={34} />,
  'original-pickup': <PersonPinIcon sx={{ fontSize: 32, color: '#6a1b9a', display: 'block' }} />,
  'original-dropoff': <PlaceIcon sx={{ fontSize: 32, color: '#6a1b9a', display: 'block', opacity: 0.8 }} />,
};

/**
 * Where the road of a leg comes from: the signed-in route lookup by default, a shared link's own route. `path`
 * names the answer in the cache (with the leg's two points).
 */
export type RouteSource = { path: string; ask(leg: { from: LatLng; to: LatLng }): Promise<GeoRoute> };

const accountRoute: RouteSource = {
  path: 'geo/route',
  ask: (leg) => api<GeoRoute>('geo/route', { query: routeQuery(leg) }),
};

/** The road of the leg to draw; a straight line when the route cannot be fetched. */
function useLegRoute(
  leg: BookingMapPlan['leg'],
  source: RouteSource,
): { route: LatLng[] | undefined; kind: 'road' | 'straight' | 'none' } {
  const answer = useServerData<GeoRoute>(leg ? source.path : null, {
    byLanguage: false,
    query: leg ? routeQuery(leg) : {},
    ask: () => (leg ? source.ask(leg) : Promise.reject(new Error('No leg'))),
    // Asked even when the browser says it is offline: the app's offline map may answer it.
    networkMode: 'always',
  });
  if (!leg) return { route: undefined, kind: 'none' };
  if (answer.data) {
    const road = answer.data.polyline.length > 1 && !answer.data.estimated;
    return { route: road ? answer.data.polyline : [leg.from, leg.to], kind: road ? 'road' : 'straight' };
  }
  if (answer.isError) return { route: [leg.from, leg.to], kind: 'straight' };
  return { route: undefined, kind: 'none' };
}

/**
 * The booking map (top 40 %): markers, the leg for the status, and a fit (padding 50) on first load and on each
 * status change. The fit is computed here from the map's own size, so it lands the same with or without Google.
 */
export function BookingMap({
  plan,
  height,
  showOriginals,
  onToggleOriginals,
  routeSource = accountRoute,
  coveredBelow = 0,
}: {
  plan: BookingMapPlan;
  height: string;
  showOriginals: boolean;
  onToggleOriginals(): void;
  /** Only for a view without an account (the shared link). */
  routeSource?: RouteSource;
  /** Pixels at the map's foot under the page's sheet. */
  coveredBelow?: number;
}) {
  const v = useMessages(bookingViewMessages);
  const { route, kind } = useLegRoute(plan.leg, routeSource);
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [view, setView] = useState<{ center: LatLng; zoom: number } | null>(null);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: refits only on a status change (fitKey) or a resize
  useEffect(() => {
    const next = fitView(plan.fitPoints, size);
    if (next) setView(next);
    else if (plan.fitPoints[0]) setView({ center: plan.fitPoints[0], zoom: MAP_DEFAULT_ZOOM });
  }, [plan.fitKey, size.width, size.height]);

  return (
    <Box
      ref={box}
      sx={{ position: 'relative', height }}
      data-route={kind}
      data-route-points={route?.length ?? 0}
    >
      {view && (
        <MapView
          height="100%"
          label={v('TRIP_MAP')}
          center={view.center}
          zoom={view.zoom}
          route={route}
          zoomInset={BELOW_SCREEN_BUTTONS}
          bottomInset={coveredBelow}
        >
          {plan.markers.map((marker) => (
            <MapMarker key={marker.kind} lat={marker.at.lat} lng={marker.at.lng} label={marker.label}>
              {marker.kind === 'driver' ? <DriverIcon vehicle={marker.vehicle} /> : ICONS[marker.kind]}
            </MapMarker>
          ))}
        </MapView>
      )}
      {plan.canShowOriginals && (
        <Tooltip title={showOriginals ? v('HIDE_ORIGINALS') : v('SHOW_ORIGINALS')} placement="left">
          <Fab
            size="small"
            color={showOriginals ? 'primary' : 'default'}
            onClick={onToggleOriginals}
            aria-pressed={showOriginals}
            aria-label={v('SHOW_ORIGINALS_LABEL')}
            sx={{ position: 'absolute', right: 12, bottom: 24 }}
          >
            {showOriginals ? <VisibilityOffIcon /> : <VisibilityIcon />}
          </Fab>
        </Tooltip>
      )}
    </Box>
  );
}
