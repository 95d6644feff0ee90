/**
 * `import()` of a module outside the server's bundle (a package kept in node_modules, the built page renderer).
 * The built server's main part (`dist-server/server.cjs`) runs as a script (see code-cache.ts), where `import()`
 * would need Node's experimental loader hook and its warning; `main.mjs`, an ES module, lends its own `import`
 * for it instead ({@link lendImport}). From the sources (tsx, the tests) this is plain `import()`.
 */
type Importer = (specifier: string) => Promise<unknown>;

const LENT = Symbol.for('brp.import');

export function importModule<T>(specifier: string): Promise<T> {
  const lent = (globalThis as { [LENT]?: Importer })[LENT];
  return (lent ? lent(specifier) : import(specifier)) as Promise<T>;
}

/** Called by main.mjs before it loads the server's bundle: the bundle's `importModule` uses this `import`. */
export function lendImport(importer: Importer): void {
  (globalThis as { [LENT]?: Importer })[LENT] = importer;
}
