import fs from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import type { ServerConfig } from '@config/server';
import type { AdapterLogger } from '../logger';
import { createDatabaseStorage } from './database-storage';
import { createDiskStorage } from './disk-storage';
import type { Storage } from './port';
import { createS3Storage } from './s3-storage';

export type { OpenedFile, Storage } from './port';
export { createDatabaseStorage } from './database-storage';
export { createDiskStorage } from './disk-storage';
export { createS3Storage, StorageError } from './s3-storage';

export type StorageConfig = Pick<ServerConfig, 'uploadStore' | 's3'>;

/** The store every instance shares: the database by default, an S3-compatible bucket when configured. */
export function createStorage(config: StorageConfig, db: pg.Pool | undefined): Storage {
  if (config.uploadStore === 's3' && config.s3) return createS3Storage(config.s3);
  if (!db) throw new Error('The database store needs the database');
  return createDatabaseStorage(db);
}

/** The folders of DATA_DIR where earlier versions kept uploads (registration documents, errand receipts). */
export const LOCAL_UPLOAD_FOLDERS = ['uploads', 'orders'];
const BATCH = 200;

async function* filesUnder(root: string, folder: string): AsyncGenerator<string> {
  const entries = await fs.readdir(path.join(root, folder), { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const key = `${folder}/${entry.name}`;
    if (entry.isDirectory()) yield* filesUnder(root, key);
    else if (entry.isFile()) yield key;
  }
}

/**
 * Copies files that earlier versions wrote to this machine's DATA_DIR into the shared store, so they are served
 * by every instance. Files the store holds already are left alone, so running it on every start is harmless;
 * the local copies are kept (an operator may delete them once the store is trusted).
 */
export async function moveLocalUploads(
  dataDir: string,
  storage: Storage,
  log?: AdapterLogger,
): Promise<{ copied: number; present: number }> {
  const disk = createDiskStorage(dataDir);
  let copied = 0;
  let present = 0;
  const flush = async (keys: string[]) => {
    const held = await storage.has(keys);
    present += held.size;
    for (const key of keys) {
      if (held.has(key)) continue;
      const data = await disk.get(key);
      if (!data) continue;
      await storage.put(key, data);
      copied++;
    }
  };
  for (const folder of LOCAL_UPLOAD_FOLDERS) {
    let batch: string[] = [];
    for await (const key of filesUnder(dataDir, folder)) {
      // A name the server never made (a stray file) is not an upload: left where it is.
      if (!/^[a-z0-9/-]+(\.[a-z0-9]+)?$/i.test(key)) continue;
      batch.push(key);
      if (batch.length >= BATCH) {
        await flush(batch);
        batch = [];
      }
    }
    if (batch.length) await flush(batch);
  }
  if (copied) {
    log?.info(
      { copied, present, store: storage.name },
      `moved ${copied} uploaded files from DATA_DIR into the shared ${storage.name} store`,
    );
  }
  return { copied, present };
}
