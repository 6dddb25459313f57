// Second factors seen by administrators: the reset of a user's factors within delegated scope
// (audited, sent as user.changed), the users list's filter and column, and the entries a person's
// own factor changes leave in their edit history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { one, rows } from '../src/db/client.js';
import { startPortal, type TestPortal } from './helpers/setup.js';
import { signIn } from './helpers/sign-in.js';
import { signInWithSession } from './helpers/login-form.js';
import { totpCode } from './helpers/second-step.js';
import { ADA, DAN, OTTO, personas } from './helpers/as-persona.js';
import { insertUser } from './users-support.js';

let portal: TestPortal;
beforeAll(async () => {
  // No policy: a password-only token reaches the routes, so the reset's own rule is what refuses.
  portal = await startPortal({ MFA_REQUIRED: 'none' });
});
afterAll(async () => portal?.close());
const as = personas(() => portal);

/** Gives a user a confirmed authenticator app and two recovery codes. */
async function withApp(id: number) {
  await portal.db.orm.execute(sql`INSERT INTO identity_totp (identity_id, secret, confirmed_at)
    VALUES (${id}, 'JBSWY3DPEHPK3PXP', now())`);
  await portal.db.orm.execute(sql`INSERT INTO identity_recovery_code (identity_id, code_hash)
    VALUES (${id}, 'a'), (${id}, 'b')`);
}

const factorRows = async (id: number) =>
  (
    await one<{ n: number }>(
      portal.db.orm,
      sql`SELECT ((SELECT count(*) FROM identity_totp WHERE identity_id = ${id})
        + (SELECT count(*) FROM identity_recovery_code WHERE identity_id = ${id}))::int AS n`,
    )
  )?.n;

const historyOf = (id: number) =>
  rows<{
    operation: string;
    field: string | null;
    old_value: string | null;
    new_value: string | null;
    changed_by: string;
  }>(
    portal.db.orm,
    sql`SELECT operation, field, old_value, new_value, changed_by FROM audit_entry
      WHERE entity_type = 'identity' AND entity_id = ${String(id)} ORDER BY id`,
  );

const reset = (who: string, id: number) =>
  as(who)('POST', `/v2/admin/users/${id}/second-factors/reset`);

describe('administrator reset of second factors', () => {
  it('removes a user’s app and recovery codes in scope, audited with who, sent as user.changed', async () => {
    const user = await insertUser(portal.db, { orgCodes: ['ATL-0001'] });
    await withApp(user.id);
    const detail = await as(DAN)('GET', `/v2/admin/users/${user.id}`);
    expect(detail.json().secondFactor).toBe('app');

    const res = await reset(DAN, user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: user.id, removed: ['app'] });
    expect(await factorRows(user.id)).toBe(0);
    expect((await as(DAN)('GET', `/v2/admin/users/${user.id}`)).json().secondFactor).toBe('none');

    expect(await historyOf(user.id)).toEqual([
      {
        operation: 'SECOND_FACTORS_RESET',
        field: 'secondFactor',
        old_value: 'app',
        new_value: null,
        changed_by: DAN,
      },
    ]);
    const event = await one<{ event_type: string; changed_by: string }>(
      portal.db.orm,
      sql`SELECT event_type, changed_by FROM integration_event
        WHERE entity_type = 'user' AND entity_id = ${String(user.id)}`,
    );
    expect(event).toEqual({ event_type: 'user.changed', changed_by: DAN });

    // Nothing left to remove: said so, nothing written.
    const again = await reset(DAN, user.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().details.key).toBe('users.errors.noSecondFactor');
    expect(await historyOf(user.id)).toHaveLength(1);
  });

  it('answers 404 outside the scope and 403 without the write feature, changing nothing', async () => {
    const elsewhere = await insertUser(portal.db, { orgCodes: ['APP-0001'] });
    await withApp(elsewhere.id);
    expect((await reset(DAN, elsewhere.id)).statusCode).toBe(404);
    // An internal user at Dan's own location is outside an external administrator's scope too.
    const internal = await insertUser(portal.db, { orgCodes: ['ATL-0001'] });
    await portal.db.orm.execute(
      sql`UPDATE identity SET user_type = 'INTERNAL' WHERE id = ${internal.id}`,
    );
    await withApp(internal.id);
    expect((await reset(DAN, internal.id)).statusCode).toBe(404);
    expect((await reset(DAN, 999_999)).statusCode).toBe(404);
    // Otto reads users but may not change them.
    expect((await reset(OTTO, elsewhere.id)).statusCode).toBe(403);
    expect(await factorRows(elsewhere.id)).toBe(3);
    expect(await factorRows(internal.id)).toBe(3);
    expect(await historyOf(elsewhere.id)).toEqual([]);
  });

  it('removes an administrator’s own factors only from a sign-in that used one', async () => {
    const ada = (await one<{ id: number }>(
      portal.db.orm,
      sql`SELECT id FROM identity WHERE email = ${ADA}`,
    ))!.id;
    // A password-only token: signed in while Ada had no factor, then she set one up.
    const saved = await rows<Record<string, unknown>>(
      portal.db.orm,
      sql`DELETE FROM identity_totp WHERE identity_id = ${ada} RETURNING *`,
    );
    const plain = await signIn(portal.app, portal.config, ADA);
    expect(decodeJwt(plain.access_token).amr).toEqual(['pwd']);
    await portal.db.orm
      .execute(sql`INSERT INTO identity_totp (identity_id, secret, confirmed_at, published)
      VALUES (${ada}, ${String(saved[0]!.secret)}, now(), true)`);
    const refused = await portal.app.inject({
      method: 'POST',
      url: `/v2/admin/users/${ada}/second-factors/reset`,
      headers: { authorization: `Bearer ${plain.access_token}` },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().details.key).toBe('users.errors.selfSecondFactors');
    expect(await factorRows(ada)).toBe(1);

    // Signed in with the app: her own reset goes through.
    const withOtp = await signIn(portal.app, portal.config, ADA);
    expect(decodeJwt(withOtp.access_token).amr).toEqual(['pwd', 'otp']);
    const done = await portal.app.inject({
      method: 'POST',
      url: `/v2/admin/users/${ada}/second-factors/reset`,
      headers: { authorization: `Bearer ${withOtp.access_token}` },
    });
    expect(done.statusCode).toBe(200);
    expect(await factorRows(ada)).toBe(0);
  });
});

