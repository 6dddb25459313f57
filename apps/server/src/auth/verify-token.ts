// Verifies bearer access tokens: signature against the issuer's keys, issuer, audience, expiry, type, scopes.
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
  type JWK,
  type JWTVerifyGetKey,
} from 'jose';
import { API_REQUIRED_SCOPES, missingScopes } from '@portal/shared';

export interface AccessClaims {
  sub: string;
  scope: string;
  roles: string[];
  iss: string;
  /** When the token was issued, in epoch milliseconds (the embedded provider's iat_ms, else iat). */
  issuedAtMs: number;
  /** The embedded provider's grant the token belongs to, when the token says so. */
  grantId?: string;
  /** How the person signed in (RFC 8176 values), when the token says so (issue 26). */
  amr?: string[];
}

export class TokenError extends Error {
  constructor(
    message: string,
    readonly oauthError: 'invalid_token' | 'insufficient_scope' = 'invalid_token',
  ) {
    super(message);
  }
}

export interface VerifierOptions {
  audience: string;
  /** Trusted issuers; the embedded one carries its public keys, external ones are discovered. */
  issuers: { issuer: string; jwks?: { keys: JWK[] } }[];
  /** The embedded provider marks access tokens with typ at+jwt; external ones may not. */
  requireAtJwt: boolean;
}

const ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
];

const CACHE_SIZE = 10_000;

async function discoverJwks(issuer: string): Promise<JWTVerifyGetKey> {
  const res = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
  if (!res.ok) throw new Error(`discovery of ${issuer} failed with ${res.status}`);
  const meta = (await res.json()) as { jwks_uri?: string };
  if (!meta.jwks_uri) throw new Error(`${issuer} publishes no jwks_uri`);
  return createRemoteJWKSet(new URL(meta.jwks_uri));
}

export function createTokenVerifier(opts: VerifierOptions) {
  const keySets = new Map<string, Promise<JWTVerifyGetKey>>();
  for (const i of opts.issuers) {
    if (i.jwks) keySets.set(i.issuer, Promise.resolve(createLocalJWKSet(i.jwks)));
  }
  const keysFor = (issuer: string) => {
    let set = keySets.get(issuer);
    if (!set) {
      set = discoverJwks(issuer);
      set.catch(() => keySets.delete(issuer));
      keySets.set(issuer, set);
    }
    return set;
  };
  const trusted = new Set(opts.issuers.map((i) => i.issuer));
  // Tokens already verified, so a client's next calls skip the signature check (about a tenth of
  // an API call's CPU); an entry ends with the token's expiry, or after a minute (key rotation).
  // Only the signature and claims are remembered: whether the user's sessions were revoked since
  // is checked by the guard on every call, cached or not.
  const verified = new Map<string, { claims: AccessClaims; until: number }>();

  return async function verify(token: string): Promise<AccessClaims> {
    const known = verified.get(token);
    if (known && Date.now() < known.until) return known.claims;
    if (known) verified.delete(token);
    let iss: unknown;
    try {
      const [, payload] = token.split('.');
      iss = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')).iss;
    } catch {
      throw new TokenError('The access token is malformed.');
    }
    if (typeof iss !== 'string' || !trusted.has(iss))
      throw new TokenError('The access token was issued by an unknown issuer.');
    try {
      const keys = await keysFor(iss);
      const { payload } = await jwtVerify(token, keys, {
        issuer: iss,
        audience: opts.audience,
        algorithms: ALGORITHMS,
        requiredClaims: ['exp', 'sub', 'iat'],
        ...(opts.requireAtJwt ? { typ: 'at+jwt' } : {}),
      });
      const scope = typeof payload.scope === 'string' ? payload.scope : '';
      const missing = missingScopes(scope, API_REQUIRED_SCOPES);
      if (missing.length)
        throw new TokenError(
          `The access token lacks the scope ${missing.join(', ')}.`,
          'insufficient_scope',
        );
      const roles = Array.isArray(payload.roles)
        ? payload.roles.filter((r): r is string => typeof r === 'string')
        : [];
      const issuedAtMs =
        typeof payload.iat_ms === 'number' && Number.isFinite(payload.iat_ms)
          ? payload.iat_ms
          : payload.iat! * 1000;
      const grantId = typeof payload.grant_id === 'string' ? payload.grant_id : undefined;
      const amr = Array.isArray(payload.amr)
        ? payload.amr.filter((m): m is string => typeof m === 'string')
        : undefined;
      const claims = { sub: payload.sub!, scope, roles, iss, issuedAtMs, grantId, amr };
      if (verified.size >= CACHE_SIZE) verified.delete(verified.keys().next().value!);
      verified.set(token, { claims, until: Math.min(payload.exp! * 1000, Date.now() + 60_000) });
      return claims;
    } catch (err) {
      if (err instanceof TokenError) throw err;
      if (err instanceof joseErrors.JWTExpired)
        throw new TokenError('The access token has expired.');
      if (err instanceof joseErrors.JOSEError)
        throw new TokenError('The access token is not valid.');
      throw err;
    }
  };
}

export type TokenVerifier = ReturnType<typeof createTokenVerifier>;
