import type { FastifyInstance } from 'fastify';
import type { Deps } from '../domain/deps.ts';
import { errors } from '../domain/errors.ts';
import { analyticsRoutes } from './analytics.ts';
import { authRoutes } from './auth.ts';
import { scoreRoutes } from './scores.ts';
import { userRoutes } from './users.ts';

/** The spec's REST contract (section 7), mounted under /api. */
export async function restApi(app: FastifyInstance, deps: Deps) {
  app.get('/health', async () => ({ ok: true }));
  authRoutes(app, deps);
  scoreRoutes(app, deps);
  analyticsRoutes(app, deps);
  userRoutes(app, deps);
  app.setNotFoundHandler(async (request) => {
    throw errors.notFound(`No such API route: ${request.method} ${request.url.split('?')[0]}`);
  });
}
