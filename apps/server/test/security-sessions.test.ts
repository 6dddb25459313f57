// Access tokens stop working at once when the user's sessions end: sign-out, refresh-token reuse, revocation, deactivation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { one } from '../src/db/client.js';
import { startPortal, type TestPortal } from './helpers/setup.js';
import { ageRotatedRefreshTokens, refresh, signIn } from './helpers/sign-in.js';
import { mergeCookies, signInWithSession } from './helpers/login-form.js';
import { ADA, personas } from './helpers/as-persona.js';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(async () => portal?.close());
const as = personas(() => portal);

const callApi = (accessToken: string) =>
  portal.app.inject({ url: '/v2/user', headers: { authorization: `Bearer ${accessToken}` } });

const form = (body: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(body).toString(),
});

describe('revoked sessions', () => {
  it('refuses the access token after sign-out', async () => {
    const { tokens, cookie } = await signInWithSession(portal, 'sam.standard@atlas.example');
    expect((await callApi(tokens.access_token)).statusCode).toBe(200);
    const page = await portal.app.inject({
      url: `/oidc/session/end?${new URLSearchParams({ id_token_hint: tokens.id_token })}`,
      headers: { cookie },
    });
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1];
    expect(xsrf).toBeTruthy();
    const done = await portal.app.inject({
      method: 'POST',
      url: '/oidc/session/end/confirm',
      ...form({ xsrf: xsrf!, logout: 'yes' }),
      headers: { ...form({}).headers, cookie: mergeCookies(cookie, page) },
    });
    expect(done.statusCode).toBe(303);
    const res = await callApi(tokens.access_token);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });

  it('refuses the access token after a refresh token is used twice', async () => {
    const tokens = await signIn(portal.app, portal.config, 'ivy.internal@atlas.example');
    const rotated = await refresh(portal.app, portal.config, tokens.refresh_token!);
    expect(rotated.statusCode).toBe(200);
    const fresh = rotated.json<{ access_token: string }>().access_token;
    expect((await callApi(fresh)).statusCode).toBe(200);
    await ageRotatedRefreshTokens(portal.db);
    expect((await refresh(portal.app, portal.config, tokens.refresh_token!)).statusCode).toBe(400);
    expect((await callApi(fresh)).statusCode).toBe(401);
    expect((await callApi(tokens.access_token)).statusCode).toBe(401);
  });

  it('refuses the access token after its refresh token is revoked', async () => {
    const tokens = await signIn(portal.app, portal.config, 'otto.readonly@atlas.example');
    expect((await callApi(tokens.access_token)).statusCode).toBe(200);
    const revoked = await portal.app.inject({
      method: 'POST',
      url: '/oidc/token/revocation',
      ...form({
        token: tokens.refresh_token!,
        token_type_hint: 'refresh_token',
        client_id: 'portal',
      }),
    });
    expect(revoked.statusCode).toBe(200);
    expect((await callApi(tokens.access_token)).statusCode).toBe(401);
  });

  it('keeps refusing a deactivated user’s old token after reactivation, but not a new one', async () => {
    const tokens = await signIn(portal.app, portal.config, 'sam.standard@atlas.example');
    expect((await callApi(tokens.access_token)).statusCode).toBe(200);
    const user = await one<{ id: number }>(
      portal.db.orm,
      sql`SELECT id FROM identity WHERE email = 'sam.standard@atlas.example'`,
    );
    const id = user!.id;
    const off = await as(ADA)('POST', `/v2/admin/users/${id}/deactivate`, {
      payload: { reason: 'other' },
    });
    expect(off.statusCode).toBe(200);
    expect((await callApi(tokens.access_token)).statusCode).toBe(401);
    const on = await as(ADA)('POST', `/v2/admin/users/${id}/reactivate`, { payload: {} });
    expect(on.statusCode).toBe(200);
    expect((await callApi(tokens.access_token)).statusCode).toBe(401);
    const again = await signIn(portal.app, portal.config, 'sam.standard@atlas.example');
    expect((await callApi(again.access_token)).statusCode).toBe(200);
  });
});