describe('users list: second factor', () => {
  it('filters by second factor and shows it per row', async () => {
    const withFactor = await insertUser(portal.db, { orgCodes: ['ATL-0001'] });
    await withApp(withFactor.id);
    const without = await insertUser(portal.db, { orgCodes: ['ATL-0001'] });
    const list = async (filter: string) =>
      (await as(DAN)('GET', `/v2/admin/users?pageSize=100&${filter}`)).json<{
        items: { id: number; secondFactor: string }[];
      }>().items;

    const apps = await list('secondFactor=app');
    expect(apps.map((u) => u.id)).toContain(withFactor.id);
    expect(apps.map((u) => u.id)).not.toContain(without.id);
    expect(apps.every((u) => u.secondFactor === 'app')).toBe(true);
    const none = await list('secondFactor=none');
    expect(none.map((u) => u.id)).toContain(without.id);
    expect(none.every((u) => u.secondFactor === 'none')).toBe(true);
    expect(await list('secondFactor=passkey')).toEqual([]);
    const bad = await as(DAN)('GET', '/v2/admin/users?secondFactor=sms');
    expect(bad.statusCode).toBe(400);
  });
});

describe('history of a person’s own factors', () => {
  const post = (cookie: string, body: Record<string, string>) =>
    portal.app.inject({
      method: 'POST',
      url: '/account/security/authenticator',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ui_locale: 'en', ...body }).toString(),
    });

  it('records set-up, recovery-code use, new codes and removal, without secrets', async () => {
    const email = 'ivy.internal@atlas.example';
    const id = (await one<{ id: number }>(
      portal.db.orm,
      sql`SELECT id FROM identity WHERE email = ${email}`,
    ))!.id;
    const { cookie } = await signInWithSession(portal, email);
    const started = await post(cookie, { action: 'start' });
    const secret = /id="totp-secret"[^>]*>([^<]+)</.exec(started.body)![1]!.replace(/\s/g, '');
    const confirmed = await post(cookie, { action: 'confirm', code: await totpCode(secret) });
    expect(confirmed.statusCode).toBe(200);
    const codes = [...confirmed.body.matchAll(/<code>([a-z2-9]{5}-[a-z2-9]{5})<\/code>/g)].map(
      (m) => m[1]!,
    );
    expect(codes).toHaveLength(10);
    const renewed = await post(cookie, { action: 'regenerate', code: codes[0]! });
    expect(renewed.statusCode).toBe(200);
    const fresh = [...renewed.body.matchAll(/<code>([a-z2-9]{5}-[a-z2-9]{5})<\/code>/g)];
    const removed = await post(cookie, { action: 'remove', code: fresh[0]![1]! });
    expect(removed.statusCode).toBe(200);

    const history = await historyOf(id);
    expect(history.map((h) => [h.operation, h.field, h.old_value, h.new_value])).toEqual([
      ['FACTOR_ADDED', 'secondFactor', null, 'app'],
      ['RECOVERY_CODE_USED', null, null, null],
      ['RECOVERY_CODES_RENEWED', null, null, null],
      ['RECOVERY_CODE_USED', null, null, null],
      ['FACTOR_REMOVED', 'secondFactor', 'app', null],
    ]);
    expect(history.every((h) => h.changed_by === email)).toBe(true);
    const text = JSON.stringify(history);
    expect(text).not.toContain(secret);
    expect(text).not.toContain(codes[0]!);
  });
});
