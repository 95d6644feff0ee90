import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import {
  AttributionControl,
  type GeoJSONSource,
  LngLatBounds,
  Map as MapLibre,
  NavigationControl,
  setWorkerUrl,
} from 'maplibre-gl';
import { Children, isValidElement, useEffect, useRef, useState } from 'react';
import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM, MAP_FIT_PADDING } from '@config/constants';
import type { DraggableMarker, LatLng, MapViewProps } from './types';
import { DETAIL_ZOOM, MAP_DATA_URL, offlineStyle } from './map-style';
import { MAP_MESSAGES } from './messages';

setWorkerUrl(workerUrl);

/**
 * MapLibre's zoom is Google's minus one (512-pixel tiles against 256): the product speaks Google's zoom
 * (constants, fitView, onChange) and the offline map converts at its edge.
 */
const ZOOM_OFFSET = 1;
const MAX_ZOOM = 18;
/** Markers further than this outside the view are not drawn. */
const OFFSCREEN_MARGIN_PX = 120;
const ECHO = 1e-6;

type Feature = { type: 'Feature'; properties: Record<string, unknown>; geometry: unknown };
type Collection = { type: 'FeatureCollection'; features: Feature[] };

/** Road tiles: fetched when the view first needs them, kept for the page's life. */
function roadTiles(map: MapLibre) {
  const loaded = new Map<string, Feature[]>();
  const pending = new Set<string>();
  let index: Promise<{ tile_deg: number; tiles: string[] } | null> | null = null;
  let landRequested = false;

  async function update() {
    if (map.getZoom() < DETAIL_ZOOM) return;
    if (!landRequested) {
      landRequested = true;
      (map.getSource('land') as GeoJSONSource | undefined)?.setData(
        `${location.origin}${MAP_DATA_URL}/land.json`,
      );
    }
    index ??= fetch(`${MAP_DATA_URL}/roads/index.json`)
      .then((response) => (response.ok ? response.json() : null))
      .catch(() => null);
    const tiles = await index;
    if (!tiles) {
      index = null;
      return;
    }
    const bounds = map.getBounds();
    const step = tiles.tile_deg;
    // A road lives in the tile of its first point: one tile of margin catches roads that start outside the view.
    const x0 = Math.floor(bounds.getWest() / step) - 1;
    const x1 = Math.floor(bounds.getEast() / step) + 1;
    const y0 = Math.floor(bounds.getSouth() / step) - 1;
    const y1 = Math.floor(bounds.getNorth() / step) + 1;
    const wanted: string[] = [];
    for (let x = x0; x <= x1; x++) {
      for (let y = y0; y <= y1; y++) {
        const key = `${x}_${y}`;
        if (tiles.tiles.includes(key) && !loaded.has(key) && !pending.has(key)) wanted.push(key);
      }
    }
    if (wanted.length === 0) return;
    for (const key of wanted) pending.add(key);
    await Promise.all(
      wanted.map(async (key) => {
        try {
          const response = await fetch(`${MAP_DATA_URL}/roads/${key}.json`);
          if (response.ok) loaded.set(key, ((await response.json()) as Collection).features);
        } catch {
          // Offline and not cached: tried again on the next move.
        } finally {
          pending.delete(key);
        }
      }),
    );
    const source = map.getSource('roads') as GeoJSONSource | undefined;
    source?.setData({ type: 'FeatureCollection', features: [...loaded.values()].flat() } as never);
  }
  return update;
}

function changeOf(map: MapLibre) {
  const center = map.getCenter();
  const bounds = map.getBounds();
  return {
    center: { lat: center.lat, lng: center.lng },
    zoom: map.getZoom() + ZOOM_OFFSET,
    bounds: {
      north: bounds.getNorth(),
      south: bounds.getSouth(),
      east: bounds.getEast(),
      west: bounds.getWest(),
    },
  };
}

