// `pnpm test:crash`: the crash-safety test at full length (20 kill -9 rounds; `npm test` runs 2),
// once with one server process and once with two (WORKERS=2, node:cluster over the same file).
// CRASH_ROUNDS overrides the count; CRASH_WORKERS (e.g. "2") runs only that setting.
import { spawnSync } from 'node:child_process';

const settings = (process.env.CRASH_WORKERS ?? '1,2').split(',').map((s) => s.trim());
for (const workers of settings) {
  console.log(`\n== crash proof with WORKERS=${workers} ==\n`);
  const result = spawnSync(
    'pnpm',
    ['--filter', '@wf/api', 'exec', 'vitest', 'run', 'test/crash.integration.test.ts'],
    {
      stdio: 'inherit',
      env: { ...process.env, CRASH_ROUNDS: process.env.CRASH_ROUNDS ?? '20', WORKERS: workers },
    },
  );
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
}
