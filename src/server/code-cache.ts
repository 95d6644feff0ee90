import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

/**
 * The server's bundle (`dist-server/server.cjs`, CommonJS) loaded with V8's code cache kept beside it
 * (`server.cjs.v8-cache`): on a restart V8 takes the compiled code of the bundle, and of every function the last
 * start ran, from that file instead of parsing 3 MB of JavaScript and compiling those functions again. It is what
 * Node 22's `module.enableCompileCache()` does for modules; Node 20 has it only for scripts (`vm.Script`'s
 * `cachedData`), hence a CommonJS bundle run as one.
 *
 * V8 checks the cache against the source and its own version and flags, and ignores one that does not match (a new
 * build, another Node): the start is then as without it, and `saveCache` writes a new one. A folder that cannot
 * be written only means no cache.
 */
export type CachedModule<T> = {
  exports: T;
  /** Writes the cache, with every function compiled so far, unless the one read was taken (once). */
  saveCache(): void;
};

export function loadWithCodeCache<T>(file: string): CachedModule<T> {
  const cacheFile = `${file}.v8-cache`;
  const source = fs.readFileSync(file, 'utf8');
  let cachedData: Buffer | undefined;
  try {
    cachedData = fs.readFileSync(cacheFile);
  } catch {
    cachedData = undefined;
  }
  // CommonJS's own wrapper, on the source's first line so that line numbers stay those of the file.
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: file,
    cachedData,
  });
  let saved = cachedData !== undefined && !script.cachedDataRejected;
  const module = { exports: {} as T };
  const run = script.runInThisContext() as (...args: unknown[]) => void;
  run.call(module.exports, module.exports, createRequire(file), module, file, path.dirname(file));
  return {
    exports: module.exports,
    saveCache() {
      if (saved) return;
      saved = true;
      const partial = `${cacheFile}.${process.pid}`;
      try {
        fs.writeFileSync(partial, script.createCachedData());
        fs.renameSync(partial, cacheFile);
      } catch {
        fs.rmSync(partial, { force: true });
      }
    },
  };
}
