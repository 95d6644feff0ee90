import type { ReactNode } from 'react';

export type LatLng = { lat: number; lng: number };
export type MapChange = {
  center: LatLng;
  zoom: number;
  bounds: { north: number; south: number; east: number; west: number };
};

export type MapViewProps = {
  center?: LatLng;
  zoom?: number;
  /** Fit the view around these points (padding MAP_FIT_PADDING); refits when `fitKey` changes. */
  fitPoints?: LatLng[];
  fitKey?: string | number;
  route?: LatLng[];
  routeColor?: string;
  /** Outlines drawn in the route's colour: the rings of a zone's border. */
  outlines?: LatLng[][];
  onChange?(change: MapChange): void;
  onClick?(at: LatLng): void;
  height?: number | string;
  label?: string;
  children?: ReactNode;
  /**
   * Heatmap points (active users): a MapLibre heatmap layer offline, Google's visualisation library with a key.
   * The map element's `data-heatmap-points` says how many it holds.
   */
  heatmap?: LatLng[];
  /** A marker the user moves; with Google's map a click on the map moves it. */
  draggable?: DraggableMarker;
  /**
   * The corner of the zoom buttons (top left unless the screen draws its own controls there), and how far
   * from that corner's edge they sit in pixels, so they never cover the screen's own buttons and counts.
   */
  zoomAt?: MapCorner;
  zoomInset?: number;
  /** Pixels at the map's foot covered by the screen (a sheet over it): the attribution sits above them. */
  bottomInset?: number;
};

export type MapCorner = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';

/** One marker the user can move (partner editing): dragged, or moved with the arrow keys. */
export type DraggableMarker = LatLng & { label: string; onDrag(at: LatLng): void; children: ReactNode };
