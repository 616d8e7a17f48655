import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { driverServiceWorker } from './scripts/vite/driverServiceWorker.ts';
import { precompress } from './scripts/vite/precompress.ts';

// The API server (Fastify + socket.io) listens on port 3000; the dev server proxies to it.
const API_TARGET = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), driverServiceWorker(), precompress()],
  resolve: {
    // A polyfill package of a dependency that every supported browser has natively (scripts/vite/shims/).
    alias: { 'object.entries': fileURLToPath(new URL('./scripts/vite/shims/objectEntries.cjs', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/socket.io': { target: API_TARGET, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // Two pages of one build: the console (index.html) and the driver app (driver/index.html, served at /driver),
      // each with its own chunk graph: a phone downloads the app, never the console.
      input: { console: 'index.html', driver: 'driver/index.html' },
      output: {
        // React and its DOM renderer in a chunk of their own: every page loads them, so the up-front size stays
        // the same, and the entry chunk stays under the 500 kB warning limit of the build.
        codeSplitting: {
          groups: [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
});
