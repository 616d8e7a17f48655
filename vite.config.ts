import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server (Fastify + socket.io) listens on port 3000; the dev server proxies to it.
const API_TARGET = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/socket.io': { target: API_TARGET, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
