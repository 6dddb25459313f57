// A password change needs the current password (except in the required change-password flow) and ends every other session at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type TestPortal } from './helpers/setup.js';
import { PASSWORD, refresh, signIn, type Tokens } from './helpers/sign-in.js';
import { call } from './users-support.js';
import { ldapBody, NEW_PASSWORD } from './compliance-support.js';

const SAM = 'sam.standard@atlas.example';
let portal: TestPortal;
let here: Tokens;
let elsewhere: Tokens;
beforeAll(async () => {
  portal = await startPortal();
  here = await signIn(portal.app, portal.config, SAM);
  elsewhere = await signIn(portal.app, portal.config, SAM);
});
afterAll(async () => portal?.close());

const change = (body: object, token = here.access_token) =>
  call(portal, token, { method: 'POST', url: '/v2/user/migrate/ldap', payload: body });
const profile = (token: string) => call(portal, token, { method: 'GET', url: '/v2/user' });

describe('POST /v2/user/migrate/ldap outside the required flow', () => {
  it('refuses a change without the current password, or with a wrong one', async () => {
    const without = await change(ldapBody());
    expect(without.statusCode).toBe(400);
    expect(without.json().details.key).toBe('compliance.errors.wrongPassword');
    const wrong = await change({ ...ldapBody(), currentPassword: 'Not-the-password-1!' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details.key).toBe('compliance.errors.wrongPassword');
    // Nothing changed: the old password still signs in.
    expect((await signIn(portal.app, portal.config, SAM, PASSWORD)).access_token).toBeTruthy();
  });

  it("changes with the current password and ends the other sessions' tokens at once", async () => {
    expect((await profile(elsewhere.access_token)).statusCode).toBe(200);
    const res = await change({ ...ldapBody(), currentPassword: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);

    // The other session: its access token is refused now, its refresh token renews nothing.
    expect((await profile(elsewhere.access_token)).statusCode).toBe(401);
    expect((await refresh(portal.app, portal.config, elsewhere.refresh_token!)).statusCode).toBe(
      400,
    );
    // The session that made the change goes on.
    expect((await profile(here.access_token)).statusCode).toBe(200);
    const renewed = await refresh(portal.app, portal.config, here.refresh_token!);
    expect(renewed.statusCode).toBe(200);
    expect((await profile(renewed.json<Tokens>().access_token)).statusCode).toBe(200);
    expect((await signIn(portal.app, portal.config, SAM, NEW_PASSWORD)).access_token).toBeTruthy();
  });
});
