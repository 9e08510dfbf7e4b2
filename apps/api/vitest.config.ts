import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // The cheap argon2 cost in every worker (test/password-cost.integration.test.ts pins
    // production's).
    setupFiles: ['./test/setup.ts'],
    // A worker runs its files one after another in one module graph: the server's modules (Zod
    // schemas, pdfkit, exceljs, the password estimator's dictionaries) load once per worker, not
    // once per file, which halved the suite's CPU time. Every file starts its own server on its
    // own SQLite file and a test that fakes the clock restores it, so no state crosses files.
    isolate: false,
    // Every integration file starts its own server on port 0 with its own SQLite file, so files
    // may run in parallel; some spawn servers or seed thousands of rows, hence the generous
    // timeouts.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
