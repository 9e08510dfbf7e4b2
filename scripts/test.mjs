// `npm test`: prepare, make sure the browser the end-to-end tests drive is present, then
// formatting, lint, typecheck and every test of every package.
import { prepare, run } from './prepare.mjs';
import { ensureSystemDeps } from './system-deps.mjs';

prepare();
ensureSystemDeps();
const extra = process.argv.slice(2);
run('pnpm', ['exec', 'prettier', '--check', '.', '--log-level', 'warn']);
run('pnpm', ['exec', 'turbo', 'run', 'lint', 'typecheck', '--output-logs=errors-only', ...extra]);
// One package's tests at a time: the suites start servers and a browser, and on a two-core
// machine running them side by side only makes each slower and timing-sensitive.
run('pnpm', ['exec', 'turbo', 'run', 'test', '--concurrency=1', '--output-logs=full', ...extra]);