function fitTo(map: MapLibre, points: LatLng[]) {
  if (points.length === 0) return;
  const bounds = new LngLatBounds();
  for (const point of points) bounds.extend([point.lng, point.lat]);
  const single = points.every(
    (p) => Math.abs(p.lat - points[0].lat) < ECHO && Math.abs(p.lng - points[0].lng) < ECHO,
  );
  if (single) {
    map.jumpTo({ center: [points[0].lng, points[0].lat], zoom: MAP_DEFAULT_ZOOM + 2 - ZOOM_OFFSET });
    return;
  }
  const container = map.getContainer();
  const { clientWidth, clientHeight } = container;
  if (clientWidth <= 2 * MAP_FIT_PADDING || clientHeight <= 2 * MAP_FIT_PADDING) return;
  // On a narrow map the attribution wraps to lines of its own: the points stay above it, where they can be seen.
  const attribution = container.querySelector('.maplibregl-ctrl-bottom-right')?.clientHeight ?? 0;
  const bottom =
    clientHeight - attribution > 2 * MAP_FIT_PADDING ? MAP_FIT_PADDING + attribution : MAP_FIT_PADDING;
  map.fitBounds(bounds, {
    padding: { top: MAP_FIT_PADDING, right: MAP_FIT_PADDING, left: MAP_FIT_PADDING, bottom },
    maxZoom: MAX_ZOOM - ZOOM_OFFSET,
    duration: 0,
  });
}

/**
 * The map without Google: MapLibre GL drawing Palawan's land, barangays, roads and place names from the
 * product's own files. Children with lat/lng (markers) are placed over it and follow every pan and zoom.
 */
