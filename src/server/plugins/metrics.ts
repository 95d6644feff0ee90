import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { App } from '../types';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's Prometheus metrics (served by {@link startMetricsServer}, never on the public port). */
    metrics: { registry: Registry; text(): Promise<string>; contentType: string };
  }
}

/** Window of the product's recent counts (offers, dispatch latency). */
const RECENT_MINUTES = 15;
/** The product's numbers are read from the database at most this often, however many scrapers ask. */
const PRODUCT_CACHE_MS = 5_000;
const BUS_PROBE_TIMEOUT_MS = 2_000;

type ProductNumbers = {
  driversOnline: { zone: string; count: number }[];
  bookings: { status: string; count: number }[];
  offers: { outcome: string; count: number }[];
  latency: { p50: number | null; p90: number | null; accepted: number };
};

async function readProductNumbers(app: App): Promise<ProductNumbers> {
  const db = app.deps.db;
  const [drivers, bookings, offers, latency] = await Promise.all([
    db.query<{ zone: string; count: number }>(
      `SELECT coalesce(z.name, 'none') AS zone, count(*)::int AS count
         FROM drivers d JOIN branches b ON b.id = d.branch_id LEFT JOIN zones z ON z.id = b.zone_id
        WHERE d.is_online GROUP BY 1`,
    ),
    db.query<{ status: string; count: number }>(
      `SELECT status, count(*)::int AS count FROM bookings
        WHERE status IN ('pending', 'preparing', 'arrived', 'enroute') GROUP BY status`,
    ),
    db.query<{ outcome: string; count: number }>(
      `SELECT status AS outcome, count(*)::int AS count FROM booking_offers
        WHERE created_at > now() - make_interval(mins => $1) GROUP BY status`,
      [RECENT_MINUTES],
    ),
    db.query<{ p50: number | null; p90: number | null; accepted: number }>(
      `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY s) AS p50,
              percentile_cont(0.9) WITHIN GROUP (ORDER BY s) AS p90, count(*)::int AS accepted
         FROM (SELECT extract(epoch FROM o.responded_at - b.created_at)::float AS s
                 FROM booking_offers o JOIN bookings b ON b.id = o.booking_id
                WHERE o.status = 'accepted' AND o.created_at > now() - make_interval(mins => $1)) accepted`,
      [RECENT_MINUTES],
    ),
  ]);
  return {
    driversOnline: drivers.rows,
    bookings: bookings.rows,
    offers: offers.rows,
    latency: latency.rows[0],
  };
}

/**
 * Prometheus metrics of one instance: the process and its event loop, the duration of every request by route,
 * and the product's own numbers (drivers online per zone, bookings under way by state, recent offers by
 * outcome and dispatch latency: the same on every instance, read from the database; open sockets and the
 * event bus's round trip: this instance's).
 */
