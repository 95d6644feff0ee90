/**
 * The booking page's address: /booking/{id}-{code}, or /booking/{code} (share links, chat back links), or
 * /orders/{orderId} with the order id alone.
 */
export type BookingRef = CodeRef | { id: number; code: null };
type CodeRef = { id: number; code: string } | { id: null; code: string };

/** The id is the part before the first dash and the code the part after it (spec part 1 §2). */
export function parseBookingRef(ref: string | undefined | null): CodeRef | null {
  const value = (ref ?? '').trim();
  if (value === '') return null;
  const dash = value.indexOf('-');
  if (dash === -1) return { id: null, code: value };
  const idPart = value.slice(0, dash);
  const code = value.slice(dash + 1);
  if (!/^\d+$/.test(idPart) || code === '') return { id: null, code: value };
  return { id: Number(idPart), code };
}

/** /orders/{orderId}: the spec's route takes the order id; other forms of a booking's address still open it. */
export function parseOrderIdRef(orderId: string | undefined | null): BookingRef | null {
  const value = (orderId ?? '').trim();
  if (/^\d{1,10}$/.test(value)) return { id: Number(value), code: null };
  return parseBookingRef(value);
}

export function bookingPath(order: { id: number; code: string }): string {
  return `/booking/${order.id}-${encodeURIComponent(order.code)}`;
}

export function chatPath(code: string): string {
  return `/booking/${encodeURIComponent(code)}/chat`;
}

/** The link a rider shares: the code plus a token that opens a reduced, read-only view. */
export function shareUrl(origin: string, code: string, shareToken: string): string {
  return `${origin}/booking/${encodeURIComponent(code)}?share=${encodeURIComponent(shareToken)}`;
}

/** The API path that loads a booking for this reference. */
export function bookingApiPath(ref: BookingRef): string {
  if (ref.code === null) return `booking/${ref.id}`;
  return ref.id === null
    ? `booking/${encodeURIComponent(ref.code)}`
    : `booking/${ref.id}-${encodeURIComponent(ref.code)}`;
}

/** "lat,lng" strings of trip_details; null when missing, malformed or zero. */
export function parseLatLngText(text: string | null | undefined): { lat: number; lng: number } | null {
  if (!text) return null;
  const [lat, lng] = text.split(',').map((part) => Number(part.trim()));
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || (lat === 0 && lng === 0)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}
