import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project folder (the one holding package.json), found from this module's place: the sources run from
 * src/server, `npm start` from the bundle in dist-server, and both read migrations and shipped data from it.
 */
function projectRoot(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (let dir = here; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(here, '../..');
  }
}

export const PROJECT_ROOT = projectRoot();