export default function OfflineMap({
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
  zoomAt = 'top-left',
}: MapViewProps) {
  const element = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibre | null>(null);
  const [, setFrame] = useState(0);
  const [failed, setFailed] = useState(false);
  const [state, setState] = useState<'loading' | 'moving' | 'idle'>('loading');
  /** Points the heatmap layer holds (the staff maps' active users). */
  const [heatPoints, setHeatPoints] = useState(0);
  const changed = useRef(onChange);
  changed.current = onChange;
  const clicked = useRef(onClick);
  clicked.current = onClick;
  const fitRef = useRef(fitPoints);
  fitRef.current = fitPoints;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is made once; later props reach it through the effects below
  useEffect(() => {
    const container = element.current;
    if (!container) return;
    const start = center ?? MAP_DEFAULT_CENTER;
    let map: MapLibre;
    try {
      map = new MapLibre({
        container,
        style: offlineStyle(),
        center: [start.lng, start.lat],
        zoom: (zoom ?? MAP_DEFAULT_ZOOM) - ZOOM_OFFSET,
        maxZoom: MAX_ZOOM - ZOOM_OFFSET,
        minZoom: 5,
        dragRotate: false,
        pitchWithRotate: false,
        touchPitch: false,
        attributionControl: false,
        locale: {
          'NavigationControl.ZoomIn': MAP_MESSAGES.ZOOM_IN,
          'NavigationControl.ZoomOut': MAP_MESSAGES.ZOOM_OUT,
        },
      });
    } catch {
      setFailed(true);
      return;
    }
    map.touchZoomRotate.disableRotation();
    map.keyboard.disableRotation();
    map.addControl(new NavigationControl({ showCompass: false }), zoomAt);
    map.addControl(
      new AttributionControl({
        compact: false,
        customAttribution: [MAP_MESSAGES.ATTRIBUTION_OSM, MAP_MESSAGES.ATTRIBUTION_BOUNDARIES],
      }),
      'bottom-right',
    );
    mapRef.current = map;
    const roads = roadTiles(map);
    let frame = 0;
    const redraw = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        setFrame((n) => n + 1);
      });
    };
    map.on('move', redraw);
    // Until the person moves the map, a resize refits it around the caller's points (as Google's does).
    let movedByHand = false;
    map.on('movestart', (event) => {
      if ('originalEvent' in event && event.originalEvent) movedByHand = true;
      setState('moving');
    });
    map.on('moveend', () => {
      changed.current?.(changeOf(map));
      void roads();
    });
    map.on('idle', () => setState('idle'));
    map.on('click', (event) => clicked.current?.({ lat: event.lngLat.lat, lng: event.lngLat.lng }));
    map.on('load', () => {
      if (fitRef.current?.length) fitTo(map, fitRef.current);
      changed.current?.(changeOf(map));
      void roads();
      redraw();
    });
    const observer = new ResizeObserver(() => {
      map.resize();
      if (!movedByHand && map.loaded() && fitRef.current?.length) fitTo(map, fitRef.current);
      redraw();
    });
    observer.observe(container);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      map.remove();
      mapRef.current = null;
    };
  }, []);

  // A new centre or zoom from the caller moves the map (a chosen place, "my location").
  // biome-ignore lint/correctness/useExhaustiveDependencies: the centre's coordinates and the zoom are the dependency
  useEffect(() => {
    const map = mapRef.current;
    if (!map || (!center && zoom === undefined)) return;
    const now = map.getCenter();
    const target = center ?? { lat: now.lat, lng: now.lng };
    const targetZoom = zoom === undefined ? map.getZoom() : zoom - ZOOM_OFFSET;
    const same =
      Math.abs(now.lat - target.lat) < ECHO &&
      Math.abs(now.lng - target.lng) < ECHO &&
      Math.abs(map.getZoom() - targetZoom) < 1e-3;
    if (!same) map.jumpTo({ center: [target.lng, target.lat], zoom: targetZoom });
  }, [center?.lat, center?.lng, zoom]);

  // Refit when the caller's key changes (a status change, new points).
  // biome-ignore lint/correctness/useExhaustiveDependencies: fitPoints is read when the key changes, by design
  useEffect(() => {
    const map = mapRef.current;
    if (map?.loaded() && fitPoints?.length) fitTo(map, fitPoints);
  }, [fitKey]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const apply = () => {
      const source = map.getSource('route') as GeoJSONSource | undefined;
      const lines = [...(route && route.length >= 2 ? [route] : []), ...(outlines ?? [])];
      source?.setData({
        type: 'FeatureCollection',
        features: lines.map((line) => ({
          type: 'Feature',
          properties: { color: routeColor },
          geometry: { type: 'LineString', coordinates: line.map((p) => [p.lng, p.lat]) },
        })),
      });
    };
    if (map.isStyleLoaded()) apply();
    else map.on('load', apply);
    return () => {
      map.off('load', apply);
    };
  }, [route, routeColor, outlines]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const apply = () => {
      const source = map.getSource('heat') as GeoJSONSource | undefined;
      setHeatPoints(source ? (heatmap ?? []).length : 0);
      source?.setData({
        type: 'FeatureCollection',
        features: (heatmap ?? []).map((p) => ({
          type: 'Feature',
          properties: {},
          geometry: { type: 'Point', coordinates: [p.lng, p.lat] },
        })),
      });
    };
    if (map.isStyleLoaded()) apply();
    else map.on('load', apply);
    return () => {
      map.off('load', apply);
    };
  }, [heatmap]);

  const map = mapRef.current;
  const width = element.current?.clientWidth ?? 0;
  const height = element.current?.clientHeight ?? 0;
  const view = map ? changeOf(map) : null;
  return (
    <>
      <div
        ref={element}
        data-map-state={state}
        data-map-center={view ? `${view.center.lat.toFixed(6)},${view.center.lng.toFixed(6)}` : undefined}
        data-map-zoom={view ? view.zoom.toFixed(2) : undefined}
        data-heatmap-points={heatPoints}
        style={{ position: 'absolute', inset: 0 }}
      />
      {failed && (
        <p role="alert" style={{ position: 'absolute', inset: 0, margin: 16 }}>
          {MAP_MESSAGES.MAP_FAILED}
        </p>
      )}
      <div style={{ position: 'absolute', inset: 0, pointerEvents: 'none', overflow: 'hidden' }}>
        {map &&
          Children.toArray(children).map((child) => {
            if (!isValidElement(child)) return child;
            const { lat, lng } = child.props as Partial<LatLng>;
            if (typeof lat !== 'number' || typeof lng !== 'number') return child;
            const { x, y } = map.project([lng, lat]);
            const outside =
              x < -OFFSCREEN_MARGIN_PX ||
              y < -OFFSCREEN_MARGIN_PX ||
              x > width + OFFSCREEN_MARGIN_PX ||
              y > height + OFFSCREEN_MARGIN_PX;
            if (outside) return null;
            return (
              <div
                key={child.key}
                className="offline-map-marker"
                style={{ position: 'absolute', left: x, top: y, width: 0, height: 0 }}
              >
                {child}
              </div>
            );
          })}
        {map && draggable && <DragHandle map={map} marker={draggable} container={element} />}
      </div>
    </>
  );
}

