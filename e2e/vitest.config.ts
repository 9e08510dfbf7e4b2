import { defineConfig } from 'vitest/config';

// One production server and one Chromium for the whole run (started in global-setup.ts) and one
// browser test file at a time: the machine has two cores and Chromium wants one of them.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    // The files run in one module graph: playwright-core, axe-core's source and the shared
    // packages load once, not once per file. Each file opens its own browser connection and
    // contexts (support/ui.ts), so no page state crosses files.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
