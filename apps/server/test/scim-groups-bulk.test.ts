// SCIM Groups (permission sets, membership through the user editor) and Bulk with failures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { UserDetail } from '@portal/shared';
import { one } from '../src/db/client.js';
import { insertUser } from './users-support.js';
import { auditOfUser, entraUser, startScimPortal, type ScimPortal } from './scim-support.js';

let s: ScimPortal;
let staffSet: { id: number; display_name: string };
beforeAll(async () => {
  s = await startScimPortal();
  staffSet = (await one<{ id: number; display_name: string }>(
    s.portal.db.orm,
    sql`SELECT id, display_name FROM permission_set WHERE name = 'DEALER_STAFF'`,
  ))!;
});
afterAll(async () => s?.portal.close());

const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
type Group = { id: string; displayName: string; members: { value: string }[] };

async function newUser() {
  const res = await s.scim('POST', '/Users', entraUser());
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json<{ id: string }>().id;
}

describe('Groups are permission sets', () => {
  it("lists the sets whose roles the client may assign; Entra's displayName probe finds one", async () => {
    const all = await s.scim('GET', '/Groups?excludedAttributes=members');
    const names = all.json<{ Resources: Group[] }>().Resources.map((g) => g.displayName);
    expect(names).toContain(staffSet.display_name);
    const single = await one<{ display_name: string }>(
      s.portal.db.orm,
      sql`SELECT display_name FROM permission_set WHERE name = 'DEALER_LEADERSHIP'`,
    );
    expect(names).not.toContain(single!.display_name);
    const probe = await s.scim(
      'GET',
      `/Groups?filter=${encodeURIComponent(`displayName eq "${staffSet.display_name.toUpperCase()}"`)}`,
    );
    expect(probe.json()).toMatchObject({
      totalResults: 1,
      Resources: [{ id: String(staffSet.id) }],
    });
    const bad = await s.scim('GET', `/Groups?filter=${encodeURIComponent('owner eq "x"')}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ scimType: 'invalidFilter' });
  });

  it('adding a member gives the user the set through the editor (audit by the client); removing takes it', async () => {
    const id = await newUser();
    const add = await s.scim('PATCH', `/Groups/${staffSet.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Add', path: 'members', value: [{ value: id }] }],
    });
    expect(add.statusCode).toBe(200);
    expect(add.json<Group>().members.map((m) => m.value)).toContain(id);
    const detail = (await s.as('ada', 'GET', `/v2/admin/users/${id}`)).json<UserDetail>();
    expect(detail.permissionSetIds).toEqual([staffSet.id]);
    const audit = await auditOfUser(s.portal, Number(id));
    expect(audit.find((a) => a.field === 'permissionSets')).toMatchObject({
      changed_by: 'scim:Entra',
    });

    const remove = await s.scim('PATCH', `/Groups/${staffSet.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'remove', path: `members[value eq "${id}"]` }],
    });
    expect(remove.statusCode).toBe(200);
    expect(remove.json<Group>().members.map((m) => m.value)).not.toContain(id);
  });

  it('a member outside the scope is a 404; creating or renaming a group is refused', async () => {
    const { id: other } = await insertUser(s.portal.db, { orgCodes: ['ATL-0002'] });
    const res = await s.scim('PATCH', `/Groups/${staffSet.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'add', path: 'members', value: [{ value: String(other) }] }],
    });
    expect(res.statusCode).toBe(404);
    expect((await s.scim('POST', '/Groups', { displayName: 'New' })).statusCode).toBe(403);
    const rename = await s.scim('PATCH', `/Groups/${staffSet.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', path: 'displayName', value: 'Renamed' }],
    });
    expect(rename.statusCode).toBe(400);
    expect(rename.json()).toMatchObject({ scimType: 'mutability' });
  });
});

describe('Bulk', () => {
  it('runs operations in order with bulkId references; a failure is reported and the rest go on', async () => {
    const first = entraUser();
    const res = await s.scim('POST', '/Bulk', {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:BulkRequest'],
      Operations: [
        { method: 'POST', path: '/Users', bulkId: 'u1', data: first },
        { method: 'POST', path: '/Users', bulkId: 'dup', data: { ...first, externalId: 'x' } },
        {
          method: 'PATCH',
          path: `/Groups/${staffSet.id}`,
          data: {
            schemas: [PATCH_OP],
            Operations: [{ op: 'add', path: 'members', value: [{ value: 'bulkId:u1' }] }],
          },
        },
        {
          method: 'PATCH',
          path: '/Users/bulkId:u1',
          data: {
            schemas: [PATCH_OP],
            Operations: [{ op: 'replace', path: 'title', value: 'Bulk' }],
          },
        },
        { method: 'DELETE', path: '/Users/bulkId:nope' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const ops = res.json<{
      Operations: {
        status: string;
        bulkId?: string;
        location?: string;
        response?: { scimType?: string };
      }[];
    }>().Operations;
    expect(ops.map((o) => o.status)).toEqual(['201', '409', '200', '200', '409']);
    expect(ops[1]!.response).toMatchObject({ scimType: 'uniqueness' });
    const id = ops[0]!.location!.split('/').pop()!;
    const user = await s.scim('GET', `/Users/${id}`);
    expect(user.json()).toMatchObject({ title: 'Bulk', userName: first.userName });
    const group = (await s.scim('GET', `/Groups/${staffSet.id}`)).json<Group>();
    expect(group.members.map((m) => m.value)).toContain(id);
  });

  it('failOnErrors stops after that many errors; the limits are stated', async () => {
    const taken = entraUser();
    await s.scim('POST', '/Users', taken);
    const res = await s.scim('POST', '/Bulk', {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:BulkRequest'],
      failOnErrors: 1,
      Operations: [
        { method: 'POST', path: '/Users', bulkId: 'a', data: taken },
        { method: 'POST', path: '/Users', bulkId: 'b', data: entraUser() },
      ],
    });
    expect(res.json<{ Operations: unknown[] }>().Operations).toHaveLength(1);
    const config = (await s.scim('GET', '/ServiceProviderConfig')).json();
    expect(config).toMatchObject({
      bulk: { supported: true, maxOperations: 10000, maxPayloadSize: 16777216 },
    });
  });
});
