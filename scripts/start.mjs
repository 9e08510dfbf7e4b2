// `npm start`: prepare, then serve the built web app and API from one process.
import { prepare, run } from './prepare.mjs';

prepare();
process.env.NODE_ENV ??= 'production';
// From the repository root, so the default DATABASE_URL (./data/…) lands in ./data.
run('node', ['--enable-source-maps', 'apps/api/dist/main.js']);
