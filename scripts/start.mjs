// `npm start`: prepare, then serve the built web app and API from one process.
import { prepare, run } from './prepare.mjs';

prepare();
process.env.NODE_ENV ??= 'production';
run('pnpm', ['--filter', '@wf/api', 'run', 'start']);
