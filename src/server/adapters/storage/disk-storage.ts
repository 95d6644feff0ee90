import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { checkedKey, type Storage } from './port';

/**
 * Files under one directory of this machine. Only one instance can serve them, so the server no longer
 * stores here: it is how files uploaded by earlier versions are read when they move to the shared store.
 */
export function createDiskStorage(dir: string): Storage {
  const file = (key: string) => path.join(dir, checkedKey(key));
  return {
    name: 'disk',
    async put(key, data) {
      const target = file(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.writeFile(target, data);
    },
    async get(key) {
      return fs.readFile(file(key)).catch(() => null);
    },
    async open(key) {
      const stat = await fs.stat(file(key)).catch(() => null);
      if (!stat?.isFile()) return null;
      return { size: stat.size, stream: createReadStream(file(key)) };
    },
    async has(keys) {
      const found = new Set<string>();
      for (const key of keys) {
        if (
          await fs.stat(file(key)).then(
            (s) => s.isFile(),
            () => false,
          )
        )
          found.add(key);
      }
      return found;
    },
    async remove(key) {
      await fs.rm(file(key), { force: true });
    },
    async check() {
      await fs.mkdir(dir, { recursive: true });
    },
  };
}
