// Builds the portal's Fastify application: security headers, API, OpenAPI, provider, translations, web app.
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import { randomUUID } from 'node:crypto';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  hasZodFastifySchemaValidationErrors,
} from 'fastify-type-provider-zod';
import type { JWK } from 'jose';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { authGuard, HttpError } from './auth/guard.js';
import { createTokenVerifier } from './auth/verify-token.js';
import { createProvider } from './oidc/provider.js';
import { registerOidc } from './oidc/interactions.js';
import { loadProviderSecrets, publicJwks } from './oidc/keys.js';
import { registerHealth } from './routes/health.js';
import { translationRoutes } from './routes/translations.js';
import { registerWeb } from './routes/web.js';
import { registerAccountPages } from './routes/account-pages.js';
import { userRoutes } from './routes/v2/user/index.js';
import { experienceRoutes } from './routes/v2/experience.js';
import { usersAdminRoutes } from './routes/v2/users-admin.js';
import { catalogAdminRoutes } from './routes/v2/catalog-admin.js';
import { createMailer, type Mailer } from './mail/mailer.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The portal's outgoing mail (outbox, and SMTP when configured); the jobs retry it. */
    mailer: Mailer;
  }
}

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
  const mailer = createMailer(db, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: (err) => app.log.error({ err }, 'sending mail failed'),
  });
  app.decorate('mailer', mailer);
  app.addHook('onClose', () => mailer.settled());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  const https = config.publicUrl.startsWith('https:');
  const issuerOrigins = [config.issuer, ...config.hostClients.map((h) => h.issuer)].map(
    (u) => new URL(u).origin,
  );
  const connect = [...new Set(["'self'", ...config.allowedOrigins, ...issuerOrigins])];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: connect,
        // The login form's answer redirects to the web app's callback on any allowed origin.
        formAction: [...new Set(["'self'", ...issuerOrigins, ...config.allowedOrigins])],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
      },
    },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });

  app.setErrorHandler((err: Error & { statusCode?: number; code?: string }, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const where = first?.instancePath
        ? ` (${first.instancePath.replace(/^\//, '').replace(/\//g, '.')})`
        : '';
      return reply.code(400).send({
        statusCode: 400,
        error: 'Bad Request',
        message: `${first?.message ?? 'Invalid request'}${where}`,
        code: 'errors.validation',
        details: err.validation,
      });
    }
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).send({
        statusCode: err.statusCode,
        error: httpName(err.statusCode),
        message: err.message,
        code: err.code,
      });
    }
    const status =
      err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status >= 500) {
      req.log.error({ err }, 'request failed');
      return reply.code(500).send({
        statusCode: 500,
        error: 'Internal Server Error',
        message: `Something went wrong. Quote request id ${req.id} to support.`,
      });
    }
    return reply
      .code(status)
      .send({ statusCode: status, error: httpName(status), message: err.message });
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Atlas Portal API',
        version: '2.0.0',
        description: 'Admin and user API of the Atlas dealer and staff portal.',
      },
      servers: [{ url: `${config.publicUrl}${config.basePath}` }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });

  const issuers: { issuer: string; jwks?: { keys: JWK[] } }[] = [];
  if (config.embeddedIdp) {
    issuers.push({ issuer: config.issuer, jwks: publicJwks((await loadProviderSecrets(db)).jwks) });
  } else {
    issuers.push({ issuer: config.issuer });
  }
  for (const h of config.hostClients) issuers.push({ issuer: h.issuer });
  const verify = createTokenVerifier({
    audience: config.audience,
    issuers,
    requireAtJwt: config.embeddedIdp,
  });
  const apiPrefix = `${config.basePath}/v2`;
  await app.register(authGuard, { db, verify, idpKind: config.idpKind, apiPrefix });

  await app.register(
    async (api) => {
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      await api.register(userRoutes, { db });
      await api.register(experienceRoutes, { db, config });
      await api.register(usersAdminRoutes, { db, config, mailer });
      await api.register(catalogAdminRoutes, { db, config });
    },
    { prefix: apiPrefix },
  );

  extraRoutes?.(app);
  await registerHealth(app, db, config.basePath);
  await app.register(translationRoutes, { db, prefix: config.basePath });
  if (config.embeddedIdp) await registerOidc(app, config, db, await createProvider(config, db));
  await registerAccountPages(app, { db, config });
  await registerWeb(app, config);
  return app;
}

function httpName(status: number): string {
  return (
    (
      {
        400: 'Bad Request',
        401: 'Unauthorized',
        403: 'Forbidden',
        404: 'Not Found',
        409: 'Conflict',
        422: 'Unprocessable Entity',
        429: 'Too Many Requests',
      } as Record<number, string>
    )[status] ?? 'Error'
  );
}
