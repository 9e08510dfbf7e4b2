import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // The cheap argon2 cost in every worker (test/password-cost.integration.test.ts pins
    // production's).
    setupFiles: ['./test/setup.ts'],
    // Every integration file starts its own server on port 0 with its own SQLite file, so files
    // may run in parallel; argon2id costs ~30-60 ms per hash, hence the generous timeouts.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
