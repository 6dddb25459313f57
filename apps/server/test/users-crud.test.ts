// Creating, reading, editing and listing users as an administrator: answers, audit entries, 409 on stale versions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { UserDetail, UserList, UserOptions } from '@portal/shared';
import { rows } from '../src/db/client.js';
import type { TestPortal } from './helpers/setup.js';
import {
  auditOf,
  identity,
  orgId,
  roleId,
  startUsersPortal,
  userId,
  validCreateBody,
  type As,
} from './users-support.js';

let portal: TestPortal;
let as: As;
beforeAll(async () => {
  ({ portal, as } = await startUsersPortal(['ada', 'dan', 'otto']));
});
afterAll(async () => portal?.close());

describe('create', () => {
  it('dan creates a user at his location: 201, fields stored, audit entries and a verification mail', async () => {
    const body = await validCreateBody(portal.db);
    const res = await as('dan', 'POST', '/v2/admin/users', body);
    expect(res.statusCode).toBe(201);
    const { id, version } = res.json<{ id: number; version: number }>();
    expect(version).toBe(1);
    const got = await as('dan', 'GET', `/v2/admin/users/${id}`);
    expect(got.statusCode).toBe(200);
    const user = got.json<UserDetail>();
    expect(user).toMatchObject({
      firstName: 'Nina',
      lastName: 'Newcomer',
      email: body.email,
      jobTitle: 'Parts Advisor',
      mobilePhone: '+1 614 555 0199',
      userType: 'EXTERNAL',
      accountType: 'STANDARD',
      status: 'ACTIVE',
      emailVerified: false,
      brandIds: [1],
      regionCodes: ['NA'],
      digitalPermissions: ['orderParts'],
      emailPreferences: ['announcements'],
      modifiedBy: 'dan.dealer@atlas.example',
      self: false,
    });
    expect(user.locations).toEqual([
      expect.objectContaining({
        code: 'ATL-0001',
        mode: 'INCLUDE',
        preferred: true,
        inScope: true,
      }),
    ]);
    expect(user.roles).toEqual([
      expect.objectContaining({ name: 'DOCUMENT_READER', assignable: true }),
    ]);
    const audit = await auditOf(portal.db, id);
    expect(audit.map((a) => a.field)).toEqual(
      expect.arrayContaining(['firstName', 'email', 'locations', 'roles', 'brands', 'regions']),
    );
    expect(audit.every((a) => a.changed_by === 'dan.dealer@atlas.example')).toBe(true);
    expect(audit.find((a) => a.field === 'locations')).toMatchObject({
      operation: 'CREATE',
      old_value: null,
      new_value: 'ATL-0001 (include, preferred)',
    });
    const mails = await rows<{ to_address: string; body_text: string }>(
      portal.db.orm,
      sql`SELECT to_address, body_text FROM email_outbox WHERE to_address = ${body.email}`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body_text).toMatch(/\/account\/verify\?token=[\w-]{40,}/);
    expect(mails[0]!.body_text).toContain('72 hours');
  });

  it('refuses a second user with the same e-mail address (any case) with 409', async () => {
    const body = await validCreateBody(portal.db, { email: 'SAM.standard@atlas.example' });
    const res = await as('dan', 'POST', '/v2/admin/users', body);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ details: { key: 'users.errors.emailTaken' } });
  });

  it('answers invalid fields with the spec messages', async () => {
    const body = { ...(await validCreateBody(portal.db)), email: 'not-an-address' };
    const res = await as('dan', 'POST', '/v2/admin/users', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Value is not a valid email address (email)');
    const phone = await as('dan', 'POST', '/v2/admin/users', {
      ...(await validCreateBody(portal.db)),
      mobilePhone: 'call me',
    });
    expect(phone.json().message).toBe('Value is not a valid phone number (mobilePhone)');
    const long = await as('dan', 'POST', '/v2/admin/users', {
      ...(await validCreateBody(portal.db)),
      firstName: 'x'.repeat(256),
    });
    expect(long.json().message).toBe('The maximum length allowed is 255 (firstName)');
    const empty = await as('dan', 'POST', '/v2/admin/users', {
      ...(await validCreateBody(portal.db)),
      lastName: '  ',
    });
    expect(empty.json().message).toBe('Value is required (lastName)');
    const noLocation = await as('dan', 'POST', '/v2/admin/users', {
      ...(await validCreateBody(portal.db)),
      locations: [],
    });
    expect(noLocation.json().message).toBe('Validation Error: Selection required for: (locations)');
  });
});

