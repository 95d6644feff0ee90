import { CONTACT_DRIVER_BRANCH_ID } from '@config/constants';
import type {
  DriverMoveEvent,
  DriverProfile,
  DriverServices,
  OnlineDriver,
  OnlineDriversQuery,
} from '@schemas/driver';
import type { Bounds, DriverPosition } from '@/server/adapters/locations/port';
import { badRequest, conflict, forbidden, notFound } from '@/server/errors';
import type { App } from '@/server/types';
import { haversineKm } from '@/server/adapters/geo/haversine';
import { photoUrl } from '../accounts/account-view';
import { createPlaceNamer } from './place-names';
import { loadStandings, type Standing } from './standings';

/** How far around a point the public map looks for drivers. */
export const NEARBY_RADIUS_KM = 15;
/** At most this many drivers in one answer (the nearest the asked point are kept). */
export const ONLINE_DRIVERS_LIMIT = 100;
/** A driver who has sent nothing for this long is taken off the map (the app died or lost signal). */
export const STALE_DRIVER_MS = 10 * 60_000;
export const STANDINGS_CACHE_MS = 60_000;
/** Moves on a branch topic are sent together at most this often: one message with every driver that moved. */
export const POSITION_COALESCE_MS = 1000;
/** A moving driver's place name (shown on the map and to the driver) is looked up again at most this often. */
export const PLACE_NAME_INTERVAL_MS = 15_000;
/**
 * How often this instance asks the database which of the drivers it takes positions from were taken offline
 * elsewhere (a console action, another instance): their next position is then refused.
 */
export const RECONCILE_MS = 15_000;
/** A driver's card on the public map (name, vehicle, services, photo) is read again after this long. */
export const DRIVER_CARD_TTL_MS = 10_000;
/**
 * The same map question (same place, view and filters) is answered from memory for this long, unless a
 * driver went online or offline near it meanwhile. Positions move live on the branch topics in between.
 */
export const ONLINE_DRIVERS_ANSWER_MS = 3000;
/** Cards due a refresh are read this many at a time, one query at most this often. */
const CARD_REFRESH_BATCH = 500;
const CARD_REFRESH_MS = 250;
/** Drivers going online or offline remembered for telling which cached map answers they change. */
const STATUS_LOG_SIZE = 1024;

const MAX_CARDS = 50_000;

export const driversTopic = (branchId: number) => `drivers:${branchId}`;

type DriverRow = {
  id: number;
  name: string;
  phone: string | null;
  sim_phone: string | null;
  upload_id: string | null;
  note: string;
  branch_id: number;
  branch_name: string | null;
  vehicle_type_id: number;
  vehicle_type: 'motorcycle' | 'tricycle' | 'car';
  vehicle_make: string;
  vehicle_model: string;
  color: string;
  tricycle_color: 'Blue' | 'White' | 'Green' | 'Yellow' | null;
  reg_no: string;
  rating: number;
  is_approved: boolean;
  is_online: boolean;
  accepts_ride: boolean;
  accepts_pautos: boolean;
  accepts_delivery: boolean;
  lat: number | null;
  lng: number | null;
  location_text: string;
  last_seen_at: Date | null;
};

const DRIVER_SELECT = `
  SELECT u.id, u.name, u.phone, d.sim_phone, u.customizable_photo::text AS upload_id, u.note,
         d.branch_id, b.name AS branch_name, d.vehicle_type_id, vt.slug AS vehicle_type, d.vehicle_make,
         d.vehicle_model, d.color, d.tricycle_color, d.reg_no, d.rating, d.is_approved, d.is_online,
         d.accepts_ride, d.accepts_pautos, d.accepts_delivery, d.lat, d.lng, d.location_text, d.last_seen_at
    FROM drivers d
    JOIN users u ON u.id = d.user_id
    JOIN vehicle_types vt ON vt.id = d.vehicle_type_id
    LEFT JOIN branches b ON b.id = d.branch_id`;

const servicesOf = (row: Pick<DriverRow, 'accepts_ride' | 'accepts_pautos' | 'accepts_delivery'>) => ({
  ride: row.accepts_ride,
  pautos: row.accepts_pautos,
  delivery: row.accepts_delivery,
});

export function vehicleIcon(slug: string): string {
  return `/vehicles/${slug}.svg`;
}

/**
 * What one server instance remembers about a driver it takes positions from: the branch, the place name last
 * looked up and when. A driver it does not know (or knows as offline) is checked against the database.
 */
type Presence = { branchId: number; online: boolean; location: string; namedAt: number };

/** A cached card: the row, or null for an account that is gone or blocked, and when it was read. */
type Card = { row: DriverRow | null; at: number };

