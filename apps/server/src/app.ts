// Builds the portal's Fastify application: security headers, API, OpenAPI, provider, translations, web app.
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import helmet from '@fastify/helmet';
import multipart from './plugins/external/multipart.js';
import swagger from './plugins/external/swagger.js';
import { createHash, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { JWK } from 'jose';
import type { Config } from './config.js';
import { serializeError, type Database } from './db/client.js';
import { authGuard } from './auth/guard.js';
import { errorHandler } from './lib/http-errors.js';
import { createTokenVerifier } from './auth/verify-token.js';
import { createProvider } from './oidc/provider.js';
import { registerOidc } from './oidc/interactions.js';
import { loadProviderSecrets, publicJwks } from './oidc/keys.js';
import { registerHealth } from './routes/health.js';
import { translationRoutes } from './routes/translations.js';
import { registerWeb } from './routes/web.js';
import { registerAccountPages } from './routes/account-pages.js';
import { loadRoutes } from './routes/load-routes.js';
import configPlugin from './plugins/external/config.js';
import dbPlugin from './plugins/external/db.js';
import mailerPlugin from './plugins/app/mailer.js';
import usersAdminPlugin from './plugins/app/users-admin.js';
import catalogPlugin from './plugins/app/catalog.js';
import experiencePlugin from './plugins/app/experience.js';
import recordsPlugin from './plugins/app/records.js';
import rateLimit from './plugins/external/rate-limit.js';

// The decorators' types (FastifyInstance augmentations) come along with app.ts's declarations.
export type { Mailer } from './plugins/app/mailer.js';

/** The API's route modules: routes/v2/<path>.ts serves /v2/<path>. */
const API_ROUTES = fileURLToPath(new URL('./routes/v2', import.meta.url));

/**
 * The only inline <style> the web app gets: react-aria's usePress adds this rule once (checked in
 * Chromium: without its hash the browser blocks it and reports a CSP violation).
 */
const REACT_ARIA_PRESSABLE_CSS =
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}';
const INLINE_STYLE_HASHES = [REACT_ARIA_PRESSABLE_CSS].map(
  (css) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`,
);

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
      ? {
          level: config.logLevel,
          redact: ['req.headers.authorization', 'req.headers.cookie'],
          // A failed query is logged without its values (statement, error code).
          serializers: { err: serializeError },
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
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  // Configuration and database first, then the plugins that use them, then the routes (their
  // folder under routes/v2 is their URL), which reach the services through decorators.
  await app.register(configPlugin, { config });
  await app.register(dbPlugin, { db });
  await app.register(mailerPlugin);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const apiPrefix = `${config.basePath}/v2`;
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
    // API answers hold personal data: no cache keeps them, unless a route chose its own caching.
    if (req.url.startsWith(`${apiPrefix}/`) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
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
        // No inline styles: pages use stylesheets and classes; React's style props go through the
        // CSSOM, which the policy does not govern. The one inline <style> is react-aria's, by hash.
        styleSrc: ["'self'", ...INLINE_STYLE_HASHES],
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

  app.setErrorHandler(errorHandler);
  await app.register(multipart);

  // Before any route: the plugin adds its hook to every route registered after it.
  await app.register(rateLimit, { db, config });

  await app.register(swagger, { config, apiPrefix });

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
  await app.register(authGuard, { db, verify, idpKind: config.idpKind, apiPrefix });

  await app.register(usersAdminPlugin);
  await app.register(catalogPlugin);
  await app.register(experiencePlugin);
  await app.register(recordsPlugin);
  await app.register((api) => loadRoutes(api, API_ROUTES), { prefix: apiPrefix });

  extraRoutes?.(app);
  await registerHealth(app, db, config.basePath);
  await app.register(translationRoutes, { db, prefix: config.basePath });
  if (config.embeddedIdp) await registerOidc(app, config, db, await createProvider(config, db));
  await registerAccountPages(app, { db, config });
  await registerWeb(app, config);
  return app;
}
