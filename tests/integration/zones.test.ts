import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { PPC, quickUser } from '../helpers/rides';

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  auth = (await quickUser(t)).auth;
});
afterAll(async () => {
  await t?.close();
});

type Point = { lat: number; lng: number };
const quote = (pickup: Point, destination: Point) =>
  t.app.inject({
    url: `/api/pricing?pickup=${pickup.lat},${pickup.lng}&destination=${destination.lat},${destination.lng}`,
    headers: auth,
  });
const OUTSIDE =
  "Sorry, we do not serve this place yet. Our service areas: Puerto Princesa, El Nido, Coron, Narra, San Vicente, Bataraza, Brooke's Point, Zamboanga, Aborlan.";

describe('zones are the towns', () => {
  it('prices a pickup by the town it is in, on either side of a border', async () => {
    // About 100 m either side of the Puerto Princesa–Aborlan border (the side between 118.53303,9.57953 and
    // 118.54327,9.56989), though both are nearer Puerto Princesa's centre than Aborlan's.
    const cityside = { lat: 9.5762, lng: 118.5396 };
    const aborlanSide = { lat: 9.5732, lng: 118.5367 };
    const city = await quote(cityside, PPC);
    expect(city.statusCode, city.body).toBe(200);
    expect(city.json().zone_id).toBe(2);
    const aborlan = await quote(aborlanSide, PPC);
    expect(aborlan.statusCode, aborlan.body).toBe(200);
    expect(aborlan.json().zone_id).toBe(12);
  });

  it('keeps a pickup on the shore in its town, and a zone without a border around its centre', async () => {
    // Puerto Princesa's pier, on the water's edge just outside the drawn outline.
    const pier = await quote({ lat: 9.7363, lng: 118.7267 }, PPC);
    expect(pier.json().zone_id).toBe(2);
    const zamboanga = await quote({ lat: 6.92, lng: 122.07 }, { lat: 6.95, lng: 122.08 });
    expect(zamboanga.json().zone_id).toBe(11);
  });

  it('says plainly where it does not serve: another town, the open sea, far away', async () => {
    for (const pickup of [
      { lat: 10.3197, lng: 119.3422 }, // Roxas town: a municipality, not a service zone
      { lat: 9.3, lng: 119.2 }, // the Sulu Sea, 40 km off the coast
      { lat: 14.5995, lng: 120.9842 }, // Manila
    ]) {
      const res = await quote(pickup, PPC);
      expect(res.statusCode, JSON.stringify(pickup)).toBe(400);
      expect(res.json()).toEqual({ message: OUTSIDE });
    }
  });

  it('answers a trip to the same point as no distance, and a far destination with the estimate', async () => {
    const same = await quote(PPC, PPC);
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ zone_id: 2, distance_km: 0, estimated: false });
    const sea = await quote(PPC, { lat: 9.3, lng: 119.2 });
    expect(sea.statusCode).toBe(200);
    expect(sea.json().estimated).toBe(true);
  });
});
