import type { FastifyInstance } from 'fastify';
import type { Config } from '../env.ts';
import { markNoStore } from './no-store.ts';
import { securityCheck } from './security.ts';
import { bodyTimeout } from './timeouts.ts';

/**
 * What every request goes through when it arrives, in one synchronous hook: each hook Fastify
 * runs is a measurable part of a cached read's CPU in `pnpm bench`, and these three never
 * needed to be apart. Order: the answer's caching rule first (a refusal keeps it), then the
 * body's deadline, then the security headers and refusals.
 */
export async function registerRequestChecks(app: FastifyInstance, config: Config): Promise<void> {
  const guardBody = bodyTimeout(config.REQUEST_TIMEOUT_MS);
  const secure = await securityCheck(config);
  app.addHook('onRequest', (request, reply, done) => {
    markNoStore(request, reply);
    guardBody(request, reply);
    if (secure(request, reply)) done();
  });
}
