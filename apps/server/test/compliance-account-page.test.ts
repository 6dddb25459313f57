// The "password and security" account page of the embedded provider: the form, refusals shown on
// the page, and a change through the same service as migrate/ldap (the new password signs in).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPortal } from './helpers/setup.js';
import {
  authorize,
  exchangeCode,
  PASSWORD,
  refresh,
  signIn,
  type Tokens,
} from './helpers/sign-in.js';
import { startPortal } from './helpers/setup.js';
import { actionsOf, NEW_PASSWORD } from './compliance-support.js';

const PAT = 'pat.password@atlas.example';
let portal: TestPortal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(async () => portal?.close());

const post = (fields: Record<string, string>, cookie?: string) =>
  portal.app.inject({
    method: 'POST',
    url: '/account/security',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    payload: new URLSearchParams({
      ui_locale: 'en',
      email: PAT,
      current: PASSWORD,
      password: NEW_PASSWORD,
      confirm: NEW_PASSWORD,
      question: 'birthCity',
      answer: 'Columbus',
      ...fields,
    }).toString(),
  });

describe('/account/security', () => {
  it('shows the form with every field named, in the asked language', async () => {
    const res = await portal.app.inject({ url: '/account/security?ui_locales=de' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    for (const id of ['email', 'current', 'password', 'confirm', 'question', 'answer'])
      expect(res.body).toContain(`<label for="${id}">`);
    expect(res.body).toContain('Passwort und Sicherheit');
    expect(res.body).toContain('Wie hieß Ihr erstes Haustier?');
  });

  it.each([
    [
      'a wrong current password',
      { current: 'Wrong-Password-1!' },
      'current password is not correct',
    ],
    ['a different confirmation', { confirm: 'Tr4ctor!Bluf' }, 'must be equal to the password'],
    [
      'the last name in the password',
      { password: 'Password9!x', confirm: 'Password9!x' },
      'cannot contain first or last name',
    ],
    ['a short answer', { answer: 'Col' }, 'at least 4 characters'],
  ])('refuses %s on the page and changes nothing', async (_, fields, text) => {
    const res = await post(fields);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('role="alert"');
    expect(res.body).toContain(text);
    expect(await actionsOf(portal.db, PAT)).toEqual(['changePassword']);
  });

  it('changes password and question: the new password signs in, the old one does not', async () => {
    // Signed in twice: the browser that changes the password, and another device.
    const browser = await authorize(portal.app, portal.config, PAT);
    const tokens = (
      await exchangeCode(portal.app, portal.config, browser.code!, browser.verifier)
    ).json<Tokens>();
    const elsewhere = await signIn(portal.app, portal.config, PAT);
    const res = await post({}, browser.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('Your password and security question are saved');
    expect(await actionsOf(portal.db, PAT)).toEqual([]);
    // The browser that made the change stays signed in; the other device can no longer renew.
    expect((await refresh(portal.app, portal.config, tokens.refresh_token!)).statusCode).toBe(200);
    expect((await refresh(portal.app, portal.config, elsewhere.refresh_token!)).statusCode).toBe(
      400,
    );
    expect((await authorize(portal.app, portal.config, PAT, PASSWORD)).code).toBeUndefined();
    expect((await signIn(portal.app, portal.config, PAT, NEW_PASSWORD)).access_token).toBeTruthy();
  });

  it('is linked from the provider’s account page', async () => {
    const res = await portal.app.inject({ url: '/oidc/account?ui_locales=en' });
    expect(res.body).toContain('href="/account/security?ui_locales=en"');
  });
});
