// Every bad bearer token is refused with 401 and a WWW-Authenticate header, and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createPublicKey, type JsonWebKey } from 'node:crypto';
import type { JWK } from 'jose';
import { one } from '../src/db/client.js';
import { startPortal, type TestPortal } from './helpers/setup.js';
import { signIn } from './helpers/sign-in.js';
import {
  foreignKey,
  hs256WithPublicKey,
  providerSigningKey,
  signWith,
  unsignedToken,
} from './helpers/forge.js';

let portal: TestPortal;
let sub: string;
let realKey: JWK;
let idToken: string;

beforeAll(async () => {
  portal = await startPortal();
  const tokens = await signIn(portal.app, portal.config, 'sam.standard@atlas.example');
  idToken = tokens.id_token;
  sub = (await one<{ subject: string }>(
    portal.db.orm,
    sql`SELECT subject FROM identity WHERE email = 'sam.standard@atlas.example'`,
  ))!.subject;
  realKey = await providerSigningKey(portal.db);
});
afterAll(async () => portal?.close());

const state = () =>
  one<{ logins: string; audits: number; payloads: number }>(
    portal.db.orm,
    sql`SELECT (SELECT string_agg(coalesce(last_login_at::text, '-'), ',' ORDER BY id) FROM identity) AS logins,
      (SELECT count(*)::int FROM audit_entry) AS audits, (SELECT count(*)::int FROM oidc_payload) AS payloads`,
  );

async function call(token: string | undefined) {
  return portal.app.inject({
    method: 'GET',
    url: '/v2/user/ui-access-data',
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
}

describe('bearer token checks', () => {
  it('accepts a real access token', async () => {
    const good = await signWith(realKey, {
      sub,
      iss: portal.config.issuer,
      aud: portal.config.audience,
    });
    expect((await call(good)).statusCode).toBe(200);
  });

  const cases: [string, () => Promise<string | undefined>][] = [
    ['missing', async () => undefined],
    [
      'expired',
      () =>
        signWith(realKey, {
          sub,
          iss: portal.config.issuer,
          aud: portal.config.audience,
          expiresIn: -10,
        }),
    ],
    [
      'signed by another key with the same kid',
      async () =>
        signWith(
          { ...(await foreignKey()), kid: realKey.kid },
          { sub, iss: portal.config.issuer, aud: portal.config.audience },
        ),
    ],
    [
      'signed by another key',
      async () =>
        signWith(await foreignKey(), {
          sub,
          iss: portal.config.issuer,
          aud: portal.config.audience,
        }),
    ],
    [
      'alg none',
      async () => unsignedToken({ sub, iss: portal.config.issuer, aud: portal.config.audience }),
    ],
    [
      'HS256 signed with the public key',
      async () => {
        const pem = createPublicKey({ key: realKey as JsonWebKey, format: 'jwk' }).export({
          type: 'spki',
          format: 'pem',
        }) as string;
        return hs256WithPublicKey(pem, {
          sub,
          iss: portal.config.issuer,
          aud: portal.config.audience,
          kid: realKey.kid,
        });
      },
    ],
    [
      'unknown key id',
      () =>
        signWith(realKey, {
          sub,
          iss: portal.config.issuer,
          aud: portal.config.audience,
          kid: 'no-such-kid',
        }),
    ],
    [
      'wrong issuer',
      () =>
        signWith(realKey, { sub, iss: 'https://evil.example/oidc', aud: portal.config.audience }),
    ],
    [
      'wrong audience',
      () => signWith(realKey, { sub, iss: portal.config.issuer, aud: 'https://other.example/api' }),
    ],
    ['an ID token', async () => idToken],
    [
      'missing the api:iam scope',
      () =>
        signWith(realKey, {
          sub,
          iss: portal.config.issuer,
          aud: portal.config.audience,
          scope: 'openid profile',
        }),
    ],
    [
      'not typed as an access token',
      () =>
        signWith(realKey, {
          sub,
          iss: portal.config.issuer,
          aud: portal.config.audience,
          typ: 'JWT',
        }),
    ],
    ['garbage', async () => 'not.a.token'],
  ];

  for (const [name, make] of cases) {
    it(`refuses a token that is ${name}`, async () => {
      const before = await state();
      const res = await call(await make());
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(
        /^Bearer realm="portal", error="(invalid_token|insufficient_scope)"/,
      );
      expect(res.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
      expect(res.body).not.toContain('brands');
      expect(await state()).toEqual(before);
    });
  }

  it('refuses the token of a user who has been deactivated', async () => {
    const good = await signWith(realKey, {
      sub,
      iss: portal.config.issuer,
      aud: portal.config.audience,
    });
    await portal.db.orm.execute(
      sql`UPDATE identity SET status = 'INACTIVE' WHERE subject = ${sub}`,
    );
    expect((await call(good)).statusCode).toBe(401);
    await portal.db.orm.execute(sql`UPDATE identity SET status = 'ACTIVE' WHERE subject = ${sub}`);
  });
});
