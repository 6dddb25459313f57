// The cached home calls (ui-access-data, applications, notifications): 304 on a repeated call with
// the ETag, and never a stale or foreign answer: announcement edited, role changed, user
// deactivated, a change made through another portal process on the same database, another user.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { UserAccessData, UserApplication, UserNotification } from '@portal/shared';
import { one } from '../src/db/client.js';
import { bumpCacheVersions } from '../src/repositories/experience/cache-versions-repository.js';
import { startPortal, type TestPortal } from './helpers/setup.js';
import { startSecondApp, type SecondApp } from './helpers/second-app.js';
import { signIn } from './helpers/sign-in.js';
import { announcementBody } from './catalog-fixtures.js';
import { ADA, IVY, SAM } from './helpers/as-persona.js';

let portal: TestPortal;
/** A second portal process on the same database. */
let other: SecondApp;
const tokens = new Map<string, string>();

beforeAll(async () => {
  portal = await startPortal();
  other = await startSecondApp(portal);
  for (const email of [SAM, IVY, ADA])
    tokens.set(email, (await signIn(portal.app, portal.config, email)).access_token);
});
afterAll(async () => {
  await other?.close();
  await portal?.close();
});

function call(
  email: string,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  opts: { app?: FastifyInstance; etag?: string; payload?: object } = {},
) {
  return (opts.app ?? portal.app).inject({
    method,
    url,
    payload: opts.payload,
    headers: {
      authorization: `Bearer ${tokens.get(email)}`,
      ...(opts.etag ? { 'if-none-match': opts.etag } : {}),
    },
  });
}
const get = (email: string, url: string, opts: { app?: FastifyInstance; etag?: string } = {}) =>
  call(email, 'GET', url, opts);
const identityId = async (email: string) =>
  (await one<{ id: number }>(portal.db.orm, sql`SELECT id FROM identity WHERE email = ${email}`))!
    .id;

const HOME = ['/v2/user/ui-access-data', '/v2/user/applications', '/v2/user/notifications'];
const DAY = 86_400_000;

describe('cached home calls', () => {
  it.each(HOME)('%s: the same call with its ETag is a 304 without a body', async (url) => {
    const first = await get(SAM, url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await get(SAM, url, { etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get(SAM, url, { etag: '"other"' })).statusCode).toBe(200);
  });

  it('an announcement created or edited shows in the next call; the old ETag no longer matches', async () => {
    const before = await get(SAM, '/v2/user/notifications');
    const body = announcementBody({
      startDate: new Date(Date.now() - DAY).toISOString(),
      expirationDate: new Date(Date.now() + DAY).toISOString(),
    });
    const created = await call(ADA, 'POST', '/v2/announcements', { payload: body });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    const listed = await get(SAM, '/v2/user/notifications', {
      etag: before.headers.etag as string,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json<UserNotification[]>().find((n) => n.id === id)?.title).toBe(body.title);

    const edited = await call(ADA, 'PUT', `/v2/announcements/${id}`, {
      payload: { ...body, title: `${body.title} (edited)`, version: 1 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await get(SAM, '/v2/user/notifications', { etag: listed.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.json<UserNotification[]>().find((n) => n.id === id)?.title).toBe(
      `${body.title} (edited)`,
    );
  });

  it('a change through one portal process is seen by the next call to the other', async () => {
    const seen = await get(SAM, '/v2/user/notifications', { app: other.app });
    const target = seen.json<UserNotification[]>().find((n) => !n.read)!;
    expect(target).toBeDefined();
    const read = await call(SAM, 'PUT', `/v2/user/notifications/${target.id}/read`);
    expect(read.statusCode).toBe(204);
    const next = await get(SAM, '/v2/user/notifications', {
      app: other.app,
      etag: seen.headers.etag as string,
    });
    expect(next.statusCode).toBe(200);
    expect(next.json<UserNotification[]>().find((n) => n.id === target.id)?.read).toBe(true);
  });

  it('user A never gets user B’s cached answer, even with B’s ETag', async () => {
    for (const url of HOME) {
      const sam = await get(SAM, url);
      const ivy = await get(IVY, url, { etag: sam.headers.etag as string });
      expect(ivy.statusCode).toBe(200);
      expect(ivy.body).not.toBe(sam.body);
      expect(ivy.body).toBe((await get(IVY, url)).body);
    }
  });

  it('roles removed: applications and ui-access-data reflect it on both processes', async () => {
    const apps = (await get(SAM, '/v2/user/applications')).json<UserApplication[]>();
    const access = (
      await get(SAM, '/v2/user/ui-access-data', { app: other.app })
    ).json<UserAccessData>();
    expect(apps.length).toBeGreaterThan(0);
    const sam = await identityId(SAM);
    await portal.db.orm.execute(sql`DELETE FROM identity_role WHERE identity_id = ${sam}`);
    await portal.db.orm.execute(sql`DELETE FROM identity_application WHERE identity_id = ${sam}`);
    expect((await get(SAM, '/v2/user/applications')).json()).toEqual([]);
    const now = (
      await get(SAM, '/v2/user/ui-access-data', { app: other.app })
    ).json<UserAccessData>();
    expect(now.features.length).toBeLessThan(access.features.length);
  });

  it('a version bumped by hand (a write around the triggers) is seen too', async () => {
    const ivy = await identityId(IVY);
    const first = await get(IVY, '/v2/user/applications');
    // A write the triggers do not see, then the manual bump.
    const tables = ['identity_application', 'identity_role'];
    for (const t of tables)
      await portal.db.orm.execute(sql.raw(`ALTER TABLE ${t} DISABLE TRIGGER USER`));
    try {
      for (const t of tables)
        await portal.db.orm.execute(sql`DELETE FROM ${sql.raw(t)} WHERE identity_id = ${ivy}`);
    } finally {
      for (const t of tables)
        await portal.db.orm.execute(sql.raw(`ALTER TABLE ${t} ENABLE TRIGGER USER`));
    }
    await bumpCacheVersions(portal.db.orm, [ivy]);
    const second = await get(IVY, '/v2/user/applications', { etag: first.headers.etag as string });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual([]);
  });

  it('a deactivated user is refused at the next call, on either process', async () => {
    expect((await get(SAM, '/v2/user/applications', { app: other.app })).statusCode).toBe(200);
    const res = await call(ADA, 'POST', `/v2/admin/users/${await identityId(SAM)}/deactivate`, {
      payload: { reason: 'leftCompany' },
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const app of [portal.app, other.app])
      for (const url of HOME) expect((await get(SAM, url, { app })).statusCode).toBe(401);
  });
});
