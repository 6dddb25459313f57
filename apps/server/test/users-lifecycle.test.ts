// Lifecycle of a user: verification link and first password, deactivation ending sessions, reactivation,
// deletion, re-sent mails, the CSV export, the outbox and the daily inactivity job.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { one } from '../src/db/client.js';
import { runInactivityJob } from '../src/jobs/inactivity.js';
import type { TestPortal } from './helpers/setup.js';
import { authorize, refresh, signIn } from './helpers/sign-in.js';
import {
  auditOf,
  identity,
  insertUser,
  startUsersPortal,
  userId,
  validCreateBody,
  type As,
} from './users-support.js';

let portal: TestPortal;
let as: As;
beforeAll(async () => {
  ({ portal, as } = await startUsersPortal(['ada', 'dan']));
});
afterAll(async () => portal?.close());

async function lastLink(email: string) {
  const mail = await one<{ body_text: string }>(
    portal.db.orm,
    sql`SELECT body_text FROM email_outbox WHERE to_address = ${email} ORDER BY id DESC LIMIT 1`,
  );
  const match = /https?:\/\/\S+\/account\/verify\?token=([\w-]+)/.exec(mail?.body_text ?? '');
  return match ? { url: new URL(match[0]), token: match[1]! } : undefined;
}

const form = (token: string, password: string, confirm = password) => ({
  method: 'POST' as const,
  url: '/account/verify',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams({ token, password, confirm, ui_locale: 'en' }).toString(),
});

