import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { viteAliases } from './scripts/aliases';
import { formValidators } from './scripts/form-validators';

/**
 * The server-side build of the public site's render entry, used once after the browser build by
 * scripts/prerender.ts to write each public page's first screen into its HTML. Not served.
 */
export default defineConfig({
  plugins: [react(), formValidators()],
  publicDir: false,
  resolve: { alias: viteAliases() },
  // CommonJS packages whose named exports Node cannot see: bundled instead of imported at render time.
  ssr: { noExternal: ['google-map-react', '@googlemaps/js-api-loader'] },
  build: {
    ssr: path.resolve(import.meta.dirname, 'src/web/ssr/render-public.tsx'),
    outDir: path.resolve(import.meta.dirname, 'build/ssr'),
    emptyOutDir: true,
    rolldownOptions: { output: { entryFileNames: 'render-public.js' } },
  },
});
