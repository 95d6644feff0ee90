import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AVERAGE_SPEED_KMH,
  createGeo,
  createGoogleGeo,
  createOfflineGeo,
  decodePolyline,
  encodePolyline,
  type Geo,
  GoogleGeoError,
  haversineKm,
  LANDMARKS,
  type LatLng,
  normalise,
  ROAD_FACTOR,
} from '@/server/adapters/geo';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const placesFile = path.resolve(projectRoot, 'src/server/adapters/geo/palawan-places.json');
const hasPlacesFile = existsSync(placesFile);

const AIRPORT: LatLng = { lat: 9.7419, lng: 118.7589 };
const EL_NIDO_TOWN: LatLng = { lat: 11.18, lng: 119.3915 };
const PUERTO_PRINCESA_DOWNTOWN: LatLng = { lat: 9.7392, lng: 118.7296 };

describe('haversineKm', () => {
  it('measures great-circle distances', () => {
    expect(haversineKm(AIRPORT, AIRPORT)).toBe(0);
    // One degree of latitude is 111.19 km on the mean Earth.
    expect(haversineKm({ lat: 9, lng: 118 }, { lat: 10, lng: 118 })).toBeCloseTo(111.195, 2);
    // One degree of longitude shrinks with the cosine of the latitude.
    expect(haversineKm({ lat: 60, lng: 118 }, { lat: 60, lng: 119 })).toBeCloseTo(55.6, 1);
    // Puerto Princesa airport to El Nido airport: about 178 km as the crow flies.
    const toElNido = haversineKm(AIRPORT, { lat: 11.2024, lng: 119.4166 });
    expect(toElNido).toBeGreaterThan(175);
    expect(toElNido).toBeLessThan(181);
    expect(haversineKm({ lat: 11.2024, lng: 119.4166 }, AIRPORT)).toBe(toElNido);
  });
});

describe('normalise', () => {
  it('ignores case, accents, apostrophes and punctuation', () => {
    expect(normalise("  Brooke's POINT ")).toBe('brookes point');
    expect(normalise('Sofronio Española')).toBe('sofronio espanola');
    expect(normalise('Corong-corong Pob.')).toBe('corong corong pob');
  });
});

