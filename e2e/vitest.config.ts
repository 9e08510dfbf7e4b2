import { defineConfig } from 'vitest/config';

// Two lanes of browser test files run side by side, each one file at a time on a production
// server of its own (started by global-setup.ts for each lane), and one Chromium for both lanes
// (a connection and contexts per file). Within a lane, files share their server as before; no
// file ever shares a server with a file running at the same time, so figures a file reads back
// (boards, community counts) are never moved by another file mid-test. Much of a browser test
// is waiting (for the network to go idle, a message to leave, a poll), so two lanes use the two
// cores better than one.
//
// The second lane's files, chosen so both lanes take about as long (by their durations in a full
// run); a new file joins the first lane unless it is listed here.
const SECOND_LANE = [
  'admin',
  'community',
  'dashboard',
  'failures',
  'hindi-coverage',
  'history',
  'kids',
  'leaderboard',
  'offline-questionnaire',
  'pwa',
  'questionnaire',
  'security-ui',
  'visitor',
].map((name) => `tests/${name}.test.ts`);

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // The files of a lane run in one module graph: playwright-core, axe-core's source and the
    // shared packages load once, not once per file. Each file opens its own browser connection
    // and contexts (support/ui.ts), so no page state crosses files.
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'lane-1',
          include: ['tests/**/*.test.ts'],
          exclude: SECOND_LANE,
          globalSetup: ['./support/global-setup.ts'],
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'lane-2',
          include: SECOND_LANE,
          globalSetup: ['./support/global-setup.ts'],
          fileParallelism: false,
        },
      },
    ],
  },
});
