// Delegated scope of role assignments and of user types (issue 11, findings 3, 4 and 10c): Dan,
// an external administrator of two brand 1 locations, neither adds, moves nor removes a role held
// at a location outside his scope, does not see or change internal users, and does not learn
// that an e-mail address is held by someone outside his scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { UserDetail } from '@portal/shared';
import { rows } from '../src/db/client.js';
import type { TestPortal } from './helpers/setup.js';
import {
  insertUser,
  orgId,
  roleId,
  snapshot,
  startUsersPortal,
  userId,
  validCreateBody,
  type As,
  type Persona,
} from './users-support.js';

let portal: TestPortal;
let as: As;
let atl1: number;
let cor1: number;
beforeAll(async () => {
  ({ portal, as } = await startUsersPortal(['ada', 'dan']));
  atl1 = await orgId(portal.db, 'ATL-0001');
  cor1 = await orgId(portal.db, 'COR-0001');
  // Copy user and copy by role need feature:dev as well: Dan gets it for these tests.
  await portal.db.orm.execute(
    sql`INSERT INTO security_role (name, display_name, activities) VALUES ('DEV_TOOLS_SCOPE', 'Dev tools', '{feature:dev}')`,
  );
  const dan = await userId(portal.db, 'dan.dealer@atlas.example');
  await portal.db.orm.execute(sql`INSERT INTO identity_role (identity_id, security_role_id)
    SELECT ${dan}, id FROM security_role WHERE name = 'DEV_TOOLS_SCOPE'`);
});
afterAll(async () => portal?.close());

/** A user at Dan's ATL-0001 and at Corvid's COR-0001, holding two roles at the Corvid location. */
async function splitUser() {
  const u = await insertUser(portal.db, { orgCodes: ['ATL-0001', 'COR-0001'] });
  for (const [name, org] of [
    ['PARTS_MANAGER', cor1],
    ['WARRANTY_CLERK', cor1],
    ['DOCUMENT_READER', atl1],
  ] as const)
    await portal.db.orm
      .execute(sql`INSERT INTO identity_role (identity_id, security_role_id, organization_id)
      SELECT ${u.id}, id, ${org} FROM security_role WHERE name = ${name}`);
  return u;
}

async function rolesOf(id: number) {
  return rows<{ name: string; organization_id: number | null }>(
    portal.db.orm,
    sql`SELECT r.name, x.organization_id FROM identity_role x JOIN security_role r ON r.id = x.security_role_id
      WHERE x.identity_id = ${id} ORDER BY r.name`,
  );
}

/** The PUT body that saves the user as `who` reads them, with the roles replaced by `roles`. */
async function saveBody(
  who: Persona,
  id: number,
  roles?: (u: UserDetail) => { roleId: number; organizationId: number | null }[],
) {
  const u = (await as(who, 'GET', `/v2/admin/users/${id}`)).json<UserDetail>();
  return {
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    jobTitle: u.jobTitle,
    mobilePhone: u.mobilePhone,
    secondaryPhone: u.secondaryPhone,
    fax: u.fax,
    userType: u.userType,
    accountType: u.accountType,
    preferredLanguage: u.preferredLanguage,
    serialNumber: u.serialNumber,
    locations: u.locations.map(({ organizationId, mode, preferred }) => ({
      organizationId,
      mode,
      preferred,
    })),
    brandIds: u.brandIds,
    regionCodes: u.regionCodes,
    roles: roles
      ? roles(u)
      : u.roles.map(({ roleId: r, organizationId }) => ({ roleId: r, organizationId })),
    permissionSetIds: u.permissionSetIds,
    applicationIds: u.applicationIds,
    digitalPermissions: u.digitalPermissions,
    emailPreferences: u.emailPreferences,
    version: u.version,
  };
}

async function expectRefused(
  who: Persona,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload: unknown,
  status: number,
  code?: string,
) {
  const before = await snapshot(portal.db);
  const res = await as(who, method, url, payload);
  expect(res.statusCode, res.body).toBe(status);
  if (code) expect(res.json().details?.key).toBe(code);
  expect(await snapshot(portal.db)).toBe(before);
  return res;
}