describe('offline gazetteer: built-in landmarks only', () => {
  const geo = createOfflineGeo();

  it('ships about forty landmarks inside Palawan and Zamboanga City', () => {
    expect(LANDMARKS.length).toBeGreaterThanOrEqual(40);
    for (const landmark of LANDMARKS) {
      expect(landmark.lat, landmark.name).toBeGreaterThan(6.5);
      expect(landmark.lat, landmark.name).toBeLessThan(12.5);
      expect(landmark.lng, landmark.name).toBeGreaterThan(117);
      expect(landmark.lng, landmark.name).toBeLessThan(122.5);
    }
  });

  it('finds the mall by one word, in any case', async () => {
    for (const query of ['robinsons', 'ROBINSONS', 'Robin']) {
      const [first] = await geo.search(query);
      expect(first, query).toEqual({
        text: 'Robinsons Place Palawan',
        subText: 'San Miguel, Puerto Princesa, Palawan',
        coords: { lat: 9.7565, lng: 118.7497 },
      });
    }
  });

  it('matches aliases, accents and apostrophes', async () => {
    expect((await geo.search('busuanga airport'))[0].text).toBe('Francisco B. Reyes Airport');
    expect((await geo.search('brookes point'))[0].text).toBe("Brooke's Point Poblacion");
    expect((await geo.search('BROOKE’S'))[0].text).toBe("Brooke's Point Poblacion");
  });

  it('ranks names that start with the query above names that only contain it', async () => {
    const results = await geo.search('port');
    const texts = results.map((place) => place.text);
    expect(texts[0]).toMatch(/^Port/);
    // "Puerto Princesa Port" has "port" as a word, not at its start; "Airport" only contains it.
    expect(texts.indexOf('Puerto Princesa Port')).toBeGreaterThan(-1);
    const all = (await geo.search('port', { limit: 50 })).map((place) => place.text);
    expect(all.indexOf('Puerto Princesa Port')).toBeLessThan(
      all.indexOf('Puerto Princesa International Airport'),
    );
  });

  it('breaks ties by distance from the rider', async () => {
    const airports = ['El Nido Airport', 'San Vicente Airport', 'Puerto Princesa International Airport'];
    const nearElNido = (await geo.search('airport', { near: EL_NIDO_TOWN, limit: 10 })).map((p) => p.text);
    expect(nearElNido[0]).toBe('El Nido Airport');
    const nearCity = (await geo.search('airport', { near: PUERTO_PRINCESA_DOWNTOWN, limit: 10 })).map(
      (p) => p.text,
    );
    expect(nearCity[0]).toBe('Puerto Princesa International Airport');
    for (const name of airports) expect(nearCity).toContain(name);
  });

  it('gives nothing for an empty query and respects the limit', async () => {
    expect(await geo.search('')).toEqual([]);
    expect(await geo.search('   ')).toEqual([]);
    expect(await geo.search('--')).toEqual([]);
    expect(await geo.search('a')).toHaveLength(5);
    expect(await geo.search('a', { limit: 2 })).toHaveLength(2);
    expect(await geo.search('a', { limit: 0 })).toEqual([]);
    expect(await geo.search('qwxzv')).toEqual([]);
  });

  it('names a pin next to a landmark after it', async () => {
    const at = { lat: AIRPORT.lat + 0.0008, lng: AIRPORT.lng - 0.0005 };
    expect(await geo.reverse(at)).toEqual({
      text: 'Near Puerto Princesa International Airport',
      subText: 'Puerto Princesa, Palawan',
      coords: at,
    });
  });

  it('finds the streets and the fast-food branches people type', async () => {
    const [rizal] = await geo.search('Rizal Avenue', { near: { lat: 9.745, lng: 118.75 } });
    expect(rizal.text).toBe('Rizal Avenue');
    expect(rizal.subText).toBe('Puerto Princesa, Palawan');
    // The street's point nearest the rider, not its middle.
    expect(haversineKm(rizal.coords, { lat: 9.7405, lng: 118.75 })).toBeLessThan(0.1);
    expect((await geo.search('rizal ave'))[0].text).toBe('Rizal Avenue');
    const jollibee = await geo.search('Jollibee');
    expect(jollibee.map((place) => place.text)).toEqual([
      'Jollibee Robinsons Place Palawan',
      'Jollibee SM City Puerto Princesa',
    ]);
  });

  it('names a pin beside a street after it, and a pin at a mall after the mall, not its shops', async () => {
    const onRizal = { lat: 9.7409, lng: 118.7445 };
    expect(await geo.reverse(onRizal)).toEqual({
      text: 'Rizal Avenue',
      subText: 'Puerto Princesa, Palawan',
      coords: onRizal,
    });
    expect((await geo.reverse({ lat: 9.7566, lng: 118.7496 })).text).toBe('Near Robinsons Place Palawan');
  });

  it('names a pin far from everything by its coordinates and the nearest town', async () => {
    const place = await geo.reverse({ lat: 9.3, lng: 118.3 });
    expect(place.text).toBe('9.30000, 118.30000');
    expect(place.subText).toBe('Narra, Palawan');
  });

  it('routes along a straight line stretched by the road factor', async () => {
    const from = PUERTO_PRINCESA_DOWNTOWN;
    const to = AIRPORT;
    const route = await geo.route(from, to);
    const expectedKm = haversineKm(from, to) * ROAD_FACTOR;
    expect(ROAD_FACTOR).toBe(1.3);
    expect(Math.abs(route.distance_km - expectedKm)).toBeLessThanOrEqual(0.05);
    expect(Number.isInteger(route.distance_km * 10)).toBe(true);
    expect(route.duration_min).toBe(Math.round((expectedKm / AVERAGE_SPEED_KMH) * 60));
    expect(route.polyline).toHaveLength(20);
    expect(route.polyline[0]).toEqual(from);
    expect(route.polyline.at(-1)).toEqual(to);
    for (let i = 1; i < route.polyline.length; i++) {
      expect(route.polyline[i].lat).toBeGreaterThanOrEqual(route.polyline[i - 1].lat);
      expect(route.polyline[i].lng).toBeGreaterThanOrEqual(route.polyline[i - 1].lng);
    }
  });

  it('routes a long trip at the average speed and a zero-length trip as nothing', async () => {
    const route = await geo.route(PUERTO_PRINCESA_DOWNTOWN, EL_NIDO_TOWN);
    expect(route.distance_km).toBeCloseTo(haversineKm(PUERTO_PRINCESA_DOWNTOWN, EL_NIDO_TOWN) * 1.3, 1);
    expect(route.duration_min).toBe(Math.round((route.distance_km / 25) * 60));
    const still = await geo.route(AIRPORT, AIRPORT);
    expect(still).toMatchObject({ distance_km: 0, duration_min: 0 });
  });

  it('rejects points that are not on Earth', async () => {
    await expect(geo.route({ lat: Number.NaN, lng: 118 }, AIRPORT)).rejects.toThrow(RangeError);
    await expect(geo.reverse({ lat: 91, lng: 118 })).rejects.toThrow(RangeError);
  });
});

