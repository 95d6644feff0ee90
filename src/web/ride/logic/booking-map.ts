import { bookingRouteLeg, isFinalStatus } from '@/shared/status-labels';
import { parseLatLngText } from './booking-ref';
import { hasCoords } from './pin-target';
import type { BookingDetails, LatLng } from './types';

export type BookingMarkerKind = 'pickup' | 'dropoff' | 'driver' | 'original-pickup' | 'original-dropoff';
/** The driver's vehicle on the map: its icon follows the vehicle type (a trike is not drawn as a motorcycle). */
export type MarkerVehicle = 'motorcycle' | 'tricycle' | 'car';
export type BookingMarker = { kind: BookingMarkerKind; label: string; at: LatLng; vehicle?: MarkerVehicle };

function markerVehicle(booking: BookingDetails): MarkerVehicle {
  const slug =
    booking.driver?.vehicle_type?.slug ??
    booking.driver?.vehicle?.vehicle_type?.slug ??
    booking.taxi_order?.vehicle_type?.slug ??
    '';
  return slug === 'tricycle' || slug === 'car' ? slug : 'motorcycle';
}

export type BookingMapPlan = {
  markers: BookingMarker[];
  /** The leg to draw for this status, or null. */
  leg: { from: LatLng; to: LatLng } | null;
  /** Points the view fits around (padding 50) on first load and on each status change. */
  fitPoints: LatLng[];
  /** Changes exactly when the view must refit: a new status, or new points to fit. */
  fitKey: string;
  /** Delivered bookings get the eye button that toggles the original pickup and drop-off markers. */
  canShowOriginals: boolean;
};

function point(lat: number | null | undefined, lng: number | null | undefined): LatLng | null {
  const at = { lat: Number(lat), lng: Number(lng) };
  return hasCoords(at) ? at : null;
}

/**
 * What the booking map shows for a status (spec part 1 §4): preparing and cancelled draw the driver's
 * accept point to the pickup; enroute and delivered draw pickup to drop-off. The drop-off of a quick-book
 * order stays hidden until it is delivered or cancelled.
 */
export function planBookingMap(booking: BookingDetails, showOriginals = false): BookingMapPlan {
  const order = booking.taxi_order;
  const pickup = point(order?.pickup_latitude, order?.pickup_longitude);
  const dropoff = point(order?.dropoff_latitude, order?.dropoff_longitude);
  const accept = point(order?.driver_accept_latitude, order?.driver_accept_longitude);
  const driver = point(booking.driver?.lat, booking.driver?.lng);
  const final = isFinalStatus(booking.status);
  const dropoffVisible = !order?.is_quick_book || final;

  const markers: BookingMarker[] = [];
  if (pickup)
    markers.push({ kind: 'pickup', label: `Pickup: ${order?.pickup_address ?? ''}`.trim(), at: pickup });
  if (dropoff && dropoffVisible) {
    markers.push({ kind: 'dropoff', label: `Drop-off: ${order?.dropoff_address ?? ''}`.trim(), at: dropoff });
  }
  if (driver && !final) {
    markers.push({ kind: 'driver', label: 'Driver', at: driver, vehicle: markerVehicle(booking) });
  }

  const canShowOriginals = booking.status === 'delivered';
  if (canShowOriginals && showOriginals) {
    const originalPickup = parseLatLngText(order?.trip_details?.original_pickup_latlng);
    const originalDropoff = parseLatLngText(order?.trip_details?.original_dropoff_latlng);
    if (originalPickup)
      markers.push({ kind: 'original-pickup', label: 'Original pickup', at: originalPickup });
    if (originalDropoff) {
      markers.push({ kind: 'original-dropoff', label: 'Original drop-off', at: originalDropoff });
    }
  }

  const legKind = bookingRouteLeg(booking.status);
  let leg: BookingMapPlan['leg'] = null;
  if (legKind === 'accept-to-pickup' && pickup) {
    const from = accept ?? driver;
    if (from) leg = { from, to: pickup };
  } else if (legKind === 'pickup-to-dropoff' && pickup && dropoff && dropoffVisible) {
    leg = { from: pickup, to: dropoff };
  }

  const fitPoints = leg
    ? [leg.from, leg.to]
    : [pickup, dropoffVisible ? dropoff : null].filter((p): p is LatLng => p !== null);

  // The points are part of the key: a status event can arrive before the details that carry the accept point.
  const fitKey = [booking.status, ...fitPoints.map((p) => `${p.lat.toFixed(4)},${p.lng.toFixed(4)}`)].join(
    '|',
  );
  return { markers, leg, fitPoints, fitKey, canShowOriginals };
}

export function routeQuery(leg: { from: LatLng; to: LatLng }): { origin: string; destination: string } {
  return {
    origin: `${leg.from.lat},${leg.from.lng}`,
    destination: `${leg.to.lat},${leg.to.lng}`,
  };
}
