import { describe, expect, it } from 'vitest';
import {
  customAddresses,
  draftComplete,
  findByType,
  isReservedName,
  nicknameError,
  savedAddressBody,
  savedToPlace,
} from '@/web/ride/logic/saved-addresses';
import type { SavedAddress } from '@/web/ride/logic/types';

const home: SavedAddress = {
  id: 1,
  name: 'Home',
  description: 'San Pedro',
  address: 'Purok 3, San Pedro',
  city: 'Puerto Princesa',
  state: 'Palawan',
  country: 'Philippines',
  latitude: 9.75,
  longitude: 118.74,
};
const gym: SavedAddress = { ...home, id: 2, name: 'Gym' };

describe('saved addresses', () => {
  it('finds reserved types regardless of case and lists the rest as custom', () => {
    expect(findByType([gym, { ...home, name: 'home' }], 'Home')?.id).toBe(1);
    expect(findByType([gym], 'Work')).toBeNull();
    expect(customAddresses([home, gym]).map((a) => a.id)).toEqual([2]);
    expect(isReservedName(' affinity ')).toBe(true);
    expect(isReservedName('Gym')).toBe(false);
  });

  it('turns a saved address into a place and back', () => {
    const place = savedToPlace(home);
    expect(place).toEqual({
      text: 'Purok 3, San Pedro',
      subText: 'Puerto Princesa, Palawan',
      coords: { lat: 9.75, lng: 118.74 },
    });
    expect(savedAddressBody({ name: ' Home ', place })).toEqual({
      name: 'Home',
      description: 'Puerto Princesa, Palawan',
      address: 'Purok 3, San Pedro',
      city: 'Puerto Princesa',
      state: 'Palawan',
      country: 'Philippines',
      latitude: 9.75,
      longitude: 118.74,
    });
  });

  it('checks nicknames', () => {
    expect(nicknameError('  ', [], null)).toBe('Please enter a nickname.');
    expect(nicknameError('Home', [home], null)).toBe('You already have a Home address.');
    expect(nicknameError('Home', [home], 1)).toBeNull();
    expect(nicknameError('Gym', [gym], null)).toBeNull();
    expect(draftComplete({ name: 'Gym', place: null })).toBe(false);
    expect(draftComplete({ name: 'Gym', place: savedToPlace(home) })).toBe(true);
  });
});
