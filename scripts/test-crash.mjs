// `pnpm test:crash`: the crash-safety test at full length (20 kill -9 rounds; `npm test` runs 2).
// CRASH_ROUNDS overrides the count.
import { spawnSync } from 'node:child_process';

const result = spawnSync(
  'pnpm',
  ['--filter', '@wf/api', 'exec', 'vitest', 'run', 'test/crash.integration.test.ts'],
  { stdio: 'inherit', env: { ...process.env, CRASH_ROUNDS: process.env.CRASH_ROUNDS ?? '20' } },
);
if (result.error) throw result.error;
process.exit(result.status ?? 1);
