import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
} from 'fastify-type-provider-zod';
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
import { householdRoutes } from './household.ts';
import { kidsRoutes } from './kids.ts';
import { organiserRoutes } from './organiser.ts';
import { pledgeRoutes } from './pledges.ts';
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
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Water Footprint Tracker API',
        version: '1.0.0',
        description:
          'The REST calls of the product spec (section 7) and the administrator’s downloads. Sign in with POST /api/auth/login; the session travels in the wf_session cookie (__Host-wf_session over HTTPS). Every failure answers { "error": "..." }.',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'wf_session' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  // The page's scripts and styles are served from the package, never fetched from elsewhere,
  // so the app's content security policy allows it as it is.
  // The page's links are absolute, and this instance sits under /api.
  await app.register(swaggerUi, { routePrefix: DOCS_PATH, indexPrefix: '/api' });

  app.get(
    OPENAPI_PATH,
    { schema: { response: replies({ 200: z.looseObject({ openapi: z.string() }) }) } },
    async () => app.swagger() as { openapi: string },
  );
  app.get(
    '/health',
    { schema: { response: replies({ 200: z.object({ ok: z.literal(true) }) }) } },
    async () => ({ ok: true as const }),
  );
  for (const routes of ROUTE_FILES) routes(app, deps);

  app.setNotFoundHandler(async (request) => {
    throw errors.notFound(`No such API route: ${request.method} ${request.url.split('?')[0]}`);
  });
}
