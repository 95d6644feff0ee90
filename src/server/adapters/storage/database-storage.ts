import { Readable } from 'node:stream';
import type pg from 'pg';
import { transaction } from '@/server/db/pool';
import { checkedKey, readAll, type Storage } from './port';

/** Bytes a part holds: a file is written and read a part at a time. */
export const PART_BYTES = 256 * 1024;
/** The largest file the store takes (uploads are refused well below it, at 5 MB). */
export const MAX_STORED_BYTES = 16 * 1024 * 1024;

/**
 * Files in PostgreSQL (tables stored_files and stored_file_parts): every instance on the database serves every
 * file, the embedded database included, and a file is written with its row in the same backups.
 */
export function createDatabaseStorage(db: pg.Pool): Storage {
  return {
    name: 'database',
    async put(key, data) {
      checkedKey(key);
      if (data.length > MAX_STORED_BYTES)
        throw new Error(`A file of ${data.length} bytes is too large to store`);
      await transaction(db, async (client) => {
        await client.query(
          `INSERT INTO stored_files (key, size) VALUES ($1, $2)
           ON CONFLICT (key) DO UPDATE SET size = EXCLUDED.size, created_at = now()`,
          [key, data.length],
        );
        await client.query('DELETE FROM stored_file_parts WHERE key = $1', [key]);
        for (let part = 0, offset = 0; offset < data.length || part === 0; part++, offset += PART_BYTES) {
          await client.query('INSERT INTO stored_file_parts (key, part, data) VALUES ($1, $2, $3)', [
            key,
            part,
            data.subarray(offset, offset + PART_BYTES),
          ]);
        }
      });
    },
    async get(key) {
      const opened = await this.open(key);
      return opened ? readAll(opened.stream) : null;
    },
    async open(key) {
      checkedKey(key);
      const { rows } = await db.query<{ size: number; parts: number }>(
        `SELECT f.size, (SELECT count(*)::int FROM stored_file_parts p WHERE p.key = f.key) AS parts
           FROM stored_files f WHERE f.key = $1`,
        [key],
      );
      if (!rows[0]) return null;
      const { size, parts } = rows[0];
      async function* read() {
        for (let part = 0; part < parts; part++) {
          const found = await db.query<{ data: Buffer }>(
            'SELECT data FROM stored_file_parts WHERE key = $1 AND part = $2',
            [key, part],
          );
          // Removed while being read: the answer ends short rather than never.
          if (!found.rows[0]) throw new Error(`Stored file ${key} was removed while it was read`);
          yield found.rows[0].data;
        }
      }
      return { size, stream: Readable.from(read(), { objectMode: false }) };
    },
    async has(keys) {
      const { rows } = await db.query<{ key: string }>('SELECT key FROM stored_files WHERE key = ANY($1)', [
        keys,
      ]);
      return new Set(rows.map((row) => row.key));
    },
    async remove(key) {
      checkedKey(key);
      await db.query('DELETE FROM stored_files WHERE key = $1', [key]);
    },
    async check() {
      await db.query('SELECT 1 FROM stored_files LIMIT 1');
    },
  };
}
