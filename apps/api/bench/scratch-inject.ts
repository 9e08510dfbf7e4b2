import { openDatabase } from '@wf/db/client';
import { loadConfig } from '../src/env.ts';
import { buildServer } from '../src/server.ts';
import { hashPassword } from '../src/domain/passwords.ts';
import { submissionBody } from './fixtures.ts';
const database = openDatabase({ url: 'file:/tmp/wfscratch/bench.db' });
const h = await hashPassword('pw-123456');
database.sqlite.prepare('update profiles set password_hash = ? where id = 1').run(h);
const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'file:/tmp/wfscratch/bench.db', RATE_LIMITS: 'off', LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'xxxxxxxx' });
const { app } = await buildServer({ config, database });
await app.ready();
const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier: 'resident1@bench.example', password: 'pw-123456' } });
const cookie = /wf_session=[^;]+/.exec(String(login.headers['set-cookie']))![0];
const routes: [string, string][] = [
  ['health', '/api/health'], ['health+cookie', '/api/health'], ['leaderboard', '/api/analytics?type=leaderboard'], ['stats', '/api/analytics?type=stats'],
  ['history', '/api/scores?limit=50'], ['latest', '/api/scores?type=latest'], ['trpc health', '/trpc/health'], ['trpc leaderboard', '/trpc/analytics.leaderboard'],
  ['trpc history', '/trpc/scores.history?input=%7B%22limit%22%3A50%7D'], ['trpc latest', '/trpc/scores.latest'],
];
const only = process.argv[2]?.split(',');
for (const [name, url] of routes) {
  if (only && !only.includes(name)) continue;
  const headers = name === 'health' ? {} : { cookie };
  const n = name.startsWith('trpc') ? 2000 : 5000;
  for (let i = 0; i < 500; i++) await app.inject({ url, headers });
  const t = process.cpuUsage();
  for (let i = 0; i < n; i++) { const r = await app.inject({ url, headers }); if (r.statusCode !== 200) throw new Error(name + r.statusCode + r.body); }
  const u = process.cpuUsage(t);
  console.log(name.padEnd(18), ((u.user + u.system) / n).toFixed(1), 'µs cpu/req');
}
if (!only || only.includes('submit')) {
  const bodies = Array.from({ length: 500 }, () => JSON.stringify(submissionBody()));
  const t = process.cpuUsage(); const w = Date.now();
  const n = 1000;
  await Promise.all(Array.from({ length: 50 }, async (_, c) => { for (let i = c; i < n; i += 50) { const r = await app.inject({ method: 'POST', url: '/api/scores', headers: { cookie, 'content-type': 'application/json' }, payload: bodies[i % 500] }); if (r.statusCode !== 201) throw new Error(r.body); } }));
  const u = process.cpuUsage(t);
  console.log('submit'.padEnd(18), ((u.user + u.system) / n).toFixed(1), 'µs cpu/req', (n / ((Date.now() - w) / 1000)).toFixed(0), '/s', config.DB_SYNCHRONOUS);
}
await app.close();
database.sqlite.close();
