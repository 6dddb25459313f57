// The guard of every /v2 route (installed by plugins/app/authorization.ts): the access rule of
// each route comes from the policy table of packages/shared, a route without one is closed; the
// signed-in principal of a request is `principalOf(req)`.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { JWK } from 'jose';
import { hasFeatures, routePolicy, SECOND_FACTOR_REQUIRED, type RouteAccess } from '@portal/shared';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { errorBody, HttpError, sendError } from '../lib/http-errors.js';
import { isKeptGrant } from '../repositories/compliance/password-repository.js';
import { loadProviderSecrets, publicJwks } from '../oidc/keys.js';
import type { Principal } from './principal.js';
import { needsSecondFactor } from './second-factor-guard.js';
import {
  createTokenVerifier,
  TokenError,
  type AccessClaims,
  type TokenVerifier,
} from './verify-token.js';

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

/** Verifies access tokens of the embedded provider (its keys from the database) and host issuers. */
async function tokenVerifier(config: Config, db: Database): Promise<TokenVerifier> {
  const issuers: { issuer: string; jwks?: { keys: JWK[] } }[] = [];
  if (config.embeddedIdp) {
    issuers.push({ issuer: config.issuer, jwks: publicJwks((await loadProviderSecrets(db)).jwks) });
  } else {
    issuers.push({ issuer: config.issuer });
  }
  for (const h of config.hostClients) issuers.push({ issuer: h.issuer });
  return createTokenVerifier({
    audience: config.audience,
    issuers,
    requireAtJwt: config.embeddedIdp,
  });
}

/**
 * The guard of every /v2 route: takes each route's access rule from the policy table when it
 * registers, and before its handler verifies the bearer token, loads the principal (through the
 * user cache) and checks the features and the second factor.
 */
export async function installGuard(app: FastifyInstance) {
  const { config, db } = app;
  const opts = {
    apiPrefix: `${config.basePath}/v2`,
    verify: await tokenVerifier(config, db),
  };
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
    // One version read; the principal comes from this process's cache while the versions match.
    const context = await app.userCache.context(claims.sub);
    const principal = context?.entry.principal;
    if (!principal)
      return unauthorized(reply, {
        message: 'The account is unknown or inactive.',
        oauthError: 'invalid_token',
      });
    // A session ended on its own (sign-out on one device, "End session"): its grant is in the
    // principal, which was reloaded when the end bumped the user's version. No query here.
    if (claims.grantId && principal.endedGrants.has(claims.grantId))
      return unauthorized(reply, {
        message: 'The session this access token belongs to has ended. Sign in again.',
        oauthError: 'invalid_token',
      });
    if (
      principal.sessionsRevokedAtMs !== null &&
      claims.issuedAtMs < principal.sessionsRevokedAtMs &&
      // A password change keeps the grants of the session that made it (rare: one query).
      !(claims.grantId && (await isKeptGrant(app.db.orm, claims.sub, claims.grantId)))
    )
      return unauthorized(reply, {
        message: 'The session this access token belongs to has ended. Sign in again.',
        oauthError: 'invalid_token',
      });
    req.principal =
      claims.grantId || claims.amr
        ? { ...principal, grantId: claims.grantId, amr: claims.amr }
        : principal;
    req.cacheContext = context;
    if (!hasFeatures(principal.features, access)) {
      return sendError(
        reply,
        403,
        "You don't have access to this functionality.",
        'errors.accessDenied',
      );
    }
    if (needsSecondFactor(config, req.method, access, claims, principal.features))
      return reply
        .code(403)
        .send(
          errorBody(
            403,
            'This change needs a sign-in with a second factor. Sign in again with your authenticator app.',
            { key: SECOND_FACTOR_REQUIRED, code: 'SECOND_FACTOR_REQUIRED' },
          ),
        );
  });
}
