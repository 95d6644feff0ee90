import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress';

const root = path.resolve(import.meta.dirname, 'pages');

// Vite's own multi-page input: one HTML entry per web app (vite-plugin-mpa does not work with Vite 8).
export default defineConfig({
  root,
  publicDir: path.resolve(import.meta.dirname, 'public'),
  plugins: [react(), precompress()],
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      input: {
        public: path.join(root, 'index.html'),
        ride: path.join(root, 'ride/index.html'),
        driver: path.join(root, 'driver/index.html'),
        console: path.join(root, 'console/index.html'),
      },
    },
  },
  server: { fs: { allow: [import.meta.dirname] } },
});