/**
 * The drivers domain of one application instance: online state, positions and the public map. Positions and
 * when each driver was last heard live in the locations port (shared through Redis across instances, in memory
 * otherwise); the drivers row is written when something a person sees changes: going online or offline (with
 * the last position and its place), never on each position.
 */
export function createDriverService(app: App) {
  const { db, locations, geo } = app.deps;
  const nameOf = createPlaceNamer(geo);
  const presence = new Map<number, Presence>();
  /** Moves waiting for the next message on their branch topic, the latest per driver. */
  const pendingMoves = new Map<number, Map<number, DriverMoveEvent>>();
  const cards = new Map<number, Card>();
  /** Drivers whose cards are being read again while the map shows the copies it has. */
  const refreshing = new Set<number>();
  /** Bumped whenever a driver goes online or offline here; the log says where, for the map's cached answers. */
  let statusEpoch = 0;
  const statusLog: { epoch: number; at: { lat: number; lng: number } | null }[] = [];
  let ticker: ReturnType<typeof setInterval> | undefined;
  let reconciler: ReturnType<typeof setInterval> | undefined;
  let standings: { at: number; lookup: Promise<(id: number) => Standing> } | null = null;

  /** Notes that a driver went online or offline (where, when known), so map answers near there are made anew. */
  function statusChanged(at: { lat: number | null; lng: number | null } | null) {
    statusEpoch++;
    const known = at && at.lat !== null && at.lng !== null ? { lat: at.lat, lng: at.lng } : null;
    statusLog.push({ epoch: statusEpoch, at: known });
    if (statusLog.length > STATUS_LOG_SIZE) statusLog.splice(0, statusLog.length - STATUS_LOG_SIZE);
  }

  /**
   * Whether a driver went online or offline, since `epoch`, within `km` of `centre` (or where it is not known):
   * an answer made at `epoch` for that place no longer holds.
   */
  function changedNear(epoch: number, centre: { lat: number; lng: number } | null, km: number): boolean {
    if (epoch === statusEpoch) return false;
    if (!centre || statusLog.length === 0 || statusLog[0].epoch > epoch + 1) return true;
    for (let i = statusLog.length - 1; i >= 0 && statusLog[i].epoch > epoch; i--) {
      const at = statusLog[i].at;
      if (!at || haversineKm(centre, at) <= km) return true;
    }
    return false;
  }

  function standingsLookup(): Promise<(id: number) => Standing> {
    const now = Date.now();
    if (!standings || now - standings.at > STANDINGS_CACHE_MS) {
      const lookup = loadStandings(db, app.now());
      standings = { at: now, lookup };
      lookup.catch(() => {
        standings = null;
      });
    }
    return standings.lookup;
  }

  async function row(userId: number): Promise<DriverRow> {
    const { rows } = await db.query<DriverRow>(
      `${DRIVER_SELECT} WHERE d.user_id = $1 AND u.deleted_at IS NULL`,
      [userId],
    );
    if (!rows[0]) throw notFound('Driver profile not found.');
    return rows[0];
  }

  function publish(branchId: number, event: DriverMoveEvent | DriverMoveEvent[]) {
    app.realtime
      .publish(driversTopic(branchId), event)
      .catch((error) => app.log.warn({ err: error }, 'drivers'));
  }

  /** Queues a move for the branch's next coalesced message. */
  function queueMove(branchId: number, event: DriverMoveEvent) {
    let moves = pendingMoves.get(branchId);
    if (!moves) {
      moves = new Map();
      pendingMoves.set(branchId, moves);
    }
    moves.set(event.id, event);
  }

  /** That a driver left goes out at once, and any move still queued for the driver is dropped. */
  function publishGone(branchId: number, driverId: number) {
    pendingMoves.get(branchId)?.delete(driverId);
    publish(branchId, { id: driverId, is_online: false });
  }

  /** Sends every queued move: one message per branch topic, listing each driver that moved once. */
  function flushMoves() {
    for (const [branchId, moves] of pendingMoves) {
      pendingMoves.delete(branchId);
      if (moves.size > 0) publish(branchId, [...moves.values()]);
    }
  }

  /** Forgets a driver taken offline elsewhere: off this instance's map, and the next position is refused. */
  async function forgetOffline(driverId: number) {
    const state = presence.get(driverId);
    presence.delete(driverId);
    cards.delete(driverId);
    const last = await locations.get(driverId);
    await locations.remove(driverId);
    if (state?.online) {
      statusChanged(last);
      publishGone(state.branchId, driverId);
    }
  }

  /**
   * Asks the database which drivers this instance takes positions from are no longer online there (taken
   * offline by the console or by another instance), in one query, and forgets them.
   */
  async function reconcile() {
    const ids = [...presence].filter(([, state]) => state.online).map(([id]) => id);
    if (ids.length === 0) return;
    const { rows } = await db.query<{ user_id: number }>(
      'SELECT user_id FROM drivers WHERE user_id = ANY($1::int[]) AND NOT is_online',
      [ids],
    );
    for (const { user_id } of rows) await forgetOffline(user_id);
  }

  /** Starts the coalesced messages and the check for drivers taken offline elsewhere. */
  function start() {
    if (ticker) return;
    ticker = setInterval(flushMoves, POSITION_COALESCE_MS);
    ticker.unref();
    reconciler = setInterval(() => {
      reconcile().catch((error) => app.log.warn({ err: error }, 'drivers reconcile'));
    }, RECONCILE_MS);
    reconciler.unref();
  }

  /** Stops the timers, sending what is still queued. */
  async function stop() {
    clearInterval(ticker);
    clearInterval(reconciler);
    clearTimeout(refreshTimer);
    refreshTimer = undefined;
    ticker = undefined;
    reconciler = undefined;
    flushMoves();
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
      location: (driver.is_online && presence.get(userId)?.location) || driver.location_text,
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
      presence.set(userId, {
        branchId: driver.branch_id,
        online: false,
        location: location || driver.location_text,
        namedAt: Date.now(),
      });
      cards.delete(userId);
      statusChanged(last ?? driver);
      if (driver.is_online) publishGone(driver.branch_id, userId);
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
    presence.set(userId, {
      branchId: driver.branch_id,
      online: true,
      location: location || driver.location_text,
      namedAt: Date.now(),
    });
    cards.delete(userId);
    statusChanged(at);
    queueMove(driver.branch_id, { id: userId, lat: at.lat, lng: at.lng });
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
    let state = presence.get(userId);
    if (!state?.online || !(await locations.move(userId, at))) {
      const { rows } = await db.query<{ branch_id: number; location_text: string }>(
        'SELECT branch_id, location_text FROM drivers WHERE user_id = $1 AND is_online',
        [userId],
      );
      if (!rows[0]) {
        if (state?.online) await forgetOffline(userId);
        else {
          presence.delete(userId);
          await locations.remove(userId);
        }
        const { rowCount } = await db.query('SELECT 1 FROM drivers WHERE user_id = $1', [userId]);
        if (!rowCount) throw notFound('Driver profile not found.');
        throw conflict('You are offline. Go online to share your location.');
      }
      state = { branchId: rows[0].branch_id, online: true, location: rows[0].location_text, namedAt: 0 };
      presence.set(userId, state);
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
    queueMove(state.branchId, { id: userId, lat: at.lat, lng: at.lng });
    return { lat: at.lat, lng: at.lng, location: state.location };
  }

  /** Reads the cards of these drivers in one query and keeps them. */
  async function readCards(ids: number[]): Promise<Map<number, DriverRow>> {
    const { rows } = await db.query<DriverRow>(
      `${DRIVER_SELECT} WHERE d.user_id = ANY($1::int[]) AND u.deleted_at IS NULL AND NOT u.is_blocked`,
      [ids],
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    const now = Date.now();
    if (cards.size + ids.length > MAX_CARDS) {
      for (const [id, card] of cards) if (now - card.at >= DRIVER_CARD_TTL_MS) cards.delete(id);
    }
    for (const id of ids) cards.set(id, { row: byId.get(id) ?? null, at: now });
    return byId;
  }

  /**
   * Reads again, in one query, up to {@link CARD_REFRESH_BATCH} of the cards due a refresh, and comes back for the
   * rest: however many cards fall due together, the database reads a bounded number at a time, beside the answers.
   */
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;
  function refreshCards() {
    refreshTimer = undefined;
    const batch = [...refreshing].slice(0, CARD_REFRESH_BATCH);
    readCards(batch)
      .catch((error) => app.log.warn({ err: error }, 'driver cards'))
      .finally(() => {
        for (const id of batch) refreshing.delete(id);
        if (refreshing.size > 0 && !refreshTimer && ticker)
          refreshTimer = setTimeout(refreshCards, CARD_REFRESH_MS);
      });
  }

  /**
   * Cards of the given drivers from memory; those never read are read at once, in one query. A card older than
   * {@link DRIVER_CARD_TTL_MS} is still shown while it is read again beside the answer, so no map answer waits
   * for the database once its drivers are known. Going online or offline on this instance reads a card anew.
   */
  async function cardsOf(ids: number[]): Promise<Map<number, DriverRow>> {
    const now = Date.now();
    const found = new Map<number, DriverRow>();
    const missing: number[] = [];
    const old: number[] = [];
    for (const id of ids) {
      const card = cards.get(id);
      if (!card) {
        missing.push(id);
        continue;
      }
      const due = now - card.at >= DRIVER_CARD_TTL_MS;
      // Without the refresher running (a service not started), an old card is read again at once.
      if (due && !ticker) {
        missing.push(id);
        continue;
      }
      if (card.row) found.set(id, card.row);
      if (due && !refreshing.has(id)) old.push(id);
    }
    for (const id of old) refreshing.add(id);
    if (refreshing.size > 0 && !refreshTimer) {
      refreshTimer = setTimeout(refreshCards, CARD_REFRESH_MS);
      refreshTimer.unref();
    }
    if (missing.length > 0) for (const [id, row] of await readCards(missing)) found.set(id, row);
    return found;
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
    const standingOf = await standingsLookup();
    const found: OnlineDriver[] = [];
    let looked = 0;
    for (let count = ONLINE_DRIVERS_LIMIT; ; count *= 4) {
      const positions = await look(count);
      const fresh = positions.slice(looked);
      looked = positions.length;
      const byId = await cardsOf(fresh.map((p) => p.driverId));
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
        found.push(mapDriver(driver, position, standingOf(driver.id)));
        if (found.length >= ONLINE_DRIVERS_LIMIT) return found;
      }
      if (positions.length < count || count >= ONLINE_DRIVERS_LIMIT * 16) return found;
    }
  }

  /** A driver as the public map shows it. */
  function mapDriver(driver: DriverRow, position: DriverPosition, standing: Standing): OnlineDriver {
    return {
      id: driver.id,
      name: driver.name,
      // Only the branch whose drivers take calls from the map shows a number; nobody else's leaves the server.
      phone: driver.branch_id === CONTACT_DRIVER_BRANCH_ID ? (driver.sim_phone ?? driver.phone) : null,
      lat: position.lat,
      lng: position.lng,
      icon: vehicleIcon(driver.vehicle_type),
      vehicle_type: driver.vehicle_type,
      vehicle_make_model: [driver.vehicle_make, driver.vehicle_model].filter(Boolean).join(' '),
      color:
        driver.vehicle_type === 'tricycle' && driver.tricycle_color ? driver.tricycle_color : driver.color,
      customizable_photo: photoUrl(driver.upload_id),
      note: driver.note,
      branch_id: driver.branch_id,
      current_services: (['ride', 'pautos', 'delivery'] as const).filter((s) => servicesOf(driver)[s]),
      is_online: true,
      location: presence.get(driver.id)?.location || driver.location_text,
      rank: standing.rank ? { photo: standing.rank.photo, short_title: standing.rank.short_title } : null,
      leaderboardData: {
        ranking: standing.ranking,
        finished: standing.finished,
        photo: standing.rank?.photo ?? null,
        full_title: standing.rank?.full_title ?? null,
      },
    };
  }

  const branchCentres = new Map<number, { lat: number; lng: number } | null>();
  /** The point a nearby question is about: its lat and lng, else its branch's centre. */
  async function centreOf(query: OnlineDriversQuery): Promise<{ lat: number; lng: number } | null> {
    if (query.lat !== undefined && query.lng !== undefined) return { lat: query.lat, lng: query.lng };
    if (!query.branch_id) return null;
    if (!branchCentres.has(query.branch_id)) {
      const { rows } = await db.query<{ lat: number; lng: number }>(
        'SELECT lat, lng FROM branches WHERE id = $1',
        [query.branch_id],
      );
      if (branchCentres.size > 1000) branchCentres.clear();
      branchCentres.set(query.branch_id, rows[0] ?? null);
    }
    return branchCentres.get(query.branch_id) ?? null;
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
        if (!presence.has(driver.id)) {
          presence.set(driver.id, {
            branchId: driver.branch_id,
            online: true,
            location: driver.location_text,
            namedAt: 0,
          });
        }
        // Read together, due again spread over the next card lifetime, not all in one moment.
        cards.set(driver.id, { row: driver, at: now - Math.random() * DRIVER_CARD_TTL_MS });
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
      presence.delete(position.driverId);
      cards.delete(position.driverId);
      statusChanged(position);
      const branchId = branchOf.get(position.driverId);
      if (branchId !== undefined) publishGone(branchId, position.driverId);
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
    flushMoves,
    statusEpoch: () => statusEpoch,
    changedNear,
  };
}

export type DriverService = ReturnType<typeof createDriverService>;
