// Edit history: every change path leaves audit entries and (for users) an outbox event in the same
// transaction; the history search answers with names and old/new values, within the scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type {
  AuditPage,
  AuditRowItem,
  IntegrationEventPage,
  ResyncResult,
  UserDetail,
} from '@portal/shared';
import { rows } from '../src/db/client.js';
import { runInactivityJob } from '../src/jobs/inactivity.js';
import type { TestPortal } from './helpers/setup.js';
import { permissionSetBody } from './catalog-fixtures.js';
import {
  insertUser,
  orgId,
  roleId,
  startUsersPortal,
  userId,
  validCreateBody,
  type As,
} from './users-support.js';

let portal: TestPortal;
let as: As;
let samToken: string;
beforeAll(async () => {
  let tokens: Record<string, string>;
  ({ portal, as, tokens } = await startUsersPortal(['ada', 'dan', 'otto', 'sam']));
  samToken = tokens.sam!;
});
/** Sam changes a field of his own profile (PATCH /v2/user). */
const samPatch = (field: string, value: string) =>
  portal.app.inject({
    method: 'PATCH',
    url: '/v2/user',
    headers: { authorization: `Bearer ${samToken}` },
    payload: { field, value },
  });
afterAll(async () => portal?.close());

const SAM = 'sam.standard@atlas.example';

