import { DELIVERY_ADDRESS_COUNTRY, RESERVED_ADDRESS_NAMES } from '@config/constants';
import { hasCoords } from './pin-target';
import type { Place, SavedAddress } from './types';

export type ReservedName = (typeof RESERVED_ADDRESS_NAMES)[number];
export type ShortcutType = ReservedName | 'Custom';
export const SHORTCUTS: readonly ShortcutType[] = ['Home', 'Work', 'Affinity', 'Custom'];

export function isReservedName(name: string): name is ReservedName {
  return (RESERVED_ADDRESS_NAMES as readonly string[]).some(
    (r) => r.toLowerCase() === name.trim().toLowerCase(),
  );
}

/** The saved address of a reserved type (Home, Work, Affinity), matched without regard to case. */
export function findByType(addresses: SavedAddress[], type: ReservedName): SavedAddress | null {
  return addresses.find((a) => a.name.trim().toLowerCase() === type.toLowerCase()) ?? null;
}

/** Addresses with a nickname of their own (the Custom list). */
export function customAddresses(addresses: SavedAddress[]): SavedAddress[] {
  return addresses.filter((a) => !isReservedName(a.name));
}

export function savedToPlace(address: SavedAddress): Place {
  const subText = [address.city, address.state].filter((part) => part && part.trim() !== '').join(', ');
  return {
    text: address.address,
    subText: subText || address.description || '',
    coords: { lat: Number(address.latitude), lng: Number(address.longitude) },
  };
}

export type SavedAddressDraft = { name: string; place: Place | null };

export function nicknameError(
  name: string,
  existing: SavedAddress[],
  editingId: number | null,
): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'Please enter a nickname.';
  if (trimmed.length > 60) return 'The nickname may be at most 60 characters.';
  const clash = existing.find(
    (a) => a.id !== editingId && a.name.trim().toLowerCase() === trimmed.toLowerCase(),
  );
  if (clash && isReservedName(trimmed)) return `You already have a ${clash.name} address.`;
  return null;
}

/** The body of a create or update call. The city is the first part of the place's second line. */
export function savedAddressBody(draft: { name: string; place: Place }) {
  const parts = draft.place.subText
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return {
    name: draft.name.trim(),
    description: draft.place.subText,
    address: draft.place.text,
    city: parts[0] ?? '',
    state: parts[1] ?? 'Palawan',
    country: DELIVERY_ADDRESS_COUNTRY,
    latitude: draft.place.coords.lat,
    longitude: draft.place.coords.lng,
  };
}

export function draftComplete(draft: SavedAddressDraft): draft is { name: string; place: Place } {
  return draft.name.trim() !== '' && draft.place !== null && hasCoords(draft.place.coords);
}
