import PlaceIcon from '@mui/icons-material/Place';
import TripOriginIcon from '@mui/icons-material/TripOrigin';
import type { PinField } from '../logic/pin-target';

export const FIELD_COLOR: Record<PinField, string> = { pickup: '#2e7d32', dropoff: '#c62828' };

export function PinIcon({ field, size = 36 }: { field: PinField; size?: number }) {
  return field === 'pickup' ? (
    <TripOriginIcon sx={{ fontSize: size * 0.7, color: FIELD_COLOR.pickup, display: 'block' }} />
  ) : (
    <PlaceIcon sx={{ fontSize: size, color: FIELD_COLOR.dropoff, display: 'block' }} />
  );
}
