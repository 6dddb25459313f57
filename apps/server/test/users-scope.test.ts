// Delegated scope: Dan manages only users at his two locations and cannot widen access; refusals change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { UserDetail } from '@portal/shared';
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
beforeAll(async () => {
  ({ portal, as } = await startUsersPortal(['ada', 'dan']));
});
afterAll(async () => portal?.close());

/** The PUT body that saves a user exactly as they are, with changes on top. */
async function saveBody(id: number, change: (u: UserDetail) => Partial<UserDetail> = () => ({})) {
  const u = (await as('ada', 'GET', `/v2/admin/users/${id}`)).json<UserDetail>();
  const v = { ...u, ...change(u) };
  return {
    firstName: v.firstName,
    lastName: v.lastName,
    email: v.email,
    jobTitle: v.jobTitle,
    mobilePhone: v.mobilePhone,
    secondaryPhone: v.secondaryPhone,
    fax: v.fax,
    userType: v.userType,
    accountType: v.accountType,
    preferredLanguage: v.preferredLanguage,
    serialNumber: v.serialNumber,
    locations: v.locations.map(({ organizationId, mode, preferred }) => ({
      organizationId,
      mode,
      preferred,
    })),
    brandIds: v.brandIds,
    regionCodes: v.regionCodes,
    roles: v.roles.map(({ roleId, organizationId }) => ({ roleId, organizationId })),
    permissionSetIds: v.permissionSetIds,
    applicationIds: v.applicationIds,
    digitalPermissions: v.digitalPermissions,
    emailPreferences: v.emailPreferences,
    version: v.version,
  };
}

/** Runs a refused call and checks its answer and that no table changed. */
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
}

describe('a user outside Dan’s locations (Nils, at Aria’s location)', () => {
  it('cannot be read, listed, changed, deactivated, reactivated, deleted or re-sent a mail: 404, nothing changes', async () => {
    const nils = await userId(portal.db, 'nils.never@atlas.example');
    const body = await saveBody(nils, () => ({ firstName: 'Hacked' }));
    await expectRefused(
      'dan',
      'GET',
      `/v2/admin/users/${nils}`,
      undefined,
      404,
      'users.errors.notFound',
    );
    await expectRefused('dan', 'GET', `/v2/admin/users/${nils}/history`, undefined, 404);
    await expectRefused('dan', 'PUT', `/v2/admin/users/${nils}`, body, 404);
    await expectRefused(
      'dan',
      'POST',
      `/v2/admin/users/${nils}/deactivate`,
      { reason: 'other' },
      404,
    );
    await expectRefused('dan', 'POST', `/v2/admin/users/${nils}/reactivate`, {}, 404);
    await expectRefused('dan', 'DELETE', `/v2/admin/users/${nils}`, undefined, 404);
    await expectRefused(
      'dan',
      'POST',
      `/v2/admin/users/${nils}/verification-email`,
      undefined,
      404,
    );
    const list = await as('dan', 'GET', '/v2/admin/users?q=nils&pageSize=100');
    expect(list.json().items).toEqual([]);
    const csv = await as('dan', 'GET', '/v2/admin/users/export');
    expect(csv.body).not.toContain('nils.never');
    expect(csv.body).toContain('sam.standard@atlas.example');
  });

  it('cannot be copied, nor given roles by copy, even once Dan holds feature:dev', async () => {
    await portal.db.orm.execute(
      sql`INSERT INTO security_role (name, display_name, activities) VALUES ('DEV_TOOLS', 'Dev tools', '{feature:dev}')`,
    );
    const dan = await userId(portal.db, 'dan.dealer@atlas.example');
    await portal.db.orm.execute(sql`INSERT INTO identity_role (identity_id, security_role_id)
      SELECT ${dan}, id FROM security_role WHERE name = 'DEV_TOOLS'`);
    const nils = await userId(portal.db, 'nils.never@atlas.example');
    await expectRefused(
      'dan',
      'POST',
      '/v2/admin/users/copy',
      {
        sourceUserId: nils,
        firstName: 'Co',
        lastName: 'Py',
        email: 'copy.of.nils@dealer.example',
        preferredLanguage: 'en',
      },
      404,
    );
    const reader = await roleId(portal.db, 'PARTS_MANAGER');
    const sam = await userId(portal.db, 'sam.standard@atlas.example');
    // One user outside the scope spoils the whole call: Sam is not changed either.
    await expectRefused(
      'dan',
      'POST',
      '/v2/admin/users/copy-role',
      { roleIds: [reader], userIds: [sam, nils], combine: false },
      404,
    );
    const ok = await as('dan', 'POST', '/v2/admin/users/copy-role', {
      roleIds: [reader],
      userIds: [sam],
      combine: false,
    });
    expect(ok.json()).toEqual({ updated: 1 });
    await expectRefused(
      'dan',
      'POST',
      '/v2/admin/users/copy-role',
      { roleIds: [reader], userIds: [sam], combine: true },
      400,
    );
    await portal.db.orm.execute(
      sql`DELETE FROM identity_role WHERE security_role_id = (SELECT id FROM security_role WHERE name = 'DEV_TOOLS')`,
    );
  });
});

