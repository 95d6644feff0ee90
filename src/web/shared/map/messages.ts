/** Texts of the offline map (English; to be moved into the message catalogues). */
export const MAP_MESSAGES = {
  LOADING_MAP: 'Loading the map…',
  MAP_FAILED: 'The map could not be drawn on this device. Search for places instead.',
  ATTRIBUTION_OSM: '© OpenStreetMap contributors',
  ATTRIBUTION_BOUNDARIES: 'Boundaries © James Faeldon (PSA PSGC 2023)',
  ZOOM_IN: 'Zoom in',
  ZOOM_OUT: 'Zoom out',
} as const;
