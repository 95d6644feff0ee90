import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    expect(route.distance_km).toBe(6.5);
    expect(route.duration_min).toBeGreaterThan(0);
    expect(route.polyline[0]).toEqual(PPC);
    expect(route.polyline.at(-1)).toEqual(PPC_NORTH);
    const bad = await t.app.inject({ url: '/api/geo/route?origin=here&destination=there', headers: auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Write the point as 'lat,lng', e.g. 9.7392,118.7353.");
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