describe('verification and first password', () => {
  it('the link opens a page to set a password; the rules are enforced; then the user signs in', async () => {
    const body = await validCreateBody(portal.db, { firstName: 'Vera', lastName: 'Verify' });
    const { id } = (await as('dan', 'POST', '/v2/admin/users', body)).json<{ id: number }>();
    // No password yet: signing in is impossible.
    expect(
      (await authorize(portal.app, portal.config, body.email, 'Whatever-2026!')).code,
    ).toBeUndefined();
    const link = (await lastLink(body.email))!;
    expect(link.url.pathname).toBe('/account/verify');
    const page = await portal.app.inject({ url: `${link.url.pathname}${link.url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Set your password');
    expect(page.body).toContain(body.email);

    const weak = await portal.app.inject(form(link.token, 'short'));
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toContain('This field should be at least 8 characters long');
    const noSpecial = await portal.app.inject(form(link.token, 'Abcdefgh12'));
    expect(noSpecial.body).toContain(
      'The password requires an uppercase, lowercase, number and special character',
    );
    const named = await portal.app.inject(form(link.token, 'Verify-2026!'));
    expect(named.body).toContain('Password cannot contain first or last name');
    const mismatch = await portal.app.inject(
      form(link.token, 'Strong-Pass-26!', 'Strong-Pass-27!'),
    );
    expect(mismatch.body).toContain('The value must be equal to the password value');

    const done = await portal.app.inject(form(link.token, 'Strong-Pass-26!'));
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Your password is set');
    const tokensOfNew = await signIn(portal.app, portal.config, body.email, 'Strong-Pass-26!');
    expect(tokensOfNew.access_token).toBeTruthy();
    const row = await one<{ email_verified: boolean }>(
      portal.db.orm,
      sql`SELECT email_verified FROM identity WHERE id = ${id}`,
    );
    expect(row!.email_verified).toBe(true);
    // A link works once.
    const again = await portal.app.inject(form(link.token, 'Other-Pass-26!'));
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('This link was already used');
    expect((await auditOf(portal.db, id)).map((a) => `${a.operation}:${a.field}`)).toEqual(
      expect.arrayContaining([
        'VERIFY:emailVerified',
        'VERIFY:password',
        'VERIFICATION_SENT:email',
      ]),
    );
    // Verified users get no second mail.
    const resend = await as('dan', 'POST', `/v2/admin/users/${id}/verification-email`);
    expect(resend.statusCode).toBe(409);
  });

  it('an expired link (over 72 hours) and an unknown one are refused', async () => {
    const body = await validCreateBody(portal.db);
    await as('dan', 'POST', '/v2/admin/users', body);
    const link = (await lastLink(body.email))!;
    await portal.db.orm
      .execute(sql`UPDATE verification_token SET expires_at = now() - interval '1 minute'
      WHERE identity_id = (SELECT id FROM identity WHERE email = ${body.email})`);
    const expired = await portal.app.inject({ url: `/account/verify?token=${link.token}` });
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('This link has expired');
    expect((await portal.app.inject(form(link.token, 'Strong-Pass-26!'))).statusCode).toBe(410);
    const unknown = await portal.app.inject({ url: '/account/verify?token=nope' });
    expect(unknown.statusCode).toBe(404);
  });

  it('re-sending replaces the link: the old one stops working, the new one is valid for 72 hours', async () => {
    const body = await validCreateBody(portal.db);
    const { id } = (await as('dan', 'POST', '/v2/admin/users', body)).json<{ id: number }>();
    const first = (await lastLink(body.email))!;
    const res = await as('dan', 'POST', `/v2/admin/users/${id}/verification-email`);
    expect(res.statusCode).toBe(202);
    const second = (await lastLink(body.email))!;
    expect(second.token).not.toBe(first.token);
    expect(
      (await portal.app.inject({ url: `/account/verify?token=${first.token}` })).statusCode,
    ).toBe(404);
    expect(
      (await portal.app.inject({ url: `/account/verify?token=${second.token}` })).statusCode,
    ).toBe(200);
    const hours = await one<{ h: number }>(
      portal.db.orm,
      sql`SELECT round(extract(epoch FROM expires_at - created_at) / 3600)::int AS h FROM verification_token
        WHERE identity_id = ${id} AND used_at IS NULL`,
    );
    expect(hours!.h).toBe(72);
  });
});

describe('deactivate, reactivate, delete', () => {
  it('deactivation ends the sessions at once: API refused, refresh token revoked; audited with the reason', async () => {
    const target = await insertUser(portal.db, {
      orgCodes: ['ATL-0002'],
      email: 'leaving@dealer.example',
    });
    await portal.db.orm
      .execute(sql`UPDATE identity SET password_hash = (SELECT password_hash FROM identity
      WHERE email = 'sam.standard@atlas.example') WHERE id = ${target.id}`);
    const session = await signIn(portal.app, portal.config, target.email);
    const headers = { authorization: `Bearer ${session.access_token}` };
    expect((await portal.app.inject({ url: '/v2/user', headers })).statusCode).toBe(200);

    const bad = await as('dan', 'POST', `/v2/admin/users/${target.id}/deactivate`, {
      reason: 'holiday',
    });
    expect(bad.statusCode).toBe(400);
    const res = await as('dan', 'POST', `/v2/admin/users/${target.id}/deactivate`, {
      reason: 'leftCompany',
    });
    expect(res.statusCode).toBe(200);
    expect((await portal.app.inject({ url: '/v2/user', headers })).statusCode).toBe(401);
    expect((await refresh(portal.app, portal.config, session.refresh_token!)).statusCode).toBe(400);
    const left = await one<{ n: number }>(
      portal.db.orm,
      sql`SELECT count(*)::int AS n FROM oidc_payload WHERE payload ->> 'accountId' =
        (SELECT subject FROM identity WHERE id = ${target.id})`,
    );
    expect(left!.n).toBe(0);
    expect(await identity(portal.db, target.id)).toMatchObject({
      status: 'INACTIVE',
      deactivation_reason: 'leftCompany',
    });
    expect(await auditOf(portal.db, target.id)).toEqual([
      expect.objectContaining({
        operation: 'DEACTIVATE',
        field: 'status',
        old_value: 'ACTIVE',
        new_value: 'INACTIVE',
        changed_by: 'dan.dealer@atlas.example',
      }),
      expect.objectContaining({
        operation: 'DEACTIVATE',
        field: 'deactivationReason',
        new_value: 'leftCompany',
      }),
    ]);
    expect(
      (await as('dan', 'POST', `/v2/admin/users/${target.id}/deactivate`, { reason: 'other' }))
        .statusCode,
    ).toBe(409);
    // Inactive users cannot sign in again.
    expect((await authorize(portal.app, portal.config, target.email)).code).toBeUndefined();

    const back = await as('dan', 'POST', `/v2/admin/users/${target.id}/reactivate`, {});
    expect(back.statusCode).toBe(200);
    expect(await identity(portal.db, target.id)).toMatchObject({
      status: 'ACTIVE',
      deactivation_reason: null,
    });
    expect((await auditOf(portal.db, target.id)).slice(-2)).toEqual([
      expect.objectContaining({
        operation: 'REACTIVATE',
        field: 'status',
        old_value: 'INACTIVE',
        new_value: 'ACTIVE',
      }),
      expect.objectContaining({
        operation: 'REACTIVATE',
        field: 'deactivationReason',
        old_value: 'leftCompany',
        new_value: null,
      }),
    ]);
    expect((await signIn(portal.app, portal.config, target.email)).access_token).toBeTruthy();
  });

  it('deletion removes the user and their sessions, leaving the audit trail', async () => {
    const target = await insertUser(portal.db, {
      orgCodes: ['ATL-0001'],
      roles: ['DOCUMENT_READER'],
    });
    await portal.db.orm.execute(sql`INSERT INTO oidc_payload (id, model, payload)
      VALUES ('s-1', 'Session', json_build_object('accountId', (SELECT subject FROM identity WHERE id = ${target.id}))::jsonb)`);
    const res = await as('dan', 'DELETE', `/v2/admin/users/${target.id}`);
    expect(res.statusCode).toBe(204);
    expect(await identity(portal.db, target.id)).toBeUndefined();
    expect(
      await one(portal.db.orm, sql`SELECT 1 FROM oidc_payload WHERE id = 's-1'`),
    ).toBeUndefined();
    expect(await auditOf(portal.db, target.id)).toEqual([
      expect.objectContaining({
        operation: 'DELETE',
        field: 'email',
        old_value: target.email,
        new_value: null,
      }),
      expect.objectContaining({ operation: 'DELETE', field: 'name' }),
      expect.objectContaining({ operation: 'DELETE', field: 'userType', old_value: 'EXTERNAL' }),
    ]);
    expect((await as('dan', 'GET', `/v2/admin/users/${target.id}`)).statusCode).toBe(404);
  });

  it('the history lists the audit entries newest first', async () => {
    const { id } = (
      await as('dan', 'POST', '/v2/admin/users', await validCreateBody(portal.db))
    ).json<{ id: number }>();
    await as('dan', 'POST', `/v2/admin/users/${id}/deactivate`, { reason: 'duplicateAccount' });
    const res = await as('dan', 'GET', `/v2/admin/users/${id}/history?pageSize=2`);
    expect(res.statusCode).toBe(200);
    const h = res.json<{ items: { operation: string; field: string }[]; total: number }>();
    expect(h.items).toHaveLength(2);
    expect(h.items[0]).toMatchObject({ operation: 'DEACTIVATE', field: 'deactivationReason' });
    expect(h.total).toBeGreaterThan(5);
  });
});

describe('export and outbox', () => {
  it('exports the filtered list as CSV with formula values neutralised', async () => {
    await insertUser(portal.db, { orgCodes: ['ATL-0001'], email: 'formula@dealer.example' });
    await portal.db.orm
      .execute(sql`UPDATE identity SET first_name = '=HYPERLINK("http://evil")', last_name = '+SUM(A1)',
      employee_number = '@cmd', job_title = '-1' WHERE email = 'formula@dealer.example'`);
    const res = await as('dan', 'GET', '/v2/admin/users/export?q=formula');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"Last name","First name","E-mail","Serial number","Organization","User type","Account type","Status","E-mail verified","Last login"',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'+SUM(A1)","'=HYPERLINK(""http://evil"")"`);
    expect(lines[1]).toContain(`"'@cmd"`);
    const german = await as('dan', 'GET', '/v2/admin/users/export?q=formula&lang=de');
    expect(german.body).not.toContain('"Last name"');
  });

  it('the outbox shows queued mails to feature:dev users', async () => {
    const body = await validCreateBody(portal.db);
    await as('dan', 'POST', '/v2/admin/users', body);
    const res = await as('ada', 'GET', '/v2/admin/users/outbox');
    expect(res.statusCode).toBe(200);
    const mail = res.json<{ items: { to: string; subject: string; sentAt: string | null }[] }>()
      .items[0];
    expect(mail).toMatchObject({
      to: body.email,
      subject: 'Verify your e-mail address for the Atlas Portal',
      sentAt: null,
    });
  });
});

describe('daily inactivity job', () => {
  it('deactivates users not logged in for over 180 days, with reason inactivity, audited, once', async () => {
    const stale = await insertUser(portal.db, { orgCodes: ['ATL-0001'] });
    const fresh = await insertUser(portal.db, { orgCodes: ['ATL-0001'] });
    const neverButNew = await insertUser(portal.db, { orgCodes: ['ATL-0001'] });
    const reactivated = await insertUser(portal.db, { orgCodes: ['ATL-0001'] });
    await portal.db.orm.execute(sql`UPDATE identity SET last_login_at = now() - interval '181 days',
      created_at = now() - interval '400 days' WHERE id IN (${stale.id}, ${reactivated.id})`);
    await portal.db.orm.execute(
      sql`UPDATE identity SET last_login_at = now() - interval '179 days' WHERE id = ${fresh.id}`,
    );
    await portal.db.orm.execute(
      sql`UPDATE identity SET reactivated_at = now() - interval '1 day' WHERE id = ${reactivated.id}`,
    );
    const olaf = await userId(portal.db, 'olaf.old@atlas.example');

    const n = await runInactivityJob(portal.db);
    expect(n).toBeGreaterThanOrEqual(1);
    expect(await identity(portal.db, stale.id)).toMatchObject({
      status: 'INACTIVE',
      deactivation_reason: 'inactivity',
    });
    for (const u of [fresh.id, neverButNew.id, reactivated.id, olaf])
      expect((await identity(portal.db, u))!.status).toBe('ACTIVE');
    expect(await auditOf(portal.db, stale.id)).toEqual([
      expect.objectContaining({
        operation: 'DEACTIVATE',
        field: 'status',
        new_value: 'INACTIVE',
        changed_by: 'system:inactivity-job',
      }),
      expect.objectContaining({
        operation: 'DEACTIVATE',
        field: 'deactivationReason',
        new_value: 'inactivity',
      }),
    ]);
    expect(await runInactivityJob(portal.db)).toBe(0);
  });

  it('runs in one process only: a held advisory lock makes the others skip', async () => {
    if (portal.db.kind !== 'postgres') {
      // PGlite is one process with one connection: there is no second runner to exclude.
      expect(portal.db.kind).toBe('pglite');
      return;
    }
    const pg = await import('pg');
    const other = new pg.default.Client({ connectionString: portal.config.databaseUrl });
    await other.connect();
    await other.query('BEGIN');
    await other.query('SELECT pg_advisory_xact_lock(7415040)');
    expect(await runInactivityJob(portal.db)).toBeNull();
    await other.query('ROLLBACK');
    await other.end();
    expect(await runInactivityJob(portal.db)).toBe(0);
  });
});
