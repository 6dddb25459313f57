// Sessions one by one: the account page lists a person's sessions and devices; ending one (or all
// others) refuses its access tokens at once and makes its refresh token useless, while the
// person's other sessions go on; signing out on one device ends only that one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { one, rows } from '../src/db/client.js';
import { startPortal, type TestPortal } from './helpers/setup.js';
import { mergeCookies, signInWithSession } from './helpers/login-form.js';
import type { Tokens } from './helpers/sign-in.js';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(async () => portal?.close());

const FIREFOX_LINUX =
  'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const form = (body: Record<string, string>, cookie = '') => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
  payload: new URLSearchParams(body).toString(),
});

const callApi = (accessToken: string) =>
  portal.app.inject({ url: '/v2/user', headers: { authorization: `Bearer ${accessToken}` } });

/** A token renewal from a browser (the web app does one every few minutes). */
const renew = (refreshToken: string, userAgent = FIREFOX_LINUX) =>
  portal.app.inject({
    method: 'POST',
    url: '/oidc/token',
    ...form({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: 'portal' }),
    headers: { ...form({}).headers, 'user-agent': userAgent },
  });

/** Signs in as a browser with this user agent: its provider cookie and renewed tokens. */
async function browser(email: string, userAgent: string) {
  const { tokens, cookie } = await signInWithSession(portal, email);
  const renewed = await renew(tokens.refresh_token!, userAgent);
  expect(renewed.statusCode).toBe(200);
  return { cookie, tokens: renewed.json<Tokens>() };
}

const securityPage = (cookie: string) =>
  portal.app.inject({ url: '/account/security?ui_locales=en', headers: { cookie } });

const postSessions = (cookie: string, body: Record<string, string>) =>
  portal.app.inject({
    method: 'POST',
    url: '/account/security/sessions',
    ...form({ ui_locale: 'en', ...body }, cookie),
  });

const keysOn = (html: string) =>
  [...html.matchAll(/name="key" value="([^"]+)"/g)].map((m) => m[1]!);

const identityId = async (email: string) =>
  (await one<{ id: number }>(portal.db.orm, sql`SELECT id FROM identity WHERE email = ${email}`))!
    .id;

