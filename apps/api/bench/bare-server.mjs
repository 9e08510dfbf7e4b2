// The baseline of `pnpm bench`: a bare Fastify JSON route in its own process, like the real
// server, so the figure is what this machine can serve at all with the same client load.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ ok: true }));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(
  `bare-server listening on ${typeof address === 'object' && address ? address.port : ''}`,
);
const stop = () => app.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
