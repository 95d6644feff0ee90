import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
// fitBounds is a named export of the ES build Vite uses (only the CommonJS build also hangs it on the default).
import GoogleMapReact, { fitBounds } from 'google-map-react';
import {
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM, MAP_FIT_PADDING } from '@config/constants';
import { MAP_MESSAGES } from './map/messages';
import type { LatLng, MapViewProps } from './map/types';

export type { DraggableMarker, LatLng, MapChange, MapViewProps } from './map/types';
import { useSettings } from './settings';

/** A marker at its lat/lng: placed by google-map-react over Google's map, or over the offline map without it. */
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

export function fitView(
  points: LatLng[],
  size: { width: number; height: number },
  padding = MAP_FIT_PADDING,
) {
  if (points.length === 0 || size.width <= 2 * padding || size.height <= 2 * padding) return null;
  if (points.length === 1) return { center: points[0], zoom: MAP_DEFAULT_ZOOM + 2 };
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  let north = Math.max(...lats);
  let south = Math.min(...lats);
  let east = Math.max(...lngs);
  let west = Math.min(...lngs);
  if (north - south < 1e-6 && east - west < 1e-6) return { center: points[0], zoom: MAP_DEFAULT_ZOOM + 2 };
  // google-map-react's fitBounds reads equal east and west (points due north of each other) as the whole
  // world around; a sliver of width (about a metre) keeps the view on the points.
  if (east - west < 1e-5) {
    east += 1e-5;
    west -= 1e-5;
  }
  if (north - south < 1e-5) {
    north += 1e-5;
    south -= 1e-5;
  }
  const { center, zoom } = fitBounds(
    { ne: { lat: north, lng: east }, sw: { lat: south, lng: west } },
    { width: size.width - 2 * padding, height: size.height - 2 * padding },
  );
  return { center, zoom: Math.min(zoom, 18) };
}

/** MapLibre and its style load only on screens that show a map. */
const OfflineMap = lazy(() => import('./map/OfflineMap'));

/**
 * The product's map: Google's when a browser key is configured, otherwise the offline map of Palawan drawn
 * by MapLibre from the product's own files. Both take the same markers, route, fit, clicks and changes.
 */
export function MapView(props: MapViewProps) {
  const settings = useSettings();
  const key = settings?.google_maps_key ?? '';
  const { height = 400, label = 'Map', zoomAt = 'top-left', zoomInset = 0, bottomInset = 0 } = props;
  const [vertical] = zoomAt.split('-');
  return (
    <Box
      role="region"
      aria-label={label}
      sx={{
        position: 'relative',
        height,
        width: '100%',
        overflow: 'hidden',
        bgcolor: key ? '#dfeee6' : '#a8d5e8',
        '& .offline-map-marker button': { pointerEvents: 'auto' },
        '& .offline-map-marker [role="img"]': { pointerEvents: 'none' },
        '& .maplibregl-ctrl-bottom-left, & .maplibregl-ctrl-bottom-right': { bottom: bottomInset },
        [`& .maplibregl-ctrl-${zoomAt}`]: { [vertical]: zoomInset },
      }}
    >
      {settings && key && <GoogleMap {...props} googleKey={key} />}
      {settings && !key && (
        <Suspense
          fallback={
            <Typography
              variant="caption"
              role="status"
              sx={{ position: 'absolute', bottom: 4, left: 8, color: 'text.secondary' }}
            >
              {MAP_MESSAGES.LOADING_MAP}
            </Typography>
          }
        >
          <OfflineMap {...props} />
        </Suspense>
      )}
    </Box>
  );
}

function GoogleMap({
  center,
  zoom,
  fitPoints,
  fitKey,
  route,
  routeColor = '#246478',
  outlines,
  onChange,
  onClick,
  children,
  heatmap,
  draggable,
  googleKey: key,
}: MapViewProps & { googleKey: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [fitted, setFitted] = useState<{ center: LatLng; zoom: number } | null>(null);
  const google = useRef<{ map: unknown; maps: unknown } | null>(null);
  const polyline = useRef<{ setMap(map: unknown): void }[]>([]);

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
    for (const line of polyline.current) line.setMap(null);
    polyline.current = [];
    if (!api) return;
    const lines = [...(route && route.length >= 2 ? [route] : []), ...(outlines ?? [])];
    polyline.current = lines.map(
      (path) => new api.maps.Polyline({ path, strokeColor: routeColor, strokeWeight: 5, map: api.map }),
    );
  }, [route, routeColor, outlines]);
  useEffect(drawRoute, [drawRoute]);

  const bootstrap = useMemo(() => ({ key, libraries: ['visualization'] }), [key]);
  const heatmapProp = useMemo(
    () =>
      heatmap && heatmap.length > 0
        ? { positions: heatmap, options: { radius: 20, opacity: 0.6 } }
        : undefined,
    [heatmap],
  );
  const effectiveCenter = fitted?.center ?? center ?? MAP_DEFAULT_CENTER;
  const effectiveZoom = fitted?.zoom ?? zoom ?? MAP_DEFAULT_ZOOM;

  return (
    <Box
      ref={container}
      sx={{ position: 'absolute', inset: 0 }}
      data-heatmap-points={heatmapProp?.positions.length ?? 0}
    >
      <GoogleMapReact
        bootstrapURLKeys={bootstrap}
        center={effectiveCenter}
        zoom={effectiveZoom}
        heatmapLibrary
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
        onClick={
          draggable
            ? (value) => draggable.onDrag({ lat: value.lat, lng: value.lng })
            : onClick
              ? (value) => onClick({ lat: value.lat, lng: value.lng })
              : undefined
        }
      >
        {children}
        {draggable && (
          <MapMarker lat={draggable.lat} lng={draggable.lng} label={draggable.label}>
            {draggable.children}
          </MapMarker>
        )}
      </GoogleMapReact>
    </Box>
  );
}
