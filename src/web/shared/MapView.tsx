import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
// fitBounds is a named export of the ES build Vite uses (only the CommonJS build also hangs it on the default).
import GoogleMapReact, { fitBounds } from 'google-map-react';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM, MAP_FIT_PADDING } from '../../../config/constants';
import { useSettings } from './settings';

export type LatLng = { lat: number; lng: number };
export type MapChange = {
  center: LatLng;
  zoom: number;
  bounds: { north: number; south: number; east: number; west: number };
};

/** A marker placed by google-map-react at its lat/lng; it renders even when Google's script is not loaded. */
export function MapMarker({
  children,
  label,
  onClick,
}: LatLng & { children: ReactNode; label: string; onClick?: () => void }) {
  const content = (
    <Box
      sx={{
        width: 'max-content',
        transform: 'translate(-50%, -100%)',
        cursor: onClick ? 'pointer' : 'default',
      }}
    >
      {children}
    </Box>
  );
  if (!onClick)
    return (
      <Box aria-label={label} role="img">
        {content}
      </Box>
    );
  return (
    <Box
      component="button"
      type="button"
      aria-label={label}
      onClick={onClick}
      sx={{
        all: 'unset',
        display: 'block',
        '&:focus-visible': { outline: '3px solid #246478', borderRadius: 1 },
      }}
    >
      {content}
    </Box>
  );
}

/** A route drawn as dots when Google is absent; with Google loaded it is drawn as a polyline too. */
function RouteDot(_: LatLng & { color: string }) {
  return (
    <Box
      sx={{ width: 6, height: 6, borderRadius: '50%', bgcolor: _.color, transform: 'translate(-50%, -50%)' }}
    />
  );
}

/** One active-user point, drawn as a soft glow when Google's heatmap layer is not available. */
function HeatDot(_: LatLng) {
  return (
    <Box
      aria-hidden
      sx={{
        width: 36,
        height: 36,
        borderRadius: '50%',
        transform: 'translate(-50%, -50%)',
        pointerEvents: 'none',
        background:
          'radial-gradient(circle, rgba(230,60,40,0.55) 0%, rgba(255,160,0,0.25) 45%, rgba(255,160,0,0) 70%)',
      }}
    />
  );
}

/** Heat points drawn without Google at most; more would only slow the page. */
const MAX_HEAT_DOTS = 400;

/** google-map-react retries and throws when Google cannot load; without a key it is given a loader that waits forever. */
const neverLoads = () => new Promise<never>(() => {});

export type MapViewProps = {
  center?: LatLng;
  zoom?: number;
  /** Fit the view around these points (padding MAP_FIT_PADDING); refits when `fitKey` changes. */
  fitPoints?: LatLng[];
  fitKey?: string | number;
  route?: LatLng[];
  routeColor?: string;
  onChange?(change: MapChange): void;
  onClick?(at: LatLng): void;
  height?: number | string;
  label?: string;
  children?: ReactNode;
  /** Heatmap points (active users); drawn by Google's visualisation library when it is loaded. */
  heatmap?: LatLng[];
};

export function fitView(
  points: LatLng[],
  size: { width: number; height: number },
  padding = MAP_FIT_PADDING,
) {
  if (points.length === 0 || size.width <= 2 * padding || size.height <= 2 * padding) return null;
  if (points.length === 1) return { center: points[0], zoom: MAP_DEFAULT_ZOOM + 2 };
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const north = Math.max(...lats);
  const south = Math.min(...lats);
  const east = Math.max(...lngs);
  const west = Math.min(...lngs);
  if (north - south < 1e-6 && east - west < 1e-6) return { center: points[0], zoom: MAP_DEFAULT_ZOOM + 2 };
  const { center, zoom } = fitBounds(
    { ne: { lat: north, lng: east }, sw: { lat: south, lng: west } },
    { width: size.width - 2 * padding, height: size.height - 2 * padding },
  );
  return { center, zoom: Math.min(zoom, 18) };
}

