// A SCIM PUT or PATCH is one transaction: the user's fields, locations, externalId and activation
// (and a group PATCH's memberships) land together or not at all. Each case forces a failure after
// the editor's update has run (an externalId another user holds, a member outside the scope), then
// checks that nothing changed, and that the same request without the failure does change it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { UserDetail } from '@portal/shared';
import { one } from '../src/db/client.js';
import { insertUser } from './users-support.js';
import {
  auditOfUser,
  entraUser,
  PORTAL,
  registerClient,
  scimWith,
  startScimPortal,
  type ScimPortal,
} from './scim-support.js';

const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

let s: ScimPortal;
/** A client provisioning at two locations, so a PUT can move a user's locations. */
let token: string;
beforeAll(async () => {
  s = await startScimPortal();
  token = (await registerClient(s.portal, s.as, 'Workday', ['ATL-0001', 'ATL-0002'])).token;
});
afterAll(async () => s?.portal.close());

type User = { id: string; userName: string; meta: { version: string }; externalId?: string };

async function created(overrides: Record<string, unknown> = {}) {
  const at = { [PORTAL]: { locations: [{ code: 'ATL-0001', mode: 'INCLUDE', preferred: true }] } };
  const res = await scimWith(s.portal, token, 'POST', '/Users', entraUser({ ...at, ...overrides }));
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json<User>();
}

/** The user as SCIM and the editor show it, and its history length: what must not change. */
async function snapshot(id: string) {
  const scim = (await scimWith(s.portal, token, 'GET', `/Users/${id}`)).json<unknown>();
  const detail = (await s.as('ada', 'GET', `/v2/admin/users/${id}`)).json<UserDetail>();
  const history = await auditOfUser(s.portal, Number(id));
  return { scim, detail, history: history.length };
}

describe('PUT and PATCH are all or nothing', () => {
  it('a PUT refused at its externalId leaves name, title, locations and status as they were', async () => {
    const holder = await created();
    const user = await created();
    const before = await snapshot(user.id);
    const userName = user.userName;
    const body = entraUser({
      userName,
      emails: [{ primary: true, type: 'work', value: userName }],
      externalId: holder.externalId,
      title: 'Workshop lead',
      active: false,
      name: { givenName: 'Renamed', familyName: 'Person' },
      [PORTAL]: {
        locations: [
          { code: 'ATL-0001', mode: 'INCLUDE', preferred: false },
          { code: 'ATL-0002', mode: 'INCLUDE', preferred: true },
        ],
      },
    });
    const refused = await scimWith(s.portal, token, 'PUT', `/Users/${user.id}`, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ scimType: 'uniqueness' });
    expect(await snapshot(user.id)).toEqual(before);

    // The same PUT with an externalId of its own changes every part of it.
    const done = await scimWith(s.portal, token, 'PUT', `/Users/${user.id}`, {
      ...body,
      externalId: `own-${user.id}`,
    });
    expect(done.statusCode).toBe(200);
    const after = await snapshot(user.id);
    expect(after.detail).toMatchObject({
      firstName: 'Renamed',
      jobTitle: 'Workshop lead',
      status: 'INACTIVE',
    });
    expect(after.detail.locations.map((l) => [l.code, l.preferred])).toEqual([
      ['ATL-0001', false],
      ['ATL-0002', true],
    ]);
  });

  it('a PATCH refused at its last operation leaves the earlier ones undone', async () => {
    const holder = await created();
    const user = await created();
    const before = await snapshot(user.id);
    const ops = [
      { op: 'Replace', path: 'title', value: 'Parts lead' },
      { op: 'Replace', path: 'name.familyName', value: 'Patched' },
      { op: 'Replace', path: 'active', value: 'False' },
      { op: 'Replace', path: 'externalId', value: holder.externalId },
    ];
    const refused = await scimWith(s.portal, token, 'PATCH', `/Users/${user.id}`, {
      schemas: [PATCH_OP],
      Operations: ops,
    });
    expect(refused.statusCode).toBe(409);
    expect(await snapshot(user.id)).toEqual(before);

    const done = await scimWith(s.portal, token, 'PATCH', `/Users/${user.id}`, {
      schemas: [PATCH_OP],
      Operations: ops.slice(0, 3),
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      title: 'Parts lead',
      active: false,
      name: { familyName: 'Patched' },
    });
  });

  it('a group PATCH refused at its second member gives the set to neither', async () => {
    const set = (await one<{ id: number }>(
      s.portal.db.orm,
      sql`SELECT id FROM permission_set WHERE name = 'DEALER_STAFF'`,
    ))!;
    const user = await created();
    const { id: outside } = await insertUser(s.portal.db, { orgCodes: ['ATL-0003'] });
    const patch = (members: string[]) =>
      scimWith(s.portal, token, 'PATCH', `/Groups/${set.id}`, {
        schemas: [PATCH_OP],
        Operations: [{ op: 'add', path: 'members', value: members.map((value) => ({ value })) }],
      });
    const refused = await patch([user.id, String(outside)]);
    expect(refused.statusCode).toBe(404);
    const detail = async () =>
      (await s.as('ada', 'GET', `/v2/admin/users/${user.id}`)).json<UserDetail>();
    expect((await detail()).permissionSetIds).toEqual([]);

    expect((await patch([user.id])).statusCode).toBe(200);
    expect((await detail()).permissionSetIds).toEqual([set.id]);
  });
});
