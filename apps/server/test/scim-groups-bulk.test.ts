// SCIM Groups (permission sets, membership through the user editor) and Bulk with failures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { UserDetail } from '@portal/shared';
import { one } from '../src/db/client.js';
import { insertUser } from './users-support.js';
import {
  auditOfUser,
  ENTERPRISE,
  entraUser,
  PORTAL,
  startScimPortal,
  type ScimPortal,
} from './scim-support.js';

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

  it('neighbouring creates answer in order, and none runs after failOnErrors is reached', async () => {
    const taken = [entraUser(), entraUser(), entraUser()];
    for (const t of taken) await s.scim('POST', '/Users', t);
    const fresh = Array.from({ length: 9 }, () => entraUser());
    // Errors at 2, 5 and 6 (1-based): with failOnErrors 3 the answer ends at the sixth.
    const data = [fresh[0], taken[0], fresh[1], fresh[2], taken[1], taken[2], ...fresh.slice(3)];
    const res = await s.scim('POST', '/Bulk', {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:BulkRequest'],
      failOnErrors: 3,
      Operations: data.map((d, k) => ({
        method: 'POST',
        path: '/Users',
        bulkId: `p${k}`,
        data: d,
      })),
    });
    const ops = res.json<{ Operations: { status: string; bulkId: string }[] }>().Operations;
    expect(ops.map((o) => `${o.bulkId}:${o.status}`)).toEqual([
      'p0:201',
      'p1:409',
      'p2:201',
      'p3:201',
      'p4:409',
      'p5:409',
    ]);
    const found = async (u: { userName: string }) =>
      (
        await s.scim('GET', `/Users?filter=${encodeURIComponent(`userName eq "${u.userName}"`)}`)
      ).json<{
        totalResults: number;
      }>().totalResults;
    expect(await Promise.all(fresh.map(found))).toEqual([1, 1, 1, 0, 0, 0, 0, 0, 0]);
  });

  it('creates written together leave what a single POST leaves: user, history, event, mail, externalId', async () => {
    const single = entraUser();
    const posted = (await s.scim('POST', '/Users', single)).json<{ id: string }>();
    const batch = [entraUser(), entraUser({ [PORTAL]: { locations: [{ code: 'NOPE-1' }] } })];
    batch.push(entraUser());
    const res = await s.scim('POST', '/Bulk', {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:BulkRequest'],
      Operations: batch.map((d, k) => ({
        method: 'POST',
        path: '/Users',
        bulkId: `w${k}`,
        data: d,
      })),
    });
    const ops = res.json<{
      Operations: { status: string; location?: string; response?: { detail?: string } }[];
    }>().Operations;
    expect(ops.map((o) => o.status)).toEqual(['201', '400', '201']);
    expect(ops[1]!.response?.detail).toContain('NOPE-1');
    // The last of the batch (an index slip would show there).
    const id = ops[2]!.location!.split('/').pop()!;
    const shape = async (userId: string) => {
      const u = (await s.scim('GET', `/Users/${userId}`)).json<Record<string, unknown>>();
      // What differs between two users by design: ids, names, addresses, serial numbers, times.
      const {
        id: _i,
        userName: _u,
        externalId,
        meta: _m,
        name: _n,
        emails: _e,
        displayName: _d,
        ...rest
      } = u;
      (rest[ENTERPRISE] as Record<string, unknown>).employeeNumber = undefined;
      const mails = await one<{ n: number }>(
        s.portal.db.orm,
        sql`SELECT count(*)::int AS n FROM email_outbox WHERE to_address = ${u.userName as string}`,
      );
      const events = await one<{ list: string }>(
        s.portal.db.orm,
        sql`SELECT string_agg(event_type, ',' ORDER BY id) AS list FROM integration_event
          WHERE entity_type = 'user' AND entity_id = ${userId}`,
      );
      const history = (await auditOfUser(s.portal, Number(userId))).map(
        (a) => `${a.operation}:${a.field}:${a.changed_by}`,
      );
      return {
        rest,
        hasExternalId: typeof externalId === 'string',
        mails: mails!.n,
        events: events!.list,
        history,
      };
    };
    const [a, b] = [await shape(posted.id), await shape(id)];
    expect(b).toEqual(a);
    expect(b.mails).toBe(1);
    expect(b.hasExternalId).toBe(true);
    expect(b.history.length).toBeGreaterThan(3);
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
