// Passkeys at the embedded provider (issue 26), with a software authenticator: registration on the
// account page, sign-in instead of the password and as the second step, amr/acr in the tokens, the
// signature counter, single-use challenges, removal, and the relying party of each host.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { startPortal, type TestPortal } from './helpers/setup.js';
import { PASSWORD } from './helpers/sign-in.js';
import {
  mergeCookies,
  openInteraction,
  postLogin,
  signInWithSession,
  type Interaction,
  tokensAfter,
} from './helpers/login-form.js';
import { SoftPasskey } from './helpers/soft-authenticator.js';
import { identity, identityPasskey } from '../src/db/schema/index.js';
import { insertPasskey, removeAllPasskeys } from '../src/repositories/oidc/passkey-repository.js';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(async () => portal?.close());

const ORIGIN = 'http://localhost:3999';
const CORVID = 'http://corvid.localhost:3999';
const PAGE = '/account/security/passkeys';

interface CreationOptions {
  challenge: string;
  rp: { id: string; name: string };
  user: { id: string; name: string };
  attestation: string;
  authenticatorSelection: { residentKey: string; userVerification: string };
  excludeCredentials: { id: string }[];
}
interface RequestOptions {
  challenge: string;
  rpId: string;
  userVerification: string;
  allowCredentials?: { id: string }[];
}

const form = (body: Record<string, string>) => new URLSearchParams(body).toString();
const formHeaders = (cookie: string, host?: string) => ({
  cookie,
  'content-type': 'application/x-www-form-urlencoded',
  ...(host ? { host } : {}),
});

/** Registration options of the account page for the signed-in browser (`host`: whose party). */
async function creationOptions(cookie: string, host?: string) {
  const res = await portal.app.inject({
    method: 'POST',
    url: `${PAGE}/options`,
    headers: { cookie, ...(host ? { host } : {}) },
  });
  expect(res.statusCode).toBe(200);
  return res.json<CreationOptions>();
}

const accountPost = (cookie: string, body: Record<string, string>, host?: string) =>
  portal.app.inject({
    method: 'POST',
    url: PAGE,
    headers: formHeaders(cookie, host),
    payload: form(body),
  });

/** Registers the passkey on the account page; returns the page that answered. */
async function register(cookie: string, key: SoftPasskey, name: string, origin = ORIGIN) {
  const host = new URL(origin).host;
  const options = await creationOptions(cookie, host);
  const credential = JSON.stringify(key.create(options, origin));
  return accountPost(cookie, { action: 'register', name, credential }, host);
}

async function requestOptions(interaction: Interaction, host?: string) {
  const res = await portal.app.inject({
    method: 'POST',
    url: `${interaction.url}/passkey/options`,
    headers: { cookie: interaction.cookie, ...(host ? { host } : {}) },
  });
  expect(res.statusCode).toBe(200);
  return res.json<RequestOptions>();
}

const postAnswer = (interaction: Interaction, answer: unknown, host?: string) =>
  portal.app.inject({
    method: 'POST',
    url: `${interaction.url}/passkey`,
    headers: formHeaders(interaction.cookie, host),
    payload: form({ credential: JSON.stringify(answer) }),
  });

/** Signs in with the passkey instead of the password; returns the answer to the passkey post. */
async function passkeySignIn(key: SoftPasskey, origin = ORIGIN) {
  const host = new URL(origin).host;
  const interaction = await openInteraction(portal);
  const options = await requestOptions(interaction, host);
  const res = await postAnswer(interaction, key.get(options, origin), host);
  return { interaction, options, res };
}

async function identityId(email: string) {
  const [row] = await portal.db.orm
    .select({ id: identity.id, subject: identity.subject })
    .from(identity)
    .where(eq(identity.email, email));
  return row!;
}

