// Builds access tokens by hand for the negative token tests: other keys, bad algorithms, wrong claims.
import { SignJWT, generateKeyPair, importJWK, exportJWK, type JWK } from 'jose';
import { createHmac, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { one, type Database } from '../../src/db/client.js';

export async function providerSigningKey(db: Database): Promise<JWK> {
  const row = await one<{ value: { keys: JWK[] } }>(
    db.orm,
    sql`SELECT value FROM server_secret WHERE name = 'oidc-jwks'`,
  );
  return row!.value.keys[0]!;
}

export interface ForgeOptions {
  sub: string;
  iss: string;
  aud: string;
  scope?: string;
  typ?: string;
  expiresIn?: number;
  kid?: string;
}

/** Signs with the given private JWK (the provider's real key when testing claim checks). */
export async function signWith(jwk: JWK, o: ForgeOptions): Promise<string> {
  const key = await importJWK(jwk, 'RS256');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ scope: o.scope ?? 'openid api:iam', client_id: 'portal' })
    .setProtectedHeader({ alg: 'RS256', typ: o.typ ?? 'at+jwt', kid: o.kid ?? jwk.kid })
    .setSubject(o.sub)
    .setIssuer(o.iss)
    .setAudience(o.aud)
    .setIssuedAt(now - 60)
    .setJti(randomUUID())
    .setExpirationTime(now + (o.expiresIn ?? 300))
    .sign(key);
}

export async function foreignKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { ...(await exportJWK(privateKey)), kid: randomUUID() };
}

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

export function unsignedToken(o: ForgeOptions): string {
  const now = Math.floor(Date.now() / 1000);
  return `${b64({ alg: 'none', typ: 'at+jwt' })}.${b64({ sub: o.sub, iss: o.iss, aud: o.aud, scope: 'api:iam', iat: now, exp: now + 300 })}.`;
}

/** The classic confusion attack: HS256 with the provider's public key as the HMAC secret. */
export function hs256WithPublicKey(publicKeyPem: string, o: ForgeOptions): string {
  const now = Math.floor(Date.now() / 1000);
  const head = b64({ alg: 'HS256', typ: 'at+jwt', kid: o.kid });
  const body = b64({
    sub: o.sub,
    iss: o.iss,
    aud: o.aud,
    scope: 'api:iam',
    iat: now,
    exp: now + 300,
  });
  const sig = createHmac('sha256', publicKeyPem).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${sig}`;
}
