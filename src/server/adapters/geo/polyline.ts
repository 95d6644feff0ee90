import type { LatLng } from './port';

/**
 * Google's encoded polyline format (precision 5): each coordinate is the difference from the previous
 * one, in 1e-5 degrees, zig-zag signed and written as 5-bit groups in printable characters.
 * https://developers.google.com/maps/documentation/utilities/polylinealgorithm
 */
export function decodePolyline(encoded: string): LatLng[] {
  const points: LatLng[] = [];
  let index = 0;
  let lat = 0;
  let lng = 0;
  const next = (): number => {
    let result = 0;
    let shift = 0;
    let byte: number;
    do {
      if (index >= encoded.length) throw new Error('Encoded polyline ends in the middle of a number');
      byte = encoded.charCodeAt(index++) - 63;
      if (byte < 0 || byte > 63) throw new Error('Encoded polyline has a character outside its alphabet');
      // Multiplication instead of << keeps numbers past 31 bits (long lines) exact.
      result += (byte & 0x1f) * 2 ** shift;
      shift += 5;
    } while (byte >= 0x20);
    return result % 2 === 1 ? -(result + 1) / 2 : result / 2;
  };
  while (index < encoded.length) {
    lat += next();
    lng += next();
    points.push({ lat: lat / 1e5, lng: lng / 1e5 });
  }
  return points;
}

export function encodePolyline(points: readonly LatLng[]): string {
  let previousLat = 0;
  let previousLng = 0;
  let encoded = '';
  for (const point of points) {
    const lat = Math.round(point.lat * 1e5);
    const lng = Math.round(point.lng * 1e5);
    encoded += encodeNumber(lat - previousLat) + encodeNumber(lng - previousLng);
    previousLat = lat;
    previousLng = lng;
  }
  return encoded;
}

function encodeNumber(value: number): string {
  let rest = value < 0 ? -value * 2 - 1 : value * 2;
  let encoded = '';
  while (rest >= 0x20) {
    encoded += String.fromCharCode(((rest % 0x20) | 0x20) + 63);
    rest = Math.floor(rest / 0x20);
  }
  return encoded + String.fromCharCode(rest + 63);
}
