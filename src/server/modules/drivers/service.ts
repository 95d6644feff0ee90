import { CONTACT_DRIVER_BRANCH_ID } from '../../../../config/constants';
import type {
  DriverMoveEvent,
  DriverProfile,
  DriverServices,
  OnlineDriver,
  OnlineDriversQuery,
} from '../../../../schemas/driver';
import type { Bounds, DriverPosition } from '../../adapters/locations/port';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import type { App } from '../../types';
import { photoUrl } from '../accounts/account-view';
import { createPlaceNamer } from './place-names';
import { loadStandings, type Standing } from './standings';

/** How far around a point the public map looks for drivers. */
export const NEARBY_RADIUS_KM = 15;
/** At most this many drivers in one answer (the nearest the middle of the view are kept). */
export const ONLINE_DRIVERS_LIMIT = 200;
/** A moving driver's row is written at most this often; the live position is in the locations index. */
export const DB_WRITE_INTERVAL_MS = 15_000;
/** A driver who has sent nothing for this long is taken off the map (the app died or lost signal). */
export const STALE_DRIVER_MS = 10 * 60_000;
export const STANDINGS_CACHE_MS = 60_000;
/** Moves on a branch topic are sent together at most this often: one message with every driver that moved. */
export const POSITION_COALESCE_MS = 1000;
/** How often the rows of drivers due a write are written, all in one statement. */
export const PERSIST_TICK_MS = 1000;
/** A driver's card on the public map (name, vehicle, services, photo) is read again after this long. */
export const DRIVER_CARD_TTL_MS = 10_000;
/**
 * The same map question (same centre, view and filters) is answered from memory for this long, unless a
 * driver went online or offline meanwhile. Positions move live on the branch topics in between.
 */
export const ONLINE_DRIVERS_ANSWER_MS = 1000;

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

/** What the live map state of one server instance remembers about a driver between requests. */
type Presence = { branchId: number; online: boolean; lastDbWriteAt: number; location: string };

/** A position due a row write, and its place name (being) looked up. */
type DueRow = { lat: number; lng: number; location: Promise<string> };

/** A cached card: the row, or null for an account that is gone or blocked, and when it was read. */
type Card = { row: DriverRow | null; at: number };

/**
 * The drivers domain of one application instance: online state, positions and the public map. Positions
 * live in the locations port (shared through Redis across instances); the drivers row is the durable copy
 * that dispatch and the console read, written at most every {@link DB_WRITE_INTERVAL_MS} while moving.
 */
