import { describe, expect, it } from 'vitest';
import type { Geo } from '@/server/adapters/geo/port';
import { createPlaceNamer, placeCellKey, placeText } from '@/server/modules/drivers/place-names';

function countingGeo(fail = false) {
  const calls: { lat: number; lng: number }[] = [];
  const geo: Geo = {
    search: async () => [],
    route: async () => ({ distance_km: 0, duration_min: 0, polyline: [] }),
    async reverse(at) {
      calls.push(at);
      if (fail) throw new Error('down');
      return { text: `Street ${calls.length}`, subText: 'Puerto Princesa, Palawan', coords: at };
    },
  };
  return { geo, calls };
}

describe('driver place names', () => {
  it('joins the two lines of a place', () => {
    expect(placeText({ text: 'San Miguel', subText: 'Puerto Princesa, Palawan' })).toBe(
      'San Miguel, Puerto Princesa, Palawan',
    );
    expect(placeText({ text: 'San Miguel', subText: ' ' })).toBe('San Miguel');
  });

  it('looks a ~200 m cell up once', async () => {
    const { geo, calls } = countingGeo();
    const nameOf = createPlaceNamer(geo);
    const a = await nameOf({ lat: 9.7392, lng: 118.7353 });
    const b = await nameOf({ lat: 9.7395, lng: 118.7356 });
    expect(b).toBe(a);
    expect(calls).toHaveLength(1);
    await nameOf({ lat: 9.745, lng: 118.7353 });
    expect(calls).toHaveLength(2);
    expect(placeCellKey({ lat: 9.7392, lng: 118.7353 })).toBe(placeCellKey({ lat: 9.7395, lng: 118.7356 }));
  });

  it('forgets failures and the oldest cells', async () => {
    const failing = countingGeo(true);
    const nameOf = createPlaceNamer(failing.geo);
    expect(await nameOf({ lat: 9.7, lng: 118.7 })).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await nameOf({ lat: 9.7, lng: 118.7 });
    expect(failing.calls).toHaveLength(2);

    const { geo, calls } = countingGeo();
    const small = createPlaceNamer(geo, 2);
    await small({ lat: 1, lng: 1 });
    await small({ lat: 2, lng: 2 });
    await small({ lat: 3, lng: 3 });
    await small({ lat: 1, lng: 1 });
    expect(calls).toHaveLength(4);
  });
});
