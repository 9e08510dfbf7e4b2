import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
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
    // .br and .gz beside every text asset, at the highest levels: compressed once here, served
    // as they are by the API's static handler (preCompressed), never compressed per request.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { 0: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      include: /\.(js|css|html|svg|json|webmanifest|txt)$/,
      // Never served to browsers (the static handler refuses them), so not worth compressing.
      exclude: [/\.map$/, /bundle-report\.json$/],
      threshold: 1024,
      skipIfLargerOrEqual: true,
      logLevel: 'silent',
    }),
  ],
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
  // 'hidden': maps are written for debugging a production stack trace, but the scripts do not
  // point at them, and the server does not serve them.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: 'hidden', target: 'es2022' },
});
