import Fastify from 'fastify';
import helmet from '@fastify/helmet';
import cookie from '@fastify/cookie';
const v = process.argv[2];
const app = Fastify({ logger: v.includes('log') ? { level: 'warn' } : false });
if (v.includes('helmet')) await app.register(helmet, { contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"], objectSrc: ["'none'"] } } });
if (v.includes('headers')) {
  const h = [['content-security-policy', "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self';connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'"], ['cross-origin-opener-policy', 'same-origin'], ['cross-origin-resource-policy', 'same-origin'], ['origin-agent-cluster', '?1'], ['referrer-policy', 'strict-origin-when-cross-origin'], ['x-content-type-options', 'nosniff'], ['x-dns-prefetch-control', 'off'], ['x-download-options', 'noopen'], ['x-frame-options', 'SAMEORIGIN'], ['x-permitted-cross-domain-policies', 'none'], ['x-xss-protection', '0']];
  app.addHook('onRequest', (req, reply, done) => { for (const [k, val] of h) reply.raw.setHeader(k, val); done(); });
}
if (v.includes('cookie')) await app.register(cookie);
if (v.includes('hooks')) { app.addHook('onRequest', async () => {}); app.addHook('preHandler', async () => {}); }
app.get('/', async () => ({ ok: true }));
await app.listen({ port: 0, host: '127.0.0.1' });
console.log('listening on ' + app.server.address().port);
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
