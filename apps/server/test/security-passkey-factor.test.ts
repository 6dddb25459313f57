// A passkey as a person's second factor beyond the sign-in (issue 26): made at the set-up required
// action instead of an app, and the recovery codes of a person with passkeys only (how many are
// left, renewed with a passkey or a code, kept when the app goes, gone with the last factor).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { sql } from 'drizzle-orm';
import { one } from '../src/db/client.js';
import { startPortal, type TestPortal } from './helpers/setup.js';
import { PASSWORD } from './helpers/sign-in.js';
import {
  mergeCookies,
  openInteraction,
  postLogin,
  signInWithSession,
  tokensAfter,
  type Interaction,
} from './helpers/login-form.js';
import { totpCode } from './helpers/second-step.js';
import { SoftPasskey } from './helpers/soft-authenticator.js';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(async () => portal?.close());

const ORIGIN = 'http://localhost:3999';
const FACTORS = '/account/security/authenticator';
const PASSKEYS = '/account/security/passkeys';

const formPost = (url: string, cookie: string, body: Record<string, string>) =>
  portal.app.inject({
    method: 'POST',
    url,
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(body).toString(),
  });

/** POSTs for options (JSON) as passkey.js does. */
async function optionsAt<T>(url: string, cookie: string) {
  const res = await portal.app.inject({ method: 'POST', url, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json<T>();
}

interface Creation {
  challenge: string;
  rp: { id: string };
  user: { id: string; name: string };
  attestation: string;
  authenticatorSelection: { residentKey: string; userVerification: string };
}
interface Request {
  challenge: string;
  rpId: string;
  userVerification: string;
  allowCredentials?: { id: string }[];
}

const recoveryCodesOf = (html: string) =>
  [...html.matchAll(/<li><code>([a-z0-9]{5}-[a-z0-9]{5})<\/code><\/li>/g)].map((m) => m[1]!);

/** The password step of a sign-in; the interaction carries its cookies on. */
async function password(email: string) {
  const interaction = await openInteraction(portal);
  const res = await postLogin(portal, interaction, email, PASSWORD, { secondStep: false });
  interaction.cookie = mergeCookies(interaction.cookie, res);
  return { interaction, res };
}

/** Adds a passkey on the account page; returns the page that answered. */
async function addOnAccountPage(cookie: string, key: SoftPasskey, name: string) {
  const options = await optionsAt<Creation>(`${PASSKEYS}/options`, cookie);
  const credential = JSON.stringify(key.create(options, ORIGIN));
  return formPost(PASSKEYS, cookie, { action: 'register', name, credential });
}

const unusedCodes = async (email: string) =>
  (
    await one<{ n: number }>(
      portal.db.orm,
      sql`SELECT count(*)::int AS n FROM identity_recovery_code c JOIN identity i
        ON i.id = c.identity_id WHERE i.email = ${email} AND c.used_at IS NULL`,
    )
  )?.n;

describe('the set-up required action with a passkey', () => {
  const email = 'mara.setup@atlas.example';

  it('offers a passkey beside the app; the new passkey signs in (its amr) after the codes once', async () => {
    const { interaction, res } = await password(email);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Set up a second factor');
    expect(res.body).toContain('data-passkey="register"');
    expect(res.body).toContain(`action="${interaction.url}/setup/passkey"`);
    expect(res.body).toContain('QR code for your authenticator app');

    const post = (body: Record<string, string>) =>
      formPost(`${interaction.url}/setup/passkey`, interaction.cookie, body);
    const options = await optionsAt<Creation>(
      `${interaction.url}/setup/passkey/options`,
      interaction.cookie,
    );
    expect(options.rp.id).toBe('localhost');
    expect(options.user.name).toBe(email);
    expect(options.attestation).toBe('none');
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });

    // A broken answer and one without user verification: the set-up again, with the reason.
    const broken = await post({ name: '', credential: 'not json' });
    expect(broken.statusCode).toBe(400);
    expect(broken.body).toContain('The passkey could not be added. Try again.');
    expect(broken.body).toContain('Set up a second factor');
    const key = new SoftPasskey();
    const unverified = await post({
      name: '',
      credential: JSON.stringify(key.create(options, ORIGIN, { verified: false })),
    });
    expect(unverified.statusCode).toBe(400);

    const fresh = await optionsAt<Creation>(
      `${interaction.url}/setup/passkey/options`,
      interaction.cookie,
    );
    const added = await post({
      name: 'Mara’s phone',
      credential: JSON.stringify(key.create(fresh, ORIGIN)),
    });
    expect(added.statusCode).toBe(200);
    expect(recoveryCodesOf(added.body)).toHaveLength(10);
    expect(added.body).toContain(`action="${interaction.url}/continue"`);
    const cont = await formPost(`${interaction.url}/continue`, interaction.cookie, {});
    const tokens = await tokensAfter(portal, interaction, cont);
    const claims = { amr: ['pwd', 'hwk', 'user'], acr: 'urn:atlas:acr:mfa' };
    expect(decodeJwt(tokens.access_token)).toMatchObject(claims);
    expect(decodeJwt(tokens.id_token)).toMatchObject(claims);

    // From now on the password leads to the passkey (or a recovery code), not to the set-up.
    const next = await password(email);
    expect(next.res.body).toContain('data-passkey="step"');
    expect(next.res.body).toContain('>Recovery code</label>');
    expect(next.res.body).not.toContain('Set up a second factor');
  });

  it('takes no passkey outside the set-up step', async () => {
    const interaction: Interaction = await openInteraction(portal);
    const options = await portal.app.inject({
      method: 'POST',
      url: `${interaction.url}/setup/passkey/options`,
      headers: { cookie: interaction.cookie },
    });
    expect(options.statusCode).toBe(409);
    const post = await formPost(`${interaction.url}/setup/passkey`, interaction.cookie, {
      credential: '{}',
    });
    expect(post.statusCode).toBe(303);
  });
});

