import { defineConfig } from 'vitest/config';

// One production server for the whole run (started in global-setup.ts) and one browser test file
// at a time: the machine has two cores and Chromium wants one of them.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
