import type { DriverProfile, DriverServices, OnlineDriver, OnlineDriversQuery } from '@schemas/driver';
import type { Bounds, DriverPosition } from '@/server/adapters/locations/port';
import { badRequest, conflict, forbidden, notFound } from '@/server/errors';
import type { App } from '@/server/types';
import { photoUrl } from '../accounts/account-view';
import { createDriverCaches, DRIVER_CARD_TTL_MS } from './driver-caches';
import { DRIVER_SELECT, type DriverRow, mapDriver, servicesOf } from './driver-rows';
import { createMoveQueue } from './moves';
import { createPlaceNamer } from './place-names';

/** How far around a point the public map looks for drivers. */
export const NEARBY_RADIUS_KM = 15;
/** At most this many drivers in one answer (the nearest the asked point are kept). */
export const ONLINE_DRIVERS_LIMIT = 100;
/** A driver who has sent nothing for this long is taken off the map (the app died or lost signal). */
export const STALE_DRIVER_MS = 10 * 60_000;
/** Moves on a branch topic are sent together at most this often: one message with every driver that moved. */
export const POSITION_COALESCE_MS = 1000;
/** A moving driver's place name (shown on the map and to the driver) is looked up again at most this often. */
export const PLACE_NAME_INTERVAL_MS = 15_000;
/**
 * How often this instance asks the database which of the drivers it takes positions from were taken offline
 * elsewhere (a console action, another instance): their next position is then refused.
 */
export const RECONCILE_MS = 15_000;
/**
 * The same map question (same place, view and filters) is answered from memory for this long, unless a
 * driver went online or offline near it meanwhile. Positions move live on the branch topics in between.
 */
export const ONLINE_DRIVERS_ANSWER_MS = 3000;

/**
 * The drivers domain of one application instance: online state, positions and the public map. Positions and
 * when each driver was last heard live in the locations port (shared through Redis across instances, in memory
 * otherwise); the drivers row is written when something a person sees changes: going online or offline (with
 * the last position and its place), never on each position. What the instance keeps in memory besides is one
 * object of caches (driver-caches.ts); the moves waiting for the map topics are another (moves.ts).
 */
