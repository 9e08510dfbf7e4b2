import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../domain/deps.ts';
import { errors } from '../domain/errors.ts';
import { accountSecurityRoutes } from './account-security.ts';
import { adminSettingsRoutes } from './admin-settings.ts';
import { analyticsRoutes } from './analytics.ts';
import { authRoutes } from './auth.ts';
import { replies, validatorCompiler, type RestApp } from './contract.ts';
import { exportRoutes } from './exports.ts';
import { goalRoutes } from './goal.ts';
import { handoutRoutes } from './handouts.ts';
import { householdRoutes } from './household.ts';
import { kidsRoutes } from './kids.ts';
import { documentBase, operation, transform, transformObject } from './openapi.ts';
import { organiserRoutes } from './organiser.ts';
import { pledgeRoutes } from './pledges.ts';
import { reminderRoutes } from './reminders.ts';
import { scoreRoutes } from './scores.ts';
import { userRoutes } from './users.ts';
import { waterRoutes } from './water.ts';

/** One file per domain; each declares its routes with their schemas. */
const ROUTE_FILES = [
  authRoutes,
  accountSecurityRoutes,
  scoreRoutes,
  analyticsRoutes,
  userRoutes,
  adminSettingsRoutes,
  exportRoutes,
  waterRoutes,
  pledgeRoutes,
  goalRoutes,
  kidsRoutes,
  householdRoutes,
  organiserRoutes,
  handoutRoutes,
  reminderRoutes,
];

const OPENAPI_PATH = '/openapi.json';
const DOCS_PATH = '/docs';

/** The spec's REST contract (section 7), mounted under /api, with its OpenAPI 3.1 document. */
export async function restApi(app: RestApp, deps: Deps) {
  // The spec's client sends Content-Type: application/json on every call, bodiless ones (logout)
  // included: an empty JSON body means "no body" here, never a parse error. Anything else goes
  // to Fastify's own parser, with its prototype-poisoning protection.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body.length === 0 ? done(null, undefined) : parseJson(request, body.toString(), done),
  );
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Collects every route registered after it, with its zod schemas turned into JSON Schema.
  await app.register(swagger, {
    openapi: documentBase(),
    transform,
    transformObject,
  });
  // The page's scripts and styles are served from the package, never fetched from elsewhere,
  // so the app's content security policy allows it as it is.
  // The page's links are absolute, and this instance sits under /api.
  await app.register(swaggerUi, { routePrefix: DOCS_PATH, indexPrefix: '/api' });

  app.get(
    OPENAPI_PATH,
    {
      schema: {
        ...operation({
          id: 'getOpenApiDocument',
          tag: 'Service',
          summary: 'This document',
          description: 'The OpenAPI 3.1 document of the REST calls; /api/docs shows it.',
          returns: 'The OpenAPI document.',
        }),
        response: replies({ 200: z.looseObject({ openapi: z.string() }) }),
      },
    },
    async () => app.swagger() as { openapi: string },
  );
  app.get(
    '/health',
    {
      schema: {
        ...operation({
          id: 'getHealth',
          tag: 'Service',
          summary: 'Health check',
          description: 'Answers while the server is up and serving requests.',
          returns: 'The server is up.',
        }),
        response: replies({ 200: z.object({ ok: z.literal(true) }) }),
      },
    },
    async () => ({ ok: true as const }),
  );
  for (const routes of ROUTE_FILES) routes(app, deps);

  app.setNotFoundHandler(async (request) => {
    throw errors.notFound(`No such API route: ${request.method} ${request.url.split('?')[0]}`);
  });
}
