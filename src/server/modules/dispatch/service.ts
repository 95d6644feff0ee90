import {
  DISPATCH_GIVE_UP_MS,
  DISPATCH_GIVE_UP_REASON,
  DISPATCH_RADIUS_KM,
  DISPATCH_RADIUS_MAX_KM,
  DISPATCH_RADIUS_STEP_KM,
  DISPATCH_REOFFER_PAUSE_MS,
  DISPATCH_RETRY_MS,
  DISPATCH_SWEEP_MS,
  DISPATCH_WIDEN_MS,
  OFFER_TIMEOUT_MS,
} from '@config/constants';
import { transaction } from '@/server/db/pool';
import type { App } from '@/server/types';
import { type Outbox, publishAll, recordStatus } from '../bookings/events';
import { cancelOrderIfAny } from '../orders/status-entries';
import { type Candidate, eligibleDrivers } from './candidates';

export type DispatchTimings = {
  offerTimeoutMs: number;
  retryMs: number;
  giveUpMs: number;
  sweepMs: number;
  reofferPauseMs: number;
  widenMs: number;
};

/** How far dispatch looks for a booking made `elapsedMs` ago: wider step by step, up to the maximum. */
export function searchRadiusKm(elapsedMs: number, widenMs: number): number {
  const steps = Math.max(0, Math.floor(elapsedMs / Math.max(1, widenMs)));
  return Math.min(DISPATCH_RADIUS_MAX_KM, DISPATCH_RADIUS_KM + steps * DISPATCH_RADIUS_STEP_KM);
}

