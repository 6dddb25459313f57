// Verifies the bearer token of an external worker: a client-credentials access token of the
// embedded provider's integration client with the ingest scope. A user's token never passes.
import { createLocalJWKSet, jwtVerify, type JWK } from 'jose';
import { INTEGRATION_INGEST_SCOPE } from '@portal/shared';
import { TokenError } from './verify-token.js';

export interface ServiceTokenOptions {
  issuer: string;
  audience: string;
  /** The embedded provider's public keys. */
  jwks: { keys: JWK[] };
  clientId: string;
}

export type ServiceTokenVerifier = (header: string | undefined) => Promise<{ clientId: string }>;

export function createServiceTokenVerifier(opts: ServiceTokenOptions): ServiceTokenVerifier {
  const keys = createLocalJWKSet(opts.jwks);
  return async (header) => {
    const match = /^Bearer\s+([A-Za-z0-9\-._~+/]+=*)$/i.exec(header ?? '');
    if (!match) throw new TokenError('A bearer access token is required.');
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(match[1]!, keys, {
        issuer: opts.issuer,
        audience: opts.audience,
        typ: 'at+jwt',
        requiredClaims: ['exp', 'sub', 'iat'],
      }));
    } catch {
      throw new TokenError('The access token is not valid.');
    }
    const scopes = typeof payload.scope === 'string' ? payload.scope.split(' ') : [];
    // A client-credentials token names the client as its subject; a user's names the user.
    const ownClient = payload.client_id === opts.clientId && payload.sub === opts.clientId;
    if (!ownClient || !scopes.includes(INTEGRATION_INGEST_SCOPE))
      throw new TokenError(
        `Only the integration client's token with the scope ${INTEGRATION_INGEST_SCOPE} may report errors.`,
        'insufficient_scope',
      );
    return { clientId: opts.clientId };
  };
}