describe.skipIf(!hasPlacesFile)('offline gazetteer: with the places file shipped with the product', () => {
  let geo: Geo;

  beforeAll(() => {
    geo = createOfflineGeo({ placesFile });
  });

  it('finds a barangay with its municipality', async () => {
    const [first] = await geo.search('San Pedro', { near: PUERTO_PRINCESA_DOWNTOWN });
    expect(first.text).toBe('San Pedro');
    expect(first.subText).toBe('Puerto Princesa, Palawan');
    expect(haversineKm(first.coords, { lat: 9.759, lng: 118.754 })).toBeLessThan(1);
  });

  it('ranks El Nido first for a rider in El Nido', async () => {
    const results = await geo.search('el nido', { near: EL_NIDO_TOWN });
    expect(results).toHaveLength(5);
    expect(results[0].text).toMatch(/^El Nido/);
    expect(results[0].text).toBe('El Nido Town Proper');
    // Barangays that match only by their municipality come after the names that start with it.
    const firstByMunicipality = results.findIndex((place) => !place.text.startsWith('El Nido'));
    if (firstByMunicipality !== -1) {
      expect(results.slice(firstByMunicipality).every((place) => !place.text.startsWith('El Nido'))).toBe(
        true,
      );
    }
  });

  it('narrows a barangay name by its municipality', async () => {
    const [first] = await geo.search('poblacion araceli');
    expect(first).toMatchObject({ text: 'Poblacion', subText: 'Araceli, Palawan' });
    const sanJose = await geo.search('san jose coron');
    expect(sanJose[0]).toMatchObject({ text: 'San Jose', subText: 'Coron, Palawan' });
  });

  it('finds places accent-insensitively and respects the limit', async () => {
    const [first] = await geo.search('espanola');
    expect(first.text).toBe('Sofronio Española');
    expect(first.subText).toBe('Palawan');
    expect(await geo.search('san', { limit: 5 })).toHaveLength(5);
    expect(await geo.search('san', { limit: 12 })).toHaveLength(12);
  });

  it('names a pin by its barangay when no landmark is near', async () => {
    const at = { lat: 9.8, lng: 118.715 };
    const place = await geo.reverse(at);
    expect(place).toEqual({ text: 'Sicsican', subText: 'Puerto Princesa, Palawan', coords: at });
  });

  it('names a pin by the barangay whose outline holds it, even when another centre is nearer', async () => {
    const at = { lat: 9.7548, lng: 118.7386 };
    expect(await geo.reverse(at)).toEqual({
      text: 'San Pedro',
      subText: 'Puerto Princesa, Palawan',
      coords: at,
    });
    const onRizal = { lat: 9.7408, lng: 118.7445 };
    expect(await geo.reverse(onRizal)).toEqual({
      text: 'Rizal Avenue',
      subText: 'San Miguel, Puerto Princesa, Palawan',
      coords: onRizal,
    });
  });

  it('still prefers a landmark next to the pin', async () => {
    const at = { lat: 9.7568, lng: 118.7494 };
    expect((await geo.reverse(at)).text).toBe('Near Robinsons Place Palawan');
  });

  it('says which file is wrong', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'brp-geo-'));
    try {
      const bad = path.join(dir, 'places.json');
      await writeFile(bad, JSON.stringify({ places: [{ level: 'barangay', name: 'X', municipality: 'Y' }] }));
      expect(() => createOfflineGeo({ placesFile: bad })).toThrow(/places\[0\] lacks a province/);
      expect(() => createOfflineGeo({ placesFile: path.join(dir, 'missing.json') })).toThrow(
        /cannot be read/,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('encoded polylines', () => {
  it("decodes Google's documented example", () => {
    expect(decodePolyline('_p~iF~ps|U_ulLnnqC_mqNvxq`@')).toEqual([
      { lat: 38.5, lng: -120.2 },
      { lat: 40.7, lng: -120.95 },
      { lat: 43.252, lng: -126.453 },
    ]);
    expect(
      encodePolyline([
        { lat: 38.5, lng: -120.2 },
        { lat: 40.7, lng: -120.95 },
        { lat: 43.252, lng: -126.453 },
      ]),
    ).toBe('_p~iF~ps|U_ulLnnqC_mqNvxq`@');
  });

  it('round-trips points to five decimals, including long jumps', () => {
    const points = [
      { lat: 9.74191, lng: 118.75893 },
      { lat: -33.86785, lng: 151.20732 },
      { lat: 0, lng: 0 },
      { lat: 89.99999, lng: -179.99999 },
    ];
    expect(decodePolyline(encodePolyline(points))).toEqual(points);
    expect(decodePolyline('')).toEqual([]);
    expect(() => decodePolyline('_p~iF~ps|U_')).toThrow();
  });
});

type Recorded = { path: string; params: URLSearchParams };

describe('Google geo against a stand-in of the web service', () => {
  const key = 'test-key-123';
  const routePoints = [
    { lat: 9.73921, lng: 118.72961 },
    { lat: 9.74015, lng: 118.73542 },
    { lat: 9.74102, lng: 118.74877 },
    { lat: 9.74191, lng: 118.75893 },
  ];
  let server: Server;
  let baseUrl: string;
  let requests: Recorded[];
  let geo: Geo;

  function answer(req: IncomingMessage): { status?: number; body: unknown } {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const params = url.searchParams;
    requests.push({ path: url.pathname, params });
    if (params.get('key') !== key) {
      return { body: { status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' } };
    }
    if (url.pathname === '/maps/api/geocode/json' && params.has('address')) {
      const address = params.get('address');
      if (address === 'overload') return { body: { status: 'OVER_QUERY_LIMIT', results: [] } };
      if (address === 'broken') return { status: 500, body: {} };
      if (address === 'nowhere') return { body: { status: 'ZERO_RESULTS', results: [] } };
      return {
        body: {
          status: 'OK',
          results: [
            {
              formatted_address:
                'Robinsons Place Palawan, National Hwy, Puerto Princesa, Palawan, Philippines',
              geometry: { location: { lat: 9.7565, lng: 118.7497 } },
              types: ['shopping_mall'],
            },
            {
              formatted_address: 'San Miguel, Puerto Princesa, Palawan, Philippines',
              geometry: { location: { lat: 9.7462, lng: 118.7572 } },
              types: ['sublocality'],
            },
          ],
        },
      };
    }
    if (url.pathname === '/maps/api/geocode/json' && params.has('latlng')) {
      return {
        body: {
          status: 'OK',
          results: [
            {
              formatted_address: 'PQRX+QH Puerto Princesa, Palawan, Philippines',
              geometry: { location: { lat: 9.742, lng: 118.759 } },
              types: ['plus_code'],
            },
            {
              formatted_address: 'Airport Rd, Puerto Princesa, Palawan, Philippines',
              geometry: { location: { lat: 9.742, lng: 118.759 } },
              types: ['route'],
            },
          ],
        },
      };
    }
    if (url.pathname === '/maps/api/place/textsearch/json') {
      return {
        body: {
          status: 'OK',
          results: [
            {
              name: 'SM City Puerto Princesa',
              formatted_address: 'Malvar St, Puerto Princesa, Palawan, Philippines',
              geometry: { location: { lat: 9.7515, lng: 118.7432 } },
            },
          ],
        },
      };
    }
    if (url.pathname === '/maps/api/directions/json') {
      if (params.get('destination') === '12.1215,120.1') {
        return { body: { status: 'ZERO_RESULTS', routes: [] } };
      }
      return {
        body: {
          status: 'OK',
          routes: [
            {
              legs: [
                { distance: { value: 4_567, text: '4.6 km' }, duration: { value: 731, text: '12 mins' } },
              ],
              overview_polyline: { points: encodePolyline(routePoints) },
            },
          ],
        },
      };
    }
    return { status: 404, body: { status: 'NOT_FOUND' } };
  }

  beforeAll(async () => {
    server = createServer((req, res) => {
      const { status = 200, body } = answer(req);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve, reject) =>
      server.close((error) => (error ? reject(error) : resolve())),
    );
  });

  beforeEach(() => {
    requests = [];
    geo = createGoogleGeo({ apiKey: key, baseUrl });
  });

  it('geocodes within the Philippines, biased towards the rider', async () => {
    const results = await geo.search('robinsons', { near: { lat: 9.74, lng: 118.73 }, limit: 1 });
    expect(results).toEqual([
      {
        text: 'Robinsons Place Palawan',
        subText: 'National Hwy, Puerto Princesa, Palawan',
        coords: { lat: 9.7565, lng: 118.7497 },
      },
    ]);
    expect(requests).toHaveLength(1);
    const { path: called, params } = requests[0];
    expect(called).toBe('/maps/api/geocode/json');
    expect(params.get('address')).toBe('robinsons');
    expect(params.get('components')).toBe('country:PH');
    expect(params.get('key')).toBe(key);
    expect(params.get('bounds')).toBe('9.49,118.48|9.99,118.98');
  });

  it('searches with Places when asked to', async () => {
    const places = createGoogleGeo({ apiKey: key, baseUrl, placesSearch: true });
    const [first] = await places.search('sm city', { near: { lat: 9.74, lng: 118.73 } });
    expect(first).toEqual({
      text: 'SM City Puerto Princesa',
      subText: 'Malvar St, Puerto Princesa, Palawan',
      coords: { lat: 9.7515, lng: 118.7432 },
    });
    expect(requests[0].path).toBe('/maps/api/place/textsearch/json');
    expect(requests[0].params.get('query')).toBe('sm city');
    expect(requests[0].params.get('location')).toBe('9.74,118.73');
  });

  it('gives nothing for ZERO_RESULTS and never calls Google for an empty query', async () => {
    expect(await geo.search('nowhere')).toEqual([]);
    expect(await geo.search('  ')).toEqual([]);
    expect(requests).toHaveLength(1);
  });

  it('reverse-geocodes to a street rather than a plus code, keeping the pin', async () => {
    const at = { lat: 9.742, lng: 118.759 };
    expect(await geo.reverse(at)).toEqual({
      text: 'Airport Rd',
      subText: 'Puerto Princesa, Palawan',
      coords: at,
    });
    expect(requests[0].params.get('latlng')).toBe('9.742,118.759');
    expect(requests[0].params.get('key')).toBe(key);
  });

  it('routes by road without ferries and decodes the polyline', async () => {
    const route = await geo.route({ lat: 9.7392, lng: 118.7296 }, AIRPORT);
    expect(route).toEqual({ distance_km: 4.6, duration_min: 12, polyline: routePoints });
    const { path: called, params } = requests[0];
    expect(called).toBe('/maps/api/directions/json');
    expect(params.get('origin')).toBe('9.7392,118.7296');
    expect(params.get('destination')).toBe('9.7419,118.7589');
    expect(params.get('avoid')).toBe('ferries');
    expect(params.get('key')).toBe(key);
  });

  it('rejects a route Google cannot drive', async () => {
    await expect(geo.route(AIRPORT, { lat: 12.1215, lng: 120.1 })).rejects.toMatchObject({
      name: 'GoogleGeoError',
      status: 'ZERO_RESULTS',
    });
  });

  it('rejects with the status and message when the key is refused', async () => {
    const denied = createGoogleGeo({ apiKey: 'wrong', baseUrl });
    const error = await denied.search('robinsons').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GoogleGeoError);
    expect(error).toMatchObject({ status: 'REQUEST_DENIED', api: 'Geocoding' });
    expect((error as Error).message).toContain('REQUEST_DENIED');
    expect((error as Error).message).toContain('The provided API key is invalid.');
    expect((error as Error).message).not.toContain('wrong');
    await expect(denied.route(AIRPORT, EL_NIDO_TOWN)).rejects.toThrow(/REQUEST_DENIED/);
    await expect(denied.reverse(AIRPORT)).rejects.toThrow(/REQUEST_DENIED/);
  });

  it('rejects on a quota error or an HTTP failure', async () => {
    await expect(geo.search('overload')).rejects.toMatchObject({ status: 'OVER_QUERY_LIMIT' });
    await expect(geo.search('broken')).rejects.toMatchObject({ status: 'HTTP_500' });
  });

  it('is what createGeo gives when a key is set, the gazetteer otherwise', async () => {
    const google = createGeo({ googleMapsApiKey: key, googleBaseUrl: baseUrl });
    await google.route(AIRPORT, PUERTO_PRINCESA_DOWNTOWN);
    expect(requests.map((request) => request.path)).toEqual(['/maps/api/directions/json']);

    const offline = createGeo({});
    expect((await offline.search('robinsons'))[0].text).toBe('Robinsons Place Palawan');
    expect(requests).toHaveLength(1);
  });
});
