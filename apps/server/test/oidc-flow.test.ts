// The embedded provider's sign-in flow: PKCE, single-use codes, exact redirects, refresh rotation, login errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { sql } from 'drizzle-orm';
import { one } from '../src/db/client.js';
import { startPortal, type TestPortal } from './helpers/setup.js';
import {
  ageRotatedRefreshTokens,
  authorize,
  exchangeCode,
  refresh,
  signIn,
  redirectUri,
} from './helpers/sign-in.js';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(async () => portal?.close());

describe('sign-in through the embedded provider', () => {
  it('issues a short-lived JWT access token for the API audience with the roles claim', async () => {
    const tokens = await signIn(portal.app, portal.config, 'sam.standard@atlas.example');
    expect(decodeProtectedHeader(tokens.access_token).typ).toBe('at+jwt');
    const claims = decodeJwt(tokens.access_token);
    expect(claims.aud).toBe(portal.config.audience);
    expect(claims.iss).toBe(portal.config.issuer);
    expect(claims.roles).toEqual(['DOCUMENT_READER']);
    expect(String(claims.scope)).toContain('api:iam');
    expect(tokens.refresh_token).toBeTruthy();
    const id = decodeJwt(tokens.id_token);
    expect(id.name).toBe('Sam Standard');
    expect(id.organization).toBe('Buckeye Heavy Equipment');
  });

  it('records the time of the last login', async () => {
    const before = await one<{ t: string }>(
      portal.db.orm,
      sql`SELECT last_login_at::text AS t FROM identity WHERE email = 'dan.dealer@atlas.example'`,
    );
    await signIn(portal.app, portal.config, 'dan.dealer@atlas.example');
    const after = await one<{ recent: boolean; t: string }>(
      portal.db.orm,
      sql`SELECT last_login_at > now() - interval '1 minute' AS recent, last_login_at::text AS t FROM identity WHERE email = 'dan.dealer@atlas.example'`,
    );
    expect(after?.recent).toBe(true);
    expect(after?.t).not.toBe(before?.t);
  });

  it('shows a labelled, translated login page', async () => {
    const { loginPage } = await authorize(portal.app, portal.config, 'nobody@atlas.example', 'x', {
      ui_locales: 'de',
    });
    expect(loginPage?.statusCode).toBe(200);
    expect(loginPage?.body).toContain('<label for="email">E-Mail</label>');
    expect(loginPage?.body).toContain('<html lang="de">');
  });

  it('refuses a wrong password with a clear message and no code', async () => {
    const { res, code } = await authorize(
      portal.app,
      portal.config,
      'sam.standard@atlas.example',
      'wrong-password',
    );
    expect(code).toBeUndefined();
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('The e-mail address or password is not correct.');
  });

  it('refuses an inactive account', async () => {
    await portal.db.orm.execute(
      sql`UPDATE identity SET status = 'INACTIVE' WHERE email = 'nora.noorg@atlas.example'`,
    );
    const { res, code } = await authorize(portal.app, portal.config, 'nora.noorg@atlas.example');
    expect(code).toBeUndefined();
    expect(res.body).toContain('This account is inactive.');
    await portal.db.orm.execute(
      sql`UPDATE identity SET status = 'ACTIVE' WHERE email = 'nora.noorg@atlas.example'`,
    );
  });

  it('slows down guessing: after five failures the account is locked for a while', async () => {
    for (let i = 0; i < 5; i++)
      await authorize(portal.app, portal.config, 'otto.readonly@atlas.example', `guess-${i}`);
    const { res, code } = await authorize(portal.app, portal.config, 'otto.readonly@atlas.example');
    expect(code).toBeUndefined();
    expect(res.statusCode).toBe(429);
    expect(res.body).toContain('Too many failed sign-in attempts');
  });

  it('requires PKCE with S256', async () => {
    const noPkce = await portal.app.inject({
      method: 'GET',
      url: `/oidc/auth?${new URLSearchParams({ client_id: 'portal', response_type: 'code', redirect_uri: redirectUri(portal.config), scope: 'openid api:iam' })}`,
    });
    expect(noPkce.statusCode).toBe(303);
    expect(noPkce.headers.location).toContain('error=invalid_request');
    const plain = await portal.app.inject({
      method: 'GET',
      url: `/oidc/auth?${new URLSearchParams({ client_id: 'portal', response_type: 'code', redirect_uri: redirectUri(portal.config), scope: 'openid', code_challenge: 'a'.repeat(43), code_challenge_method: 'plain' })}`,
    });
    expect(plain.headers.location).toContain('error=invalid_request');
  });

  it('accepts only the exact registered redirect URI', async () => {
    const res = await portal.app.inject({
      method: 'GET',
      url: `/oidc/auth?${new URLSearchParams({ client_id: 'portal', response_type: 'code', redirect_uri: `${redirectUri(portal.config)}/extra`, scope: 'openid', code_challenge: 'a'.repeat(43), code_challenge_method: 'S256' })}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('redirect_uri');
  });

  it('lets an authorization code be used once only, and only with its verifier', async () => {
    const first = await authorize(portal.app, portal.config, 'ivy.internal@atlas.example');
    const wrongVerifier = await exchangeCode(
      portal.app,
      portal.config,
      first.code!,
      'x'.repeat(43),
    );
    expect(wrongVerifier.statusCode).toBe(400);
    expect(wrongVerifier.json().error).toBe('invalid_grant');
    // A refused exchange leaves the code unused: with its own verifier it still gets tokens.
    const right = await exchangeCode(portal.app, portal.config, first.code!, first.verifier);
    expect(right.statusCode).toBe(200);
    const tokens = right.json<{ refresh_token: string }>();
    const again = await exchangeCode(portal.app, portal.config, first.code!, first.verifier);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('invalid_grant');
    // A code used twice ends its grant: the tokens of its first use no longer renew.
    expect((await refresh(portal.app, portal.config, tokens.refresh_token)).statusCode).toBe(400);
  });

  it('gives tokens for a code to one of several parallel exchanges', async () => {
    const { code, verifier } = await authorize(
      portal.app,
      portal.config,
      'sam.standard@atlas.example',
    );
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => exchangeCode(portal.app, portal.config, code!, verifier)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400, 400, 400, 400]);
  });

  it('rotates refresh tokens, and a reused one revokes the grant', async () => {
    const tokens = await signIn(portal.app, portal.config, 'cora.corvid@corvid.example');
    const r1 = await refresh(portal.app, portal.config, tokens.refresh_token!);
    expect(r1.statusCode).toBe(200);
    const rotated = r1.json<{ refresh_token: string; access_token: string }>();
    expect(rotated.refresh_token).not.toBe(tokens.refresh_token);
    await ageRotatedRefreshTokens(portal.db);
    const reuse = await refresh(portal.app, portal.config, tokens.refresh_token!);
    expect(reuse.statusCode).toBe(400);
    // The whole grant is gone: the rotated token no longer works either.
    expect((await refresh(portal.app, portal.config, rotated.refresh_token)).statusCode).toBe(400);
  });

  it('accepts a just-rotated refresh token once more, for a page reloaded mid-renewal', async () => {
    const tokens = await signIn(portal.app, portal.config, 'sam.standard@atlas.example');
    const lost = await refresh(portal.app, portal.config, tokens.refresh_token!);
    expect(lost.statusCode).toBe(200);
    // The reloaded page never stored `lost` and presents the old token within the grace window.
    const again = await refresh(portal.app, portal.config, tokens.refresh_token!);
    expect(again.statusCode).toBe(200);
    // The same successor as the lost answer: the session never branches.
    const kept = again.json<{ refresh_token: string }>().refresh_token;
    expect(kept).toBe(lost.json<{ refresh_token: string }>().refresh_token);
    // The session goes on: the token the page kept renews as usual.
    expect((await refresh(portal.app, portal.config, kept)).statusCode).toBe(200);
  });

  it('keeps its state in the database, so a restart signs nobody out', async () => {
    const tokens = await signIn(portal.app, portal.config, 'aria.attest@atlas.example');
    const stored = await one<{ n: number }>(
      portal.db.orm,
      sql`SELECT count(*)::int AS n FROM oidc_payload WHERE model = 'RefreshToken'`,
    );
    expect(stored?.n).toBeGreaterThan(0);
    await portal.app.close();
    const { buildApp } = await import('../src/app.js');
    portal.app = await buildApp({ config: portal.config, db: portal.db, logger: false });
    const res = await refresh(portal.app, portal.config, tokens.refresh_token!);
    expect(res.statusCode).toBe(200);
  });
});
