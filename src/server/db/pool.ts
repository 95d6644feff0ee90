import pg from 'pg';

// int8 and numeric come back as strings by default; every count and id here fits in a JS number.
pg.types.setTypeParser(20, (value) => Number(value));
pg.types.setTypeParser(1700, (value) => Number(value));

export type Db = pg.Pool;
export type Queryable = pg.Pool | pg.PoolClient;

/**
 * How long the server keeps an unused connection: for ever (node-postgres closes one after 10 s by default). A new
 * connection costs a PostgreSQL process started and signed in, and the first query on each table in it reads the
 * catalogue again: under load a booking that got a new connection took 200 ms to write instead of 20. The server
 * opens at most its pool's size; idle ones cost PostgreSQL a little memory each.
 */
export const POOL_IDLE_MS = 0;

/** The tables a booking, its dispatch and a driver's position read or write: what {@link warmPool} plans on. */
const HOT_TABLES = [
  'users',
  'user_roles',
  'drivers',
  'branches',
  'zones',
  'vehicle_types',
  'pricing_rows',
  'payment_methods',
  'bookings',
  'booking_requests',
  'booking_statuses',
  'booking_offers',
  'order_states',
];

/**
 * Opens `count` connections and has each plan a query on every hot table (one round trip each), so that the
 * bookings after a start find connections that know those tables. A connection that fails is left to be made when
 * a request needs it.
 */
export async function warmPool(pool: pg.Pool, count: number): Promise<void> {
  const sql = HOT_TABLES.map((table) => `EXPLAIN SELECT * FROM ${table} WHERE false`).join(';\n');
  const clients = await Promise.all(Array.from({ length: count }, () => pool.connect().catch(() => null)));
  await Promise.all(
    clients.map(async (client) => {
      if (!client) return;
      await client.query(sql).catch(() => {});
      client.release();
    }),
  );
}

export function createPool(
  url: string,
  max = 10,
  connectionTimeoutMillis = 0,
  /** node-postgres's own default: 10 s. */
  idleTimeoutMillis = 10_000,
): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis, idleTimeoutMillis });
  // An idle client losing its connection must not take the process down; the next query reconnects.
  pool.on('error', () => {});
  return pool;
}

/** Runs `work` in one transaction; rolls back on any error. */
export async function transaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
