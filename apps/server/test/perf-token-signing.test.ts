// Token signatures (issue 28): access, ID and refreshed tokens are signed with ES256, the JWKS
// publishes the ES256 key beside the RS256 key of earlier starts, and tokens that RS256 key signed
// are still accepted by the API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeProtectedHeader, type JWK } from 'jose';
import { sql } from 'drizzle-orm';
import { one } from '../src/db/client.js';
import { startPortal, type TestPortal } from './helpers/setup.js';
import { signIn } from './helpers/sign-in.js';
import { providerSigningKey, signWith } from './helpers/forge.js';
import { SAM } from './helpers/as-persona.js';

let portal: TestPortal;

beforeAll(async () => {
  portal = await startPortal();
});
afterAll(async () => portal?.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('token signatures', () => {
  it('signs access, ID and refreshed tokens with ES256; the API accepts them', async () => {
    const tokens = await signIn(portal.app, portal.config, SAM);
    expect(decodeProtectedHeader(tokens.access_token).alg).toBe('ES256');
    expect(decodeProtectedHeader(tokens.id_token).alg).toBe('ES256');
    const me = await portal.app.inject({ url: '/v2/user', headers: bearer(tokens.access_token) });
    expect(me.statusCode).toBe(200);

    const refreshed = await portal.app.inject({
      method: 'POST',
      url: '/oidc/token',
      payload: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token!,
        client_id: portal.config.clientId,
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const next = refreshed.json<{ access_token: string; id_token: string }>();
    expect(decodeProtectedHeader(next.access_token).alg).toBe('ES256');
    expect(decodeProtectedHeader(next.id_token).alg).toBe('ES256');
  });

  it('publishes both public keys and no private part', async () => {
    const res = await portal.app.inject({ url: '/oidc/jwks' });
    expect(res.statusCode).toBe(200);
    const { keys } = res.json<{ keys: JWK[] }>();
    expect(keys.map((k) => `${k.kty} ${k.alg ?? ''} ${k.crv ?? ''}`.trim()).sort()).toEqual([
      'EC ES256 P-256',
      'RSA RS256',
    ]);
    for (const k of keys) expect(k.d).toBeUndefined();
  });

  it('still accepts a token the RS256 key signed (issued before the change)', async () => {
    const row = await one<{ subject: string }>(
      portal.db.orm,
      sql`SELECT subject FROM identity WHERE email = ${SAM}`,
    );
    const old = await signWith(await providerSigningKey(portal.db), {
      sub: row!.subject,
      iss: portal.config.issuer,
      aud: portal.config.audience,
    });
    const res = await portal.app.inject({ url: '/v2/user', headers: bearer(old) });
    expect(res.statusCode, res.body).toBe(200);
  });
});
