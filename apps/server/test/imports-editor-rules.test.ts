// The user editor's rules hold in the import too: each case is refused by the editor (API) and,
// row by row, by the import of Dan (dealer administrator, given the bulk import feature here).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ImportSummary, UserDetail } from '@portal/shared';
import type { TestPortal } from './helpers/setup.js';
import { one } from '../src/db/client.js';
import { snapshot, startUsersPortal, userId, validCreateBody, type As } from './users-support.js';
import { orgId, roleId } from './users-support.js';
import { grantDanBulkImport, sendAs, uploadRequest } from './imports-support.js';

let portal: TestPortal;
let as: As;
let dan: ReturnType<typeof sendAs>;
beforeAll(async () => {
  let tokens: Record<string, string>;
  ({ portal, as, tokens } = await startUsersPortal(['ada', 'dan']));
  dan = sendAs(portal, tokens.dan!);
  await grantDanBulkImport(portal.db);
});
afterAll(async () => portal?.close());

const HEAD = 'email,firstName,lastName,userType,locations,roles,permissionSets,applications';

/** The editor refuses Dan's call with `status` and `key`, and nothing changes. */
async function editorRefuses(
  method: 'POST' | 'PUT',
  url: string,
  payload: unknown,
  status: number,
  key: string,
) {
  const before = await snapshot(portal.db);
  const res = await as('dan', method, url, payload);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().details?.key).toBe(key);
  expect(await snapshot(portal.db)).toBe(before);
}

/**
 * Dan's upload of `lines` under `head`: the rows' errors as `row:column:code`. The run is
 * refused at apply (409) and nothing changes.
 */
async function importErrors(
  context: 'identities' | 'organizations',
  head: string,
  lines: string[],
) {
  const up = await dan('POST', uploadRequest(context, 'rules.csv', [head, ...lines].join('\n')));
  expect(up.statusCode, up.body).toBe(201);
  const run = up.json<ImportSummary>();
  expect(run.status).toBe('INVALID');
  const before = await snapshot(portal.db);
  const apply = await dan('POST', { url: `/v2/admin/imports/${context}/runs/${run.id}/apply` });
  expect(apply.statusCode).toBe(409);
  expect(await snapshot(portal.db)).toBe(before);
  return run.errors.map((e) => `${e.row}:${e.column}:${e.code}`);
}

/** The PUT body that saves a user as they are (read by Ada), with `change` on top. */
async function saveBody(id: number, change: Partial<UserDetail>) {
  const v = { ...(await as('ada', 'GET', `/v2/admin/users/${id}`)).json<UserDetail>(), ...change };
  const { firstName, lastName, email, jobTitle, mobilePhone, secondaryPhone, fax } = v;
  const { userType, accountType, preferredLanguage, serialNumber, brandIds, regionCodes } = v;
  return {
    ...{ firstName, lastName, email, jobTitle, mobilePhone, secondaryPhone, fax, userType },
    ...{ accountType, preferredLanguage, serialNumber, brandIds, regionCodes },
    locations: v.locations.map(({ organizationId, mode, preferred }) => ({
      organizationId,
      mode,
      preferred,
    })),
    roles: v.roles.map(({ roleId, organizationId }) => ({ roleId, organizationId })),
    permissionSetIds: v.permissionSetIds,
    applicationIds: v.applicationIds,
    digitalPermissions: v.digitalPermissions,
    emailPreferences: v.emailPreferences,
    version: v.version,
  };
}

const setId = async (name: string) =>
  (await one<{ id: number }>(
    portal.db.orm,
    sql`SELECT id FROM permission_set WHERE name = ${name}`,
  ))!.id;

const appId = async (link: string) =>
  (await one<{ id: number }>(portal.db.orm, sql`SELECT id FROM application WHERE link = ${link}`))!
    .id;

