import { haversineKm } from '@/server/adapters/geo/haversine';
import { createBatchRefresh } from '@/server/batch-refresh';
import type { App } from '@/server/types';
import { DRIVER_SELECT, type DriverRow } from './driver-rows';
import { loadStandings, type Standing } from './standings';

/** A driver's card on the public map (name, vehicle, services, photo) is read again after this long. */
export const DRIVER_CARD_TTL_MS = 10_000;
export const STANDINGS_CACHE_MS = 60_000;
/** Cards due a refresh are read this many at a time, one query at most this often. */
const CARD_REFRESH_BATCH = 500;
const CARD_REFRESH_MS = 250;
/** Drivers going online or offline remembered for telling which cached map answers they change. */
const STATUS_LOG_SIZE = 1024;
const MAX_CARDS = 50_000;
const MAX_BRANCH_CENTRES = 1000;

/**
 * What one server instance remembers about a driver it takes positions from: the branch, the place name last
 * looked up and when. A driver it does not know (or knows as offline) is checked against the database.
 */
export type Presence = { branchId: number; online: boolean; location: string; namedAt: number };

/** A cached card: the row, or null for an account that is gone or blocked, and when it was read. */
type Card = { row: DriverRow | null; at: number };

type LatLng = { lat: number; lng: number };

/** Whether two reads of a driver's row say the same (field by field; times by their instant). */
function sameRow(a: DriverRow, b: DriverRow): boolean {
  for (const key in b) {
    const x = a[key as keyof DriverRow];
    const y = b[key as keyof DriverRow];
    if (x === y) continue;
    if (x instanceof Date && y instanceof Date && x.getTime() === y.getTime()) continue;
    return false;
  }
  return true;
}

/**
 * Everything the drivers domain of one instance keeps in memory, behind named operations: who it takes
 * positions from (presence), the map's driver cards (read again in the background once old), the log of
 * drivers going online or offline (which tells the map's cached answers whether they still hold), this month's
 * standings and the branches' centres. Nothing here is the truth: the database and the locations port are.
 */