describe('registration on the account page', () => {
  it('offers options for a discoverable, user-verified passkey of this host without attestation', async () => {
    const { cookie } = await signInWithSession(portal, 'sam.standard@atlas.example');
    const options = await creationOptions(cookie);
    expect(options.rp.id).toBe('localhost');
    expect(options.attestation).toBe('none');
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    const sam = await identityId('sam.standard@atlas.example');
    // The user handle is the subject, never the e-mail address.
    expect(Buffer.from(options.user.id, 'base64url').toString()).toBe(sam.subject);
  });

  it('adds named passkeys, shows recovery codes with the first factor, and lists them', async () => {
    const { cookie } = await signInWithSession(portal, 'sam.standard@atlas.example');
    const res = await register(cookie, new SoftPasskey(), 'Work laptop');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('The passkey “Work laptop” is added.');
    expect(res.body.match(/<li><code>[a-z0-9]{5}-[a-z0-9]{5}<\/code><\/li>/g)).toHaveLength(10);

    const second = await register(cookie, new SoftPasskey(), '');
    expect(second.body).toContain('The passkey “Passkey 2” is added.');
    expect(second.body).not.toContain('<code>');
    const page = await portal.app.inject({ url: PAGE, headers: { cookie } });
    expect(page.body).toContain('<h3>Work laptop</h3>');
    expect(page.body).toContain('<h3>Passkey 2</h3>');
    expect(page.body).toContain('Not used yet');
    expect(page.body).toContain('Works on localhost');

    // The password now leads to the second step: a passkey, or one of the recovery codes.
    const interaction = await openInteraction(portal);
    const pwd = await postLogin(portal, interaction, 'sam.standard@atlas.example', PASSWORD, {
      secondStep: false,
    });
    expect(pwd.statusCode).toBe(200);
    expect(pwd.body).toContain('data-passkey="step"');
    expect(pwd.body).toContain('>Recovery code</label>');
    expect(pwd.body).not.toContain('Code from the app');
  });

  it('refuses a passkey made for another origin, one without user verification, and a reused challenge', async () => {
    const { cookie } = await signInWithSession(portal, 'ivy.internal@atlas.example');
    const key = new SoftPasskey();
    let options = await creationOptions(cookie);
    const elsewhere = JSON.stringify(key.create(options, 'http://evil.example'));
    const wrongOrigin = await accountPost(cookie, {
      action: 'register',
      name: 'x',
      credential: elsewhere,
    });
    expect(wrongOrigin.statusCode).toBe(400);
    expect(wrongOrigin.body).toContain('The passkey could not be added.');

    options = await creationOptions(cookie);
    const unverified = JSON.stringify(key.create(options, ORIGIN, { verified: false }));
    const noUv = await accountPost(cookie, {
      action: 'register',
      name: 'x',
      credential: unverified,
    });
    expect(noUv.statusCode).toBe(400);

    options = await creationOptions(cookie);
    const good = JSON.stringify(key.create(options, ORIGIN));
    expect(
      (await accountPost(cookie, { action: 'register', name: 'x', credential: good })).statusCode,
    ).toBe(200);
    // The same answer again: its challenge was used.
    const again = await accountPost(cookie, { action: 'register', name: 'x', credential: good });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('took too long');
    // The same authenticator's credential once more, on a fresh challenge: it is there already.
    options = await creationOptions(cookie);
    expect(options.excludeCredentials.map((c) => c.id)).toEqual([key.credentialId]);
    const twice = await accountPost(cookie, {
      action: 'register',
      name: 'x',
      credential: JSON.stringify(key.create(options, ORIGIN)),
    });
    expect(twice.body).toContain('This passkey is added already.');
  });

  it('answers bad input with a message, never a server error', async () => {
    const { cookie } = await signInWithSession(portal, 'otto.readonly@atlas.example');
    for (const credential of [
      '',
      'not json',
      '{"id":"a"}',
      JSON.stringify({ id: 'a'.repeat(5000) }),
    ]) {
      const res = await accountPost(cookie, { action: 'register', name: 'x', credential });
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatch(/role="alert"/);
    }
    const longName = await accountPost(cookie, { action: 'register', name: 'n'.repeat(65) });
    expect(longName.body).toContain('at most 64 characters');
    const signedOut = await portal.app.inject({ method: 'POST', url: `${PAGE}/options` });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('signing in with a passkey', () => {
  it('signs in without a password (amr hwk and user, acr of a second factor) and records the use', async () => {
    const { cookie } = await signInWithSession(portal, 'rosa.recent@atlas.example');
    const key = new SoftPasskey({ counter: 1 });
    await register(cookie, key, 'Security key');
    const { interaction, options, res } = await passkeySignIn(key);
    // Discoverable credentials: the options name no passkey, the browser offers the person's own.
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(options.userVerification).toBe('required');
    expect(res.statusCode).toBe(303);
    const tokens = await tokensAfter(portal, interaction, res);
    const claims = { amr: ['hwk', 'user'], acr: 'urn:atlas:acr:mfa' };
    expect(decodeJwt(tokens.access_token)).toMatchObject(claims);
    expect(decodeJwt(tokens.id_token)).toMatchObject(claims);
    const page = await portal.app.inject({ url: PAGE, headers: { cookie } });
    expect(page.body).toContain('Last used');
  });

  it('says swk for a synced passkey', async () => {
    const { cookie } = await signInWithSession(portal, 'nils.never@atlas.example');
    const key = new SoftPasskey({ synced: true });
    await register(cookie, key, 'Phone');
    const first = await passkeySignIn(key);
    expect(
      decodeJwt((await tokensAfter(portal, first.interaction, first.res)).access_token).amr,
    ).toEqual(['swk', 'user']);
    // A passkey without a counter (always 0) signs in again and again.
    const second = await passkeySignIn(key);
    expect(second.res.statusCode).toBe(303);
  });

  it('refuses a counter that did not grow (a cloned authenticator) and an answer to another challenge', async () => {
    const { cookie } = await signInWithSession(portal, 'mia.month@atlas.example');
    const key = new SoftPasskey({ counter: 10 });
    await register(cookie, key, 'Key');
    expect((await passkeySignIn(key)).res.statusCode).toBe(303);

    const interaction = await openInteraction(portal);
    const options = await requestOptions(interaction);
    const cloned = await postAnswer(
      interaction,
      key.answer(options.challenge, 'localhost', ORIGIN),
    );
    expect(cloned.statusCode).toBe(400);
    expect(cloned.body).toContain('This passkey could not sign you in.');

    const other = await openInteraction(portal);
    await requestOptions(other);
    const stale = await postAnswer(other, key.get(options, ORIGIN));
    expect(stale.statusCode).toBe(400);
    expect((await passkeySignIn(key)).res.statusCode).toBe(303);
  });

  it('refuses a passkey nobody registered, and an answer without options', async () => {
    const stranger = new SoftPasskey();
    const { res } = await passkeySignIn(stranger);
    expect(res.statusCode).toBe(400);
    const interaction = await openInteraction(portal);
    const bare = await postAnswer(interaction, stranger.answer('AAAA', 'localhost', ORIGIN));
    expect(bare.statusCode).toBe(400);
    expect(bare.body).toContain('took too long');
    const junk = await portal.app.inject({
      method: 'POST',
      url: `${interaction.url}/passkey`,
      headers: formHeaders(interaction.cookie),
      payload: form({ credential: '{"response":' }),
    });
    expect(junk.statusCode).toBe(400);
  });

  it('offers the passkey as the second step after the password, with the person’s passkeys only', async () => {
    const email = 'sid.singular@atlas.example';
    const { cookie } = await signInWithSession(portal, email);
    const key = new SoftPasskey();
    await register(cookie, key, 'Laptop');
    const someoneElse = new SoftPasskey();
    const { cookie: other } = await signInWithSession(portal, 'nora.noorg@atlas.example');
    await register(other, someoneElse, 'Nora');

    const interaction = await openInteraction(portal);
    const pwd = await postLogin(portal, interaction, email, PASSWORD, { secondStep: false });
    expect(pwd.statusCode).toBe(200);
    // Sid has an app too: both ways are offered.
    expect(pwd.body).toContain('data-passkey="step"');
    expect(pwd.body).toContain('Code from the app or recovery code');
    interaction.cookie = mergeCookies(interaction.cookie, pwd);
    let options = await requestOptions(interaction);
    expect(options.allowCredentials?.map((c) => c.id)).toEqual([key.credentialId]);
    const wrongPerson = await postAnswer(interaction, someoneElse.get(options, ORIGIN));
    expect(wrongPerson.statusCode).toBe(400);
    expect(wrongPerson.body).toContain('data-passkey="step"');

    options = await requestOptions(interaction);
    const res = await postAnswer(interaction, key.get(options, ORIGIN));
    const tokens = await tokensAfter(portal, interaction, res);
    expect(decodeJwt(tokens.access_token)).toMatchObject({
      amr: ['pwd', 'hwk', 'user'],
      acr: 'urn:atlas:acr:mfa',
    });
  });

  it('counts a passkey as the second factor the policy asks of an administrator (no app set-up)', async () => {
    const email = 'mara.setup@atlas.example';
    const mara = await identityId(email);
    const key = new SoftPasskey();
    key.belongsTo(mara.subject);
    await insertPasskey(portal.db.orm, {
      credentialId: key.credentialId,
      identityId: mara.id,
      rpId: 'localhost',
      publicKey: Buffer.from(key.publicKeyCose()),
      name: 'Mara’s key',
    });
    const interaction = await openInteraction(portal);
    const pwd = await postLogin(portal, interaction, email, PASSWORD, { secondStep: false });
    expect(pwd.body).toContain('data-passkey="step"');
    expect(pwd.body).not.toContain('Set up a second factor');
    interaction.cookie = mergeCookies(interaction.cookie, pwd);
    const options = await requestOptions(interaction);
    const tokens = await tokensAfter(
      portal,
      interaction,
      await postAnswer(interaction, key.get(options, ORIGIN)),
    );
    expect(decodeJwt(tokens.access_token).acr).toBe('urn:atlas:acr:mfa');

    // Without her passkeys (an administrator's reset) she meets the set-up again.
    await removeAllPasskeys(portal.db.orm, mara.id);
    const again = await openInteraction(portal);
    const next = await postLogin(portal, again, email, PASSWORD, { secondStep: false });
    expect(next.body).toContain('Set up a second factor');
  });
});

describe('renaming and removing', () => {
  it('renames, asks once before removing, and a removed passkey no longer signs in', async () => {
    const email = 'olaf.old@atlas.example';
    const { cookie } = await signInWithSession(portal, email);
    const key = new SoftPasskey();
    await register(cookie, key, 'Old name');
    const id = key.credentialId;
    const renamed = await accountPost(cookie, { action: 'rename', id, name: '  New name ' });
    expect(renamed.body).toContain('The passkey is now called “New name”.');

    const ask = await accountPost(cookie, { action: 'confirmRemove', id });
    expect(ask.body).toContain('Remove the passkey “New name”?');
    const rows = () =>
      portal.db.orm.select().from(identityPasskey).where(eq(identityPasskey.credentialId, id));
    expect(await rows()).toHaveLength(1);
    const removed = await accountPost(cookie, { action: 'remove', id });
    expect(removed.body).toContain('The passkey “New name” is removed.');
    expect(await rows()).toHaveLength(0);
    expect((await passkeySignIn(key)).res.statusCode).toBe(400);
    // Nobody removes another person's passkey: it is not theirs to find.
    const { cookie: other } = await signInWithSession(portal, 'dan.dealer@atlas.example');
    const key2 = new SoftPasskey();
    await register(cookie, key2, 'Mine');
    const foreign = await accountPost(other, { action: 'remove', id: key2.credentialId });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('relying party per host', () => {
  it('makes the Corvid host its own party: its passkey signs in there and not on the Atlas host', async () => {
    const { cookie } = await signInWithSession(portal, 'cora.corvid@corvid.example');
    const options = await creationOptions(cookie, 'corvid.localhost:3999');
    expect(options.rp).toMatchObject({ id: 'corvid.localhost' });
    const key = new SoftPasskey();
    const credential = JSON.stringify(key.create(options, CORVID));
    const res = await accountPost(
      cookie,
      { action: 'register', name: 'Corvid', credential },
      'corvid.localhost:3999',
    );
    expect(res.body).toContain('Works on corvid.localhost');

    const there = await passkeySignIn(key, CORVID);
    expect(there.options.rpId).toBe('corvid.localhost');
    expect(there.res.statusCode).toBe(303);
    const here = await passkeySignIn(key, ORIGIN);
    expect(here.options.rpId).toBe('localhost');
    expect(here.res.statusCode).toBe(400);
  });

  it('gives a host the portal does not serve the party of PUBLIC_URL', async () => {
    const { cookie } = await signInWithSession(portal, 'otto.readonly@atlas.example');
    expect((await creationOptions(cookie, 'evil.example')).rp.id).toBe('localhost');
  });
});
