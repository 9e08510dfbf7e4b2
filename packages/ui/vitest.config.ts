import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.tsx'],
    setupFiles: ['./src/test/setup.ts'],
    // One jsdom and one React per worker instead of per file: setting up jsdom was two thirds of
    // the package's test time (80 s of a loaded machine down to 17 s). Testing Library unmounts
    // after every test (setup.ts) and stubbed globals are restored, so files share no state.
    isolate: false,
    // axe-core in jsdom takes 1 s on a quiet machine and more than 5 s (vitest's default) when
    // the other packages' suites run beside this one; a timed-out test leaves axe running and
    // fails the next one too.
    testTimeout: 30_000,
  },
});
