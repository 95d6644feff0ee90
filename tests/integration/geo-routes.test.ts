import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRoadRouter } from '@/server/adapters/geo';
import { createTestApp, type TestApp } from '../helpers/app';
import { PPC, PPC_NORTH, quickUser } from '../helpers/rides';

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  auth = (await quickUser(t)).auth;
});
afterAll(async () => {
  await t?.close();
});

describe('geo routes', () => {
  it('searches places: at most five, nearest first among equals, nothing for an empty query', async () => {
    const empty = await t.app.inject({ url: '/api/geo/search?q=', headers: auth });
    expect(empty.json()).toEqual([]);
    const blank = await t.app.inject({ url: '/api/geo/search?q=%20%20', headers: auth });
    expect(blank.json()).toEqual([]);
    const res = await t.app.inject({
      url: `/api/geo/search?q=${encodeURIComponent('san')}&lat=${PPC.lat}&lng=${PPC.lng}`,
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
    const places = res.json();
    expect(places.length).toBeGreaterThan(0);
    expect(places.length).toBeLessThanOrEqual(5);
    for (const place of places) {
      expect(place).toEqual({
        text: expect.any(String),
        subText: expect.any(String),
        coords: { lat: expect.any(Number), lng: expect.any(Number) },
      });
    }
  });

  it('names a point and keeps the point asked about', async () => {
    const res = await t.app.inject({ url: `/api/geo/reverse?lat=${PPC.lat}&lng=${PPC.lng}`, headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().coords).toEqual(PPC);
    expect(res.json().text.length).toBeGreaterThan(0);
    const bad = await t.app.inject({ url: '/api/geo/reverse?lat=95&lng=118', headers: auth });
    expect(bad.statusCode).toBe(400);
  });

  it("draws a route between two 'lat,lng' points", async () => {
    const res = await t.app.inject({
      url: `/api/geo/route?origin=${PPC.lat},${PPC.lng}&destination=${PPC_NORTH.lat},${PPC_NORTH.lng}`,
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
    const route = res.json();
    // The road's length, not the straight line's: the router's shortest path, rounded to 100 m.
    const road = loadRoadRouter().route(PPC, PPC_NORTH)!;
    expect(route.distance_km).toBe(Math.round(road.distanceM / 100) / 10);
    expect(route.distance_km).toBeGreaterThan(5.5);
    expect(route.estimated).toBe(false);
    expect(route.duration_min).toBeGreaterThan(0);
    expect(route.polyline[0]).toEqual(PPC);
    expect(route.polyline.at(-1)).toEqual(PPC_NORTH);
    // The line follows the streets: every point but the two ends lies on a road.
    expect(route.polyline.length).toBeGreaterThan(20);
    for (const point of route.polyline.slice(1, -1)) {
      expect(loadRoadRouter().snapAll(point, 5).length, JSON.stringify(point)).toBeGreaterThan(0);
    }
    const bad = await t.app.inject({ url: '/api/geo/route?origin=here&destination=there', headers: auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Write the point as 'lat,lng', e.g. 9.7392,118.7353.");
  });

  it('answers the straight-line estimate, marked, where no road is near; nothing for one point', async () => {
    const route = (origin: string, destination: string) =>
      t.app.inject({ url: `/api/geo/route?origin=${origin}&destination=${destination}`, headers: auth });
    // In the Sulu Sea, 40 km off the coast; and Manila, far outside Palawan.
    for (const far of ['9.3,119.2', '14.5995,120.9842']) {
      const res = await route(`${PPC.lat},${PPC.lng}`, far);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ estimated: true });
      expect(res.json().distance_km).toBeGreaterThan(0);
    }
    const same = await route(`${PPC.lat},${PPC.lng}`, `${PPC.lat},${PPC.lng}`);
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ distance_km: 0, duration_min: 0, estimated: false });
    const out = await route('95,118', `${PPC.lat},${PPC.lng}`);
    expect(out.statusCode).toBe(400);
  });

  it('needs a login', async () => {
    for (const url of [
      '/api/geo/search?q=san',
      '/api/geo/reverse?lat=9&lng=118',
      '/api/geo/route?origin=9,118&destination=9,118',
    ]) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
  });
});