export type Dispatcher = {
  /** Look at a booking now (new booking, declined offer): offer it to the next driver if it needs one. */
  kick(bookingId: number): void;
  /** One pass over every booking whose offer ran out or whose retry is due; resumes after a restart. */
  sweep(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
  timings: DispatchTimings;
};

type PendingRow = {
  id: number;
  code: string;
  status: string;
  service: string;
  zone_id: number;
  vehicle_type_id: number;
  pickup_latitude: number;
  pickup_longitude: number;
  db_now: Date;
  created_at: Date;
  give_up_at: Date;
  still_looking_since: Date | null;
};

/**
 * Offers each pending booking to one driver at a time, nearest first, each for offerTimeoutMs; on decline or
 * time-out the next nearest driver not yet offered gets it. With nobody new left, a driver whose offer lapsed
 * or was declined at least reofferPauseMs ago is offered it again, the search widens step by step (every
 * widenMs), the rider is told that dispatch is still looking, and it looks again every retryMs. After giveUpMs
 * it gives up: cancelled by 'system', which is what the failed-booking counts of the staff charts read.
 *
 * The database holds the whole state (booking_offers, bookings.next_dispatch_at): in-process timers only make
 * things happen on time, and a periodic sweep picks up whatever is due, so a restart or a second server
 * instance carries on where another left off. Each booking is worked on under its row lock (SKIP LOCKED), so
 * two instances never offer the same booking twice and accepting (which locks the same row) always wins or
 * loses cleanly against dispatch.
 */
export function createDispatcher(app: App): Dispatcher {
  const timings: DispatchTimings = {
    offerTimeoutMs: app.deps.dispatch?.offerTimeoutMs ?? OFFER_TIMEOUT_MS,
    retryMs: app.deps.dispatch?.retryMs ?? DISPATCH_RETRY_MS,
    giveUpMs: app.deps.dispatch?.giveUpMs ?? DISPATCH_GIVE_UP_MS,
    sweepMs: app.deps.dispatch?.sweepMs ?? DISPATCH_SWEEP_MS,
    reofferPauseMs: app.deps.dispatch?.reofferPauseMs ?? DISPATCH_REOFFER_PAUSE_MS,
    widenMs: app.deps.dispatch?.widenMs ?? DISPATCH_WIDEN_MS,
  };
  const timers = new Map<number, NodeJS.Timeout>();
  const running = new Map<number, Promise<void>>();
  const rerun = new Set<number>();
  const inFlight = new Set<Promise<unknown>>();
  let sweepTimer: NodeJS.Timeout | undefined;
  let sweeping: Promise<void> | null = null;
  let stopped = true;

  function track<T>(promise: Promise<T>): Promise<T> {
    inFlight.add(promise);
    promise.finally(() => inFlight.delete(promise)).catch(() => {});
    return promise;
  }

  function schedule(bookingId: number, delayMs: number) {
    if (stopped) return;
    clearTimeout(timers.get(bookingId));
    const timer = setTimeout(() => {
      timers.delete(bookingId);
      kick(bookingId);
    }, Math.max(0, delayMs) + 10);
    timer.unref();
    timers.set(bookingId, timer);
  }

  function unschedule(bookingId: number) {
    clearTimeout(timers.get(bookingId));
    timers.delete(bookingId);
  }

  /** One booking at a time per process; a kick while it is being worked on runs it once more afterwards. */
  function kick(bookingId: number): void {
    if (stopped) return;
    if (running.has(bookingId)) {
      rerun.add(bookingId);
      return;
    }
    const work = track(
      process(bookingId)
        .catch((error) => app.log.error({ err: error, bookingId }, 'dispatch failed'))
        .finally(() => {
          running.delete(bookingId);
          if (rerun.delete(bookingId)) kick(bookingId);
        }),
    );
    running.set(bookingId, work);
  }

  async function process(bookingId: number): Promise<void> {
    const outbox: Outbox = [];
    const next = await transaction(app.deps.db, async (client) => {
      const { rows } = await client.query<PendingRow>(
        `SELECT id, code, status, service, zone_id, vehicle_type_id, pickup_latitude, pickup_longitude,
                now() AS db_now, created_at, still_looking_since,
                created_at + make_interval(secs => $2::double precision / 1000) AS give_up_at
           FROM bookings WHERE id = $1 FOR UPDATE SKIP LOCKED`,
        [bookingId, timings.giveUpMs],
      );
      const booking = rows[0];
      // Locked: someone else (accept, cancel, another instance) is on it and will leave it consistent.
      if (!booking) return null;
      if (booking.status !== 'pending') {
        await client.query('UPDATE bookings SET next_dispatch_at = NULL WHERE id = $1', [bookingId]);
        return null;
      }
      const now = booking.db_now.getTime();

      const expired = await client.query<{ driver_id: number }>(
        `UPDATE booking_offers SET status = 'expired', responded_at = now()
          WHERE booking_id = $1 AND status = 'open' AND expires_at <= now() RETURNING driver_id`,
        [bookingId],
      );
      for (const { driver_id } of expired.rows) {
        outbox.push({
          topic: `driver:${driver_id}`,
          data: { type: 'offer_closed', booking_id: bookingId, reason: 'expired' },
        });
      }

      const open = await client.query<{ expires_at: Date }>(
        `SELECT expires_at FROM booking_offers WHERE booking_id = $1 AND status = 'open'`,
        [bookingId],
      );
      if (open.rows[0]) {
        const at = open.rows[0].expires_at;
        await client.query('UPDATE bookings SET next_dispatch_at = $2 WHERE id = $1', [bookingId, at]);
        return at.getTime() - now;
      }

      if (booking.give_up_at.getTime() <= now) {
        await client.query(
          `UPDATE bookings SET status = 'cancelled', reason = $2, cancelled_by_who = 'system', cancelled_at = now(),
                  updated_at = now(), next_dispatch_at = NULL
            WHERE id = $1`,
          [bookingId, DISPATCH_GIVE_UP_REASON],
        );
        await recordStatus(client, outbox, booking, 'cancelled', null);
        await cancelOrderIfAny(client, outbox, {
          bookingId,
          role: 'system',
          actorId: null,
          method: 'dispatch',
          reason: DISPATCH_GIVE_UP_REASON,
        });
        return null;
      }

      const query = {
        pickup: { lat: booking.pickup_latitude, lng: booking.pickup_longitude },
        vehicleTypeId: booking.vehicle_type_id,
        zoneId: booking.zone_id,
        service: booking.service,
        withoutOpenOffer: true,
        radiusKm: searchRadiusKm(now - booking.created_at.getTime(), timings.widenMs),
      };
      const offer = async (candidate: Candidate, again: boolean): Promise<Date | undefined> => {
        if (!again) {
          // DO NOTHING: another instance may have just given this driver an offer of its own.
          const made = await client.query<{ expires_at: Date }>(
            `INSERT INTO booking_offers (booking_id, driver_id, distance_km, expires_at)
             VALUES ($1, $2, $3, now() + make_interval(secs => $4::double precision / 1000))
             ON CONFLICT DO NOTHING RETURNING expires_at`,
            [bookingId, candidate.driverId, candidate.distanceKm, timings.offerTimeoutMs],
          );
          return made.rows[0]?.expires_at;
        }
        // The same offer row, opened again; the savepoint keeps the transaction when another instance has
        // just given this driver an offer of its own (one open offer per driver).
        await client.query('SAVEPOINT reoffer');
        try {
          const made = await client.query<{ expires_at: Date }>(
            `UPDATE booking_offers
                SET status = 'open', responded_at = NULL, offers = offers + 1, distance_km = $3,
                    expires_at = now() + make_interval(secs => $4::double precision / 1000)
              WHERE booking_id = $1 AND driver_id = $2 AND status IN ('declined', 'expired')
              RETURNING expires_at`,
            [bookingId, candidate.driverId, candidate.distanceKm, timings.offerTimeoutMs],
          );
          await client.query('RELEASE SAVEPOINT reoffer');
          return made.rows[0]?.expires_at;
        } catch (error) {
          if ((error as { code?: string }).code !== '23505') throw error;
          await client.query('ROLLBACK TO SAVEPOINT reoffer');
          return undefined;
        }
      };
      // The re-offer pass is looked for only when no driver new to this booking took the offer: a query and a
      // road search fewer for nearly every booking.
      const rounds = [
        {
          again: false,
          find: () =>
            eligibleDrivers(client, app.deps.locations, { ...query, notOfferedFor: bookingId }, app.deps.geo),
        },
        {
          again: true,
          find: () =>
            eligibleDrivers(
              client,
              app.deps.locations,
              { ...query, reofferFor: { bookingId, pauseMs: timings.reofferPauseMs } },
              app.deps.geo,
            ),
        },
      ];
      for (const round of rounds) {
        for (const candidate of await round.find()) {
          const at = await offer(candidate, round.again);
          if (!at) continue;
          await client.query('UPDATE bookings SET next_dispatch_at = $2 WHERE id = $1', [bookingId, at]);
          outbox.push({
            topic: `driver:${candidate.driverId}`,
            data: {
              type: 'offer',
              booking_id: bookingId,
              code: booking.code,
              expires_at: at.toISOString(),
              distance_km: Math.round(candidate.distanceKm * 10) / 10,
            },
          });
          return at.getTime() - now;
        }
      }

      // Nobody to offer it to right now: the rider hears that dispatch keeps looking (once).
      if (!booking.still_looking_since) {
        await client.query('UPDATE bookings SET still_looking_since = now() WHERE id = $1', [bookingId]);
        outbox.push({
          topic: `order:${booking.code}`,
          data: { type: 'still_looking', booking_id: bookingId, code: booking.code, status: 'pending' },
        });
      }

      const retryAt = Math.min(now + timings.retryMs, booking.give_up_at.getTime());
      await client.query('UPDATE bookings SET next_dispatch_at = $2 WHERE id = $1', [
        bookingId,
        new Date(retryAt),
      ]);
      return retryAt - now;
    });
    await publishAll(app, outbox);
    if (next === null) unschedule(bookingId);
    else schedule(bookingId, next);
  }

  async function sweep(): Promise<void> {
    if (sweeping) return sweeping;
    sweeping = (async () => {
      const { rows } = await app.deps.db.query<{ id: number }>(
        `SELECT id FROM bookings WHERE status = 'pending' AND next_dispatch_at <= now()
          ORDER BY next_dispatch_at LIMIT 200`,
      );
      for (const { id } of rows) kick(id);
      await Promise.all(rows.map(({ id }) => running.get(id)));
    })()
      .catch((error) => {
        if (!stopped) app.log.error({ err: error }, 'dispatch sweep failed');
      })
      .finally(() => {
        sweeping = null;
      });
    return track(sweeping);
  }

  return {
    kick,
    sweep,
    timings,
    start() {
      if (!stopped) return;
      stopped = false;
      sweepTimer = setInterval(() => void sweep(), timings.sweepMs);
      sweepTimer.unref();
      void sweep();
    },
    async stop() {
      stopped = true;
      clearInterval(sweepTimer);
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
