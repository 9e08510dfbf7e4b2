// `pnpm test:deep`: the nightly-style run. Everything `npm test` runs, at full strength: the
// fuzz properties at their full count (FUZZ_RUNS=150, `npm test` runs 50), the exports at scale
// (EXPORT_SCALE=full: 5,000 residents, 50,000 attempts, a 2,300-page PDF, every export shown to
// hold back while the client does not read) and 20 kill -9 rounds of the crash test (`npm test`
// runs 2). Turbo hashes these variables, so a deep run never replays an ordinary one's result.
// Any of the three may be set to another value beforehand.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from './prepare.mjs';

const env = {
  ...process.env,
  FUZZ_RUNS: process.env.FUZZ_RUNS ?? '150',
  EXPORT_SCALE: process.env.EXPORT_SCALE ?? 'full',
  CRASH_ROUNDS: process.env.CRASH_ROUNDS ?? '20',
};
const result = spawnSync(
  process.execPath,
  [join(root, 'scripts/test.mjs'), ...process.argv.slice(2)],
  { stdio: 'inherit', env },
);
if (result.error) throw result.error;
process.exit(result.status ?? 1);