describe('edit', () => {
  it('saves changes with the current version, audits each field and refuses the stale version with 409', async () => {
    const created = (
      await as('dan', 'POST', '/v2/admin/users', await validCreateBody(portal.db))
    ).json<{
      id: number;
    }>();
    const user = (await as('dan', 'GET', `/v2/admin/users/${created.id}`)).json<UserDetail>();
    const atl2 = await orgId(portal.db, 'ATL-0002');
    const body = {
      firstName: 'Nora-Lee',
      lastName: user.lastName,
      email: user.email,
      jobTitle: 'Service Lead',
      mobilePhone: user.mobilePhone,
      secondaryPhone: '+1 614 555 0111',
      fax: null,
      userType: user.userType,
      accountType: user.accountType,
      preferredLanguage: 'de',
      serialNumber: 'S-991',
      locations: [
        ...user.locations.map(({ organizationId, mode, preferred }) => ({
          organizationId,
          mode,
          preferred,
        })),
        { organizationId: atl2, mode: 'INCLUDE', preferred: false },
      ],
      brandIds: user.brandIds,
      regionCodes: user.regionCodes,
      roles: [
        ...user.roles.map(({ roleId, organizationId }) => ({ roleId, organizationId })),
        { roleId: await roleId(portal.db, 'SERVICE_MANAGER'), organizationId: atl2 },
      ],
      permissionSetIds: [],
      applicationIds: [],
      digitalPermissions: [],
      emailPreferences: ['announcements', 'serviceBulletins'],
      version: user.version,
    };
    const first = await as('dan', 'PUT', `/v2/admin/users/${user.id}`, body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ id: user.id, version: user.version + 1 });
    const audit = (await auditOf(portal.db, user.id)).filter((a) => a.operation === 'UPDATE');
    expect(audit).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'firstName', old_value: 'Nina', new_value: 'Nora-Lee' }),
        expect.objectContaining({ field: 'preferredLanguage', old_value: 'en', new_value: 'de' }),
        expect.objectContaining({ field: 'serialNumber', old_value: null, new_value: 'S-991' }),
        expect.objectContaining({
          field: 'digitalPermissions',
          old_value: 'orderParts',
          new_value: null,
        }),
        expect.objectContaining({
          field: 'locations',
          new_value: 'ATL-0001 (include, preferred), ATL-0002 (include)',
        }),
        expect.objectContaining({
          field: 'roles',
          new_value: 'DOCUMENT_READER @ ATL-0001, SERVICE_MANAGER @ ATL-0002',
        }),
      ]),
    );
    // A second administrator still holding the old version is refused; nothing changes.
    const stale = await as('dan', 'PUT', `/v2/admin/users/${user.id}`, {
      ...body,
      firstName: 'Late',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'CONFLICT',
      details: { key: 'users.errors.stale' },
      message: expect.stringContaining('Reload'),
    });
    expect((await identity(portal.db, user.id))!.first_name).toBe('Nora-Lee');
  });

  it('refuses a second holder of a singular role at one location with 409', async () => {
    const atl1 = await orgId(portal.db, 'ATL-0001');
    const principal = await roleId(portal.db, 'DEALER_PRINCIPAL');
    const withRole = async () =>
      validCreateBody(portal.db, { roles: [{ roleId: principal, organizationId: atl1 }] });
    expect((await as('dan', 'POST', '/v2/admin/users', await withRole())).statusCode).toBe(201);
    const second = await as('dan', 'POST', '/v2/admin/users', await withRole());
    expect(second.statusCode).toBe(409);
    expect(second.json().details.key).toBe('users.errors.singularTaken');
  });

  it('otto reads users but cannot save them', async () => {
    const sam = await userId(portal.db, 'sam.standard@atlas.example');
    const got = await as('otto', 'GET', `/v2/admin/users/${sam}`);
    expect(got.statusCode).toBe(200);
    const put = await as('otto', 'PUT', `/v2/admin/users/${sam}`, {});
    expect(put.statusCode).toBe(403);
  });
});

