/**
 * Integration tests fail when a database connection is asked a second query while one runs (node-postgres only
 * warns, once per process, and its next version refuses): a transaction's queries go one after another.
 */
const WATCHING = Symbol.for('brp.one-query-at-a-time');
const watched = globalThis as { [WATCHING]?: boolean };

if (!watched[WATCHING]) {
  watched[WATCHING] = true;
  process.on('warning', (warning) => {
    if (warning.name === 'DeprecationWarning' && warning.message.includes('already executing a query')) {
      throw new Error(`A database connection was given a second query while one ran: ${warning.stack}`);
    }
  });
}
