// `npm test`: prepare, make sure the browser the end-to-end tests drive is present, then lint,
// typecheck and every test of every package.
import { prepare, run } from './prepare.mjs';
import { ensureChromium } from './system-deps.mjs';

prepare();
ensureChromium();
run('pnpm', ['exec', 'prettier', '--check', '.', '--log-level', 'warn']);
run('pnpm', ['exec', 'turbo', 'run', 'lint', 'typecheck', 'test', '--output-logs=new-only', ...process.argv.slice(2)]);