export function createDriverCaches(app: App) {
  const { db } = app.deps;
  const presence = new Map<number, Presence>();
  const cards = new Map<number, Card>();
  /** Whether the background refresh runs (a started service); without it an old card is read at once. */
  let refreshRuns = false;
  /** Bumped whenever a driver goes online or offline here; the log says where, for the map's cached answers. */
  let statusEpoch = 0;
  const statusLog: { epoch: number; at: LatLng | null }[] = [];
  let standings: { at: number; lookup: Promise<(id: number) => Standing> } | null = null;
  const branchCentres = new Map<number, LatLng | null>();

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
    for (const id of ids) {
      const row = byId.get(id) ?? null;
      const card = cards.get(id);
      if (!card) {
        cards.set(id, { row, at: now });
        continue;
      }
      // A card read again unchanged (most are) keeps the row it had: the copy just read dies young instead of
      // replacing a long-lived one, so the refresh of thousands of cards leaves no garbage in the old heap.
      if (!card.row || !row || !sameRow(card.row, row)) card.row = row;
      else byId.set(id, card.row);
      card.at = now;
    }
    return byId;
  }

  /**
   * Cards due a refresh, read again up to {@link CARD_REFRESH_BATCH} in one query at a time while the map shows
   * the copies it has: however many cards fall due together (after a restart, thousands within one card
   * lifetime), the database reads a bounded number at a time, beside the answers.
   */
  const refresh = createBatchRefresh<number>({
    batch: CARD_REFRESH_BATCH,
    everyMs: CARD_REFRESH_MS,
    read: readCards,
    onError: (error) => app.log.warn({ err: error }, 'driver cards'),
  });
  refresh.stop();

  return {
    presenceOf: (driverId: number) => presence.get(driverId),
    knows: (driverId: number) => presence.has(driverId),
    setPresence(driverId: number, state: Presence) {
      presence.set(driverId, state);
    },
    /** The drivers this instance holds as online. */
    onlineIds: () => [...presence].filter(([, state]) => state.online).map(([id]) => id),
    /** Forgets what this instance knew of a driver: presence and card. */
    forget(driverId: number) {
      presence.delete(driverId);
      cards.delete(driverId);
    },
    forgetPresence(driverId: number) {
      presence.delete(driverId);
    },
    /** The card is read anew when next shown (the driver changed something the card shows). */
    dropCard(driverId: number) {
      cards.delete(driverId);
    },
    /** Keeps a card just read elsewhere, as read at `at`. */
    keepCard(row: DriverRow, at: number) {
      cards.set(row.id, { row, at });
    },

    /**
     * Cards of the given drivers from memory; those never read are read at once, in one query. A card older than
     * {@link DRIVER_CARD_TTL_MS} is still shown while it is read again beside the answer, so no map answer waits
     * for the database once its drivers are known. Going online or offline on this instance reads a card anew.
     */
    async cardsOf(ids: number[]): Promise<Map<number, DriverRow>> {
      const now = Date.now();
      const found = new Map<number, DriverRow>();
      const missing: number[] = [];
      for (const id of ids) {
        const card = cards.get(id);
        if (!card) {
          missing.push(id);
          continue;
        }
        const due = now - card.at >= DRIVER_CARD_TTL_MS;
        // Without the refresher running (a service not started), an old card is read again at once.
        if (due && !refreshRuns) {
          missing.push(id);
          continue;
        }
        if (card.row) found.set(id, card.row);
        if (due) refresh.add(id);
      }
      if (missing.length > 0) for (const [id, row] of await readCards(missing)) found.set(id, row);
      return found;
    },

    /** Notes that a driver went online or offline (where, when known), so map answers near there are made anew. */
    statusChanged(at: { lat: number | null; lng: number | null } | null) {
      statusEpoch++;
      const known = at && at.lat !== null && at.lng !== null ? { lat: at.lat, lng: at.lng } : null;
      statusLog.push({ epoch: statusEpoch, at: known });
      if (statusLog.length > STATUS_LOG_SIZE) statusLog.splice(0, statusLog.length - STATUS_LOG_SIZE);
    },
    statusEpoch: () => statusEpoch,
    /**
     * Whether a driver went online or offline, since `epoch`, within `km` of `centre` (or where it is not known):
     * an answer made at `epoch` for that place no longer holds.
     */
    changedNear(epoch: number, centre: LatLng | null, km: number): boolean {
      if (epoch === statusEpoch) return false;
      if (!centre || statusLog.length === 0 || statusLog[0].epoch > epoch + 1) return true;
      for (let i = statusLog.length - 1; i >= 0 && statusLog[i].epoch > epoch; i--) {
        const at = statusLog[i].at;
        if (!at || haversineKm(centre, at) <= km) return true;
      }
      return false;
    },

    /** This month's standings, read at most once a {@link STANDINGS_CACHE_MS}. */
    standings(): Promise<(id: number) => Standing> {
      const now = Date.now();
      if (!standings || now - standings.at > STANDINGS_CACHE_MS) {
        const lookup = loadStandings(db, app.now());
        standings = { at: now, lookup };
        lookup.catch(() => {
          standings = null;
        });
      }
      return standings.lookup;
    },

    /** A branch's centre (null when it has none), read once. */
    async branchCentre(branchId: number): Promise<LatLng | null> {
      if (!branchCentres.has(branchId)) {
        const { rows } = await db.query<LatLng>('SELECT lat, lng FROM branches WHERE id = $1', [branchId]);
        if (branchCentres.size > MAX_BRANCH_CENTRES) branchCentres.clear();
        branchCentres.set(branchId, rows[0] ?? null);
      }
      return branchCentres.get(branchId) ?? null;
    },

    /** Starts reading old cards in the background. */
    start() {
      refreshRuns = true;
      refresh.start();
    },
    stop() {
      refreshRuns = false;
      refresh.stop();
    },
  };
}

export type DriverCaches = ReturnType<typeof createDriverCaches>;
