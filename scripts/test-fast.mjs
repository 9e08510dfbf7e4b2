// `pnpm test:fast`: the edit-test loop. Every suite without a browser (unit and API), one
// package at a time as in `npm test` (scripts/test.mjs says why); turbo replays the packages
// whose inputs did not change. No install, no Chromium: run
// `npm test` (or the prepare step of the README) once first.
import { run } from './prepare.mjs';

run('pnpm', [
  ...['exec', 'turbo', 'run', 'test', '--filter=!@wf/e2e', '--concurrency=1'],
  '--output-logs=new-only',
  ...process.argv.slice(2),
]);
