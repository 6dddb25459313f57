// GET /oidc/session/end asks before signing out, unless the request carries the session's own id_token_hint.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type TestPortal } from './helpers/setup.js';
import { signInWithSession } from './helpers/login-form.js';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(async () => portal?.close());

const endSession = (cookie: string, params: Record<string, string> = {}) =>
  portal.app.inject({
    url: `/oidc/session/end?${new URLSearchParams(params)}`,
    headers: { cookie },
  });
const AUTO_SUBMIT = '/oidc-assets/logout.js';

describe('sign-out confirmation', () => {
  it('asks for confirmation, translated, when no id_token_hint is given (a cross-site link)', async () => {
    const { tokens, cookie } = await signInWithSession(portal, 'sam.standard@atlas.example');
    const res = await endSession(cookie, { ui_locales: 'de' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(AUTO_SUBMIT);
    expect(res.body).toContain('<html lang="de">');
    expect(res.body).toContain('Möchten Sie sich vom Portal abmelden?');
    expect(res.body).toContain('>Abmelden</button>');
    expect(res.body).toContain('Angemeldet bleiben');
    // Nothing was ended: the access token still works.
    const api = await portal.app.inject({
      url: '/v2/user',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(api.statusCode).toBe(200);
  });

  it("asks for confirmation when the id_token_hint is another user's", async () => {
    const other = await signInWithSession(portal, 'ivy.internal@atlas.example');
    const { cookie } = await signInWithSession(portal, 'otto.readonly@atlas.example');
    const res = await endSession(cookie, { id_token_hint: other.tokens.id_token });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(AUTO_SUBMIT);
  });

  it("signs out at once with the session's own id_token_hint (the web app's sign-out)", async () => {
    const { tokens, cookie } = await signInWithSession(portal, 'dan.dealer@atlas.example');
    const res = await endSession(cookie, {
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: 'http://localhost:3999/',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(AUTO_SUBMIT);
  });

  it('refuses a forged id_token_hint', async () => {
    const { tokens, cookie } = await signInWithSession(portal, 'ada.admin@atlas.example');
    const [head, body] = tokens.id_token.split('.');
    const res = await endSession(cookie, { id_token_hint: `${head}.${body}.forged` });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain(AUTO_SUBMIT);
  });
});
