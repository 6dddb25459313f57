// Forgotten passwords (issue 26): the same answer for every address, a single-use link valid 30
// minutes, the password rules, every session ended, and the second factor still asked.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { emailOutbox } from '../src/db/schema/index.js';
import { startPortal, type TestPortal } from './helpers/setup.js';
import { refresh, signIn } from './helpers/sign-in.js';
import { openInteraction, postLogin } from './helpers/login-form.js';
import { isSecondStep } from './helpers/second-step.js';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(async () => portal?.close());

const NEW_PASSWORD = 'Fresh-Start-2026!';

const post = (url: string, body: Record<string, string>) =>
  portal.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(body).toString(),
  });

const mailsTo = (email: string) =>
  portal.db.orm.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));

async function requestLink(email: string) {
  const before = (await mailsTo(email)).length;
  const res = await post('/account/forgot', { email });
  const mail = await vi.waitFor(
    async () => {
      const all = await mailsTo(email);
      if (all.length <= before) throw new Error('no mail yet');
      return all.at(-1)!;
    },
    { timeout: 10_000, interval: 50 },
  );
  const link = /https?:\/\/\S+\/account\/reset\?token=[\w-]+/.exec(mail.bodyText)![0];
  return { res, mail, path: new URL(link).pathname + new URL(link).search };
}

describe('forgotten password', () => {
  it('answers an unknown address exactly as a known one, and mails only the known one', async () => {
    const unknown = await post('/account/forgot', { email: 'nobody@atlas.example' });
    const { res: known, mail } = await requestLink('sam.standard@atlas.example');
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.body).toContain('If an account exists for this address');
    expect(mail.subject).toBe('Choose a new portal password');
    expect((await mailsTo('nobody@atlas.example')).length).toBe(0);
    expect((await post('/account/forgot', { email: 'not an address\u0000' })).statusCode).toBe(200);
  });

  it('sets a new password once under the rules, ends every session and still asks for the app', async () => {
    const email = 'dan.dealer@atlas.example';
    const before = await signIn(portal.app, portal.config, email);
    const api = (token: string) =>
      portal.app.inject({ url: '/v2/user', headers: { authorization: `Bearer ${token}` } });
    expect((await api(before.access_token)).statusCode).toBe(200);

    const { path } = await requestLink(email);
    const form = await portal.app.inject({ url: path });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain(email);
    const token = new URL(path, 'http://x').searchParams.get('token')!;

    const weak = await post('/account/reset', { token, password: 'short', confirm: 'short' });
    expect(weak.statusCode).toBe(400);
    const mismatch = await post('/account/reset', {
      token,
      password: NEW_PASSWORD,
      confirm: `${NEW_PASSWORD}x`,
    });
    expect(mismatch.statusCode).toBe(400);
    const done = await post('/account/reset', {
      token,
      password: NEW_PASSWORD,
      confirm: NEW_PASSWORD,
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Your new password is saved');
    // The history says the password was reset by the link's owner, without the password.
    const entry = await portal.db.orm.execute(
      sql`SELECT a.field, a.new_value, a.changed_by FROM audit_entry a JOIN identity i
        ON a.entity_type = 'identity' AND a.entity_id = i.id::text
        WHERE i.email = ${email} AND a.operation = 'PASSWORD_RESET'`,
    );
    expect(entry.rows).toEqual([{ field: 'password', new_value: 'changed', changed_by: email }]);

    // Every session ended: the old access token at once, the refresh token too.
    expect((await api(before.access_token)).statusCode).toBe(401);
    expect((await refresh(portal.app, portal.config, before.refresh_token!)).statusCode).toBe(400);
    // The link works once.
    expect((await portal.app.inject({ url: path })).statusCode).toBe(410);
    expect(
      (await post('/account/reset', { token, password: NEW_PASSWORD, confirm: NEW_PASSWORD }))
        .statusCode,
    ).toBe(410);
    // The new password signs in, and the second factor is still asked.
    const interaction = await openInteraction(portal);
    const res = await postLogin(portal, interaction, email, NEW_PASSWORD, { secondStep: false });
    expect(isSecondStep(res)).toBe(true);
  });

  it('refuses a link older than 30 minutes', async () => {
    const { path } = await requestLink('ivy.internal@atlas.example');
    await portal.db.orm.execute(
      sql`UPDATE password_reset SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`,
    );
    const page = await portal.app.inject({ url: path });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('This link does not work');
  });
});