describe('list', () => {
  it('pages by 10 with a total, searches name, e-mail, serial number and organisation, filters and sorts', async () => {
    const all = (await as('ada', 'GET', '/v2/admin/users')).json<UserList>();
    expect(all.pageSize).toBe(10);
    expect(all.items).toHaveLength(10);
    expect(all.total).toBeGreaterThan(10);
    const names = all.items.map((u) => u.lastName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const search = async (q: string) =>
      (await as('ada', 'GET', `/v2/admin/users?q=${encodeURIComponent(q)}`))
        .json<UserList>()
        .items.map((u) => u.email);
    expect(await search('dan deal')).toEqual(['dan.dealer@atlas.example']);
    expect(await search('STANDARD@atlas')).toEqual(['sam.standard@atlas.example']);
    expect(await search('D200002')).toEqual(['sam.standard@atlas.example']);
    expect(await search('Rheinland')).toEqual(
      expect.arrayContaining(['aria.attest@atlas.example', 'olaf.old@atlas.example']),
    );
    expect(await search('100%_')).toEqual([]);

    const dan = (
      await as('dan', 'GET', '/v2/admin/users?sort=email&order=desc&pageSize=50')
    ).json<UserList>();
    const emails = dan.items.map((u) => u.email);
    expect(emails).toContain('sam.standard@atlas.example');
    expect(emails).not.toContain('aria.attest@atlas.example');
    expect(emails).toEqual([...emails].sort().reverse());

    const inactive = (await as('ada', 'GET', '/v2/admin/users?status=INACTIVE')).json<UserList>();
    expect(inactive.items.every((u) => u.status === 'INACTIVE')).toBe(true);
    const admins = (
      await as('ada', 'GET', '/v2/admin/users?accountType=ADMINISTRATOR&userType=INTERNAL')
    ).json<UserList>();
    expect(admins.items.map((u) => u.email).sort()).toEqual([
      'ada.admin@atlas.example',
      'otto.readonly@atlas.example',
    ]);
    const corvid = (await as('ada', 'GET', '/v2/admin/users?brandId=3')).json<UserList>();
    expect(corvid.items.map((u) => u.email)).toEqual(
      expect.arrayContaining(['cora.corvid@corvid.example']),
    );
    const atl3 = await orgId(portal.db, 'ATL-0003');
    const atLocation = (
      await as('ada', 'GET', `/v2/admin/users?locationId=${atl3}&pageSize=100`)
    ).json<UserList>();
    expect(atLocation.items.map((u) => u.email)).toContain('nils.never@atlas.example');
    expect(atLocation.items.map((u) => u.email)).not.toContain('sam.standard@atlas.example');
  });

  it('walks the whole list with keyset cursors, the same users as the offset pages', async () => {
    const seen: string[] = [];
    let url = '/v2/admin/users?pageSize=4';
    for (let i = 0; i < 20; i++) {
      const page = (await as('ada', 'GET', url)).json<UserList>();
      seen.push(...page.items.map((u) => u.email));
      if (!page.nextCursor) break;
      url = `/v2/admin/users?pageSize=4&after=${page.nextCursor}`;
    }
    const offset = (await as('ada', 'GET', '/v2/admin/users?pageSize=100')).json<UserList>();
    expect(seen).toEqual(offset.items.map((u) => u.email));
    expect((await as('ada', 'GET', '/v2/admin/users?after=bm9wZQ')).statusCode).toBe(400);
  });

  it('gives the choices of the form: only locations in scope, brands marked assignable', async () => {
    const res = await as('dan', 'GET', '/v2/admin/users/options');
    expect(res.statusCode).toBe(200);
    const o = res.json<UserOptions>();
    expect(o.locations.map((l) => l.code).sort()).toEqual(['ATL-0001', 'ATL-0002']);
    expect(o.brands.filter((b) => b.assignable).map((b) => b.id)).toEqual([1]);
    const roles = Object.fromEntries(o.roles.map((r) => [r.name, r.assignable]));
    expect(roles).toMatchObject({
      DOCUMENT_READER: true,
      DEALER_USER_ADMIN: false,
      PORTAL_SUPER_ADMIN: false,
    });
  });
});
