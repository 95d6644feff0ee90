import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstLoadGroups } from './scripts/first-load-groups';
import { VitePWA } from 'vite-plugin-pwa';
import { viteAliases } from './scripts/aliases';
import { firstScript } from './scripts/first-script';
import { formValidators } from './scripts/form-validators';
import { precompress } from './scripts/precompress';
import { preloadLists } from './scripts/preload-lists';

const root = path.resolve(import.meta.dirname, 'pages');
const preloads = preloadLists();

// Vite's own multi-page input: one HTML entry per web app (vite-plugin-mpa does not work with Vite 8).
export default defineConfig({
  root,
  publicDir: path.resolve(import.meta.dirname, 'public'),
  resolve: { alias: viteAliases() },
  plugins: [
    react(),
    // The forms' JSON Schema validators, compiled here so the browser needs no 'unsafe-eval'.
    formValidators(),
    // The rider and driver apps' service worker (src/web/sw/sw.ts), built as dist/sw.js. The manifests are
    // written by hand (public/manifests), one per app, and linked from each entry page.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: path.resolve(import.meta.dirname, 'src/web/sw'),
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // Manifests and icons precached at install; pages and assets follow as they are used (see sw.ts).
        globPatterns: ['manifests/*', 'icons/*', 'favicon.svg'],
      },
    }),
    // Each entry's first script inline in its HTML, its app scripts asked for once the page is painted.
    firstScript(root, path.resolve(import.meta.dirname, 'public'), {
      'index.html': 'src/web/public/first-script.ts',
      'ride/index.html': 'src/web/ride/first-script.ts',
      'driver/index.html': 'src/web/driver/first-script.ts',
      'console/index.html': 'src/web/console/first-script.ts',
    }),
    preloads.plugin,
    precompress(),
  ],
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist'),
    emptyOutDir: true,
    // Which files each entry loads (read by the bench's first-load sizes).
    manifest: true,
    chunkSizeWarningLimit: 1500,
    // A dynamic import's preload list leaves out what its chunk has already loaded.
    modulePreload: { resolveDependencies: preloads.resolveDependencies },
    rolldownOptions: {
      input: {
        public: path.join(root, 'index.html'),
        ride: path.join(root, 'ride/index.html'),
        driver: path.join(root, 'driver/index.html'),
        console: path.join(root, 'console/index.html'),
      },
      output: {
        // React and the MUI parts most screens share come as two files instead of some forty small ones:
        // on a slow phone each extra script is a request and a separate evaluation (Lighthouse TBT fell from
        // 740-1,810 ms to 330-670 ms). Parts only a few screens use (the data grid, charts, the date picker)
        // stay in those screens' chunks.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 3,
            },
            // The router is its own file: the public site never loads it (it has a small router of its own,
            // src/web/public/router.tsx); the other apps load it at once as before.
            {
              name: 'router',
              test: /node_modules[\\/](react-router|react-router-dom)[\\/]/,
              priority: 3,
            },
            // MUI's styling engine and theme apart from its components: the apps' first scripts run each in a
            // task of its own on a painted page (src/web/shared/start-app.ts `stages`).
            {
              name: 'mui-styles',
              test: /node_modules[\\/](@mui[\\/](material[\\/](styles|colors|locale)|system|utils|styled-engine|private-theming)|@emotion|stylis|clsx|react-is|prop-types|hoist-non-react-statics|@babel[\\/]runtime)[\\/]/,
              minShareCount: 4,
              priority: 2,
            },
            {
              name: 'mui',
              test: /node_modules[\\/](@mui[\\/](material|icons-material)|react-transition-group|@popperjs)[\\/]/,
              minShareCount: 4,
              priority: 2,
            },
            // What the public site runs before its first page takes taps: three files instead of some twenty-five.
            ...firstLoadGroups(import.meta.dirname),
          ],
        },
      },
    },
  },
  server: { fs: { allow: [import.meta.dirname] } },
});