export function createDriverService(app: App, options: { dbWriteIntervalMs?: number } = {}) {
  const dbWriteIntervalMs = options.dbWriteIntervalMs ?? DB_WRITE_INTERVAL_MS;
  const { db, locations, geo } = app.deps;
  const nameOf = createPlaceNamer(geo);
  const presence = new Map<number, Presence>();
  /**
   * Positions waiting for the next batch write of driver rows, each with its place name. The name is looked up
   * as the position comes in (once per ~200 m cell, see place-names), so the batch write itself never runs
   * hundreds of lookups in one go and holds up the requests waiting behind it.
   */
  const dueRows = new Map<number, DueRow>();
  /** Moves waiting for the next message on their branch topic, the latest per driver. */
  const pendingMoves = new Map<number, Map<number, DriverMoveEvent>>();
  const cards = new Map<number, Card>();
  /** Bumped whenever a driver goes online or offline here, so answers cached before it are not reused. */
  let statusEpoch = 0;
  let ticker: ReturnType<typeof setInterval> | undefined;
  let persisting: Promise<void> = Promise.resolve();
  let standings: { at: number; lookup: Promise<(id: number) => Standing> } | null = null;

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

  /**
   * Writes the rows of drivers due a write in one statement. A driver another instance (or the sweep) took
   * offline meanwhile is forgotten here, so the next position from that phone is refused.
   */
  async function persistRows() {
    if (dueRows.size === 0) return;
    const batch = [...dueRows];
    dueRows.clear();
    const names = await Promise.all(batch.map(([, due]) => due.location));
    const { rows } = await db.query<{ user_id: number; branch_id: number; location_text: string }>(
      `UPDATE drivers d SET lat = v.lat, lng = v.lng,
              location_text = coalesce(nullif(v.location, ''), d.location_text), last_seen_at = now()
         FROM unnest($1::int[], $2::float8[], $3::float8[], $4::text[]) AS v(user_id, lat, lng, location)
        WHERE d.user_id = v.user_id AND d.is_online
        RETURNING d.user_id, d.branch_id, d.location_text`,
      [batch.map(([id]) => id), batch.map(([, at]) => at.lat), batch.map(([, at]) => at.lng), names],
    );
    const written = new Map(rows.map((r) => [r.user_id, r]));
    for (const [id] of batch) {
      const row = written.get(id);
      const state = presence.get(id);
      if (row) {
        if (state) {
          state.location = row.location_text;
          state.branchId = row.branch_id;
        }
      } else if (state?.online) {
        statusEpoch++;
        presence.delete(id);
        await locations.remove(id);
      }
    }
  }

  /** Runs one batch write after the one before it, never two at once. */
  function persist(): Promise<void> {
    persisting = persisting.then(persistRows).catch((error) => app.log.warn({ err: error }, 'driver rows'));
    return persisting;
  }

  /** Starts the coalesced messages and batch writes of this instance. */
  function start() {
    if (ticker) return;
    ticker = setInterval(
      () => {
        flushMoves();
        if (dueRows.size > 0) void persist();
      },
      Math.min(POSITION_COALESCE_MS, PERSIST_TICK_MS),
    );
    ticker.unref();
  }

  /** Stops the timer, sending and writing what is still queued. */
  async function stop() {
    clearInterval(ticker);
    ticker = undefined;
    flushMoves();
    await persist();
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
      location: driver.location_text,
      last_seen_at: driver.last_seen_at?.toISOString() ?? null,
    };
  }

  async function setStatus(
    userId: number,
    body: { is_online: boolean; lat?: number; lng?: number; services?: DriverServices },
  ): Promise<DriverProfile> {
    const driver = await row(userId);
    const services = body.services ?? servicesOf(driver);
    if (!body.is_online) {
      await db.query(
        `UPDATE drivers SET is_online = false, accepts_ride = $2, accepts_pautos = $3, accepts_delivery = $4,
                last_seen_at = now() WHERE user_id = $1`,
        [userId, services.ride, services.pautos, services.delivery],
      );
      await locations.remove(userId);
      presence.set(userId, {
        branchId: driver.branch_id,
        online: false,
        lastDbWriteAt: Date.now(),
        location: driver.location_text,
      });
      dueRows.delete(userId);
      cards.delete(userId);
      statusEpoch++;
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
      lastDbWriteAt: Date.now(),
      location: location || driver.location_text,
    });
    dueRows.delete(userId);
    cards.delete(userId);
    statusEpoch++;
    queueMove(driver.branch_id, { id: userId, lat: at.lat, lng: at.lng });
    return profile(userId);
  }

  /**
   * Moves an online driver. The live position goes to the locations index at once and to the branch's map
   * topic with the next coalesced message; the row is written in the next batch at most every
   * {@link DB_WRITE_INTERVAL_MS}. Only a driver this instance does not know as online is checked against the
   * database before the position is taken.
   */
  async function updateLocation(userId: number, at: { lat: number; lng: number }) {
    const now = Date.now();
    let state = presence.get(userId);
    if (!state?.online) {
      const location = await nameOf(at);
      const { rows } = await db.query<{ branch_id: number; location_text: string }>(
        `UPDATE drivers SET lat = $2, lng = $3, location_text = coalesce(nullif($4, ''), location_text),
                last_seen_at = now()
          WHERE user_id = $1 AND is_online
          RETURNING branch_id, location_text`,
        [userId, at.lat, at.lng, location],
      );
      if (!rows[0]) {
        presence.delete(userId);
        await locations.remove(userId);
        const { rowCount } = await db.query('SELECT 1 FROM drivers WHERE user_id = $1', [userId]);
        if (!rowCount) throw notFound('Driver profile not found.');
        throw conflict('You are offline. Go online to share your location.');
      }
      state = {
        branchId: rows[0].branch_id,
        online: true,
        lastDbWriteAt: now,
        location: rows[0].location_text,
      };
      presence.set(userId, state);
    } else if (now - state.lastDbWriteAt >= dbWriteIntervalMs) {
      state.lastDbWriteAt = now;
      dueRows.set(userId, { lat: at.lat, lng: at.lng, location: nameOf(at) });
    } else if (dueRows.has(userId)) {
      dueRows.set(userId, { lat: at.lat, lng: at.lng, location: nameOf(at) });
    }
    await locations.set(userId, at);
    queueMove(state.branchId, { id: userId, lat: at.lat, lng: at.lng });
    return { lat: at.lat, lng: at.lng, location: state.location };
  }

  /**
   * Cards of the given drivers, from memory when read within {@link DRIVER_CARD_TTL_MS}, the rest in one
   * query. Going online or offline on this instance refreshes a driver's card at once.
   */
  async function cardsOf(ids: number[]): Promise<Map<number, DriverRow>> {
    const now = Date.now();
    const found = new Map<number, DriverRow>();
    const missing: number[] = [];
    for (const id of ids) {
      const card = cards.get(id);
      if (card && now - card.at < DRIVER_CARD_TTL_MS) {
        if (card.row) found.set(id, card.row);
      } else missing.push(id);
    }
    if (missing.length > 0) {
      const { rows } = await db.query<DriverRow>(
        `${DRIVER_SELECT} WHERE d.user_id = ANY($1::int[]) AND u.deleted_at IS NULL AND NOT u.is_blocked`,
        [missing],
      );
      const byId = new Map(rows.map((r) => [r.id, r]));
      if (cards.size + missing.length > MAX_CARDS) {
        for (const [id, card] of cards) if (now - card.at >= DRIVER_CARD_TTL_MS) cards.delete(id);
      }
      for (const id of missing) {
        const row = byId.get(id) ?? null;
        cards.set(id, { row, at: now });
        if (row) found.set(id, row);
      }
    }
    return found;
  }

  async function onlineDrivers(query: OnlineDriversQuery): Promise<OnlineDriver[]> {
    let positions: DriverPosition[];
    if (
      query.north !== undefined &&
      query.south !== undefined &&
      query.east !== undefined &&
      query.west !== undefined
    ) {
      const bounds: Bounds = { north: query.north, south: query.south, east: query.east, west: query.west };
      if (bounds.south > bounds.north || bounds.west > bounds.east)
        throw badRequest('The map view is not valid.');
      positions = await locations.withinBounds(bounds, ONLINE_DRIVERS_LIMIT * 2);
    } else {
      let centre =
        query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : null;
      if (!centre && query.branch_id) {
        const { rows } = await db.query<{ lat: number; lng: number }>(
          'SELECT lat, lng FROM branches WHERE id = $1',
          [query.branch_id],
        );
        centre = rows[0] ?? null;
      }
      if (!centre) throw badRequest('Please send lat and lng, a map view or a branch_id.');
      positions = await locations.nearby(
        centre,
        query.radius_km ?? NEARBY_RADIUS_KM,
        ONLINE_DRIVERS_LIMIT * 2,
      );
    }
    if (positions.length === 0) return [];
    const types = query.vehicle_types?.split(',') ?? null;
    const wanted = [
      ...new Set([...(query.services?.split(',') ?? []), ...(query.service ? [query.service] : [])]),
    ];
    const byId = await cardsOf(positions.map((p) => p.driverId));
    const standingOf = await standingsLookup();
    const found: OnlineDriver[] = [];
    const branchId = query.branch_id ?? null;
    for (const position of positions) {
      const driver = byId.get(position.driverId);
      if (!driver?.is_online || !driver.is_approved) continue;
      if (types && !types.includes(driver.vehicle_type)) continue;
      if (branchId !== null && driver.branch_id !== branchId) continue;
      if (wanted.length > 0 && !wanted.some((service) => servicesOf(driver)[service as keyof DriverServices]))
        continue;
      const standing = standingOf(driver.id);
      found.push({
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
        location: driver.location_text,
        rank: standing.rank ? { photo: standing.rank.photo, short_title: standing.rank.short_title } : null,
        leaderboardData: {
          ranking: standing.ranking,
          finished: standing.finished,
          photo: standing.rank?.photo ?? null,
          full_title: standing.rank?.full_title ?? null,
        },
      });
      if (found.length >= ONLINE_DRIVERS_LIMIT) break;
    }
    return found;
  }

  /**
   * Takes drivers who stopped reporting off the map. A fresh server instance also puts the drivers the
   * database still holds as online, and recently seen, back into the locations index.
   */
  async function sweep(options: { restore?: boolean } = {}) {
    const { rows: stale } = await db.query<{ user_id: number; branch_id: number }>(
      `UPDATE drivers SET is_online = false
        WHERE is_online AND last_seen_at < now() - make_interval(secs => $1)
        RETURNING user_id, branch_id`,
      [STALE_DRIVER_MS / 1000],
    );
    for (const driver of stale) {
      await locations.remove(driver.user_id);
      presence.delete(driver.user_id);
      dueRows.delete(driver.user_id);
      cards.delete(driver.user_id);
      statusEpoch++;
      publishGone(driver.branch_id, driver.user_id);
    }
    if (options.restore) {
      const { rows } = await db.query<{
        user_id: number;
        branch_id: number;
        lat: number;
        lng: number;
        location_text: string;
      }>(
        `SELECT user_id, branch_id, lat, lng, location_text FROM drivers
          WHERE is_online AND lat IS NOT NULL AND lng IS NOT NULL`,
      );
      const now = Date.now();
      for (const driver of rows) {
        if (!(await locations.get(driver.user_id))) await locations.set(driver.user_id, driver);
        // The row was just read: the next position of each driver is taken without asking the database again.
        if (!presence.has(driver.user_id)) {
          presence.set(driver.user_id, {
            branchId: driver.branch_id,
            online: true,
            lastDbWriteAt: now,
            location: driver.location_text,
          });
        }
      }
    }
    return stale.length;
  }

  return {
    profile,
    setStatus,
    updateLocation,
    onlineDrivers,
    sweep,
    start,
    stop,
    flushMoves,
    persist,
    statusEpoch: () => statusEpoch,
  };
}

export type DriverService = ReturnType<typeof createDriverService>;
