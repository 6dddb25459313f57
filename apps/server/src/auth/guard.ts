// Authentication and feature checks for every /v2 route, declared per route in `config.access`.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasFeatures, routePolicy, type RouteAccess } from '@portal/shared';
import type { Database } from '../db/client.js';
import { loadPrincipal, type Principal } from '../services/access.js';
import { TokenError, type AccessClaims, type TokenVerifier } from './verify-token.js';
import { errorBody, HttpError, sendError } from '../lib/http-errors.js';

export type { RouteAccess };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    principal?: Principal;
  }
}

/** The principal of a guarded route (the guard has run, so it is there). */
export function principalOf(req: FastifyRequest): Principal {
  if (!req.principal) throw new HttpError(401, 'Sign-in required.', 'errors.unauthorized');
  return req.principal;
}

function unauthorized(
  reply: FastifyReply,
  err: TokenError | { message: string; oauthError: string },
) {
  const description = err.message.replace(/"/g, "'");
  return reply
    .code(401)
    .header(
      'www-authenticate',
      `Bearer realm="portal", error="${err.oauthError}", error_description="${description}"`,
    )
    .send(errorBody(401, err.message, { key: 'errors.unauthorized' }));
}

export interface GuardOptions {
  db: Database;
  verify: TokenVerifier;
  idpKind: string;
  apiPrefix: string;
}

export const authGuard = fp(async (app: FastifyInstance, opts: GuardOptions) => {
  // Every /v2 route takes its access from the policy table of packages/shared (API_POLICY); a
  // route without an entry gets none and is closed below (the route inventory test names it).
  const basePath = opts.apiPrefix.slice(0, -'/v2'.length);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(opts.apiPrefix)) return;
    if (route.config && 'access' in route.config)
      throw new Error(`${route.url}: declare its access in packages/shared/src/policy.ts`);
    const method = [route.method].flat().find((m) => m !== 'HEAD') ?? 'HEAD';
    const access = routePolicy(method, route.url.slice(basePath.length));
    if (access) route.config = { ...route.config, access };
  });
  app.addHook('onRequest', async (req, reply) => {
    const access = req.routeOptions.config.access;
    const url = req.routeOptions.url ?? '';
    if (!url.startsWith(opts.apiPrefix)) return;
    if (!access) {
      // A route that forgot to declare its access is closed, never open.
      return sendError(reply, 403, 'This route declares no access rule.');
    }
    if (access.public) return;
    const header = req.headers.authorization ?? '';
    const match = /^Bearer\s+([A-Za-z0-9\-._~+/]+=*)$/i.exec(header);
    if (!match)
      return unauthorized(reply, {
        message: 'A bearer access token is required.',
        oauthError: 'invalid_token',
      });
    let claims: AccessClaims;
    try {
      claims = await opts.verify(match[1]!);
    } catch (err) {
      if (err instanceof TokenError) return unauthorized(reply, err);
      throw err;
    }
    const principal = await loadPrincipal(opts.db.orm, claims.sub, opts.idpKind);
    if (!principal)
      return unauthorized(reply, {
        message: 'The account is unknown or inactive.',
        oauthError: 'invalid_token',
      });
    if (principal.sessionsRevokedAtMs !== null && claims.issuedAtMs < principal.sessionsRevokedAtMs)
      return unauthorized(reply, {
        message: 'The session this access token belongs to has ended. Sign in again.',
        oauthError: 'invalid_token',
      });
    req.principal = principal;
    if (!hasFeatures(principal.features, access)) {
      return sendError(
        reply,
        403,
        "You don't have access to this functionality.",
        'errors.accessDenied',
      );
    }
  });
});
