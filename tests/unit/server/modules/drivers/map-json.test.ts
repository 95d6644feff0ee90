import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { onlineDriverSchema, onlineDriversResponseSchema } from '@schemas/driver';
import { describe, expect, it } from 'vitest';
import { type DriverRow, type MapDriverParts, mapDriver } from '@/server/modules/drivers/driver-rows';
import { createMapJson } from '@/server/modules/drivers/map-json';

const compile = SerializerSelector()({}, {});
const serializer = (schema: object) =>
  compile({ schema, method: 'GET', url: '/api/online-drivers', httpStatus: '200' });
const serializeAnswer = serializer(onlineDriversResponseSchema);
const serializeDriver = serializer(onlineDriverSchema);

function row(id: number, overrides: Partial<DriverRow> = {}): DriverRow {
  return {
    id,
    name: `Driver ${id}`,
    phone: '+639171234567',
    sim_phone: null,
    upload_id: null,
    note: '',
    branch_id: 1,
    branch_name: 'Puerto Princesa',
    vehicle_type_id: 1,
    vehicle_type: 'motorcycle',
    vehicle_make: 'Honda',
    vehicle_model: 'Click',
    color: 'Red',
    tricycle_color: null,
    reg_no: 'ABC 123',
    rating: 4.8,
    is_approved: true,
    is_online: true,
    accepts_ride: true,
    accepts_pautos: false,
    accepts_delivery: true,
    lat: null,
    lng: null,
    location_text: 'Rizal Avenue',
    last_seen_at: null,
    ...overrides,
  };
}

const ranked = {
  ranking: 3,
  finished: 52,
  rank: { photo: '/ranks/bronze.png', short_title: 'Bronze II', full_title: 'Bronze Driver II' },
};
const unranked = { ranking: null, finished: 0, rank: null };

const shown = (driver: DriverRow, lat: number, location = ''): MapDriverParts => ({
  driver,
  position: { driverId: driver.id, lat, lng: 118.7353, updatedAt: 0 },
  standing: driver.id % 2 ? ranked : unranked,
  location,
});

describe('map answer JSON', () => {
  const rows = [
    row(1),
    row(2, { branch_id: 2, sim_phone: '+639181112222', upload_id: 'a1b2', note: 'Sa "kanto" lang\n' }),
    row(3, {
      name: 'Niño Peñafrancia',
      vehicle_type: 'tricycle',
      tricycle_color: 'Blue',
      accepts_pautos: true,
    }),
  ];

  it("writes the bytes the answer's schema writes in one go", () => {
    const mapJson = createMapJson(
      () => serializeAnswer,
      () => serializeDriver,
    );
    for (const drivers of [
      [],
      rows.map((r, i) => shown(r, 9.7392 + i / 100, i === 1 ? 'Bancao-Bancao' : '')),
    ]) {
      const data = drivers.map(mapDriver);
      expect(mapJson(drivers).toString()).toBe(serializeAnswer({ data, count: data.length }));
    }
  });

  it('writes a driver again only when what the map shows of it changed', () => {
    let written = 0;
    const mapJson = createMapJson(
      () => serializeAnswer,
      () => (driver) => {
        written++;
        return serializeDriver(driver);
      },
    );
    mapJson(rows.map((r) => shown(r, 9.74)));
    expect(written).toBe(3);
    // Another cell showing the same drivers, two of them unchanged.
    const moved = mapJson([
      shown(rows[2], 9.74),
      shown(rows[0], 9.75),
      shown(rows[1], 9.74, 'Bancao-Bancao'),
    ]);
    expect(written).toBe(5);
    const expected = [shown(rows[2], 9.74), shown(rows[0], 9.75), shown(rows[1], 9.74, 'Bancao-Bancao')].map(
      mapDriver,
    );
    expect(moved.toString()).toBe(serializeAnswer({ data: expected, count: 3 }));
    // A card read again with something changed is a new row: written anew.
    mapJson([shown({ ...rows[0], name: 'Driver One' }, 9.75)]);
    expect(written).toBe(6);
  });
});
