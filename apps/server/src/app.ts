// Builds the portal's Fastify application: security headers, API, OpenAPI, provider, translations, web app.
import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import helmetPlugin from './plugins/external/helmet.js';
import multipart from './plugins/external/multipart.js';
import swagger from './plugins/external/swagger.js';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { serializeError, type Database } from './db/client.js';
import { errorHandler } from './lib/http-errors.js';
import { redactLogArguments, redactText, serializeRequest } from './lib/log-redaction.js';
import { createProvider } from './oidc/provider.js';
import { registerOidc } from './oidc/interactions.js';
import { registerHealth } from './routes/health.js';
import { translationRoutes } from './routes/translations.js';
import { registerWeb } from './routes/web.js';
import { registerAccountPages } from './routes/account-pages.js';
import { loadRoutes } from './routes/load-routes.js';
import scimRoutes from './routes/scim/index.js';
import configPlugin from './plugins/external/config.js';
import dbPlugin from './plugins/external/db.js';
import mailerPlugin from './plugins/app/mailer.js';
import usersAdminPlugin from './plugins/app/users-admin.js';
import catalogPlugin from './plugins/app/catalog.js';
import experiencePlugin from './plugins/app/experience.js';
import authorizationPlugin from './plugins/app/authorization.js';
import userCachePlugin from './plugins/app/user-cache.js';
import compliancePlugin from './plugins/app/compliance.js';
import recordsPlugin from './plugins/app/records.js';
import importsPlugin from './plugins/app/imports.js';
import rateLimit from './plugins/external/rate-limit.js';

// The decorators' types (FastifyInstance augmentations) come along with app.ts's declarations.
export type { Mailer } from './plugins/app/mailer.js';

/** The API's route modules: routes/v2/<path>.ts serves /v2/<path>. */
const API_ROUTES = fileURLToPath(new URL('./routes/v2', import.meta.url));

/**
 * Every schema is zod's, in every context. Given as the compilers' factories (what
 * setValidatorCompiler does for one context), Fastify never loads its own JSON-schema compilers,
 * ajv and fast-json-stringify (~40 ms of each start). Fastify types the factories for those;
 * zod's compilers take the same calls.
 */
const ZOD_COMPILERS = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

export interface BuildOptions {
  config: Config;
  db: Database;
  /** Tests keep logs quiet. */
  logger?: boolean;
  /** Tests read the log lines (the redaction test); standard output otherwise. */
  logStream?: NodeJS.WritableStream;
  /** Tests watch the routes being added (route inventory). */
  onRoute?: (route: RouteOptions) => void;
  /** Tests add a route of their own under /v2 to check the guard's defaults. */
  extraRoutes?: (app: FastifyInstance) => void;
}

/** The `err` serializer: a failed query without its values, and no token in any message. */
function serializeLoggedError(err: unknown) {
  const out = serializeError(err);
  return { ...out, message: redactText(out.message), stack: redactText(out.stack) };
}

export async function buildApp({
  config,
  db,
  logger = true,
  logStream,
  onRoute,
  extraRoutes,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          redact: ['req.headers.authorization', 'req.headers.cookie'],
          // A failed query is logged without its values (statement, error code); URLs without
          // their query values, and no token-shaped string anywhere (lib/log-redaction.ts).
          serializers: { err: serializeLoggedError, req: serializeRequest },
          hooks: { logMethod: redactLogArguments },
          ...(logStream ? { stream: logStream } : {}),
        }
      : false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    // Forwarded headers count only from the proxies named in TRUST_PROXY (none by default); a hop
    // count trusts the nearest N peers (Fastify's types take it as a function only).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    schemaController: { compilersFactory: ZOD_COMPILERS },
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setErrorHandler(errorHandler);
  const apiPrefix = `${config.basePath}/v2`;

  // External plugins first (configuration, database, headers, body parsing, rate limits, the
  // OpenAPI document), then the application's (authorization, services as decorators), then the
  // routes: their folder under routes/v2 is their URL.
  await app.register(configPlugin, { config });
  await app.register(dbPlugin, { db });
  await app.register(helmetPlugin);
  await app.register(multipart);
  // Before any route: the plugin adds its hook to every route registered after it.
  await app.register(rateLimit);
  await app.register(swagger, { config, apiPrefix });

  await app.register(userCachePlugin);
  await app.register(authorizationPlugin);
  await app.register(mailerPlugin);
  await app.register(usersAdminPlugin);
  await app.register(catalogPlugin);
  await app.register(experiencePlugin);
  await app.register(compliancePlugin);
  await app.register(recordsPlugin);
  await app.register(importsPlugin);

  await app.register((api) => loadRoutes(api, API_ROUTES), { prefix: apiPrefix });
  await app.register(scimRoutes, { prefix: `${config.basePath}/scim/v2` });
  extraRoutes?.(app);
  await registerHealth(app, db, config.basePath);
  await app.register(translationRoutes, { db, prefix: config.basePath });
  if (config.embeddedIdp) await registerOidc(app, config, db, await createProvider(config, db));
  await registerAccountPages(app, { db, config });
  await registerWeb(app, config);
  return app;
}