describe('the editor’s rules, through the editor and through the import', () => {
  it('a change of oneself: 403 selfChange in the editor, SELF_CHANGE in the import', async () => {
    const me = await userId(portal.db, 'dan.dealer@atlas.example');
    const body = await saveBody(me, {});
    const parts = await roleId(portal.db, 'PARTS_MANAGER');
    await editorRefuses(
      'PUT',
      `/v2/admin/users/${me}`,
      { ...body, roles: [...body.roles, { roleId: parts, organizationId: null }] },
      403,
      'users.errors.selfChange',
    );
    const errors = await importErrors('identities', HEAD, [
      'dan.dealer@atlas.example,Dan,Dealer,EXTERNAL,ATL-0001,PARTS_MANAGER,,',
    ]);
    expect(errors).toContain('2:email:SELF_CHANGE');
  });

  it('an application of another brand or region: 422 applicationUnavailable, APPLICATION_UNAVAILABLE', async () => {
    const emea = await appId('https://warranty.atlas.example/emea');
    const na = await appId('https://warranty.atlas.example/na');
    const sam = await userId(portal.db, 'sam.standard@atlas.example');
    await editorRefuses(
      'POST',
      '/v2/admin/users',
      await validCreateBody(portal.db, { applicationIds: [emea] }),
      422,
      'users.errors.applicationUnavailable',
    );
    const samBody = await saveBody(sam, {});
    await editorRefuses(
      'PUT',
      `/v2/admin/users/${sam}`,
      { ...samBody, applicationIds: [...samBody.applicationIds, emea] },
      422,
      'users.errors.applicationUnavailable',
    );
    const errors = await importErrors('identities', HEAD, [
      `app.new@dealer.example,A,New,EXTERNAL,ATL-0001,,,${emea}`,
      `sam.standard@atlas.example,Sam,Standard,EXTERNAL,ATL-0001,,,${emea}`,
      // The application of the user's brand and region (NA, from the location) is fine.
      `app.fine@dealer.example,A,Fine,EXTERNAL,ATL-0001,,,${na}`,
    ]);
    expect(errors).toEqual([
      `2:applications:APPLICATION_UNAVAILABLE`,
      `3:applications:APPLICATION_UNAVAILABLE`,
    ]);
    // Once Sam holds the region himself (as the editor would let Ada give him), the import may
    // give him the application, as the editor does.
    await portal.db.orm.execute(sql`INSERT INTO identity_region (identity_id, region_code)
      VALUES (${sam}, 'EMEA')`);
    const csv = `${HEAD}\nsam.standard@atlas.example,Sam,Standard,EXTERNAL,ATL-0001,,,${emea}\n`;
    const run = (
      await dan('POST', uploadRequest('identities', 'sam.csv', csv))
    ).json<ImportSummary>();
    expect(run.errors).toEqual([]);
  });

  it('a role his roles may not assign: 403 roleNotAssignable, ROLE_NOT_ASSIGNABLE', async () => {
    const atl1 = await orgId(portal.db, 'ATL-0001');
    const admin = await roleId(portal.db, 'DEALER_USER_ADMIN');
    await editorRefuses(
      'POST',
      '/v2/admin/users',
      await validCreateBody(portal.db, { roles: [{ roleId: admin, organizationId: atl1 }] }),
      403,
      'users.errors.roleNotAssignable',
    );
    const errors = await importErrors('identities', HEAD, [
      'role.new@dealer.example,R,New,EXTERNAL,ATL-0001,DEALER_USER_ADMIN,,',
    ]);
    expect(errors).toEqual(['2:roles:ROLE_NOT_ASSIGNABLE']);
  });

  it('a location outside his scope: 403 notAllowedChanges, LOCATION_OUT_OF_SCOPE', async () => {
    const atl3 = await orgId(portal.db, 'ATL-0003');
    await editorRefuses(
      'POST',
      '/v2/admin/users',
      await validCreateBody(portal.db, {
        locations: [{ organizationId: atl3, mode: 'INCLUDE', preferred: true }],
        roles: [],
      }),
      403,
      'users.errors.notAllowedChanges',
    );
    const errors = await importErrors('identities', HEAD, [
      'loc.new@dealer.example,L,New,EXTERNAL,ATL-0003,,,',
    ]);
    expect(errors).toEqual(['2:locations:LOCATION_OUT_OF_SCOPE']);
  });

  it('a single-selection permission set given whole: 422 wholeSingleSet, WHOLE_SINGLE_SET', async () => {
    const leadership = await setId('DEALER_LEADERSHIP');
    await editorRefuses(
      'POST',
      '/v2/admin/users',
      await validCreateBody(portal.db, { permissionSetIds: [leadership] }),
      422,
      'users.errors.wholeSingleSet',
    );
    const errors = await importErrors('identities', HEAD, [
      'whole.new@dealer.example,W,New,EXTERNAL,ATL-0001,,DEALER_LEADERSHIP,',
      // A multiple-selection set may be given whole.
      'whole.fine@dealer.example,W,Fine,EXTERNAL,ATL-0001,,DEALER_STAFF,',
    ]);
    expect(errors).toEqual(['2:permissionSets:WHOLE_SINGLE_SET']);
  });

  it('two roles of a single-selection set, one of them held: 422 singleSet, SINGLE_SET_ROLES', async () => {
    const atl1 = await orgId(portal.db, 'ATL-0001');
    const principal = await roleId(portal.db, 'DEALER_PRINCIPAL');
    const service = await roleId(portal.db, 'SERVICE_MANAGER');
    await editorRefuses(
      'POST',
      '/v2/admin/users',
      await validCreateBody(portal.db, {
        roles: [principal, service].map((r) => ({ roleId: r, organizationId: atl1 })),
      }),
      422,
      'users.errors.singleSet',
    );
    // Sam holds one role of the set; a second one is refused, by the editor and by the import.
    const sam = await userId(portal.db, 'sam.standard@atlas.example');
    await portal.db.orm.execute(sql`INSERT INTO identity_role
      (identity_id, security_role_id, organization_id) VALUES (${sam}, ${principal}, ${atl1})`);
    const samBody = await saveBody(sam, {});
    await editorRefuses(
      'PUT',
      `/v2/admin/users/${sam}`,
      { ...samBody, roles: [...samBody.roles, { roleId: service, organizationId: atl1 }] },
      422,
      'users.errors.singleSet',
    );
    const errors = await importErrors('identities', HEAD, [
      'both.new@dealer.example,B,New,EXTERNAL,ATL-0001,DEALER_PRINCIPAL|SERVICE_MANAGER,,',
      'sam.standard@atlas.example,Sam,Standard,EXTERNAL,ATL-0001,SERVICE_MANAGER,,',
    ]);
    expect(errors.filter((e) => e.includes('SINGLE_SET'))).toEqual([
      '2:roles:SINGLE_SET_ROLES',
      '2:roles:SINGLE_SET_ROLES',
      '3:roles:SINGLE_SET_ROLES',
    ]);
  });

  it('a parent location outside his scope: PARENT_OUT_OF_SCOPE in the import', async () => {
    // Locations have no editor of their own: the import is the only way to change them, and it
    // changes nothing outside the importer's scope, the parent it puts a location under included.
    const errors = await importErrors('organizations', 'code,name,brand,region,parent', [
      'ATL-0001,Buckeye Heavy Equipment,1,NA,ATL-0003',
      'ATL-9001,New Buckeye Branch,1,NA,ATL-0003',
      // Under a location he manages, or one the same file creates, is fine.
      'ATL-9002,Second Buckeye Branch,1,NA,ATL-0002',
      'ATL-9003,Third Buckeye Branch,1,NA,ATL-9002',
    ]);
    expect(errors).toEqual(['2:parent:PARENT_OUT_OF_SCOPE', '3:parent:PARENT_OUT_OF_SCOPE']);
  });
});
