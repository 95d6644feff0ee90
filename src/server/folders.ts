import fsp from 'node:fs/promises';
import path from 'node:path';

/**
 * Creates a folder and its missing parents, one level at a time. Node's own recursive mkdir never settles
 * on a filesystem that answers "no such file" for a new folder whose parent exists (such as /proc): it keeps
 * retrying. Here that answer is an error like any other, with the folder that could not be made.
 */
export async function makeFolders(dir: string): Promise<void> {
  const missing: string[] = [];
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    const found = await fsp.stat(current).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (found) {
      if (!found.isDirectory()) {
        throw Object.assign(new Error(`${current} is not a folder`), { code: 'ENOTDIR', path: current });
      }
      break;
    }
    missing.push(current);
    if (path.dirname(current) === current) break;
  }
  for (const folder of missing.reverse()) {
    await fsp.mkdir(folder).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  }
}
