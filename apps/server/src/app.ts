// Builds the portal's Fastify application: security headers, API, OpenAPI, provider, translations, web app.
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { fileURLToPath } from 'node:url';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { errorHandler } from './lib/http-errors.js';
import { createProvider } from './oidc/provider.js';
import { registerOidc } from './oidc/interactions.js';
import { registerHealth } from './routes/health.js';
import { translationRoutes } from './routes/translations.js';
import { registerWeb } from './routes/web.js';
import { registerAccountPages } from './routes/account-pages.js';
import { loadRoutes } from './routes/load-routes.js';
import configPlugin from './plugins/external/config.js';
import dbPlugin from './plugins/external/db.js';
import helmetPlugin from './plugins/external/helmet.js';
import swaggerPlugin from './plugins/external/swagger.js';
import mailerPlugin from './plugins/app/mailer.js';
import authorizationPlugin from './plugins/app/authorization.js';
import usersAdminPlugin from './plugins/app/users-admin.js';
import catalogPlugin from './plugins/app/catalog.js';
import experiencePlugin from './plugins/app/experience.js';

// The decorators' types (FastifyInstance augmentations) come along with app.ts's declarations.
export type { Mailer } from './plugins/app/mailer.js';

/** The API's route modules: routes/v2/<path>.ts serves /v2/<path>. */
const API_ROUTES = fileURLToPath(new URL('./routes/v2', import.meta.url));

export interface BuildOptions {
  config: Config;
  db: Database;
  /** Tests keep logs quiet. */
  logger?: boolean;
  /** Tests watch the routes being added (route inventory). */
  onRoute?: (route: RouteOptions) => void;
  /** Tests add a route of their own under /v2 to check the guard's defaults. */
  extraRoutes?: (app: FastifyInstance) => void;
}

export async function buildApp({
  config,
  db,
  logger = true,
  onRoute,
  extraRoutes,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] }
      : false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  // External plugins first (configuration, database, headers, OpenAPI), then the application's
  // (mail, authorization, services as decorators), then the routes that use them.
  await app.register(configPlugin, { config });
  await app.register(dbPlugin, { db });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  await app.register(helmetPlugin);

  app.setErrorHandler(errorHandler);

  await app.register(swaggerPlugin);
  await app.register(mailerPlugin);
  await app.register(authorizationPlugin);
  await app.register(usersAdminPlugin);
  await app.register(catalogPlugin);
  await app.register(experiencePlugin);
  await app.register((api) => loadRoutes(api, API_ROUTES), { prefix: `${config.basePath}/v2` });

  extraRoutes?.(app);
  await registerHealth(app, db, config.basePath);
  await app.register(translationRoutes, { db, prefix: config.basePath });
  if (config.embeddedIdp) await registerOidc(app, config, db, await createProvider(config, db));
  await registerAccountPages(app, { db, config });
  await registerWeb(app, config);
  return app;
}
