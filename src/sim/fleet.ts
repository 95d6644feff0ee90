import { setMaxListeners } from 'node:events';
import { CITY_LANDING_PAGES } from '@config/constants';
import { FLEET_TOWNS, fleetEmail } from '../server/db/seed/fleet';
import { callApi, messageOf, sleep } from './client';
import { runTripAgent, type TripAgent } from './trips';
import { type LatLng, type Rng, seededRng, startWalk, stepWalk, type WalkState } from './walk';

export type SimLog = {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
};

export type FleetOptions = {
  baseUrl: string;
  password: string;
  /** How many simulated drivers: sim-driver-{first}..{first + drivers - 1}@example.com. */
  drivers: number;
  first?: number;
  /** Milliseconds between location updates of one driver (jittered by ±20 %). */
  intervalMs?: number;
  /** Chance per update that a driver takes a break offline (30-120 s). */
  offlineChance?: number;
  /** Run the trip agent (src/sim/trips.ts) so simulated drivers accept offers and run trips (default on). */
  trips?: boolean;
  /** How long a simulated driver takes to answer an offer, [min, max] ms (default 1.5-5 s). */
  answerDelayMs?: [number, number];
  /** Chance that a simulated driver declines an offer (default 0.1, see src/sim/trips.ts). */
  declineChance?: number;
  seed?: number;
  log?: SimLog;
};

export type SimDriver = {
  n: number;
  email: string;
  id: number | null;
  branchId: number | null;
  vehicle: string | null;
  online: boolean;
  onTrip: boolean;
  position: LatLng | null;
  updates: number;
  errors: number;
  /** Why the driver is not driving, when it is not (login refused, no such account...). */
  problem: string | null;
};

export type Fleet = {
  drivers: SimDriver[];
  /** Resolves once every driver has logged in and gone online (or given up trying). */
  ready: Promise<void>;
  stop(): Promise<void>;
};

const quiet: SimLog = { debug() {}, info() {}, warn() {} };
const DEFAULT_INTERVAL_MS = 3_000;
const STOP_TIMEOUT_MS = 5_000;

/** The town a driver of this branch drives in: a fleet town, a city page's centre, or Puerto Princesa. */
export function townFor(branchId: number | null): { center: LatLng; radiusM: number } {
  const town = FLEET_TOWNS.find((t) => t.branchId === branchId);
  if (town) return { center: town.center, radiusM: town.radiusKm * 1000 };
  const city = CITY_LANDING_PAGES.find((c) => c.branchId === branchId);
  return { center: city?.center ?? FLEET_TOWNS[0].center, radiusM: 2000 };
}

/**
 * Virtual drivers that use the same HTTP API as a driver's phone: log in, go online, move along streets
 * near their town's centre sending a position every few seconds, sometimes take a break offline, and
 * (with the trip agent) accept offers and run trips. `stop()` takes them offline and ends every loop.
 */
