import type { OnlineDriver } from '@schemas/driver';
import { type MapDriverParts, mapDriver } from './driver-rows';

type Serialize<T> = (doc: T) => string;

/** A driver's JSON as last written, and what it was written from. */
type Written = {
  lat: number;
  lng: number;
  standing: MapDriverParts['standing'];
  location: string;
  json: Buffer;
};

const COMMA = Buffer.from(',');

/**
 * Writes map answers (`{"data":[...],"count":n}`) from each driver's JSON, kept while what it is written from
 * stays the same: the card (a row the caches keep while it reads the same), the position, the standing and the
 * place name. Neighbouring cells show mostly the same drivers, and a cell's next answer mostly the drivers of the
 * last one, so most drivers of an answer are written once for many answers rather than once for each.
 *
 * Each driver is written by the driver's schema (`driver`) and the frame around them by the answer's (`answer`,
 * with no drivers): the bytes are the ones the answer's schema writes in one go.
 */
export function createMapJson(
  answer: () => Serialize<{ data: OnlineDriver[]; count: number }>,
  driver: () => Serialize<OnlineDriver>,
) {
  const written = new WeakMap<MapDriverParts['driver'], Written>();

  function driverJson(parts: MapDriverParts): Buffer {
    const last = written.get(parts.driver);
    if (
      last &&
      last.lat === parts.position.lat &&
      last.lng === parts.position.lng &&
      last.standing === parts.standing &&
      last.location === parts.location
    )
      return last.json;
    const json = Buffer.from(driver()(mapDriver(parts)));
    written.set(parts.driver, {
      lat: parts.position.lat,
      lng: parts.position.lng,
      standing: parts.standing,
      location: parts.location,
      json,
    });
    return json;
  }

  return (drivers: MapDriverParts[]): Buffer => {
    const frame = answer()({ data: [], count: drivers.length });
    const open = frame.indexOf('[]') + 1;
    const chunks: Buffer[] = [Buffer.from(frame.slice(0, open))];
    for (let i = 0; i < drivers.length; i++) {
      if (i > 0) chunks.push(COMMA);
      chunks.push(driverJson(drivers[i]));
    }
    chunks.push(Buffer.from(frame.slice(open)));
    return Buffer.concat(chunks);
  };
}
