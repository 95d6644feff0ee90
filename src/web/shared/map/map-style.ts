import type { StyleSpecification } from 'maplibre-gl';

/** Where the derived map files are served (public/map, written by scripts/build-map-data.mjs). */
export const MAP_DATA_URL = '/map';

/** The offline map's colours; browser tests look for them in screenshots. */
export const MAP_COLORS = {
  sea: '#a8d5e8',
  land: '#f1eee4',
  barangayLine: '#c9bfa8',
  municipalityLine: '#9a8c74',
  majorRoad: '#f2b84b',
  minorRoad: '#ffffff',
  roadCasing: '#c6b89c',
  label: '#3b3a36',
  labelHalo: '#ffffff',
} as const;

/** From this zoom (MapLibre's) the detailed land and the road tiles are drawn. */
export const DETAIL_ZOOM = 10.5;

const EMPTY = { type: 'FeatureCollection', features: [] } as const;

/**
 * The offline style: sea as the background, land from barangay polygons (coarse below {@link DETAIL_ZOOM},
 * detailed above), barangay and municipality lines, roads (a light network below, tiles above) and place
 * labels in the device's own sans-serif font (no glyph server).
 */
export function offlineStyle(): StyleSpecification {
  const base = typeof window === 'undefined' ? '' : window.location.origin;
  const url = (file: string) => `${base}${MAP_DATA_URL}/${file}`;
  return {
    version: 8,
    sources: {
      'land-low': { type: 'geojson', data: url('land-low.json'), maxzoom: 12, tolerance: 0.5 },
      land: { type: 'geojson', data: EMPTY, tolerance: 0.3 },
      municipalities: { type: 'geojson', data: url('municipalities.json') },
      'roads-low': {
        type: 'geojson',
        data: url('roads-low.json'),
        maxzoom: 12,
        attribution: '© OpenStreetMap contributors',
      },
      roads: { type: 'geojson', data: EMPTY, tolerance: 0.3 },
      places: { type: 'geojson', data: url('places.json') },
      // Routes follow the road graph built from OpenStreetMap (ODbL), DPWH's and the province's road layers.
      route: {
        type: 'geojson',
        data: EMPTY,
        attribution: 'Roads © OpenStreetMap contributors, DPWH, PGP',
      },
      heat: { type: 'geojson', data: EMPTY },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': MAP_COLORS.sea } },
      {
        id: 'land-low',
        type: 'fill',
        source: 'land-low',
        maxzoom: DETAIL_ZOOM + 0.5,
        paint: { 'fill-color': MAP_COLORS.land, 'fill-antialias': false },
      },
      {
        id: 'land',
        type: 'fill',
        source: 'land',
        minzoom: DETAIL_ZOOM,
        paint: { 'fill-color': MAP_COLORS.land, 'fill-antialias': false },
      },
      {
        id: 'barangay-lines',
        type: 'line',
        source: 'land',
        minzoom: 11,
        paint: { 'line-color': MAP_COLORS.barangayLine, 'line-width': 0.8, 'line-dasharray': [3, 2] },
      },
      {
        id: 'municipality-lines',
        type: 'line',
        source: 'municipalities',
        paint: { 'line-color': MAP_COLORS.municipalityLine, 'line-width': 1.2 },
      },
      {
        id: 'roads-low',
        type: 'line',
        source: 'roads-low',
        maxzoom: DETAIL_ZOOM + 0.5,
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        paint: {
          'line-color': MAP_COLORS.majorRoad,
          'line-width': ['interpolate', ['linear'], ['zoom'], 6, 0.6, 10, 1.6],
        },
      },
      {
        id: 'roads-casing',
        type: 'line',
        source: 'roads',
        minzoom: 12,
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        paint: {
          'line-color': MAP_COLORS.roadCasing,
          'line-width': ['interpolate', ['exponential', 1.6], ['zoom'], 12, 2.5, 17, 14],
        },
      },
      {
        id: 'roads-minor',
        type: 'line',
        source: 'roads',
        minzoom: DETAIL_ZOOM,
        filter: ['==', ['get', 'class'], 'minor'],
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        paint: {
          'line-color': MAP_COLORS.minorRoad,
          'line-width': ['interpolate', ['exponential', 1.6], ['zoom'], 11, 0.8, 12, 1.5, 17, 11],
        },
      },
      {
        id: 'roads-major',
        type: 'line',
        source: 'roads',
        minzoom: DETAIL_ZOOM,
        filter: ['==', ['get', 'class'], 'major'],
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        paint: {
          'line-color': MAP_COLORS.majorRoad,
          'line-width': ['interpolate', ['exponential', 1.6], ['zoom'], 10, 1.4, 12, 2.5, 17, 13],
        },
      },
      {
        id: 'heat',
        type: 'heatmap',
        source: 'heat',
        paint: { 'heatmap-radius': 20, 'heatmap-opacity': 0.6 },
      },
      {
        id: 'route',
        type: 'line',
        source: 'route',
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        paint: { 'line-color': ['coalesce', ['get', 'color'], '#246478'], 'line-width': 5 },
      },
      {
        id: 'municipality-labels',
        type: 'symbol',
        source: 'places',
        filter: ['==', ['get', 'level'], 'municipality'],
        maxzoom: 12,
        layout: {
          'text-field': ['get', 'name'],
          'text-font': ['sans-serif'],
          'text-size': 13,
        },
        paint: {
          'text-color': MAP_COLORS.label,
          'text-halo-color': MAP_COLORS.labelHalo,
          'text-halo-width': 1.5,
        },
      },
      {
        id: 'barangay-labels',
        type: 'symbol',
        source: 'places',
        filter: ['==', ['get', 'level'], 'barangay'],
        minzoom: 11.5,
        layout: {
          'text-field': ['get', 'name'],
          'text-font': ['sans-serif'],
          'text-size': 12,
        },
        paint: {
          'text-color': MAP_COLORS.label,
          'text-halo-color': MAP_COLORS.labelHalo,
          'text-halo-width': 1.5,
        },
      },
    ],
  };
}
