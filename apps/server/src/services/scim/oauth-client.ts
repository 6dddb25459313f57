// The OAuth 2.0 client-credentials credential of a provisioning client: the embedded provider's
// client atlas-scim-<id> (scope scim, its tokens for the SCIM base URL only), the check of its
// secret against the kept SHA-256, and the check of its access tokens at /scim/v2.
import { createHash, timingSafeEqual } from 'node:crypto';
import { createLocalJWKSet, jwtVerify, type JWK } from 'jose';
import type { Executor } from '../../db/client.js';
import { activeClientById, type ClientRow } from '../../repositories/scim/client-repository.js';

export const SCIM_SCOPE = 'scim';
const CLIENT_PREFIX = 'atlas-scim-';
/**
 * Marks the provider's stored client secret as a SHA-256 of the real one: only the hash is kept,
 * so the provider's secret comparison (oidc/provider.ts) hashes what the client presents.
 */
const HASHED = 'sha256:';

export const oauthClientId = (id: number) => `${CLIENT_PREFIX}${id}`;

/** The provisioning client's id in an OAuth client id, or undefined for any other client. */
export function provisioningIdOf(clientId: unknown): number | undefined {
  if (typeof clientId !== 'string' || !clientId.startsWith(CLIENT_PREFIX)) return undefined;
  const rest = clientId.slice(CLIENT_PREFIX.length);
  return /^[1-9]\d{0,9}$/.test(rest) && Number(rest) <= 2_147_483_647 ? Number(rest) : undefined;
}

/** The SCIM base URL: the resource (and audience) of the tokens of SCIM clients. */
export const scimResource = (config: { publicUrl: string; basePath: string }) =>
  `${config.publicUrl}${config.basePath}/scim/v2`;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** True when `actual` is the secret a stored `sha256:` value was made from. */
export function hashedSecretMatches(stored: string, actual: string): boolean | undefined {
  if (!stored.startsWith(HASHED)) return undefined;
  const want = Buffer.from(stored.slice(HASHED.length), 'hex');
  const got = Buffer.from(sha256(actual), 'hex');
  return want.length === got.length && timingSafeEqual(want, got);
}

/**
 * The provider's metadata of the OAuth client of a provisioning client, while the provisioning
 * client is usable (not revoked, not expired) and has a secret; undefined otherwise, so the
 * token endpoint refuses it (invalid_client) from the moment it is revoked.
 */
export async function oauthClientMetadata(ex: Executor, clientId: string) {
  const id = provisioningIdOf(clientId);
  const row = id === undefined ? undefined : await activeClientById(ex, id);
  if (!row?.oauthSecretHash) return undefined;
  return {
    client_id: clientId,
    client_secret: `${HASHED}${row.oauthSecretHash}`,
    client_name: row.name,
    token_endpoint_auth_method: 'client_secret_basic' as const,
    grant_types: ['client_credentials'],
    response_types: [],
    redirect_uris: [],
    // No `scope` here: the provider admits only its own static scopes in client metadata. What a
    // token may carry is the resource server's scope (oidc/provider.ts): scim and nothing else.
  };
}

interface ScimTokenOptions {
  issuer: string;
  /** The SCIM base URL (scimResource). */
  audience: string;
  jwks: { keys: JWK[] };
}

/** Why an access token is refused: no usable client (401) or a token without scope scim (403). */
export type TokenRefusal = 'invalid' | 'scope';

/**
 * Checks a client-credentials access token of the embedded provider for /scim/v2: signature,
 * issuer, audience (the SCIM base URL), type, expiry, scope scim, issued to an atlas-scim client
 * whose provisioning client is usable and whose secret was not renewed after the token was issued.
 */
export function createScimTokenVerifier(opts: ScimTokenOptions) {
  const keys = createLocalJWKSet(opts.jwks);
  return async (ex: Executor, token: string): Promise<ClientRow | TokenRefusal> => {
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        issuer: opts.issuer,
        audience: opts.audience,
        typ: 'at+jwt',
        requiredClaims: ['exp', 'iat', 'sub', 'client_id'],
      }));
    } catch {
      return 'invalid';
    }
    // A client-credentials token names its client as the subject; a person's token names them.
    const id = provisioningIdOf(payload.client_id);
    if (id === undefined || payload.sub !== payload.client_id) return 'invalid';
    const row = await activeClientById(ex, id);
    if (!row?.oauthSecretHash || !row.oauthSecretSetAt) return 'invalid';
    // Issued before the secret was last renewed: a token of the old secret.
    const issuedMs =
      typeof payload.iat_ms === 'number' ? payload.iat_ms : (payload.iat as number) * 1000;
    if (issuedMs < new Date(row.oauthSecretSetAt).getTime()) return 'invalid';
    const scopes = typeof payload.scope === 'string' ? payload.scope.split(' ') : [];
    return scopes.includes(SCIM_SCOPE) ? row : 'scope';
  };
}

export type ScimTokenVerifier = ReturnType<typeof createScimTokenVerifier>;
