// Security role administration through the API: activities drive users' features, relations stay
// acyclic, renames follow into assignable-by lists, roles in use are kept, changes are audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { SecurityRole, UserAccessData } from '@portal/shared';
import type { TestPortal } from './helpers/setup.js';
import {
  auditOf,
  callerFor,
  catalogCounts,
  roleId,
  securityRoleBody,
  startCatalogPortal,
  type Caller,
} from './catalog-fixtures.js';

let portal: TestPortal;
let ada: Caller;

beforeAll(async () => {
  ({ portal, ada } = await startCatalogPortal('ada'));
});
afterAll(async () => portal?.close());

async function create(over: Parameters<typeof securityRoleBody>[0] = {}): Promise<SecurityRole> {
  const res = await ada.post('/v2/security-roles', securityRoleBody(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<SecurityRole>();
}

async function update(role: SecurityRole, over: Parameters<typeof securityRoleBody>[0]) {
  return ada.put(`/v2/security-roles/${role.id}`, {
    ...securityRoleBody({
      name: role.name,
      displayName: role.displayName,
      activities: role.activities,
      assignableBy: role.assignableBy,
      parents: role.parents.map((p) => ({ roleId: p.id, relationName: p.relationName })),
      children: role.children.map((c) => ({ roleId: c.id, relationName: c.relationName })),
      ...over,
    }),
    version: role.version,
  });
}

describe('security roles', () => {
  it('creates a role with every field and reads it back', async () => {
    const parent = await create();
    const r = await create({
      displayName: 'Fleet manager',
      activities: ['documents:view', 'admin:announcements:read'],
      businessFunctions: ['Service', 'Fleet'],
      expectations: 'Keeps the fleet data current.',
      assignableBy: ['PORTAL_SUPER_ADMIN'],
      parents: [{ roleId: parent.id, relationName: 'reports to' }],
      feedId: 'feed-fleet',
      singular: true,
      excludeFromCopyUser: true,
      excludeFromFeeds: true,
    });
    expect(r).toMatchObject({
      displayName: 'Fleet manager',
      activities: ['documents:view', 'admin:announcements:read'],
      businessFunctions: ['Service', 'Fleet'],
      assignableBy: ['PORTAL_SUPER_ADMIN'],
      parents: [{ id: parent.id, name: parent.name, relationName: 'reports to' }],
      children: [],
      feedId: 'feed-fleet',
      singular: true,
      excludeFromCopyUser: true,
      excludeFromFeeds: true,
      userCount: 0,
      version: 1,
    });
    const parentNow = (await ada.get(`/v2/security-roles/${parent.id}`)).json<SecurityRole>();
    expect(parentNow.children).toEqual([
      { id: r.id, name: r.name, displayName: 'Fleet manager', relationName: 'reports to' },
    ]);
  });

  it('refuses activities that are not grantable features', async () => {
    for (const activity of ['serialNumber:present', 'admin:everything', '']) {
      const res = await ada.post(
        '/v2/security-roles',
        securityRoleBody({ activities: [activity] }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/Unknown activity|Value is required/);
    }
  });

  it('refuses a duplicate name in any case with 409', async () => {
    const r = await create();
    const res = await ada.post(
      '/v2/security-roles',
      securityRoleBody({ name: r.name.toLowerCase() }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('exists already');
  });

  it('refuses relations that make a cycle, and a role related to itself', async () => {
    const first = await create();
    const b = await create({ parents: [{ roleId: first.id, relationName: 'under' }] });
    const c = await create({ parents: [{ roleId: b.id, relationName: 'under' }] });
    // b's creation changed a's children: a has a new version, the first one is stale.
    expect((await update(first, { displayName: 'stale' })).statusCode).toBe(409);
    const a = (await ada.get(`/v2/security-roles/${first.id}`)).json<SecurityRole>();
    expect(a.version).toBe(2);
    const before = await catalogCounts(portal);
    const cycle = await update(a, { parents: [{ roleId: c.id, relationName: 'under' }] });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().message).toBe(
      `These relations would make a cycle: ${a.name} → ${b.name} → ${c.name} → ${a.name}.`,
    );
    const self = await update(a, { children: [{ roleId: a.id, relationName: 'self' }] });
    expect(self.statusCode).toBe(400);
    const both = await create().then((d) =>
      update(d, {
        parents: [{ roleId: a.id, relationName: 'x' }],
        children: [{ roleId: a.id, relationName: 'y' }],
      }),
    );
    expect(both.statusCode).toBe(400);
    const after = await catalogCounts(portal);
    expect(after.security_role_relation).toBe(before.security_role_relation);
    const fine = await update(c, {
      children: [{ roleId: (await create()).id, relationName: 'leads' }],
    });
    expect(fine.statusCode).toBe(200);
  });

  it('changes the features of its users on their next access-data call', async () => {
    const role = (
      await ada.get(`/v2/security-roles/${await roleId(portal, 'EMPLOYEE')}`)
    ).json<SecurityRole>();
    const ivy = await callerFor(portal, 'ivy');
    const features = async () =>
      (await ivy.get('/v2/user/ui-access-data')).json<UserAccessData>().features;
    expect(await features()).not.toContain('admin:announcements:read');
    const res = await update(role, {
      activities: [...role.activities, 'admin:announcements:read'],
      businessFunctions: ['General'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await features()).toContain('admin:announcements:read');
    expect((await ivy.get('/v2/announcements')).statusCode).toBe(200);
    const back = await update(res.json<SecurityRole>(), {
      activities: role.activities,
      businessFunctions: ['General'],
    });
    expect(back.statusCode).toBe(200);
    expect(await features()).not.toContain('admin:announcements:read');
    expect((await ivy.get('/v2/announcements')).statusCode).toBe(403);
  });

  it('follows a rename into other roles assignable-by lists, and drops it on deletion', async () => {
    const boss = await create();
    const clerk = await create({ assignableBy: [boss.name, 'PORTAL_SUPER_ADMIN'] });
    const renamed = await update(boss, { name: `${boss.name}_NEW` });
    expect(renamed.statusCode).toBe(200);
    const clerkNow = (await ada.get(`/v2/security-roles/${clerk.id}`)).json<SecurityRole>();
    expect(clerkNow.assignableBy).toEqual([`${boss.name}_NEW`, 'PORTAL_SUPER_ADMIN']);
    expect(clerkNow.version).toBe(2);
    expect((await ada.delete(`/v2/security-roles/${boss.id}`)).statusCode).toBe(204);
    const clerkLater = (await ada.get(`/v2/security-roles/${clerk.id}`)).json<SecurityRole>();
    expect(clerkLater.assignableBy).toEqual(['PORTAL_SUPER_ADMIN']);
    const audit = await auditOf(portal, 'security_role', clerk.id);
    expect(audit.filter((r) => r.field === 'assignableBy').map((r) => r.new_value)).toEqual([
      `PORTAL_SUPER_ADMIN, ${boss.name}`,
      `PORTAL_SUPER_ADMIN, ${boss.name}_NEW`,
      'PORTAL_SUPER_ADMIN',
    ]);
  });

  it('refuses unknown assignable-by roles and relation roles', async () => {
    const res = await ada.post('/v2/security-roles', securityRoleBody({ assignableBy: ['NOPE'] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Unknown security roles: NOPE.');
    const rel = await ada.post(
      '/v2/security-roles',
      securityRoleBody({ children: [{ roleId: 999999, relationName: 'x' }] }),
    );
    expect(rel.statusCode).toBe(400);
  });

  it('keeps a role that users hold (409) and deletes an unused one with its audit', async () => {
    const held = await roleId(portal, 'DOCUMENT_READER');
    const res = await ada.delete(`/v2/security-roles/${held}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/still assigned to users \(\d+\)/);
    const r = await create();
    expect((await ada.delete(`/v2/security-roles/${r.id}?version=1`)).statusCode).toBe(204);
    const audit = await auditOf(portal, 'security_role', r.id);
    expect(audit.find((a) => a.operation === 'DELETE' && a.field === 'name')).toMatchObject({
      old_value: r.name,
      new_value: null,
    });
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const r = await create();
    expect((await update(r, { displayName: 'First' })).statusCode).toBe(200);
    const before = await catalogCounts(portal);
    const stale = await update(r, { displayName: 'Second' });
    expect(stale.statusCode).toBe(409);
    expect(await catalogCounts(portal)).toEqual(before);
  });

  it('counts holders through permission sets too and sorts by them', async () => {
    const list = await ada.get('/v2/security-roles?sort=userCount&order=desc&pageSize=3');
    const items = list.json<{ items: { userCount: number }[] }>().items;
    expect(items.map((i) => i.userCount)).toEqual(
      [...items.map((i) => i.userCount)].sort((a, b) => b - a),
    );
    const row = await portal.db.orm.execute(
      sql`SELECT count(*)::int AS n FROM identity_security_role WHERE security_role_id = ${await roleId(portal, 'DOCUMENT_READER')}`,
    );
    const reader = (
      await ada.get(`/v2/security-roles/${await roleId(portal, 'DOCUMENT_READER')}`)
    ).json<SecurityRole>();
    expect(reader.userCount).toBe((row.rows[0] as { n: number }).n);
  });
});
