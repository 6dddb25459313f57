// Second factors at the embedded provider (issue 26): the code step after the password, enrolment
// on the account page, single-use codes, recovery codes, the throttle and the set-up action.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { startPortal, type TestPortal } from './helpers/setup.js';
import {
  mergeCookies,
  openInteraction,
  postLogin,
  signInWithSession,
  tokensAfter,
} from './helpers/login-form.js';
import { isSecondStep, postCode, totpCode } from './helpers/second-step.js';
import { PASSWORD } from './helpers/sign-in.js';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(async () => portal?.close());

const ACCOUNT = '/account/security/authenticator';

/** Password first; returns the interaction and the page that follows it. */
async function password(email: string, remoteAddress = '127.0.0.1') {
  const interaction = await openInteraction(portal);
  const res = await postLogin(portal, interaction, email, PASSWORD, {
    secondStep: false,
    remoteAddress,
  });
  interaction.cookie = mergeCookies(interaction.cookie, res);
  return { interaction, res };
}

const accountPost = (cookie: string, body: Record<string, string>) =>
  portal.app.inject({
    method: 'POST',
    url: ACCOUNT,
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(body).toString(),
  });

const secretOf = (html: string) =>
  /id="totp-secret"[^>]*>([^<]+)</.exec(html)?.[1]?.replace(/\s/g, '');
const recoveryCodesOf = (html: string) =>
  [...html.matchAll(/<li><code>([a-z0-9]{5}-[a-z0-9]{5})<\/code><\/li>/g)].map((m) => m[1]!);