describe('role assignments at a location outside Dan’s scope (finding 3)', () => {
  it('Dan sees them as not assignable', async () => {
    const u = await splitUser();
    const detail = (await as('dan', 'GET', `/v2/admin/users/${u.id}`)).json<UserDetail>();
    const at = (org: number) => detail.roles.filter((r) => r.organizationId === org);
    expect(at(cor1).map((r) => r.assignable)).toEqual([false, false]);
    expect(at(atl1).map((r) => r.assignable)).toEqual([true]);
  });

  it('moving a role from the Corvid location to his own: 403, nothing changes', async () => {
    const u = await splitUser();
    const parts = await roleId(portal.db, 'PARTS_MANAGER');
    const body = await saveBody('dan', u.id, (d) =>
      d.roles.map((r) => ({
        roleId: r.roleId,
        organizationId: r.roleId === parts ? atl1 : r.organizationId,
      })),
    );
    await expectRefused('dan', 'PUT', `/v2/admin/users/${u.id}`, body, 403);
  });

  it('adding a singular role at the Corvid location: 403, nothing changes', async () => {
    const u = await splitUser();
    const principal = await roleId(portal.db, 'DEALER_PRINCIPAL');
    const body = await saveBody('dan', u.id, (d) => [
      ...d.roles.map(({ roleId: r, organizationId }) => ({ roleId: r, organizationId })),
      { roleId: principal, organizationId: cor1 },
    ]);
    await expectRefused(
      'dan',
      'PUT',
      `/v2/admin/users/${u.id}`,
      body,
      403,
      'users.errors.notAllowedChanges',
    );
  });

  it('leaving out the roles held there keeps them: a save does not drop what Dan cannot manage', async () => {
    const u = await splitUser();
    const before = await rolesOf(u.id);
    const body = await saveBody('dan', u.id, (d) =>
      d.roles
        .filter((r) => r.organizationId !== cor1)
        .map(({ roleId: r, organizationId }) => ({ roleId: r, organizationId })),
    );
    const res = await as('dan', 'PUT', `/v2/admin/users/${u.id}`, { ...body, jobTitle: 'Renamed' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rolesOf(u.id)).toEqual(before);
  });

  it('an administrator of every location may still move them', async () => {
    const u = await splitUser();
    const parts = await roleId(portal.db, 'PARTS_MANAGER');
    const body = await saveBody('ada', u.id, (d) =>
      d.roles.map((r) => ({
        roleId: r.roleId,
        organizationId: r.roleId === parts ? atl1 : r.organizationId,
      })),
    );
    const res = await as('ada', 'PUT', `/v2/admin/users/${u.id}`, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(await rolesOf(u.id)).toContainEqual({ name: 'PARTS_MANAGER', organization_id: atl1 });
  });

  it('create with a role at the Corvid location: refused, nothing changes', async () => {
    const body = await validCreateBody(portal.db, {
      roles: [{ roleId: await roleId(portal.db, 'PARTS_MANAGER'), organizationId: cor1 }],
    });
    const before = await snapshot(portal.db);
    const res = await as('dan', 'POST', '/v2/admin/users', body);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(await snapshot(portal.db)).toBe(before);
  });

  it('copy user does not copy the roles the source holds at the Corvid location', async () => {
    const u = await splitUser();
    const res = await as('dan', 'POST', '/v2/admin/users/copy', {
      sourceUserId: u.id,
      firstName: 'Cody',
      lastName: 'Copy',
      email: `copy.split.${u.id}@dealer.example`,
      preferredLanguage: 'en',
    });
    expect(res.statusCode, res.body).toBe(201);
    const names = (await rolesOf(res.json<{ id: number }>().id)).map((r) => r.name);
    expect(names).toEqual(['DOCUMENT_READER']);
  });

  it('copy by role adds at Dan’s location and leaves the Corvid roles as they are', async () => {
    const u = await splitUser();
    const res = await as('dan', 'POST', '/v2/admin/users/copy-role', {
      roleIds: [await roleId(portal.db, 'PARTS_MANAGER')],
      userIds: [u.id],
      combine: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rolesOf(u.id)).toContainEqual({ name: 'PARTS_MANAGER', organization_id: cor1 });
  });
});

describe('internal users are outside an external administrator’s scope (finding 4)', () => {
  async function internalUser() {
    const u = await insertUser(portal.db, { orgCodes: ['ATL-0001'], roles: ['DOCUMENT_READER'] });
    await portal.db.orm.execute(sql`UPDATE identity SET user_type = 'INTERNAL' WHERE id = ${u.id}`);
    return u;
  }

  it('Ivy (internal, at Dan’s location) cannot be read, edited or deactivated by Dan: 404', async () => {
    const ivy = await userId(portal.db, 'ivy.internal@atlas.example');
    await portal.db.orm
      .execute(sql`INSERT INTO identity_location (identity_id, organization_id, mode, preferred)
      VALUES (${ivy}, ${atl1}, 'INCLUDE', false) ON CONFLICT DO NOTHING`);
    const body = await saveBody('ada', ivy);
    await expectRefused('dan', 'GET', `/v2/admin/users/${ivy}`, undefined, 404);
    await expectRefused('dan', 'GET', `/v2/admin/users/${ivy}/history`, undefined, 404);
    await expectRefused('dan', 'PUT', `/v2/admin/users/${ivy}`, { ...body, jobTitle: 'X' }, 404);
    await expectRefused(
      'dan',
      'POST',
      `/v2/admin/users/${ivy}/deactivate`,
      { reason: 'other' },
      404,
    );
    const list = await as('dan', 'GET', '/v2/admin/users?q=ivy.internal');
    expect(list.json<{ total: number }>().total).toBe(0);
    const csv = await as('dan', 'GET', '/v2/admin/users/export?userType=INTERNAL');
    expect(csv.body).not.toContain('ivy.internal');
  });

  it('nor used as a copy source or copy-by-role target', async () => {
    const u = await internalUser();
    await expectRefused(
      'dan',
      'POST',
      '/v2/admin/users/copy',
      {
        sourceUserId: u.id,
        firstName: 'Co',
        lastName: 'Py',
        email: `copy.internal.${u.id}@dealer.example`,
        preferredLanguage: 'en',
      },
      404,
    );
    await expectRefused(
      'dan',
      'POST',
      '/v2/admin/users/copy-role',
      { roleIds: [await roleId(portal.db, 'PARTS_MANAGER')], userIds: [u.id], combine: false },
      404,
    );
  });
});

describe('creating a user with an e-mail address held outside the scope (finding 10c)', () => {
  const UNAVAILABLE = 'users.errors.emailUnavailable';

  it('answers that the address cannot be used, nothing about the holder', async () => {
    for (const email of ['nils.never@atlas.example', 'ivy.internal@atlas.example']) {
      const body = await validCreateBody(portal.db, { email });
      const res = await expectRefused('dan', 'POST', '/v2/admin/users', body, 409, UNAVAILABLE);
      expect(res.json().message).not.toMatch(/exists/i);
    }
  });

  it('the same when an edit changes an address to one held outside the scope', async () => {
    const u = await insertUser(portal.db, { orgCodes: ['ATL-0001'] });
    const body = await saveBody('dan', u.id);
    await expectRefused(
      'dan',
      'PUT',
      `/v2/admin/users/${u.id}`,
      { ...body, email: 'NILS.never@atlas.example' },
      409,
      UNAVAILABLE,
    );
  });

  it('a duplicate inside the scope keeps its message', async () => {
    const body = await validCreateBody(portal.db, { email: 'sam.standard@atlas.example' });
    await expectRefused('dan', 'POST', '/v2/admin/users', body, 409, 'users.errors.emailTaken');
    const forAda = await validCreateBody(portal.db, { email: 'nils.never@atlas.example' });
    await expectRefused('ada', 'POST', '/v2/admin/users', forAda, 409, 'users.errors.emailTaken');
  });
});