describe('no widening beyond Dan’s own access', () => {
  it('refuses brands and regions Dan does not hold: Not allowed changes, contact the Service Desk', async () => {
    const sam = await userId(portal.db, 'sam.standard@atlas.example');
    const brands = await saveBody(sam, () => ({ brandIds: [1, 2] }));
    await expectRefused(
      'dan',
      'PUT',
      `/v2/admin/users/${sam}`,
      brands,
      403,
      'users.errors.notAllowedChanges',
    );
    const res = await as('dan', 'PUT', `/v2/admin/users/${sam}`, brands);
    expect(res.json().message).toBe('Not allowed changes. Please contact the Service Desk.');
    const regions = await saveBody(sam, () => ({ regionCodes: ['NA', 'EMEA'] }));
    await expectRefused(
      'dan',
      'PUT',
      `/v2/admin/users/${sam}`,
      regions,
      403,
      'users.errors.notAllowedChanges',
    );
    const create = await validCreateBody(portal.db, { brandIds: [1, 3] });
    await expectRefused(
      'dan',
      'POST',
      '/v2/admin/users',
      create,
      403,
      'users.errors.notAllowedChanges',
    );
  });

  it('refuses locations outside his scope, but keeps and shows the ones he cannot change', async () => {
    const sam = await userId(portal.db, 'sam.standard@atlas.example');
    const atl3 = await orgId(portal.db, 'ATL-0003');
    const add = await saveBody(sam, (u) => ({
      locations: [...u.locations, { ...u.locations[0]!, organizationId: atl3, preferred: false }],
    }));
    await expectRefused(
      'dan',
      'PUT',
      `/v2/admin/users/${sam}`,
      add,
      403,
      'users.errors.notAllowedChanges',
    );
    // Flo works at ATL-0001 (Dan's) and APP-0001 (not his) and holds brand 2 (not his). (Ivy, who
    // works there too, is internal: outside an external administrator's scope altogether.)
    const { id: flo } = await insertUser(portal.db, {
      orgCodes: ['ATL-0001', 'APP-0001'],
      brands: [1, 2],
      email: 'flo.field@dealer.example',
    });
    const seen = (await as('dan', 'GET', `/v2/admin/users/${flo}`)).json<UserDetail>();
    expect(seen.locations.map((l) => [l.code, l.inScope])).toEqual(
      expect.arrayContaining([
        ['ATL-0001', true],
        ['APP-0001', false],
      ]),
    );
    const drop = await saveBody(flo, (u) => ({
      locations: u.locations.filter((l) => l.code !== 'APP-0001'),
    }));
    await expectRefused(
      'dan',
      'PUT',
      `/v2/admin/users/${flo}`,
      drop,
      403,
      'users.errors.notAllowedChanges',
    );
    const keep = await saveBody(flo, () => ({ jobTitle: 'Senior Product Specialist' }));
    expect((await as('dan', 'PUT', `/v2/admin/users/${flo}`, keep)).statusCode).toBe(200);
  });

  it('refuses roles his roles may not assign, internal users and singular roles without a location', async () => {
    const sam = await userId(portal.db, 'sam.standard@atlas.example');
    const admin = await roleId(portal.db, 'DEALER_USER_ADMIN');
    const atl1 = await orgId(portal.db, 'ATL-0001');
    const escalate = await saveBody(sam, (u) => ({
      roles: [
        ...u.roles,
        { roleId: admin, organizationId: atl1, name: '', displayName: '', assignable: false },
      ],
    }));
    await expectRefused(
      'dan',
      'PUT',
      `/v2/admin/users/${sam}`,
      escalate,
      403,
      'users.errors.roleNotAssignable',
    );
    await expectRefused(
      'dan',
      'POST',
      '/v2/admin/users',
      await validCreateBody(portal.db, { userType: 'INTERNAL' }),
      403,
      'users.errors.notAllowedChanges',
    );
    const singular = await validCreateBody(portal.db, {
      roles: [{ roleId: await roleId(portal.db, 'SERVICE_MANAGER'), organizationId: null }],
    });
    await expectRefused(
      'dan',
      'POST',
      '/v2/admin/users',
      singular,
      422,
      'users.errors.singularNeedsLocation',
    );
    // Not even Ada may hand out the super administrator role: nobody is on its assignable-by list.
    const superAdmin = await validCreateBody(portal.db, {
      roles: [{ roleId: await roleId(portal.db, 'PORTAL_SUPER_ADMIN'), organizationId: null }],
    });
    await expectRefused(
      'ada',
      'POST',
      '/v2/admin/users',
      superAdmin,
      403,
      'users.errors.roleNotAssignable',
    );
  });

  it('permission sets: whole multiple-choice sets may be given, single-choice sets one role at most', async () => {
    const sets = (await as('dan', 'GET', '/v2/admin/users/options')).json<{
      permissionSets: { id: number; name: string; roleIds: number[] }[];
    }>().permissionSets;
    const staff = sets.find((s) => s.name === 'DEALER_STAFF')!;
    const leadership = sets.find((s) => s.name === 'DEALER_LEADERSHIP')!;
    const atl1 = await orgId(portal.db, 'ATL-0001');
    const whole = await validCreateBody(portal.db, { permissionSetIds: [leadership.id] });
    await expectRefused(
      'dan',
      'POST',
      '/v2/admin/users',
      whole,
      422,
      'users.errors.wholeSingleSet',
    );
    const both = await validCreateBody(portal.db, {
      roles: leadership.roleIds.map((r) => ({ roleId: r, organizationId: atl1 })),
    });
    await expectRefused('dan', 'POST', '/v2/admin/users', both, 422, 'users.errors.singleSet');
    const ok = await as(
      'dan',
      'POST',
      '/v2/admin/users',
      await validCreateBody(portal.db, { permissionSetIds: [staff.id] }),
    );
    expect(ok.statusCode).toBe(201);
  });
});

