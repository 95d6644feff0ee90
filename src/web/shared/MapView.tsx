import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
// fitBounds is a named export of the ES build Vite uses (only the CommonJS build also hangs it on the default).
import GoogleMapReact, { fitBounds } from 'google-map-react';
import {
  Children,
  isValidElement,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM, MAP_FIT_PADDING } from '../../../config/constants';
import { pixelInView, pointInView } from './map-projection';
import { useSettings } from './settings';

export type LatLng = { lat: number; lng: number };
export type MapChange = {
  center: LatLng;
  zoom: number;
  bounds: { north: number; south: number; east: number; west: number };
};

/** A marker at its lat/lng: placed by google-map-react over Google's map, or by the static map without it. */
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

/** A route drawn as dots when Google is absent; with Google loaded it is drawn as a polyline. */
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

/** Markers further than this outside the view are not drawn. */
const OFFSCREEN_MARGIN_PX = 120;

/**
 * The map without Google's script (no key, tests): children with lat/lng placed by the same projection
 * Google uses, over a plain background. google-map-react itself cannot do this: without its map it draws
 * only the markers of its first render and never moves them.
 */
function StaticMap({
  view,
  size,
  onClick,
  draggable,
  children,
}: {
  view: { center: LatLng; zoom: number };
  size: { width: number; height: number };
  onClick?(at: LatLng): void;
  draggable?: DraggableMarker;
  children: ReactNode;
}) {
  const root = useRef<HTMLDivElement>(null);
  const click = (event: MouseEvent<HTMLDivElement>) => {
    if (!onClick || event.target !== event.currentTarget) return;
    const rect = event.currentTarget.getBoundingClientRect();
    onClick(pointInView({ x: event.clientX - rect.left, y: event.clientY - rect.top }, view, size));
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: picking a point on the map is a pointer gesture; forms offer a search too
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above
    <div ref={root} style={{ position: 'absolute', inset: 0 }} onClick={onClick ? click : undefined}>
      {size.width > 0 &&
        Children.toArray(children).map((child) => {
          if (!isValidElement(child)) return child;
          const { lat, lng } = child.props as Partial<LatLng>;
          if (typeof lat !== 'number' || typeof lng !== 'number') return child;
          const { x, y } = pixelInView({ lat, lng }, view, size);
          const outside =
            x < -OFFSCREEN_MARGIN_PX ||
            y < -OFFSCREEN_MARGIN_PX ||
            x > size.width + OFFSCREEN_MARGIN_PX ||
            y > size.height + OFFSCREEN_MARGIN_PX;
          if (outside) return null;
          return (
            <div key={child.key} style={{ position: 'absolute', left: x, top: y, width: 0, height: 0 }}>
              {child}
            </div>
          );
        })}
      {size.width > 0 && draggable && (
        <DragHandle marker={draggable} view={view} size={size} container={root} />
      )}
    </div>
  );
}

/** Pixels an arrow key moves a draggable marker. */
const KEY_STEP_PX = 4;

/**
 * The draggable marker of the map without Google: pointer drag (mouse, touch, pen) and arrow keys, with the
 * position reported in lat/lng as it moves.
 */
function DragHandle({
  marker,
  view,
  size,
  container,
}: {
  marker: DraggableMarker;
  view: { center: LatLng; zoom: number };
  size: { width: number; height: number };
  container: React.RefObject<HTMLDivElement | null>;
}) {
  const { x, y } = pixelInView(marker, view, size);
  const at = (clientX: number, clientY: number) => {
    const rect = container.current?.getBoundingClientRect();
    if (!rect) return null;
    return pointInView({ x: clientX - rect.left, y: clientY - rect.top }, view, size);
  };
  const keys: Record<string, [number, number]> = {
    ArrowUp: [0, -KEY_STEP_PX],
    ArrowDown: [0, KEY_STEP_PX],
    ArrowLeft: [-KEY_STEP_PX, 0],
    ArrowRight: [KEY_STEP_PX, 0],
  };
  return (
    <div style={{ position: 'absolute', left: x, top: y, width: 0, height: 0, zIndex: 2 }}>
      <Box
        role="slider"
        tabIndex={0}
        aria-label={marker.label}
        aria-valuetext={`${marker.lat.toFixed(6)}, ${marker.lng.toFixed(6)}`}
        data-testid="draggable-marker"
        onPointerDown={(event) => {
          event.preventDefault();
          event.stopPropagation();
          event.currentTarget.setPointerCapture(event.pointerId);
        }}
        onPointerMove={(event) => {
          if (!event.currentTarget.hasPointerCapture(event.pointerId)) return;
          const next = at(event.clientX, event.clientY);
          if (next) marker.onDrag(next);
        }}
        onPointerUp={(event) => {
          if (event.currentTarget.hasPointerCapture(event.pointerId)) {
            event.currentTarget.releasePointerCapture(event.pointerId);
          }
        }}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={(event) => {
          const step = keys[event.key];
          if (!step) return;
          event.preventDefault();
          marker.onDrag(pointInView({ x: x + step[0], y: y + step[1] }, view, size));
        }}
        sx={{
          width: 'max-content',
          transform: 'translate(-50%, -100%)',
          cursor: 'grab',
          touchAction: 'none',
          '&:active': { cursor: 'grabbing' },
          '&:focus-visible': { outline: '3px solid #246478', borderRadius: 1 },
        }}
      >
        {marker.children}
      </Box>
    </div>
  );
}

/** One marker the user can move (partner editing): dragged, or moved with the arrow keys. */
export type DraggableMarker = LatLng & { label: string; onDrag(at: LatLng): void; children: ReactNode };

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
  /** A marker the user moves; with Google's map a click on the map moves it. */
  draggable?: DraggableMarker;
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
  draggable,
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

  // Without Google the view changes only through props; tell the caller as google-map-react would.
  const changed = useRef(onChange);
  changed.current = onChange;
  useEffect(() => {
    if (key || !settings || size.width === 0 || size.height === 0) return;
    const view = { center: { lat: effectiveCenter.lat, lng: effectiveCenter.lng }, zoom: effectiveZoom };
    const nw = pointInView({ x: 0, y: 0 }, view, size);
    const se = pointInView({ x: size.width, y: size.height }, view, size);
    changed.current?.({
      center: view.center,
      zoom: effectiveZoom,
      bounds: { north: nw.lat, south: se.lat, east: se.lng, west: nw.lng },
    });
  }, [key, settings, effectiveCenter.lat, effectiveCenter.lng, effectiveZoom, size]);

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
      {settings && !key && (
        <StaticMap
          view={{ center: effectiveCenter, zoom: effectiveZoom }}
          size={size}
          onClick={onClick}
          draggable={draggable}
        >
          {heatmap?.slice(0, MAX_HEAT_DOTS).map((point, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: heat points have no identity of their own
            <HeatDot key={`heat-${i}`} lat={point.lat} lng={point.lng} />
          ))}
          {route?.map((point, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: route points have no identity of their own
            <RouteDot key={`route-${i}`} lat={point.lat} lng={point.lng} color={routeColor} />
          ))}
          {children}
        </StaticMap>
      )}
      {settings && key && (
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