export function startFleet(options: FleetOptions): Fleet {
  const log = options.log ?? quiet;
  const first = options.first ?? 1;
  const intervalMs = options.intervalMs ?? DEFAULT_INTERVAL_MS;
  const offlineChance = options.offlineChance ?? 0.004;
  const seed = options.seed ?? Date.now();
  const controller = new AbortController();
  const { signal } = controller;
  // Every driver's sleeps and requests listen to this one signal.
  setMaxListeners(0, signal);
  const drivers: SimDriver[] = Array.from({ length: Math.max(0, options.drivers) }, (_, i) => ({
    n: first + i,
    email: fleetEmail(first + i),
    id: null,
    branchId: null,
    vehicle: null,
    online: false,
    onTrip: false,
    position: null,
    updates: 0,
    errors: 0,
    problem: null,
  }));
  const readiness: Promise<void>[] = [];
  const loops = drivers.map((driver, index) => {
    let markReady: () => void = () => {};
    readiness.push(new Promise<void>((resolve) => (markReady = resolve)));
    return keepDriving(driver, index, markReady).finally(markReady);
  });

  /**
   * A driver whose calls fail (a busy server that does not answer in time, a restart) tries again after a pause
   * that grows to a minute, instead of stopping for good; only a refused login or the end of the run stops it.
   */
  async function keepDriving(driver: SimDriver, index: number, markReady: () => void) {
    for (let attempt = 0; !signal.aborted; attempt++) {
      try {
        await drive(driver, index, markReady);
        return;
      } catch (error) {
        if (signal.aborted) return;
        driver.problem = (error as Error).message;
        log.warn({ driver: driver.email, err: error, attempt }, 'simulated driver failed; trying again');
        markReady();
        await sleep(Math.min(60_000, 2_000 * 2 ** attempt) * (0.5 + Math.random()), signal);
      }
    }
  }

  async function drive(driver: SimDriver, index: number, markReady: () => void) {
    const rng: Rng = seededRng(seed + driver.n * 7919);
    // Staggered, so a large fleet does not log in all at once.
    await sleep(index * 120, signal);
    let token = await login(driver);
    if (!token) return;
    const me = await callApi<{ id: number; branch_id: number; vehicle_type: string; services: object }>(
      options.baseUrl,
      'driver/me',
      { token, signal },
    );
    if (me.status !== 200) throw new Error(`driver/me answered ${me.status}: ${messageOf(me.data)}`);
    driver.id = me.data.id;
    driver.branchId = me.data.branch_id;
    driver.vehicle = me.data.vehicle_type;
    const town = townFor(driver.branchId);
    let walk: WalkState = startWalk(town.center, town.radiusM, rng);
    driver.position = walk.position;

    const setOnline = async (online: boolean): Promise<boolean> => {
      const answer = await callApi(options.baseUrl, 'driver/status', {
        token: token!,
        body: online ? { is_online: true, ...walk.position } : { is_online: false },
        signal: online ? signal : undefined,
        timeoutMs: online ? 10_000 : 2_000,
      });
      if (answer.status === 401) token = (await login(driver)) ?? token;
      if (answer.status !== 200) {
        driver.errors++;
        log.warn(
          { driver: driver.email, status: answer.status, message: messageOf(answer.data) },
          'status refused',
        );
        return false;
      }
      driver.online = online;
      return true;
    };

    await setOnline(true);
    markReady();
    const agent: TripAgent | null =
      options.trips === false
        ? null
        : runTripAgent({
            baseUrl: options.baseUrl,
            token,
            driverId: driver.id,
            answerDelayMs: options.answerDelayMs,
            declineChance: options.declineChance,
            signal,
            log,
            position: () => driver.position,
            setPosition: (at: LatLng) => {
              driver.position = at;
              walk = { ...walk, position: at };
            },
            onTrip: (active: boolean) => {
              driver.onTrip = active;
            },
          });

    let offlineUntil = 0;
    let last = Date.now();
    try {
      while (!signal.aborted) {
        await sleep(intervalMs * (0.8 + 0.4 * rng()), signal);
        if (signal.aborted) break;
        const now = Date.now();
        const elapsed = now - last;
        last = now;
        if (offlineUntil) {
          if (now >= offlineUntil && (await setOnline(true).catch(() => false))) offlineUntil = 0;
          continue;
        }
        if (!driver.onTrip && rng() < offlineChance) {
          if (await setOnline(false).catch(() => false)) offlineUntil = now + 30_000 + rng() * 90_000;
          continue;
        }
        if (driver.onTrip) continue;
        walk = stepWalk(walk, elapsed, rng);
        driver.position = walk.position;
        const answer = await callApi(options.baseUrl, 'driver/location', {
          token,
          body: walk.position,
          signal,
        }).catch((error) => {
          if (!signal.aborted) log.warn({ driver: driver.email, err: error }, 'location not sent');
          return null;
        });
        if (!answer) continue;
        if (answer.status === 200) driver.updates++;
        else {
          driver.errors++;
          // Taken offline meanwhile (by the stale sweep or another session): back online.
          if (answer.status === 409) await setOnline(true).catch(() => false);
          if (answer.status === 401) token = (await login(driver)) ?? token;
        }
      }
    } finally {
      await agent?.stop().catch(() => {});
      if (driver.online) await setOnline(false).catch(() => {});
    }
  }

  async function login(driver: SimDriver): Promise<string | null> {
    for (let attempt = 0; !signal.aborted; attempt++) {
      const answer = await callApi<{ token?: string }>(options.baseUrl, 'login', {
        body: { login: driver.email, password: options.password },
        signal,
      }).catch((error) => {
        if (signal.aborted) return null;
        throw error;
      });
      if (!answer) return null;
      if (answer.status === 200 && answer.data.token) {
        driver.problem = null;
        return answer.data.token;
      }
      if (answer.status !== 429 && answer.status < 500) {
        driver.problem = `login refused (${answer.status}): ${messageOf(answer.data)}`;
        log.warn({ driver: driver.email, status: answer.status }, driver.problem);
        return null;
      }
      await sleep((answer.retryAfterMs ?? 5_000) + Math.random() * 2_000 * (attempt + 1), signal);
    }
    return null;
  }

  const ready = Promise.all(readiness).then(() => {
    const online = drivers.filter((d) => d.online).length;
    log.debug({ online, drivers: drivers.length }, 'fleet simulator running');
  });

  return {
    drivers,
    ready,
    async stop() {
      controller.abort();
      await Promise.race([Promise.all(loops), sleep(STOP_TIMEOUT_MS)]);
    },
  };
}
