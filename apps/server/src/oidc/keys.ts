// Signing keys and cookie keys of the embedded provider: generated once, kept in the database.
import { randomBytes, randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Database } from '../db/client.js';
import { addSecret, findSecret } from '../repositories/secret-repository.js';

export interface ProviderSecrets {
  /**
   * Private signing keys (JWK with kid): the RS256 key of the first start, then the ES256 key that
   * signs access and ID tokens (issue 28: 0.11 instead of 0.33 ms of CPU a token); the RS256 key
   * stays for tokens it signed before.
   */
  jwks: { keys: JWK[] };
  cookieKeys: string[];
}

async function loadOrCreate<T>(db: Database, name: string, create: () => Promise<T>): Promise<T> {
  const existing = await findSecret(db.orm, name);
  if (existing !== undefined) return existing as T;
  const value = await create();
  // Another process may have raced us: keep whichever landed first.
  await addSecret(db.orm, name, value);
  return (await findSecret(db.orm, name)) as T;
}

export async function loadProviderSecrets(db: Database): Promise<ProviderSecrets> {
  const jwks = await loadOrCreate(db, 'oidc-jwks', async () => {
    const { privateKey } = await generateKeyPair('RS256', {
      extractable: true,
      modulusLength: 2048,
    });
    const jwk = await exportJWK(privateKey);
    return { keys: [{ ...jwk, kid: randomUUID(), alg: 'RS256', use: 'sig' }] };
  });
  // A secret of its own, so a data directory or database from before gets it at its next start.
  const ec = await loadOrCreate(db, 'oidc-jwks-es256', async () => {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const jwk = await exportJWK(privateKey);
    return { keys: [{ ...jwk, kid: randomUUID(), alg: 'ES256', use: 'sig' }] };
  });
  const cookieKeys = await loadOrCreate(db, 'oidc-cookie-keys', async () => [
    randomBytes(32).toString('base64url'),
    randomBytes(32).toString('base64url'),
  ]);
  return { jwks: { keys: [...jwks.keys, ...ec.keys] }, cookieKeys };
}

/** The public half of the signing keys, for verifying tokens without a network call. */
export function publicJwks(jwks: { keys: JWK[] }): { keys: JWK[] } {
  return {
    keys: jwks.keys.map(({ kty, n, e, crv, x, y, kid, alg, use }) =>
      Object.fromEntries(
        Object.entries({ kty, n, e, crv, x, y, kid, alg, use }).filter(([, v]) => v !== undefined),
      ),
    ),
  };
}