/** Pixels an arrow key moves a draggable marker. */
const KEY_STEP_PX = 4;

const ARROW_STEPS: Record<string, [number, number]> = {
  ArrowUp: [0, -KEY_STEP_PX],
  ArrowDown: [0, KEY_STEP_PX],
  ArrowLeft: [-KEY_STEP_PX, 0],
  ArrowRight: [KEY_STEP_PX, 0],
};

/**
 * The marker a person moves (partner editing): pointer drag (mouse, touch, pen) and arrow keys, with the
 * position reported in lat/lng as it moves. The map does not pan while the marker is held.
 */
function DragHandle({
  map,
  marker,
  container,
}: {
  map: MapLibre;
  marker: DraggableMarker;
  container: React.RefObject<HTMLDivElement | null>;
}) {
  const { x, y } = map.project([marker.lng, marker.lat]);
  const toLatLng = (px: number, py: number): LatLng => {
    const at = map.unproject([px, py]);
    return { lat: at.lat, lng: at.lng };
  };
  const fromClient = (clientX: number, clientY: number) => {
    const rect = container.current?.getBoundingClientRect();
    return rect ? toLatLng(clientX - rect.left, clientY - rect.top) : null;
  };
  return (
    <div
      className="offline-map-marker"
      style={{ position: 'absolute', left: x, top: y, width: 0, height: 0, zIndex: 2, pointerEvents: 'auto' }}
    >
      <div
        role="slider"
        tabIndex={0}
        aria-label={marker.label}
        aria-valuetext={`${marker.lat.toFixed(6)}, ${marker.lng.toFixed(6)}`}
        aria-valuenow={0}
        data-testid="draggable-marker"
        onPointerDown={(event) => {
          event.preventDefault();
          event.stopPropagation();
          event.currentTarget.setPointerCapture(event.pointerId);
        }}
        onPointerMove={(event) => {
          if (!event.currentTarget.hasPointerCapture(event.pointerId)) return;
          const next = fromClient(event.clientX, event.clientY);
          if (next) marker.onDrag(next);
        }}
        onPointerUp={(event) => {
          if (event.currentTarget.hasPointerCapture(event.pointerId)) {
            event.currentTarget.releasePointerCapture(event.pointerId);
          }
        }}
        onKeyDown={(event) => {
          const step = ARROW_STEPS[event.key];
          if (!step) return;
          event.preventDefault();
          event.stopPropagation();
          marker.onDrag(toLatLng(x + step[0], y + step[1]));
        }}
        style={{
          width: 'max-content',
          transform: 'translate(-50%, -100%)',
          cursor: 'grab',
          touchAction: 'none',
          pointerEvents: 'auto',
        }}
      >
        {marker.children}
      </div>
    </div>
  );
}