describe('second step after the password', () => {
  it('lets a person without a factor whom the policy does not cover in with the password (amr pwd)', async () => {
    const { interaction, res } = await password('sam.standard@atlas.example');
    expect(res.statusCode).toBe(303);
    const tokens = await tokensAfter(portal, interaction, res);
    expect(decodeJwt(tokens.access_token)).toMatchObject({
      amr: ['pwd'],
      acr: 'urn:atlas:acr:pwd',
    });
    expect(decodeJwt(tokens.id_token)).toMatchObject({ amr: ['pwd'] });
  });

  it('asks an administrator for a code; a wrong one is refused, a right one signs in with amr otp', async () => {
    const { interaction, res } = await password('ada.admin@atlas.example');
    expect(isSecondStep(res)).toBe(true);
    const wrong = await postCode(portal.app, interaction.url, interaction.cookie, '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('The code is not correct.');
    const right = await postCode(portal.app, interaction.url, interaction.cookie, await totpCode());
    const tokens = await tokensAfter(portal, interaction, right);
    const claims = { amr: ['pwd', 'otp'], acr: 'urn:atlas:acr:mfa' };
    expect(decodeJwt(tokens.access_token)).toMatchObject(claims);
    expect(decodeJwt(tokens.id_token)).toMatchObject(claims);
  });

  it('refuses the code step of an interaction whose password was not given', async () => {
    const interaction = await openInteraction(portal);
    const res = await postCode(portal.app, interaction.url, interaction.cookie, await totpCode());
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(/\/oidc\/interaction\/[^/]+$/);
  });

  it('slows the account down after five wrong codes in a row, as for passwords', async () => {
    const address = '198.51.100.23';
    const { interaction } = await password('otto.readonly@atlas.example', address);
    for (let i = 0; i < 5; i++) {
      const r = await postCode(portal.app, interaction.url, interaction.cookie, '123456', address);
      expect(r.statusCode).toBe(400);
    }
    const right = await postCode(
      portal.app,
      interaction.url,
      interaction.cookie,
      await totpCode(),
      address,
    );
    expect(right.statusCode).toBe(429);
    expect((await password('otto.readonly@atlas.example', address)).res.statusCode).toBe(429);
  });
});

describe('authenticator app on the account page', () => {
  it('enrols by key, refuses a replayed code, and takes each recovery code once', async () => {
    const email = 'ivy.internal@atlas.example';
    const { cookie } = await signInWithSession(portal, email);
    const start = await accountPost(cookie, { action: 'start' });
    expect(start.statusCode).toBe(200);
    expect(start.body).toMatch(/<img src="data:image\/svg\+xml;base64,/);
    const secret = secretOf(start.body)!;
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

    const first = await totpCode(secret);
    const confirmed = await accountPost(cookie, { action: 'confirm', code: first });
    expect(confirmed.statusCode).toBe(200);
    const codes = recoveryCodesOf(confirmed.body);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);

    // The next sign-in asks for a code; the one used to confirm does not work twice.
    let step = await password(email);
    expect(isSecondStep(step.res)).toBe(true);
    const replay = await postCode(portal.app, step.interaction.url, step.interaction.cookie, first);
    expect(replay.statusCode).toBe(400);
    expect(replay.body).toContain('This code was used already.');
    const next = await totpCode(secret, 1);
    const ok = await postCode(portal.app, step.interaction.url, step.interaction.cookie, next);
    expect((await tokensAfter(portal, step.interaction, ok)).access_token).toBeTruthy();

    // A recovery code signs in once (typed in capitals without the dash), then never again.
    step = await password(email);
    const typed = codes[0]!.replace('-', '').toUpperCase();
    const recovered = await postCode(
      portal.app,
      step.interaction.url,
      step.interaction.cookie,
      typed,
    );
    expect(
      decodeJwt((await tokensAfter(portal, step.interaction, recovered)).access_token).amr,
    ).toEqual(['pwd', 'otp']);
    step = await password(email);
    const again = await postCode(
      portal.app,
      step.interaction.url,
      step.interaction.cookie,
      codes[0]!,
    );
    expect(again.statusCode).toBe(400);

    // New recovery codes (with a current code) replace the old ones.
    const status = await portal.app.inject({ url: ACCOUNT, headers: { cookie } });
    expect(status.body).toContain('Unused recovery codes: 9');
    const renewed = await accountPost(cookie, { action: 'regenerate', code: codes[1]! });
    expect(recoveryCodesOf(renewed.body)).toHaveLength(10);
    step = await password(email);
    const old = await postCode(
      portal.app,
      step.interaction.url,
      step.interaction.cookie,
      codes[2]!,
    );
    expect(old.statusCode).toBe(400);

    // Removing the app (with a current code) makes the password enough again for Ivy.
    const removed = await accountPost(cookie, {
      action: 'remove',
      code: recoveryCodesOf(renewed.body)[0]!,
    });
    expect(removed.body).toContain('The authenticator app and its recovery codes are removed.');
    expect((await password(email)).res.statusCode).toBe(303);
  });

  it('shows a signed-out browser no factor and changes nothing', async () => {
    const page = await portal.app.inject({ url: ACCOUNT });
    expect(page.body).toContain('Sign in to the portal first');
    const post = await accountPost('_session=made-up-session-id', { action: 'start' });
    expect(post.statusCode).toBe(401);
  });
});

describe('set-up required action', () => {
  it('makes a covered person without a factor set one up before signing in', async () => {
    const { interaction, res } = await password('mara.setup@atlas.example');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Your account needs a second factor');
    const secret = secretOf(res.body)!;
    const setupUrl = `${interaction.url}/setup`;
    const post = (code: string) =>
      portal.app.inject({
        method: 'POST',
        url: setupUrl,
        headers: {
          cookie: interaction.cookie,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams({ code }).toString(),
      });
    expect((await post('111111')).statusCode).toBe(400);
    const done = await post(await totpCode(secret));
    expect(recoveryCodesOf(done.body)).toHaveLength(10);
    const cont = await portal.app.inject({
      method: 'POST',
      url: `${interaction.url}/continue`,
      headers: { cookie: interaction.cookie },
    });
    const tokens = await tokensAfter(portal, interaction, cont);
    expect(decodeJwt(tokens.access_token).amr).toEqual(['pwd', 'otp']);
    // From now on Mara signs in with the app.
    expect(isSecondStep((await password('mara.setup@atlas.example')).res)).toBe(true);
  });
});