export function createDriverService(app: App) {
  const { db, locations, geo } = app.deps;
  const nameOf = createPlaceNamer(geo);
  const caches = createDriverCaches(app);
  const moves = createMoveQueue(app);
  let ticker: ReturnType<typeof setInterval> | undefined;
  let reconciler: ReturnType<typeof setInterval> | undefined;

  async function row(userId: number): Promise<DriverRow> {
    const { rows } = await db.query<DriverRow>(
      `${DRIVER_SELECT} WHERE d.user_id = $1 AND u.deleted_at IS NULL`,
      [userId],
    );
    if (!rows[0]) throw notFound('Driver profile not found.');
    return rows[0];
  }

  /** Forgets a driver taken offline elsewhere: off this instance's map, and the next position is refused. */
  async function forgetOffline(driverId: number) {
    const state = caches.presenceOf(driverId);
    caches.forget(driverId);
    const last = await locations.get(driverId);
    await locations.remove(driverId);
    if (state?.online) {
      caches.statusChanged(last);
      moves.gone(state.branchId, driverId);
    }
  }

  /**
   * Asks the database which drivers this instance takes positions from are no longer online there (taken
   * offline by the console or by another instance), in one query, and forgets them.
   */
  async function reconcile() {
    const ids = caches.onlineIds();
    if (ids.length === 0) return;
    const { rows } = await db.query<{ user_id: number }>(
      'SELECT user_id FROM drivers WHERE user_id = ANY($1::int[]) AND NOT is_online',
      [ids],
    );
    for (const { user_id } of rows) await forgetOffline(user_id);
  }

  /** Starts the coalesced messages, the cards' refresh and the check for drivers taken offline elsewhere. */
  function start() {
    if (ticker) return;
    ticker = setInterval(moves.flush, POSITION_COALESCE_MS);
    ticker.unref();
    caches.start();
    reconciler = setInterval(() => {
      reconcile().catch((error) => app.log.warn({ err: error }, 'drivers reconcile'));
    }, RECONCILE_MS);
    reconciler.unref();
  }

  /** Stops the timers, sending what is still queued. */
  async function stop() {
    clearInterval(ticker);
    clearInterval(reconciler);
    caches.stop();
    ticker = undefined;
    reconciler = undefined;
    moves.flush();
  }

  async function profile(userId: number): Promise<DriverProfile> {
    const driver = await row(userId);
    const live = driver.is_online ? await locations.get(userId) : null;
    return {
      id: driver.id,
      name: driver.name,
      phone: driver.sim_phone ?? driver.phone,
      customizable_photo: photoUrl(driver.upload_id),
      note: driver.note,
      branch_id: driver.branch_id,
      branch_name: driver.branch_name,
      vehicle_type_id: driver.vehicle_type_id,
      vehicle_type: driver.vehicle_type,
      vehicle_make: driver.vehicle_make,
      vehicle_model: driver.vehicle_model,
      color: driver.color,
      tricycle_color: driver.tricycle_color,
      reg_no: driver.reg_no,
      rating: driver.rating,
      is_approved: driver.is_approved,
      is_online: driver.is_online,
      services: servicesOf(driver),
      lat: live?.lat ?? driver.lat,
      lng: live?.lng ?? driver.lng,
      location: (driver.is_online && caches.presenceOf(userId)?.location) || driver.location_text,
      last_seen_at: (live ? new Date(live.updatedAt) : driver.last_seen_at)?.toISOString() ?? null,
    };
  }

  async function setStatus(
    userId: number,
    body: { is_online: boolean; lat?: number; lng?: number; services?: DriverServices },
  ): Promise<DriverProfile> {
    const driver = await row(userId);
    const services = body.services ?? servicesOf(driver);
    if (!body.is_online) {
      // The last position heard goes on the row, with its place: where the console sees the driver stopped.
      const last = await locations.get(userId);
      const location = last ? await nameOf(last) : '';
      await db.query(
        `UPDATE drivers SET is_online = false, accepts_ride = $2, accepts_pautos = $3, accepts_delivery = $4,
                lat = coalesce($5, lat), lng = coalesce($6, lng),
                location_text = coalesce(nullif($7, ''), location_text), last_seen_at = now()
          WHERE user_id = $1`,
        [
          userId,
          services.ride,
          services.pautos,
          services.delivery,
          last?.lat ?? null,
          last?.lng ?? null,
          location,
        ],
      );
      await locations.remove(userId);
      caches.setPresence(userId, {
        branchId: driver.branch_id,
        online: false,
        location: location || driver.location_text,
        namedAt: Date.now(),
      });
      caches.dropCard(userId);
      caches.statusChanged(last ?? driver);
      if (driver.is_online) moves.gone(driver.branch_id, userId);
      return profile(userId);
    }
    if (!driver.is_approved) throw forbidden('Your driver account is not approved yet.');
    if (!services.ride && !services.pautos && !services.delivery) {
      throw badRequest('Please choose at least one service to go online.');
    }
    let at = body.lat !== undefined && body.lng !== undefined ? { lat: body.lat, lng: body.lng } : null;
    if (!at) {
      const known = await locations.get(userId);
      if (known && Date.now() - known.updatedAt < STALE_DRIVER_MS) at = { lat: known.lat, lng: known.lng };
    }
    if (!at) throw badRequest('Your location is needed to go online. Please allow location access.');
    const location = await nameOf(at);
    await db.query(
      `UPDATE drivers SET is_online = true, accepts_ride = $2, accepts_pautos = $3, accepts_delivery = $4,
              lat = $5, lng = $6, location_text = coalesce(nullif($7, ''), location_text), last_seen_at = now()
        WHERE user_id = $1`,
      [userId, services.ride, services.pautos, services.delivery, at.lat, at.lng, location],
    );
    await locations.set(userId, at);
    caches.setPresence(userId, {
      branchId: driver.branch_id,
      online: true,
      location: location || driver.location_text,
      namedAt: Date.now(),
    });
    caches.dropCard(userId);
    caches.statusChanged(at);
    moves.queue(driver.branch_id, { id: userId, lat: at.lat, lng: at.lng });
    return profile(userId);
  }

  /**
   * Moves an online driver: the position (and that the driver was heard now) goes to the locations index, and
   * to the branch's map topic with the next coalesced message. Nothing is written to the database. A driver this
   * instance does not know as online, or whom the index no longer holds (taken offline meanwhile), is checked
   * against the database first.
   */
  async function updateLocation(userId: number, at: { lat: number; lng: number }) {
    const now = Date.now();
    let state = caches.presenceOf(userId);
    if (!state?.online || !(await locations.move(userId, at))) {
      const { rows } = await db.query<{ branch_id: number; location_text: string }>(
        'SELECT branch_id, location_text FROM drivers WHERE user_id = $1 AND is_online',
        [userId],
      );
      if (!rows[0]) {
        if (state?.online) await forgetOffline(userId);
        else {
          caches.forgetPresence(userId);
          await locations.remove(userId);
        }
        const { rowCount } = await db.query('SELECT 1 FROM drivers WHERE user_id = $1', [userId]);
        if (!rowCount) throw notFound('Driver profile not found.');
        throw conflict('You are offline. Go online to share your location.');
      }
      state = { branchId: rows[0].branch_id, online: true, location: rows[0].location_text, namedAt: 0 };
      caches.setPresence(userId, state);
      await locations.set(userId, at);
    }
    if (now - state.namedAt >= PLACE_NAME_INTERVAL_MS) {
      // Looked up beside the request, not in its way: the answer carries the name known so far.
      state.namedAt = now;
      const named = state;
      nameOf(at).then((name) => {
        if (name) named.location = name;
      });
    }
    moves.queue(state.branchId, { id: userId, lat: at.lat, lng: at.lng });
    return { lat: at.lat, lng: at.lng, location: state.location };
  }

  /**
   * The online drivers a map question asks for, nearest first, at most {@link ONLINE_DRIVERS_LIMIT}: the index is
   * asked for that many, and for four times more while filters (vehicle, service, branch) left too few.
   */
  async function onlineDrivers(query: OnlineDriversQuery): Promise<OnlineDriver[]> {
    let look: (count: number) => Promise<DriverPosition[]>;
    if (
      query.north !== undefined &&
      query.south !== undefined &&
      query.east !== undefined &&
      query.west !== undefined
    ) {
      const bounds: Bounds = { north: query.north, south: query.south, east: query.east, west: query.west };
      if (bounds.south > bounds.north || bounds.west > bounds.east)
        throw badRequest('The map view is not valid.');
      look = (count) => locations.withinBounds(bounds, count);
    } else {
      const centre = await centreOf(query);
      if (!centre) throw badRequest('Please send lat and lng, a map view or a branch_id.');
      look = (count) => locations.nearby(centre, query.radius_km ?? NEARBY_RADIUS_KM, count);
    }
    const types = query.vehicle_types?.split(',') ?? null;
    const wanted = [
      ...new Set([...(query.services?.split(',') ?? []), ...(query.service ? [query.service] : [])]),
    ];
    const branchId = query.branch_id ?? null;
    const standingOf = await caches.standings();
    const found: OnlineDriver[] = [];
    let looked = 0;
    for (let count = ONLINE_DRIVERS_LIMIT; ; count *= 4) {
      const positions = await look(count);
      const fresh = positions.slice(looked);
      looked = positions.length;
      const byId = await caches.cardsOf(fresh.map((p) => p.driverId));
      for (const position of fresh) {
        const driver = byId.get(position.driverId);
        if (!driver?.is_online || !driver.is_approved) continue;
        if (types && !types.includes(driver.vehicle_type)) continue;
        if (branchId !== null && driver.branch_id !== branchId) continue;
        if (
          wanted.length > 0 &&
          !wanted.some((service) => servicesOf(driver)[service as keyof DriverServices])
        )
          continue;
        const location = caches.presenceOf(driver.id)?.location ?? '';
        found.push(mapDriver(driver, position, standingOf(driver.id), location));
        if (found.length >= ONLINE_DRIVERS_LIMIT) return found;
      }
      if (positions.length < count || count >= ONLINE_DRIVERS_LIMIT * 16) return found;
    }
  }

  /** The point a nearby question is about: its lat and lng, else its branch's centre. */
  async function centreOf(query: OnlineDriversQuery): Promise<{ lat: number; lng: number } | null> {
    if (query.lat !== undefined && query.lng !== undefined) return { lat: query.lat, lng: query.lng };
    if (!query.branch_id) return null;
    return caches.branchCentre(query.branch_id);
  }

  /**
   * Takes drivers not heard from for {@link STALE_DRIVER_MS} (judged at `at`, now by default) off the map,
   * writing their last position and when they were last heard on their rows. A fresh server instance (with
   * `restore`) also puts the drivers the database holds as online back into the locations index when it no
   * longer has them (an instance's memory after a restart): they count as heard now, and leave the map after
   * {@link STALE_DRIVER_MS} unless their phones report.
   */
  async function sweep(options: { restore?: boolean; at?: number } = {}) {
    if (options.restore) {
      const { rows } = await db.query<DriverRow>(
        `${DRIVER_SELECT} WHERE d.is_online AND d.lat IS NOT NULL AND d.lng IS NOT NULL AND u.deleted_at IS NULL
            AND NOT u.is_blocked`,
      );
      const now = Date.now();
      for (const driver of rows) {
        if (!(await locations.get(driver.id)))
          await locations.set(driver.id, { lat: driver.lat!, lng: driver.lng! });
        // The rows were just read: the next position of each driver is taken without asking the database again,
        // and the map has their cards.
        if (!caches.knows(driver.id)) {
          caches.setPresence(driver.id, {
            branchId: driver.branch_id,
            online: true,
            location: driver.location_text,
            namedAt: 0,
          });
        }
        // Read together, due again spread over the next card lifetime, not all in one moment.
        caches.keepCard(driver, now - Math.random() * DRIVER_CARD_TTL_MS);
      }
    }
    const before = (options.at ?? Date.now()) - STALE_DRIVER_MS;
    const stale: DriverPosition[] = [];
    for await (const batch of locations.scan()) {
      for (const position of batch) if (position.updatedAt < before) stale.push(position);
    }
    if (stale.length === 0) return 0;
    const { rows: gone } = await db.query<{ user_id: number; branch_id: number }>(
      `UPDATE drivers d SET is_online = false, lat = v.lat, lng = v.lng, last_seen_at = to_timestamp(v.heard / 1000.0)
         FROM unnest($1::int[], $2::float8[], $3::float8[], $4::float8[]) AS v(user_id, lat, lng, heard)
        WHERE d.user_id = v.user_id AND d.is_online
        RETURNING d.user_id, d.branch_id`,
      [
        stale.map((p) => p.driverId),
        stale.map((p) => p.lat),
        stale.map((p) => p.lng),
        stale.map((p) => p.updatedAt),
      ],
    );
    const branchOf = new Map(gone.map((g) => [g.user_id, g.branch_id]));
    for (const position of stale) {
      await locations.remove(position.driverId);
      caches.forget(position.driverId);
      caches.statusChanged(position);
      const branchId = branchOf.get(position.driverId);
      if (branchId !== undefined) moves.gone(branchId, position.driverId);
    }
    return gone.length;
  }

  return {
    profile,
    setStatus,
    updateLocation,
    onlineDrivers,
    centreOf,
    sweep,
    reconcile,
    start,
    stop,
    flushMoves: moves.flush,
    statusEpoch: caches.statusEpoch,
    changedNear: caches.changedNear,
  };
}

export type DriverService = ReturnType<typeof createDriverService>;
