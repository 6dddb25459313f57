// Signing keys and cookie keys of the embedded provider: generated once, kept in the database.
import { randomBytes, randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { sql } from 'drizzle-orm';
import { one, type Database } from '../db/client.js';

export interface ProviderSecrets {
  /** Private signing keys (JWK with kid); the first one signs. */
  jwks: { keys: JWK[] };
  cookieKeys: string[];
}

async function loadOrCreate<T>(db: Database, name: string, create: () => Promise<T>): Promise<T> {
  const existing = await one<{ value: T }>(
    db.orm,
    sql`SELECT value FROM server_secret WHERE name = ${name}`,
  );
  if (existing) return existing.value;
  const value = await create();
  // Another process may have raced us: keep whichever landed first.
  await db.orm
    .execute(sql`INSERT INTO server_secret (name, value) VALUES (${name}, ${JSON.stringify(value)}::jsonb)
    ON CONFLICT (name) DO NOTHING`);
  const stored = await one<{ value: T }>(
    db.orm,
    sql`SELECT value FROM server_secret WHERE name = ${name}`,
  );
  return stored!.value;
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
  const cookieKeys = await loadOrCreate(db, 'oidc-cookie-keys', async () => [
    randomBytes(32).toString('base64url'),
    randomBytes(32).toString('base64url'),
  ]);
  return { jwks, cookieKeys };
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
