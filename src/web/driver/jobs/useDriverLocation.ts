import { useEffect, useRef } from 'react';
import { GEOLOCATION_HIGH_ACCURACY } from '@config/constants';
import { ApiError, api } from '@/web/shared/api';
import { bufferPosition, flushPositions } from './position-buffer';

type LatLng = { lat: number; lng: number };

/** Sends at most one position per this interval while the phone moves. */
const SEND_EVERY_MS = 10_000;
/** Without movement the last position is sent again this often, so the server knows the driver is still there. */
const HEARTBEAT_MS = 60_000;

/**
 * While online: follows the browser's position and reports it; a pinned position (location refused) is
 * re-sent as a heartbeat so the driver is not taken off the map. During a trip, a position the signal does not
 * carry is kept on the phone with its time and sent when the signal returns (position-buffer.ts).
 */
export function useDriverLocation(
  online: boolean,
  pinned: LatLng | null,
  onPosition?: (at: LatLng) => void,
  onTrip = false,
) {
  const last = useRef<LatLng | null>(pinned);
  const lastSent = useRef(0);
  const onPositionRef = useRef(onPosition);
  onPositionRef.current = onPosition;
  const onTripRef = useRef(onTrip);
  onTripRef.current = onTrip;

  useEffect(() => {
    if (pinned) last.current = pinned;
  }, [pinned]);

  useEffect(() => {
    if (!online) return;
    const send = (at: LatLng & { accuracy?: number }) => {
      const takenAt = Date.now();
      lastSent.current = takenAt;
      const keep = () => {
        if (onTripRef.current && !pinned) void bufferPosition(at, takenAt).catch(() => {});
      };
      if (!navigator.onLine) return keep();
      api('driver/location', { method: 'POST', body: at })
        .then(() => flushPositions())
        .catch((error) => {
          if (error instanceof ApiError && error.status === 0) keep();
        });
    };
    let watch: number | null = null;
    if (!pinned && 'geolocation' in navigator) {
      watch = navigator.geolocation.watchPosition(
        (position) => {
          const at = { lat: position.coords.latitude, lng: position.coords.longitude };
          last.current = at;
          onPositionRef.current?.(at);
          // The accuracy goes with the position: the trip's trace leaves out vague fixes.
          const accuracy = Math.round(position.coords.accuracy);
          if (Date.now() - lastSent.current >= SEND_EVERY_MS) send(accuracy >= 0 ? { ...at, accuracy } : at);
        },
        () => {},
        { enableHighAccuracy: GEOLOCATION_HIGH_ACCURACY, maximumAge: 10_000 },
      );
    }
    const heartbeat = setInterval(() => {
      if (last.current && Date.now() - lastSent.current >= HEARTBEAT_MS - 1000) send(last.current);
    }, HEARTBEAT_MS);
    return () => {
      if (watch !== null) navigator.geolocation.clearWatch(watch);
      clearInterval(heartbeat);
    };
  }, [online, pinned]);
}
