/**
 * Fleet simulator on its own, against any running server:
 *
 *   npm run simulate -- --url http://localhost:3000 --drivers 20 --password <demo password>
 *
 * Options: --first N (start at sim-driver-N, to run beside the server's own simulated drivers),
 * --interval MS (between location updates), --no-trips. The accounts are seeded by a server started with
 * DEMO=1; with DATABASE_URL set, the simulator seeds any that are missing itself.
 */
import pino from 'pino';
import { parseArgs, type SimArgs } from './args';
import { type Fleet, startFleet } from './fleet';

async function main() {
  let args: SimArgs;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  const log = pino({ level: process.env.LOG_LEVEL ?? 'info' }).child({ module: 'sim' });
  if (process.env.DATABASE_URL) {
    const { createPool } = await import('../server/db/pool');
    const { seedFleet } = await import('../server/db/seed/fleet');
    const pool = createPool(process.env.DATABASE_URL, 2);
    await seedFleet(pool, args.password, args.first + args.drivers - 1);
    await pool.end();
  }
  const fleet: Fleet = startFleet({
    baseUrl: args.url,
    password: args.password,
    drivers: args.drivers,
    first: args.first,
    intervalMs: args.intervalMs,
    trips: args.trips,
    log,
  });
  await fleet.ready;
  const report = setInterval(() => {
    const online = fleet.drivers.filter((d) => d.online).length;
    const onTrip = fleet.drivers.filter((d) => d.onTrip).length;
    const updates = fleet.drivers.reduce((sum, d) => sum + d.updates, 0);
    const errors = fleet.drivers.reduce((sum, d) => sum + d.errors, 0);
    log.info({ online, onTrip, updates, errors }, 'fleet');
  }, 30_000);
  const problems = fleet.drivers.filter((d) => d.problem);
  if (problems.length) {
    log.warn(
      { drivers: problems.map((d) => d.email), first: problems[0].problem },
      'some simulated drivers could not start (start the server with DEMO=1, or set DATABASE_URL to seed them)',
    );
  }
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      clearInterval(report);
      log.info('taking the simulated drivers offline');
      await fleet.stop();
      process.exit(0);
    });
  }
}

await main();