export default fp(async (app: App) => {
  const registry = new Registry();
  // The process metrics start with the first scrape: an instance nobody scrapes (tests, METRICS_PORT unset)
  // keeps no event-loop monitor and no GC observer for them.
  let collectingDefaults = false;

  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    durations.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  let cached: { at: number; numbers: Promise<ProductNumbers> } | undefined;
  const productNumbers = () => {
    if (!cached || Date.now() - cached.at > PRODUCT_CACHE_MS) {
      const numbers = readProductNumbers(app);
      numbers.catch(() => {
        cached = undefined;
      });
      cached = { at: Date.now(), numbers };
    }
    return cached.numbers;
  };

  new Gauge({
    name: 'brp_drivers_online',
    help: 'Drivers online, by zone (the whole deployment)',
    labelNames: ['zone'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of (await productNumbers()).driversOnline) this.set({ zone: row.zone }, row.count);
    },
  });
  new Gauge({
    name: 'brp_bookings_under_way',
    help: 'Bookings not finished yet, by state (the whole deployment)',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      this.reset();
      const counts = new Map((await productNumbers()).bookings.map((row) => [row.status, row.count]));
      for (const status of ['pending', 'preparing', 'arrived', 'enroute']) {
        this.set({ status }, counts.get(status) ?? 0);
      }
    },
  });
  new Gauge({
    name: 'brp_offers_recent',
    help: `Offers made to drivers in the last ${RECENT_MINUTES} minutes, by outcome (sent counts them all; lapsed: no answer in time)`,
    labelNames: ['outcome'],
    registers: [registry],
    async collect() {
      this.reset();
      const counts = new Map((await productNumbers()).offers.map((row) => [row.outcome, row.count]));
      const sum = (...keys: string[]) => keys.reduce((total, key) => total + (counts.get(key) ?? 0), 0);
      this.set({ outcome: 'sent' }, sum('open', 'accepted', 'declined', 'expired', 'closed'));
      this.set({ outcome: 'open' }, sum('open'));
      this.set({ outcome: 'accepted' }, sum('accepted'));
      this.set({ outcome: 'declined' }, sum('declined'));
      this.set({ outcome: 'lapsed' }, sum('expired'));
    },
  });
  new Gauge({
    name: 'brp_dispatch_latency_seconds',
    help: `From booking to a driver's accept, for bookings accepted in the last ${RECENT_MINUTES} minutes`,
    labelNames: ['quantile'],
    registers: [registry],
    async collect() {
      this.reset();
      const { p50, p90 } = (await productNumbers()).latency;
      if (p50 !== null) this.set({ quantile: '0.5' }, p50);
      if (p90 !== null) this.set({ quantile: '0.9' }, p90);
    },
  });
  new Gauge({
    name: 'brp_sockets_open',
    help: 'Live connections (WebSocket) open on this instance',
    registers: [registry],
    collect() {
      this.set(app.websocketServer?.clients.size ?? 0);
    },
  });

  // The bus's round trip: an event this instance publishes and receives back (through Redis when configured).
  const probeTopic = `metrics-probe:${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
  const waiting = new Map<string, () => void>();
  let unsubscribe: (() => Promise<void>) | undefined;
  new Gauge({
    name: 'brp_bus_round_trip_seconds',
    help: 'Time for an event published by this instance to come back through the event bus (-1: it did not)',
    registers: [registry],
    async collect() {
      try {
        unsubscribe ??= await app.deps.bus.subscribe(probeTopic, (data) => {
          const id = (data as { id?: string } | null)?.id;
          if (id) waiting.get(id)?.();
        });
        const id = Math.random().toString(36).slice(2);
        const started = performance.now();
        let timer: NodeJS.Timeout | undefined;
        const arrived = await Promise.race([
          new Promise<boolean>((resolve) => {
            waiting.set(id, () => resolve(true));
            void app.deps.bus.publish(probeTopic, { id }).catch(() => resolve(false));
          }),
          new Promise<boolean>((resolve) => {
            timer = setTimeout(() => resolve(false), BUS_PROBE_TIMEOUT_MS);
          }),
        ]);
        clearTimeout(timer);
        waiting.delete(id);
        this.set(arrived ? (performance.now() - started) / 1000 : -1);
      } catch {
        this.set(-1);
      }
    },
  });
  app.addHook('onClose', async () => {
    await unsubscribe?.().catch(() => {});
  });

  app.decorate('metrics', {
    registry,
    contentType: registry.contentType,
    text: () => {
      if (!collectingDefaults) {
        collectingDefaults = true;
        collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
      }
      return registry.metrics();
    },
  });
});

/**
 * The metrics on a port of their own (METRICS_PORT), on a private address (METRICS_HOST, 127.0.0.1 by
 * default): the scraper reaches it, the public (who only reach the proxy) do not.
 */
export async function startMetricsServer(
  app: App,
  host: string,
  port: number,
): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Metrics are at /metrics\n');
      return;
    }
    app.metrics.text().then(
      (text) => response.writeHead(200, { 'Content-Type': app.metrics.contentType }).end(text),
      (error) => {
        app.log.warn({ err: error }, 'metrics could not be collected');
        response.writeHead(500, { 'Content-Type': 'text/plain' }).end('Metrics could not be collected\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
