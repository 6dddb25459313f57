// GET /v2/user/ui-access-data and GET /v2/user for every demo persona, as BRIEF section 4 describes them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES, type UserAccessData } from '@portal/shared';
import { startPortal, type TestPortal } from './helpers/setup.js';
import { signIn } from './helpers/sign-in.js';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(async () => portal?.close());

async function accessOf(email: string) {
  const { access_token } = await signIn(portal.app, portal.config, email);
  const res = await portal.app.inject({
    method: 'GET',
    url: '/v2/user/ui-access-data',
    headers: { authorization: `Bearer ${access_token}` },
  });
  expect(res.statusCode).toBe(200);
  return res.json<UserAccessData>();
}

const SPEC_FEATURES = [
  'admin:announcements:read',
  'admin:announcements:write',
  'admin:users:read',
  'admin:users:edit',
  'admin:users:write',
  'admin:applications:read',
  'admin:applications:write',
  'admin:securityRoles:read',
  'admin:securityRoles:write',
  'admin:permissionSets:read',
  'admin:permissionSets:write',
  'audit:users:read',
  'audit:orgs:read',
  'admin:identityBulkImport:write',
  'admin:integrationStatus:read',
  'documents:view',
  'serialNumber:present',
  'feature:dev',
];
const brandIds = (a: UserAccessData) => a.brands.map((b) => b.id);

describe('access data of the demo personas', () => {
  it('ada: every feature, all brands and regions, serial number, directory group', async () => {
    const a = await accessOf('ada.admin@atlas.example');
    expect(a.features).toEqual(expect.arrayContaining(SPEC_FEATURES));
    expect(a.features).toContain('atlas:portal-admins');
    expect(brandIds(a)).toEqual([1, 2, 3, 4]);
    expect(a.brands[1]).toEqual({ id: 2, name: 'Atlas Portable Power', status: 'ACTIVE' });
    expect(a.regions.map((r) => r.code).sort()).toEqual(['APAC', 'EMEA', 'LATAM', 'NA']);
    expect(a.requiredActions).toEqual([]);
    expect(a.workspaces).toEqual(['employee']);
  });

  it('dan: admin:users:write and documents:view only, brand 1', async () => {
    const a = await accessOf('dan.dealer@atlas.example');
    expect(a.features.filter((f) => f !== FEATURES.serialNumberPresent).sort()).toEqual([
      'admin:users:write',
      'documents:view',
    ]);
    expect(brandIds(a)).toEqual([1]);
    expect(a.workspaces).toEqual(['dealer']);
  });

  it('sam: documents:view and a serial number, brand 1', async () => {
    const a = await accessOf('sam.standard@atlas.example');
    expect(a.features.sort()).toEqual(['documents:view', 'serialNumber:present']);
    expect(brandIds(a)).toEqual([1]);
  });

  it('ivy: brands 1 and 2, no serial number', async () => {
    const a = await accessOf('ivy.internal@atlas.example');
    expect(brandIds(a)).toEqual([1, 2]);
    expect(a.features).not.toContain('serialNumber:present');
  });

  it('otto: every admin read feature and the audit reads, no write', async () => {
    const a = await accessOf('otto.readonly@atlas.example');
    for (const f of SPEC_FEATURES.filter((f) => f.endsWith(':read')))
      expect(a.features).toContain(f);
    expect(a.features.filter((f) => f.endsWith(':write'))).toEqual([]);
  });

  it.each([
    ['pat.password@atlas.example', 'changePassword'],
    ['aria.attest@atlas.example', 'adminAttestation'],
    ['rita.review@atlas.example', 'directoryReview'],
    ['sid.singular@atlas.example', 'singularRolesReview'],
  ])('%s has the required action %s', async (email, action) => {
    const a = await accessOf(email);
    expect(a.requiredActions).toEqual([action]);
  });

  it('aria, rita and sid are administrators of users', async () => {
    for (const email of [
      'aria.attest@atlas.example',
      'rita.review@atlas.example',
      'sid.singular@atlas.example',
    ]) {
      expect((await accessOf(email)).features).toContain('admin:users:write');
    }
  });

  it('nora: no brands assigned', async () => {
    expect((await accessOf('nora.noorg@atlas.example')).brands).toEqual([]);
  });

  it('cora: brand 3 only', async () => {
    expect(brandIds(await accessOf('cora.corvid@corvid.example'))).toEqual([3]);
  });

  it('GET /v2/user answers the profile with the employee number and organisation', async () => {
    const { access_token } = await signIn(portal.app, portal.config, 'ivy.internal@atlas.example');
    const res = await portal.app.inject({
      method: 'GET',
      url: '/v2/user',
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Ivy',
      lastName: 'Internal',
      employeeNumber: null,
      userType: 'INTERNAL',
      directory_group: [],
    });
  });
});