describe('nobody manages a user who may do more than they may', () => {
  it('Dan sees Xena (an external super administrator at his location) but cannot change, deactivate or delete her', async () => {
    // Ada works at his location too, but she is internal: outside Dan's scope, 404.
    const ada = await userId(portal.db, 'ada.admin@atlas.example');
    expect((await as('dan', 'GET', `/v2/admin/users/${ada}`)).statusCode).toBe(404);
    const { id: xena } = await insertUser(portal.db, {
      orgCodes: ['ATL-0001'],
      roles: ['PORTAL_SUPER_ADMIN'],
      email: 'xena.external@dealer.example',
    });
    const seen = await as('dan', 'GET', `/v2/admin/users/${xena}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json<UserDetail>().manageable).toBe(false);
    const hijack = await saveBody(xena, () => ({ email: 'dan.second@dealer.example' }));
    await expectRefused(
      'dan',
      'PUT',
      `/v2/admin/users/${xena}`,
      hijack,
      403,
      'users.errors.outranks',
    );
    await expectRefused(
      'dan',
      'POST',
      `/v2/admin/users/${xena}/deactivate`,
      { reason: 'other' },
      403,
      'users.errors.outranks',
    );
    await expectRefused(
      'dan',
      'DELETE',
      `/v2/admin/users/${xena}`,
      undefined,
      403,
      'users.errors.outranks',
    );
    const sam = await userId(portal.db, 'sam.standard@atlas.example');
    expect((await as('dan', 'GET', `/v2/admin/users/${sam}`)).json<UserDetail>().manageable).toBe(
      true,
    );
  });
});

describe('no self-escalation', () => {
  it('Dan cannot change his own roles, locations or type, nor deactivate or delete himself; his own phone he can', async () => {
    const dan = await userId(portal.db, 'dan.dealer@atlas.example');
    const reader = await roleId(portal.db, 'PARTS_MANAGER');
    const moreRoles = await saveBody(dan, (u) => ({
      roles: [
        ...u.roles,
        { roleId: reader, organizationId: null, name: '', displayName: '', assignable: true },
      ],
    }));
    await expectRefused(
      'dan',
      'PUT',
      `/v2/admin/users/${dan}`,
      moreRoles,
      403,
      'users.errors.selfChange',
    );
    const fewerLocations = await saveBody(dan, (u) => ({
      locations: u.locations.slice(0, 1).map((l) => ({ ...l, preferred: true })),
    }));
    await expectRefused(
      'dan',
      'PUT',
      `/v2/admin/users/${dan}`,
      fewerLocations,
      403,
      'users.errors.selfChange',
    );
    const type = await saveBody(dan, () => ({ accountType: 'STANDARD' }));
    await expectRefused(
      'dan',
      'PUT',
      `/v2/admin/users/${dan}`,
      type,
      403,
      'users.errors.selfChange',
    );
    await expectRefused(
      'dan',
      'POST',
      `/v2/admin/users/${dan}/deactivate`,
      { reason: 'other' },
      403,
      'users.errors.selfLifecycle',
    );
    await expectRefused(
      'dan',
      'DELETE',
      `/v2/admin/users/${dan}`,
      undefined,
      403,
      'users.errors.selfLifecycle',
    );
    const phone = await saveBody(dan, () => ({ mobilePhone: '+1 614 555 0123' }));
    expect((await as('dan', 'PUT', `/v2/admin/users/${dan}`, phone)).statusCode).toBe(200);
    const self = (await as('dan', 'GET', `/v2/admin/users/${dan}`)).json<UserDetail>();
    expect(self).toMatchObject({ self: true, mobilePhone: '+1 614 555 0123' });
  });

  it('a user Dan shares with another administrator keeps the locations Dan cannot see changed', async () => {
    const shared = await insertUser(portal.db, { orgCodes: ['ATL-0002', 'ATL-0003'] });
    const body = await saveBody(shared.id, () => ({ firstName: 'Shared' }));
    expect((await as('dan', 'PUT', `/v2/admin/users/${shared.id}`, body)).statusCode).toBe(200);
    const after = (await as('ada', 'GET', `/v2/admin/users/${shared.id}`)).json<UserDetail>();
    expect(after.locations.map((l) => l.code).sort()).toEqual(['ATL-0002', 'ATL-0003']);
  });

  it("Dan's deep pages hold the users his cursor walk finds at those places, in each order", async () => {
    // 115 more users at one of Dan's locations: page 11 on is gathered and sorted apart.
    await portal.db.orm.execute(sql`WITH n AS (
        INSERT INTO identity (subject, email, first_name, last_name, user_type, account_type, email_verified)
        SELECT gen_random_uuid()::text, 'deep' || g || '@dealer.example', 'Deep', 'Page' || (g % 7),
          'EXTERNAL', 'STANDARD', false FROM generate_series(1, 115) g RETURNING id)
      INSERT INTO identity_location (identity_id, organization_id, preferred)
      SELECT n.id, o.id, true FROM n, organization o WHERE o.code = 'ATL-0001'`);
    type Page = { items: { id: number }[]; nextCursor: string | null; total: number };
    for (const order of ['sort=name&order=asc', 'sort=email&order=desc']) {
      const walked: number[] = [];
      let page = (await as('dan', 'GET', `/v2/admin/users?${order}`)).json<Page>();
      for (;;) {
        walked.push(...page.items.map((u) => u.id));
        if (!page.nextCursor) break;
        const next = await as('dan', 'GET', `/v2/admin/users?${order}&after=${page.nextCursor}`);
        page = next.json<Page>();
      }
      expect(walked.length).toBe(page.total);
      expect(walked.length).toBeGreaterThan(120);
      for (const n of [11, 12, 13]) {
        const numbered = (
          await as('dan', 'GET', `/v2/admin/users?${order}&page=${n}`)
        ).json<Page>();
        expect(
          numbered.items.map((u) => u.id),
          `${order} page ${n}`,
        ).toEqual(walked.slice((n - 1) * 10, n * 10));
      }
    }
  });
});