describe('sessions one by one', () => {
  it('lists the sessions with browser, system and times, and ends the other one at once', async () => {
    const email = 'ivy.internal@atlas.example';
    const here = await browser(email, FIREFOX_LINUX);
    const there = await browser(email, CHROME_WINDOWS);
    // Both work, and the API has the principal cached for both.
    expect((await callApi(here.tokens.access_token)).statusCode).toBe(200);
    expect((await callApi(there.tokens.access_token)).statusCode).toBe(200);

    const page = await securityPage(here.cookie);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Sessions and devices');
    expect(page.body).toContain('Firefox 133 on Linux');
    expect(page.body).toContain('Chrome 131 on Windows 10');
    expect(page.body).toContain('This device');
    expect(page.body).toMatch(/Last used: about [^<]*\d{4}/);
    // Only the other session can be ended from here; its button names the device.
    const [key, ...more] = keysOn(page.body);
    expect(more).toEqual([]);
    expect(page.body).toContain('aria-label="End session: Chrome 131 on Windows 10"');

    const ask = await postSessions(here.cookie, { action: 'ask', key: key! });
    expect(ask.statusCode).toBe(200);
    expect(ask.body).toContain('End this session?');
    expect(ask.body).toContain('Chrome 131 on Windows 10');
    // Asking ends nothing.
    expect((await callApi(there.tokens.access_token)).statusCode).toBe(200);

    const end = await postSessions(here.cookie, { action: 'end', key: key! });
    expect(end.statusCode).toBe(200);
    expect(end.body).toContain('Session ended: Chrome 131 on Windows 10 is signed out.');
    expect(end.body).not.toContain('Chrome 131 on Windows 10</strong>');

    // The ended session: its access token is refused on the next call, its refresh token is useless.
    const refused = await callApi(there.tokens.access_token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('UNAUTHORIZED');
    expect((await renew(there.tokens.refresh_token!)).statusCode).toBe(400);
    // This one goes on.
    expect((await callApi(here.tokens.access_token)).statusCode).toBe(200);
    expect((await renew(here.tokens.refresh_token!)).statusCode).toBe(200);

    // The person's history names the device and who ended it (no token, no session id).
    const entries = await rows<{ field: string; old_value: string; changed_by: string }>(
      portal.db.orm,
      sql`SELECT field, old_value, changed_by FROM audit_entry
        WHERE entity_type = 'identity' AND entity_id = ${String(await identityId(email))}
          AND operation = 'SESSION_ENDED'`,
    );
    expect(entries).toEqual([
      { field: 'session', old_value: 'Chrome 131 · Windows 10', changed_by: email },
    ]);
    // Ending a session is no change for the systems downstream.
    const events = await one<{ n: number }>(
      portal.db.orm,
      sql`SELECT count(*)::int AS n FROM integration_event
        WHERE entity_id = ${String(await identityId(email))}`,
    );
    expect(events!.n).toBe(0);
  });

  it('signs out one device and leaves the others signed in', async () => {
    const email = 'sam.standard@atlas.example';
    const first = await signInWithSession(portal, email);
    const other = await signInWithSession(portal, email);
    const page = await portal.app.inject({
      url: `/oidc/session/end?${new URLSearchParams({ id_token_hint: first.tokens.id_token })}`,
      headers: { cookie: first.cookie },
    });
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1];
    const done = await portal.app.inject({
      method: 'POST',
      url: '/oidc/session/end/confirm',
      ...form({ xsrf: xsrf!, logout: 'yes' }, mergeCookies(first.cookie, page)),
    });
    expect(done.statusCode).toBe(303);
    expect((await callApi(first.tokens.access_token)).statusCode).toBe(401);
    expect((await callApi(other.tokens.access_token)).statusCode).toBe(200);
    expect((await renew(other.tokens.refresh_token!)).statusCode).toBe(200);
  });

  it('ends all other sessions after one question that names them', async () => {
    const email = 'otto.readonly@atlas.example';
    const here = await browser(email, FIREFOX_LINUX);
    const second = await browser(email, CHROME_WINDOWS);
    const third = await browser(email, CHROME_WINDOWS);
    for (const b of [here, second, third])
      expect((await callApi(b.tokens.access_token)).statusCode).toBe(200);

    const ask = await postSessions(here.cookie, { action: 'askOthers' });
    expect(ask.statusCode).toBe(200);
    expect(ask.body).toContain('End all other sessions (2)?');
    expect(ask.body.match(/Chrome 131 on Windows 10/g)).toHaveLength(2);

    const end = await postSessions(here.cookie, { action: 'endOthers' });
    expect(end.statusCode).toBe(200);
    expect(end.body).toContain('Other sessions ended: 2. Only this device is still signed in.');
    expect(end.body).toContain('You are signed in on no other device.');
    expect((await callApi(second.tokens.access_token)).statusCode).toBe(401);
    expect((await callApi(third.tokens.access_token)).statusCode).toBe(401);
    expect((await callApi(here.tokens.access_token)).statusCode).toBe(200);

    // A session already gone is said to be gone; nothing else ends.
    const again = await postSessions(here.cookie, { action: 'end', key: 'no-such-session' });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('That session has already ended.');
    expect((await callApi(here.tokens.access_token)).statusCode).toBe(200);
  });

  it('remembers the browser of each session renewed at the same moment', async () => {
    // Renewals that arrive together are recorded in one statement: each keeps its own browser.
    const email = 'dan.dealer@atlas.example';
    const first = await signInWithSession(portal, email);
    const second = await signInWithSession(portal, email);
    const renewed = await Promise.all([
      renew(first.tokens.refresh_token!, FIREFOX_LINUX),
      renew(second.tokens.refresh_token!, CHROME_WINDOWS),
    ]);
    const grants = renewed.map((res) => {
      expect(res.statusCode, res.body).toBe(200);
      const claims = res.json<Tokens>().access_token.split('.')[1]!;
      return JSON.parse(Buffer.from(claims, 'base64url').toString()).grant_id as string;
    });
    expect(new Set(grants).size).toBe(2);
    const seen = await rows<{ grant_id: string; user_agent: string }>(
      portal.db.orm,
      sql`SELECT grant_id, user_agent FROM session_activity WHERE identity_id = ${await identityId(email)}`,
    );
    const agentOf = new Map(seen.map((r) => [r.grant_id, r.user_agent]));
    expect(grants.map((g) => agentOf.get(g))).toEqual([FIREFOX_LINUX, CHROME_WINDOWS]);
  });

  it('shows no sessions and ends nothing without a signed-in browser', async () => {
    const page = await portal.app.inject({ url: '/account/security?ui_locales=en' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('Sessions and devices');
    const refused = await portal.app.inject({
      method: 'POST',
      url: '/account/security/sessions',
      ...form({ action: 'endOthers', ui_locale: 'en' }, '_session=made-up'),
    });
    expect(refused.statusCode).toBe(401);
  });
});