describe('recovery codes of a person with passkeys only', () => {
  it('shows how many are left and renews them with a passkey or a code; old ones stop working', async () => {
    const email = 'sam.standard@atlas.example';
    const { cookie } = await signInWithSession(portal, email);
    const key = new SoftPasskey();
    const first = recoveryCodesOf((await addOnAccountPage(cookie, key, 'Laptop')).body);
    expect(first).toHaveLength(10);
    const passkeys = await portal.app.inject({ url: PASSKEYS, headers: { cookie } });
    expect(passkeys.body).toContain('Unused recovery codes: 10');

    const page = await portal.app.inject({ url: FACTORS, headers: { cookie } });
    expect(page.body).toContain('No authenticator app is set up.');
    expect(page.body).toContain('Unused recovery codes: 10');
    expect(page.body).toContain('data-passkey="step"');
    expect(page.body).toContain('>Recovery code</label>');

    const wrong = await formPost(FACTORS, cookie, { action: 'regenerate', code: 'aaaaa-aaaaa' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('The code is not correct.');

    const options = await optionsAt<Request>(`${FACTORS}/options`, cookie);
    expect(options.userVerification).toBe('required');
    expect(options.allowCredentials?.map((c) => c.id)).toEqual([key.credentialId]);
    const credential = JSON.stringify(key.get(options, ORIGIN));
    const renewed = await formPost(FACTORS, cookie, { action: 'regenerate', credential });
    expect(renewed.statusCode).toBe(200);
    const second = recoveryCodesOf(renewed.body);
    expect(second).toHaveLength(10);
    expect(second.filter((c) => first.includes(c))).toEqual([]);
    // The answer once more: its challenge was used.
    const replay = await formPost(FACTORS, cookie, { action: 'regenerate', credential });
    expect(replay.statusCode).toBe(400);

    // With an unused code instead of the passkey: that code is spent, ten new ones come.
    const byCode = await formPost(FACTORS, cookie, { action: 'regenerate', code: second[0]! });
    expect(byCode.statusCode).toBe(200);
    const third = recoveryCodesOf(byCode.body);
    expect(third).toHaveLength(10);

    // At sign-in an old code no longer works; a new one does.
    const step = await password(email);
    const code = (typed: string) =>
      formPost(`${step.interaction.url}/code`, step.interaction.cookie, { code: typed });
    expect((await code(first[1]!)).statusCode).toBe(400);
    expect((await code(second[1]!)).statusCode).toBe(400);
    expect((await code(third[0]!)).statusCode).toBe(303);
  });

  it('keeps the codes when the app goes beside a passkey, and drops them with the last factor', async () => {
    const email = 'ivy.internal@atlas.example';
    const { cookie } = await signInWithSession(portal, email);
    const start = await formPost(FACTORS, cookie, { action: 'start' });
    const secret = /id="totp-secret"[^>]*>([^<]+)</.exec(start.body)![1]!.replace(/\s/g, '');
    const confirmed = await formPost(FACTORS, cookie, {
      action: 'confirm',
      code: await totpCode(secret),
    });
    expect(recoveryCodesOf(confirmed.body)).toHaveLength(10);
    // The passkey is a second factor beside the app: no new codes.
    const key = new SoftPasskey();
    const added = await addOnAccountPage(cookie, key, 'Phone');
    expect(added.body).toContain('The passkey “Phone” is added.');
    expect(recoveryCodesOf(added.body)).toEqual([]);

    const removed = await formPost(FACTORS, cookie, {
      action: 'remove',
      code: await totpCode(secret, 1),
    });
    expect(removed.body).toContain(
      'The authenticator app is removed. Your recovery codes still work with your passkeys.',
    );
    expect(removed.body).toContain('Unused recovery codes: 10');
    expect(await unusedCodes(email)).toBe(10);

    const last = await formPost(PASSKEYS, cookie, { action: 'remove', id: key.credentialId });
    expect(last.body).toContain('The passkey “Phone” is removed.');
    expect(await unusedCodes(email)).toBe(0);
    const page = await portal.app.inject({ url: FACTORS, headers: { cookie } });
    expect(page.body).not.toContain('Unused recovery codes');
  });
});
