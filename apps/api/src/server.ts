import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { openDatabase } from '@wf/db/client';
import type { Config } from './env.ts';
import type { Deps } from './domain/deps.ts';
import { createMailer, type Mailer } from './domain/mailer.ts';
import { initParticipantCode } from './domain/participant-code.ts';
import { initServerSecrets } from './domain/server-secrets.ts';
import { createRateLimits } from './domain/rate-limit.ts';
import { createStore } from './domain/store.ts';
import { registerCompression } from './http/compression.ts';
import { registerErrorHandling } from './http/errors.ts';
import { registerRequestChecks } from './http/request-checks.ts';
import { resolveSession, sessionCookie } from './http/session.ts';
import { timeoutOptions } from './http/timeouts.ts';
import { lazyChildLogger, withMaskedRequests } from './http/request-logger.ts';
import { fastifyTrustProxy } from './http/trust-proxy.ts';
import { serveWebApp } from './http/web.ts';
import { restApi } from './rest/index.ts';
import { createContextInner } from './trpc/context.ts';
import { appRouter, type AppRouter } from './trpc/routers/_app.ts';

const BODY_LIMIT_BYTES = 64 * 1024;

interface ServerOptions {
  config: Config;
  database: ReturnType<typeof openDatabase>;
  /** Replaces the password-reset mail (tests capture the link); other mail goes as configured. */
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  /** Sees every route as it is registered (the OpenAPI test checks each one is documented). */
  onRoute?: (route: RouteOptions) => void;
}

/** The web app's build, found from this module whether it runs bundled (dist/) or as source (src/). */
export function defaultWebDist(): string {
  return fileURLToPath(new URL('../../web/dist', import.meta.url));
}

export async function buildServer({ config, database, mailer, logger, onRoute }: ServerOptions) {
  const app = Fastify({
    logger: withMaskedRequests(logger ?? { level: config.LOG_LEVEL }),
    childLoggerFactory: lazyChildLogger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    routerOptions: { maxParamLength: 200 },
    ...timeoutOptions(config),
  });
  const deps: Deps = {
    store: createStore(database),
    config,
    mailer: { ...createMailer(config, app.log), ...mailer },
    limits: createRateLimits(database.sqlite, config.RATE_LIMITS === 'on'),
  };

  if (onRoute) app.addHook('onRoute', onRoute);

  // Before any request: signup needs a participant code (generated at the first start).
  const participantCode = initParticipantCode(deps);
  // The Web Push keys and the unsubscribe links' secret, made at the first start.
  initServerSecrets(deps);

  registerErrorHandling(app);
  await registerRequestChecks(app, config);
  await registerCompression(app);
  // Cookies are read by the session check of API requests only (resolveSession); the plugin's
  // own hook would parse them on every request, static files included.
  await app.register(cookie, { hook: false });
  app.decorateRequest('session', null);
  // The API in one scope, so that its session check does not run for the web app's files.
  await app.register((api) => registerApi(api, deps));

  const webDist = config.WEB_DIST ?? defaultWebDist();
  const served = await serveWebApp(app, webDist);
  if (!served) {
    app.setNotFoundHandler((request, reply) =>
      reply
        .status(404)
        .send({ error: `Not found: ${request.method} ${request.url.split('?')[0]}` }),
    );
  }
  return { app, deps, participantCode };
}

/** tRPC under /trpc and the REST contract under /api, each request's session checked first. */
async function registerApi(api: FastifyInstance, deps: Deps): Promise<void> {
  // Before validation, so a request without a session hears 401 before any word on its input.
  api.addHook('preValidation', (request, reply, done) => {
    resolveSession(deps, request, reply);
    done();
  });
  await api.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) =>
        createContextInner({
          deps,
          session: req.session,
          ip: req.ip,
          userAgent: req.headers['user-agent'],
          cookie: sessionCookie(deps, req, res),
        }),
      onError({ error, path }) {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          api.log.error({ err: error, path }, 'tRPC error');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
  await api.register(
    (rest, _opts, done) => {
      void restApi(rest.withTypeProvider<ZodTypeProvider>(), deps).then(() => done(), done);
    },
    { prefix: '/api' },
  );
}
