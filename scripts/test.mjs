// `npm test`: prepare, make sure the browser the end-to-end tests drive is present, then
// formatting, lint, typecheck and every test of every package. Environment for a longer run:
// FUZZ_RUNS (fuzz count, 50 here), EXPORT_SCALE=full (the 50,000-attempt exports),
// CRASH_ROUNDS (kill -9 rounds, 2 here); `pnpm test:deep` sets all three to their full values.
import { prepare, run } from './prepare.mjs';
import { ensureSystemDeps } from './system-deps.mjs';

prepare();
ensureSystemDeps();
const extra = process.argv.slice(2);
// Both keep a cache in node_modules/.cache (git-ignored): a second run checks only what changed.
run('pnpm', ['exec', 'prettier', '--check', '.', '--cache', '--log-level', 'warn']);
run('pnpm', ['exec', 'turbo', 'run', 'lint', 'typecheck', '--output-logs=errors-only', ...extra]);
// The suites without a browser, one package at a time: side by side they finished sooner on a
// quiet machine, but on a busy one the crash test's server missed its 30 s start and a PDF
// export hit the server's request timeout. The API suite uses both cores by itself.
run('pnpm', [
  ...['exec', 'turbo', 'run', 'test', '--filter=!@wf/e2e', '--concurrency=1'],
  ...['--output-logs=full', ...extra],
]);
// Then the browser suite alone: its timing checks (how long a message stays) want a machine
// that no other suite is loading. One Chromium serves all its files, two at a time, each worker
// with a server of its own (e2e/vitest.config.ts).
run('pnpm', ['exec', 'turbo', 'run', 'test', '--filter=@wf/e2e', '--output-logs=full', ...extra]);