export function MapView({
  center,
  zoom,
  fitPoints,
  fitKey,
  route,
  routeColor = '#246478',
  onChange,
  onClick,
  height = 400,
  label = 'Map',
  children,
  heatmap,
}: MapViewProps) {
  const settings = useSettings();
  const key = settings?.google_maps_key ?? '';
  const container = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [fitted, setFitted] = useState<{ center: LatLng; zoom: number } | null>(null);
  const google = useRef<{ map: unknown; maps: unknown } | null>(null);
  const polyline = useRef<{ setMap(map: unknown): void } | null>(null);

  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // A new centre from the caller wins over an earlier fit (a "my location" button, a chosen town).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the centre's coordinates are the dependency
  useEffect(() => setFitted(null), [center?.lat, center?.lng]);

  // Refit on first load, when the caller's key changes (status changes) and after resizes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: fitPoints is read when the key or size changes, by design
  useEffect(() => {
    if (!fitPoints || fitPoints.length === 0) return;
    const view = fitView(fitPoints, size);
    if (view) setFitted(view);
  }, [fitKey, size.width, size.height]);

  const drawRoute = useCallback(() => {
    const api = google.current as {
      map: unknown;
      maps: { Polyline: new (o: object) => { setMap(m: unknown): void } };
    } | null;
    polyline.current?.setMap(null);
    polyline.current = null;
    if (!api || !route || route.length < 2) return;
    polyline.current = new api.maps.Polyline({
      path: route,
      strokeColor: routeColor,
      strokeWeight: 5,
      map: api.map,
    });
  }, [route, routeColor]);
  useEffect(drawRoute, [drawRoute]);

  const bootstrap = useMemo(() => (key ? { key, libraries: ['visualization'] } : { key: '' }), [key]);
  const heatmapProp = useMemo(
    () =>
      heatmap && heatmap.length > 0 && key
        ? { positions: heatmap, options: { radius: 20, opacity: 0.6 } }
        : undefined,
    [heatmap, key],
  );
  const effectiveCenter = fitted?.center ?? center ?? MAP_DEFAULT_CENTER;
  const effectiveZoom = fitted?.zoom ?? zoom ?? MAP_DEFAULT_ZOOM;

  return (
    <Box
      ref={container}
      role="region"
      aria-label={label}
      sx={{
        position: 'relative',
        height,
        width: '100%',
        overflow: 'hidden',
        bgcolor: '#dfeee6',
        backgroundImage: key
          ? undefined
          : 'linear-gradient(#c9ddd3 1px, transparent 1px), linear-gradient(90deg, #c9ddd3 1px, transparent 1px)',
        backgroundSize: '40px 40px',
      }}
    >
      {settings && (
        <GoogleMapReact
          bootstrapURLKeys={bootstrap}
          googleMapLoader={key ? undefined : neverLoads}
          center={effectiveCenter}
          zoom={effectiveZoom}
          heatmapLibrary={Boolean(key)}
          heatmap={heatmapProp}
          options={{ fullscreenControl: false, clickableIcons: false, gestureHandling: 'greedy' }}
          yesIWantToUseGoogleMapApiInternals
          onGoogleApiLoaded={(api) => {
            google.current = api;
            drawRoute();
          }}
          onChange={(value) => {
            setFitted(null);
            onChange?.({
              center: value.center,
              zoom: value.zoom,
              bounds: {
                north: value.bounds.nw.lat,
                south: value.bounds.se.lat,
                east: value.bounds.se.lng,
                west: value.bounds.nw.lng,
              },
            });
          }}
          onClick={onClick ? (value) => onClick({ lat: value.lat, lng: value.lng }) : undefined}
        >
          {!key &&
            heatmap?.slice(0, MAX_HEAT_DOTS).map((point, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: heat points have no identity of their own
              <HeatDot key={`heat-${i}`} lat={point.lat} lng={point.lng} />
            ))}
          {!key &&
            route?.map((point, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: route points have no identity of their own
              <RouteDot key={`route-${i}`} lat={point.lat} lng={point.lng} color={routeColor} />
            ))}
          {children}
        </GoogleMapReact>
      )}
      {!key && (
        <Typography
          variant="caption"
          sx={{ position: 'absolute', bottom: 4, left: 8, color: 'text.secondary', pointerEvents: 'none' }}
        >
          Map preview (map tiles need a Google Maps key)
        </Typography>
      )}
    </Box>
  );
}
