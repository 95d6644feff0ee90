import type { LatLng } from '../../../config/constants';

const TILE_SIZE = 256;
const MAX_SIN_LATITUDE = 0.9999;

/** Web Mercator world pixels at a zoom, as Google Maps places things. */
export function projectPoint({ lat, lng }: LatLng, zoom: number): { x: number; y: number } {
  const scale = TILE_SIZE * 2 ** zoom;
  const sin = Math.min(Math.max(Math.sin((lat * Math.PI) / 180), -MAX_SIN_LATITUDE), MAX_SIN_LATITUDE);
  return {
    x: ((lng + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

export function unprojectPoint({ x, y }: { x: number; y: number }, zoom: number): LatLng {
  const scale = TILE_SIZE * 2 ** zoom;
  const n = Math.PI - (2 * Math.PI * y) / scale;
  return { lat: (180 / Math.PI) * Math.atan(Math.sinh(n)), lng: (x / scale) * 360 - 180 };
}

/** Where a point falls in a view of `size` pixels centred on `center`. */
export function pixelInView(
  point: LatLng,
  view: { center: LatLng; zoom: number },
  size: { width: number; height: number },
) {
  const p = projectPoint(point, view.zoom);
  const c = projectPoint(view.center, view.zoom);
  return { x: p.x - c.x + size.width / 2, y: p.y - c.y + size.height / 2 };
}

export function pointInView(
  pixel: { x: number; y: number },
  view: { center: LatLng; zoom: number },
  size: { width: number; height: number },
): LatLng {
  const c = projectPoint(view.center, view.zoom);
  return unprojectPoint({ x: c.x + pixel.x - size.width / 2, y: c.y + pixel.y - size.height / 2 }, view.zoom);
}
