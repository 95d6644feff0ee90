import pg from 'pg';

// int8 and numeric come back as strings by default; every count and id here fits in a JS number.
pg.types.setTypeParser(20, (value) => Number(value));
pg.types.setTypeParser(1700, (value) => Number(value));

export type Db = pg.Pool;
export type Queryable = pg.Pool | pg.PoolClient;

export function createPool(url: string, max = 10, connectionTimeoutMillis = 0): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis });
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
