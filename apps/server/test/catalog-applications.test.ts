// Application and permission set administration through the API: every admin field, web security
// roles deciding who sees an application, unique set names, versions and audit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Application, PermissionSet } from '@portal/shared';
import type { TestPortal } from './helpers/setup.js';
import {
  announcementBody,
  applicationBody,
  auditOf,
  callerFor,
  catalogCounts,
  permissionSetBody,
  roleId,
  startCatalogPortal,
  unique,
  type Caller,
  type Persona,
} from './catalog-fixtures.js';

let portal: TestPortal;
let ada: Caller;

beforeAll(async () => {
  ({ portal, ada } = await startCatalogPortal('ada'));
});
afterAll(async () => portal?.close());

/** The applications a user sees in My Applications (GET /v2/user/applications). */
async function visibleTo(who: Persona): Promise<number[]> {
  const res = await (await callerFor(portal, who)).get('/v2/user/applications');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: number }[]>().map((a) => a.id);
}

describe('applications', () => {
  it('creates with every admin field and reads it back', async () => {
    const role = await roleId(portal, 'PARTS_MANAGER');
    const body = applicationBody({
      roleIds: [role],
      features: ['admin:users:write'],
      idpUserId: 'svc-parts',
      customRules: 'brand == 1',
      regionCode: 'EMEA',
      brandId: 2,
    });
    const res = await ada.post('/v2/applications', body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      title: body.title,
      displayName: 'Parts ordering',
      description: 'Order parts',
      link: 'https://parts.atlas.example',
      region: { code: 'EMEA', name: 'Europe, Middle East and Africa' },
      brand: { id: 2, name: 'Atlas Portable Power' },
      categories: ['Parts'],
      contractCodes: ['C-1'],
      contractTypes: ['Dealer'],
      primaryTasks: ['Ordering'],
      typicalUsers: ['Parts manager'],
      views: ['Desktop'],
      subTypes: ['Web'],
      roles: [{ id: role, name: 'PARTS_MANAGER', displayName: 'Parts manager' }],
      features: ['admin:users:write'],
      idpUserId: 'svc-parts',
      customRules: 'brand == 1',
      version: 1,
    });
  });

  it('is seen by the holders of its web security roles, directly or through a permission set', async () => {
    const app = (
      await ada.post(
        '/v2/applications',
        applicationBody({ roleIds: [await roleId(portal, 'DOCUMENT_READER')] }),
      )
    ).json<Application>();
    expect(await visibleTo('sam')).toContain(app.id);
    expect(await visibleTo('ivy')).not.toContain(app.id);

    const employee = await roleId(portal, 'EMPLOYEE');
    const res = await ada.put(`/v2/applications/${app.id}`, {
      ...applicationBody({ title: app.title, roleIds: [employee] }),
      version: app.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await visibleTo('sam')).not.toContain(app.id);
    expect(await visibleTo('ivy')).toContain(app.id);

    // Through a permission set holding the role.
    const set = (
      await ada.post('/v2/permission-sets', permissionSetBody({ roleIds: [employee] }))
    ).json<PermissionSet>();
    await portal.db.orm
      .execute(sql`INSERT INTO identity_permission_set (identity_id, permission_set_id)
      SELECT id, ${set.id} FROM identity WHERE email = 'sam.standard@atlas.example'`);
    expect(await visibleTo('sam')).toContain(app.id);
  });

  it('accepts portal paths as links and refuses other schemes', async () => {
    expect(
      (await ada.post('/v2/applications', applicationBody({ link: '/documents' }))).statusCode,
    ).toBe(201);
    for (const link of ['javascript:alert(1)', '//evil.example', 'ftp://x.example', '']) {
      const res = await ada.post('/v2/applications', applicationBody({ link }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(
        /^(Value is not a valid URL or path|Value is required) \(link\)/,
      );
    }
    const region = await ada.post('/v2/applications', applicationBody({ regionCode: 'MARS' }));
    expect(region.json()).toMatchObject({ statusCode: 400, message: 'Unknown region: MARS.' });
  });

  it('versions, audits and deletes; the announcements naming it get a new version', async () => {
    const app = (await ada.post('/v2/applications', applicationBody())).json<Application>();
    const ann = (
      await ada.post('/v2/announcements', announcementBody({ applicationIds: [app.id] }))
    ).json();
    const upd = await ada.put(`/v2/applications/${app.id}`, {
      ...applicationBody({
        title: app.title,
        displayName: 'Renamed',
        categories: ['Parts', 'Admin'],
      }),
      version: 1,
    });
    expect(upd.statusCode).toBe(200);
    const before = await catalogCounts(portal);
    const stale = await ada.put(`/v2/applications/${app.id}`, { ...applicationBody(), version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(await catalogCounts(portal)).toEqual(before);
    expect((await ada.delete(`/v2/applications/${app.id}?version=2`)).statusCode).toBe(204);
    const audit = await auditOf(portal, 'application', app.id);
    expect(
      audit
        .filter((a) => a.operation === 'UPDATE')
        .map((a) => a.field)
        .sort(),
    ).toEqual(['categories', 'displayName']);
    expect(audit.some((a) => a.operation === 'DELETE')).toBe(true);
    const annNow = (await ada.get(`/v2/announcements/${ann.id}`)).json();
    expect(annNow).toMatchObject({ applications: [], version: 2 });
  });

  it('lists with search, order and pages', async () => {
    const tag = unique('applist');
    for (const n of ['c', 'a', 'b'])
      await ada.post('/v2/applications', applicationBody({ title: `${tag} ${n}` }));
    const res = await ada.get(
      `/v2/applications?search=${tag}&sort=title&order=desc&pageSize=2&page=1`,
    );
    expect(res.json()).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(res.json().items.map((i: Application) => i.title)).toEqual([`${tag} c`, `${tag} b`]);
  });
});

describe('permission sets', () => {
  it('creates, renames, versions and audits a set with its roles', async () => {
    const reader = await roleId(portal, 'DOCUMENT_READER');
    const clerk = await roleId(portal, 'WARRANTY_CLERK');
    const created = await ada.post(
      '/v2/permission-sets',
      permissionSetBody({
        displayName: 'Counter staff',
        roleIds: [reader, reader],
        selectionMode: 'SINGLE',
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const set = created.json<PermissionSet>();
    expect(set).toMatchObject({ selectionMode: 'SINGLE', roleCount: 1, roles: [{ id: reader }] });
    const upd = await ada.put(`/v2/permission-sets/${set.id}`, {
      ...permissionSetBody({ name: set.name, displayName: 'Counter', roleIds: [reader, clerk] }),
      version: 1,
    });
    expect(upd.json()).toMatchObject({ version: 2, roleCount: 2, selectionMode: 'MULTIPLE' });
    const audit = await auditOf(portal, 'permission_set', set.id);
    expect(audit.find((a) => a.operation === 'UPDATE' && a.field === 'roles')).toMatchObject({
      old_value: 'DOCUMENT_READER',
      new_value: 'DOCUMENT_READER, WARRANTY_CLERK',
    });
  });

  it('refuses duplicate names, bad names and unknown roles', async () => {
    const dup = await ada.post('/v2/permission-sets', permissionSetBody({ name: 'dealer_staff' }));
    expect(dup.statusCode).toBe(409);
    const bad = await ada.post('/v2/permission-sets', permissionSetBody({ name: 'has space' }));
    expect(bad.json().message).toBe(
      'Use letters, digits, dots, dashes and underscores only (name)',
    );
    const mode = await ada.post('/v2/permission-sets', {
      ...permissionSetBody(),
      selectionMode: 'SOME',
    });
    expect(mode.statusCode).toBe(400);
    const role = await ada.post('/v2/permission-sets', permissionSetBody({ roleIds: [999999] }));
    expect(role.json().message).toBe('Unknown security roles: 999999.');
  });

  it('keeps a set that users hold (409)', async () => {
    const set = (await ada.post('/v2/permission-sets', permissionSetBody())).json<PermissionSet>();
    await portal.db.orm
      .execute(sql`INSERT INTO identity_permission_set (identity_id, permission_set_id)
      SELECT id, ${set.id} FROM identity WHERE email = 'ivy.internal@atlas.example'`);
    const res = await ada.delete(`/v2/permission-sets/${set.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'The permission set is still assigned to users (1); remove it from them first.',
    );
  });
});
