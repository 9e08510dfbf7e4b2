import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { bundleReport } from './build/bundle-report.ts';

// The API (Fastify on :3000) serves /api (REST) and /trpc; in development Vite forwards both so
// the browser sees one origin and the session cookie just works.
const api = 'http://127.0.0.1:3000';
const proxy = {
  '/api': { target: api, changeOrigin: false },
  '/trpc': { target: api, changeOrigin: false },
};

export default defineConfig({
  plugins: [
    // Must come before the React plugin. Each route file becomes its own lazily loaded chunk.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    bundleReport(),
  ],
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, target: 'es2022' },
});