async function eventsOf(entityType: string, id: number) {
  return rows<{ event_type: string; changed_by: string | null }>(
    portal.db.orm,
    sql`SELECT event_type, changed_by FROM integration_event
      WHERE entity_type = ${entityType} AND entity_id = ${String(id)} ORDER BY created_at, id`,
  );
}
const search = async (who: 'ada' | 'otto' | 'dan', query: string) => {
  const res = await as(who, 'GET', `/v2/admin/audit/users?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AuditPage>();
};

describe('every change path leaves audit entries and an event', () => {
  it('users admin: create, update, deactivate, reactivate, delete', async () => {
    const body = await validCreateBody(portal.db);
    const created = await as('dan', 'POST', '/v2/admin/users', body);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    const detail = (await as('dan', 'GET', `/v2/admin/users/${id}`)).json<UserDetail>();
    const put = await as('dan', 'PUT', `/v2/admin/users/${id}`, {
      ...body,
      jobTitle: 'Service Lead',
      version: detail.version,
    });
    expect(put.statusCode, put.body).toBe(200);
    const off = await as('dan', 'POST', `/v2/admin/users/${id}/deactivate`, { reason: 'other' });
    expect(off.statusCode, off.body).toBe(200);
    expect((await as('dan', 'POST', `/v2/admin/users/${id}/reactivate`, {})).statusCode).toBe(200);
    expect((await as('dan', 'DELETE', `/v2/admin/users/${id}`)).statusCode).toBe(204);
    const ops = await rows<{ operation: string }>(
      portal.db.orm,
      sql`SELECT DISTINCT operation FROM audit_entry WHERE entity_type = 'identity' AND entity_id = ${String(id)}`,
    );
    expect(ops.map((o) => o.operation).sort()).toEqual(
      ['CREATE', 'DEACTIVATE', 'DELETE', 'REACTIVATE', 'UPDATE', 'VERIFICATION_SENT'].sort(),
    );
    expect((await eventsOf('user', id)).map((e) => e.event_type)).toEqual([
      'user.created',
      'user.changed',
      'user.deactivated',
      'user.changed',
      'user.deleted',
    ]);
    // The deleted user's history is still found by name, with dan as the author.
    const page = await search('ada', `q=${encodeURIComponent(body.email)}&operation=DELETE`);
    expect(page.items[0]).toMatchObject({
      entityId: id,
      entityName: 'Nina Newcomer',
      changedByName: 'Dan Dealer',
    });
  });

  it('catalogue: creating and changing a permission set is audited (no event downstream)', async () => {
    const body = permissionSetBody();
    const res = await as('ada', 'POST', '/v2/permission-sets', body);
    expect(res.statusCode, res.body).toBe(201);
    const { id, version } = res.json<{ id: number; version: number }>();
    const put = await as('ada', 'PUT', `/v2/permission-sets/${id}`, {
      ...body,
      displayName: 'Changed display name',
      version,
    });
    expect(put.statusCode, put.body).toBe(200);
    const list = await rows<{ operation: string; field: string | null; new_value: string | null }>(
      portal.db.orm,
      sql`SELECT operation, field, new_value FROM audit_entry
        WHERE entity_type = 'permission_set' AND entity_id = ${String(id)} ORDER BY id`,
    );
    expect(list).toContainEqual({
      operation: 'UPDATE',
      field: 'displayName',
      new_value: 'Changed display name',
    });
    expect(list.some((l) => l.operation === 'CREATE')).toBe(true);
    expect(await eventsOf('permission_set', id)).toEqual([]);
  });

  it('preferences: the user changing their own job title is audited and sent downstream', async () => {
    const id = await userId(portal.db, SAM);
    const res = await samPatch('jobTitle', 'Lead Technician');
    expect(res.statusCode, res.body).toBe(204);
    const page = await search('otto', 'q=D200002');
    expect(page.items[0]).toMatchObject({
      entityId: id,
      entityName: 'Sam Standard',
      serialNumber: 'D200002',
      field: 'jobTitle',
      oldValue: 'Service Technician',
      newValue: 'Lead Technician',
      changedByName: 'Sam Standard',
      organizationName: 'Buckeye Heavy Equipment',
    });
    expect((await eventsOf('user', id)).at(-1)).toEqual({
      event_type: 'user.changed',
      changed_by: SAM,
    });
  });

  it('jobs: the inactivity job audits each deactivation as the job', async () => {
    const target = await insertUser(portal.db, { orgCodes: ['ATL-0002'] });
    await portal.db.orm.execute(
      sql`UPDATE identity SET created_at = now() - interval '400 days', last_login_at = now() - interval '200 days' WHERE id = ${target.id}`,
    );
    expect(await runInactivityJob(portal.db)).toBeGreaterThanOrEqual(1);
    const page = await search('ada', `entityId=${target.id}`);
    expect(page.items.map((i) => [i.operation, i.field, i.newValue, i.changedBy])).toEqual(
      expect.arrayContaining([
        ['DEACTIVATE', 'status', 'INACTIVE', 'system:inactivity-job'],
        ['DEACTIVATE', 'deactivationReason', 'inactivity', 'system:inactivity-job'],
      ]),
    );
    expect((await eventsOf('user', target.id)).map((e) => e.event_type)).toEqual([
      'user.deactivated',
    ]);
  });
});

describe('history search', () => {
  it('shows ada as the author of a change to sam, with location and role names', async () => {
    const id = await userId(portal.db, SAM);
    const atl1 = await orgId(portal.db, 'ATL-0001');
    const atl2 = await orgId(portal.db, 'ATL-0002');
    const detail = (await as('ada', 'GET', `/v2/admin/users/${id}`)).json<UserDetail>();
    const res = await as('ada', 'PUT', `/v2/admin/users/${id}`, {
      ...(await validCreateBody(portal.db)),
      firstName: detail.firstName,
      lastName: detail.lastName,
      email: detail.email,
      jobTitle: 'Field Engineer',
      serialNumber: detail.serialNumber,
      locations: [
        { organizationId: atl1, mode: 'INCLUDE', preferred: true },
        { organizationId: atl2, mode: 'INCLUDE', preferred: false },
      ],
      roles: [{ roleId: await roleId(portal.db, 'SERVICE_MANAGER'), organizationId: atl2 }],
      version: detail.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = await search('otto', 'q=d200002&changedBy=ada&sortBy=field&sortType=asc');
    const byField = new Map(page.items.map((i) => [i.field, i]));
    expect(byField.get('jobTitle')).toMatchObject({
      oldValue: 'Lead Technician',
      newValue: 'Field Engineer',
      changedBy: 'ada.admin@atlas.example',
      changedByName: 'Ada Admin',
    });
    expect(byField.get('locations')?.newValue).toContain('Miami Valley Machinery');
    expect(byField.get('roles')?.newValue).toBe('Service manager @ Miami Valley Machinery');
    expect(byField.get('roles')?.oldValue).toContain('Document reader');
    // The items of list values, for the web's formatter: codes with names, modes as codes.
    const item = (code: string, name: string | null) => ({ code, name });
    expect(byField.get('roles')?.newItems).toEqual([
      {
        ...item('SERVICE_MANAGER', 'Service manager'),
        location: item('ATL-0002', 'Miami Valley Machinery'),
      },
    ]);
    expect(byField.get('locations')?.newItems).toEqual([
      { ...item('ATL-0001', expect.any(String)), mode: 'include', preferred: true },
      { ...item('ATL-0002', 'Miami Valley Machinery'), mode: 'include', preferred: false },
    ]);
    expect(byField.get('jobTitle')?.newItems).toBeNull();
    // The user's own history tab gives the same names and items.
    const tab = await as('ada', 'GET', `/v2/admin/users/${id}/history?pageSize=100`);
    const entries = tab.json<{ items: AuditRowItem[] }>().items;
    const roles = entries.find(
      (e) => e.field === 'roles' && e.changedBy === 'ada.admin@atlas.example',
    );
    expect(roles).toMatchObject({
      newValue: 'Service manager @ Miami Valley Machinery',
      newItems: byField.get('roles')?.newItems,
    });
    // Sorted by field, ascending, then newest first.
    const fields = page.items.map((i) => i.field ?? '');
    expect(fields).toEqual([...fields].sort());
  });

  it("a user's creation: one stored row, shown as one entry per field with ids of their own", async () => {
    const body = await validCreateBody(portal.db);
    const created = await as('dan', 'POST', '/v2/admin/users', body);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    const stored = await rows<{ n: number }>(
      portal.db.orm,
      sql`SELECT count(*)::int AS n FROM audit_entry
        WHERE entity_type = 'identity' AND entity_id = ${String(id)} AND operation = 'CREATE'`,
    );
    expect(stored[0]!.n).toBe(1);
    const res = await as('dan', 'GET', `/v2/admin/users/${id}/history?pageSize=100`);
    expect(res.statusCode, res.body).toBe(200);
    const h = res.json<{
      items: { id: number; operation: string; field: string }[];
      total: number;
    }>();
    const creation = h.items.filter((i) => i.operation === 'CREATE');
    expect(creation.map((i) => i.field)).toEqual(
      expect.arrayContaining(['email', 'firstName', 'lastName', 'locations', 'roles']),
    );
    expect(h.total).toBe(h.items.length);
    const ids = h.items.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    // The history search shows and counts the same entries.
    const page = await search(
      'ada',
      `q=${encodeURIComponent(body.email)}&operation=CREATE&pageSize=100`,
    );
    expect(page.total).toBe(creation.length);
    expect(page.items.map((i) => i.id)).toEqual(creation.map((i) => i.id));
  });

  it('pages with a total and filters by date range and operation', async () => {
    const all = await search('ada', 'pageSize=5');
    expect(all.items).toHaveLength(5);
    expect(all.total).toBeGreaterThan(5);
    const second = await search('ada', 'pageSize=5&page=2');
    expect(second.items[0]!.id).not.toBe(all.items[0]!.id);
    expect((await search('ada', 'to=2000-01-01')).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const deletes = await search('ada', `from=${today}&to=${today}&operation=DELETE`);
    expect(deletes.total).toBeGreaterThan(0);
    expect(deletes.items.every((i) => i.operation === 'DELETE')).toBe(true);
  });

  it('exports the filtered history as formula-safe CSV', async () => {
    const id = await userId(portal.db, SAM);
    await samPatch('jobTitle', '=HYPERLINK("x")');
    const res = await as('otto', 'GET', `/v2/admin/audit/users/export?entityId=${id}&lang=de`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toContain('"Geändert von"');
    expect(res.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect(res.body).not.toMatch(/(^|,)"=/m);
  });

  it('force resync: audited with the caller, an event with the current state', async () => {
    const id = await userId(portal.db, SAM);
    const res = await as('ada', 'POST', `/v2/admin/audit/users/${id}/resync`);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<ResyncResult>();
    expect(result.eventType).toBe('user.resynced');
    const page = await search('otto', `entityId=${id}&operation=RESYNC`);
    expect(page.items[0]).toMatchObject({ changedByName: 'Ada Admin', operation: 'RESYNC' });
    const [event] = await rows<{ payload: { email: string; roles: { name: string }[] } | string }>(
      portal.db.orm,
      sql`SELECT payload FROM integration_event WHERE id = ${result.eventId}::uuid`,
    );
    const payload =
      typeof event!.payload === 'string' ? JSON.parse(event!.payload) : event!.payload;
    expect(payload.email).toBe(SAM);
    const events = await as(
      'ada',
      'GET',
      `/v2/admin/integration-events?entityType=user&entityId=${id}`,
    );
    expect(events.statusCode, events.body).toBe(200);
    expect(events.json<IntegrationEventPage>().items[0]).toMatchObject({
      id: result.eventId,
      eventType: 'user.resynced',
      changedByName: 'Ada Admin',
      deliveries: { pending: 0, delivered: 0, failed: 0 },
    });
    expect(await as('ada', 'POST', '/v2/admin/audit/users/999999/resync')).toMatchObject({
      statusCode: 404,
    });
  });

  it('leaves roles flagged exclude-from-feeds out of the events', async () => {
    const id = await userId(portal.db, SAM);
    await portal.db.orm.execute(
      sql`UPDATE security_role SET exclude_from_feeds = true WHERE name = 'SERVICE_MANAGER'`,
    );
    const res = await as('ada', 'POST', `/v2/admin/audit/users/${id}/resync`);
    const { eventId } = res.json<ResyncResult>();
    const [event] = await rows<{ payload: { roles: { name: string }[] } | string }>(
      portal.db.orm,
      sql`SELECT payload FROM integration_event WHERE id = ${eventId}::uuid`,
    );
    const payload =
      typeof event!.payload === 'string' ? JSON.parse(event!.payload) : event!.payload;
    expect(payload.roles.map((r: { name: string }) => r.name)).not.toContain('SERVICE_MANAGER');
    await portal.db.orm.execute(
      sql`UPDATE security_role SET exclude_from_feeds = false WHERE name = 'SERVICE_MANAGER'`,
    );
  });
});
