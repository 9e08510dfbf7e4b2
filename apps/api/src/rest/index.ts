import type { FastifyInstance } from 'fastify';
import type { Deps } from '../domain/deps.ts';
import { errors } from '../domain/errors.ts';
import { analyticsRoutes } from './analytics.ts';
import { authRoutes } from './auth.ts';
import { exportRoutes } from './exports.ts';
import { legacyRoutes } from './legacy.ts';
import { scoreRoutes } from './scores.ts';
import { userRoutes } from './users.ts';

/** The spec's REST contract (section 7), mounted under /api. */
export async function restApi(app: FastifyInstance, deps: Deps) {
  // The spec's client sends Content-Type: application/json on every call, bodiless ones (logout)
  // included: an empty JSON body means "no body" here, never a parse error. Anything else goes
  // to Fastify's own parser, with its prototype-poisoning protection.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body.length === 0 ? done(null, undefined) : parseJson(request, body.toString(), done),
  );
  app.get('/health', async () => ({ ok: true }));
  authRoutes(app, deps);
  scoreRoutes(app, deps);
  analyticsRoutes(app, deps);
  userRoutes(app, deps);
  exportRoutes(app, deps);
  legacyRoutes(app, deps);
  app.setNotFoundHandler(async (request) => {
    throw errors.notFound(`No such API route: ${request.method} ${request.url.split('?')[0]}`);
  });
}
