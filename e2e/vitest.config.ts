import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './support/shared-server.ts';

// One Chromium for the whole run and one production server per worker (started in
// global-setup.ts). Two files run side by side: a browser file mostly waits on its page (one file
// at a time kept one of the two cores idle, 7.5 of a fresh clone's 10 minutes).
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: E2E_WORKERS > 1,
    maxWorkers: E2E_WORKERS,
    // A worker's files run in one module graph: playwright-core, axe-core's source and the shared
    // packages load once, not once per file. Each file opens its own browser connection and
    // contexts (support/ui.ts), so no page state crosses files.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
