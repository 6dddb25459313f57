// Announcement administration through the API: lists, date ranges, sanitised content, versions,
// validation messages, audit entries, definitions and collections.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Announcement, AnnouncementSummary, CatalogPage } from '@portal/shared';
import type { TestPortal } from './helpers/setup.js';
import {
  announcementBody,
  auditOf,
  callerFor,
  catalogCounts,
  roleId,
  startCatalogPortal,
  unique,
  type Caller,
} from './catalog-fixtures.js';

let portal: TestPortal;
let ada: Caller;
let otto: Caller;

beforeAll(async () => {
  ({ portal, ada, otto } = await startCatalogPortal('ada', 'otto'));
});
afterAll(async () => portal?.close());

async function create(over: Parameters<typeof announcementBody>[0] = {}): Promise<Announcement> {
  const res = await ada.post('/v2/announcements', announcementBody(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Announcement>();
}

const page = async (who: Caller, query: string) => {
  const res = await who.get(`/v2/announcements?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CatalogPage<AnnouncementSummary>>();
};

const DAY = 86_400_000;
const daysFromNow = (n: number) => new Date(Date.now() + n * DAY).toISOString();

describe('announcements', () => {
  it('creates with targeting, reads it back and lists it for a reader', async () => {
    const role = await roleId(portal, 'DOCUMENT_READER');
    const a = await create({ brandIds: [1, 2], regionCodes: ['NA'], roleIds: [role] });
    expect(a).toMatchObject({
      version: 1,
      modifiedBy: 'ada.admin@atlas.example',
      brands: [
        { id: 1, name: 'Atlas' },
        { id: 2, name: 'Atlas Portable Power' },
      ],
      regions: [{ code: 'NA', name: 'North America' }],
      roles: [{ id: role, name: 'Document reader' }],
    });
    const read = await otto.get(`/v2/announcements/${a.id}`);
    expect(read.json()).toEqual(a);
    const found = await page(otto, `search=${encodeURIComponent(a.title)}`);
    expect(found.total).toBe(1);
    expect(found.items[0]).toMatchObject({ id: a.id, title: a.title });
  });

  it('pages on the server: total, page and page size', async () => {
    const tag = unique('paged');
    for (let i = 0; i < 12; i++) await create({ title: `${tag} ${String(i).padStart(2, '0')}` });
    const first = await page(ada, `search=${tag}&sort=title&order=asc&pageSize=10&page=1`);
    const second = await page(ada, `search=${tag}&sort=title&order=asc&pageSize=10&page=2`);
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(first.items).toHaveLength(10);
    expect(second.items.map((i) => i.title)).toEqual([`${tag} 10`, `${tag} 11`]);
    const desc = await page(ada, `search=${tag}&sort=title&order=desc`);
    expect(desc.items[0]!.title).toBe(`${tag} 11`);
  });

  it('orders by priority, then alphabetically by title', async () => {
    const tag = unique('prio');
    await create({ title: `${tag} b`, priority: 'lowest' });
    await create({ title: `${tag} c`, priority: 'highest' });
    await create({ title: `${tag} a`, priority: 'highest' });
    await create({ title: `${tag} d`, priority: 'medium' });
    const list = await page(ada, `search=${tag}&sort=priority&order=asc`);
    expect(list.items.map((i) => i.title)).toEqual([
      `${tag} a`,
      `${tag} c`,
      `${tag} d`,
      `${tag} b`,
    ]);
  });

  it('takes search wildcards literally', async () => {
    const tag = unique('wild');
    await create({ title: `${tag} 100% sure` });
    await create({ title: `${tag} 100 sure` });
    expect((await page(ada, `search=${encodeURIComponent(`${tag} 100%`)}`)).total).toBe(1);
  });

  it('filters by date range: custom, last N days, next N days', async () => {
    const tag = unique('range');
    const past = await create({
      title: `${tag} past`,
      startDate: daysFromNow(-20),
      expirationDate: daysFromNow(-10),
    });
    const now = await create({
      title: `${tag} now`,
      startDate: daysFromNow(-1),
      expirationDate: null,
    });
    const soon = await create({
      title: `${tag} soon`,
      startDate: daysFromNow(5),
      expirationDate: daysFromNow(9),
    });
    const ids = async (q: string) =>
      (await page(ada, `search=${tag}&${q}`)).items.map((i) => i.id).sort();
    expect(await ids('lastDays=15')).toEqual([past.id, now.id].sort());
    expect(await ids('lastDays=5')).toEqual([now.id]);
    expect(await ids('nextDays=7')).toEqual([now.id, soon.id].sort());
    expect(await ids('nextDays=2')).toEqual([now.id]);
    const from = encodeURIComponent(daysFromNow(-30));
    const to = encodeURIComponent(daysFromNow(-15));
    expect(await ids(`from=${from}&to=${to}`)).toEqual([past.id]);
    const both = await ada.get(`/v2/announcements?lastDays=3&nextDays=3`);
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toMatch(/one date range/i);
  });

  it('stores and serves content without scripts, event handlers or javascript: links', async () => {
    const a = await create({
      content:
        '<p onclick="steal()">Hi <script>alert(1)</script><a href="javascript:alert(2)">x</a>' +
        '<a href="https://atlas.example" onmouseover="y()">ok</a><img src=x onerror=alert(3)></p>',
    });
    const expected =
      '<p>Hi x<a href="https://atlas.example" rel="noopener noreferrer nofollow" target="_blank">ok</a></p>';
    expect(a.content).toBe(expected);
    expect((await ada.get(`/v2/announcements/${a.id}`)).json().content).toBe(expected);
    const [row] = (
      await portal.db.orm.execute(sql`SELECT content FROM announcement WHERE id = ${a.id}`)
    ).rows as { content: string }[];
    expect(row!.content).toBe(expected);
  });

  it('keeps named entities as their characters', async () => {
    const a = await create({ content: '<p>Caf&eacute; &mdash; 5&euro; &amp; &lt;b&gt;</p>' });
    expect(a.content).toBe('<p>Café — 5€ &amp; &lt;b&gt;</p>');
  });

  it('refuses content that sanitises to more than the field allows with 400, stores nothing', async () => {
    const before = (await page(ada, 'page=1')).total;
    // 20,000 ampersands are 100,000 characters once escaped: twice the 50,000 allowed.
    const res = await ada.post(
      '/v2/announcements',
      announcementBody({ content: '&'.repeat(20_000) }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'The maximum length allowed is 50000 (content)',
    });
    expect((await page(ada, 'page=1')).total).toBe(before);
  });

  it('updates with the current version and refuses a stale one with 409', async () => {
    const a = await create();
    const body = announcementBody({ title: `${a.title} v2`, priority: 'highest', brandIds: [4] });
    const ok = await ada.put(`/v2/announcements/${a.id}`, { ...body, version: 1 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ version: 2, priority: 'highest', brands: [{ id: 4 }] });
    const before = await catalogCounts(portal);
    const stale = await ada.put(`/v2/announcements/${a.id}`, {
      ...body,
      title: 'lost',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ details: { key: 'catalog:errors.versionConflict' } });
    expect(stale.json().message).toMatch(/changed this announcement/);
    expect(await catalogCounts(portal)).toEqual(before);
    const staleDelete = await ada.delete(`/v2/announcements/${a.id}?version=1`);
    expect(staleDelete.statusCode).toBe(409);
    expect((await ada.delete(`/v2/announcements/${a.id}?version=2`)).statusCode).toBe(204);
    expect((await ada.get(`/v2/announcements/${a.id}`)).statusCode).toBe(404);
    expect((await ada.put(`/v2/announcements/${a.id}`, { ...body, version: 2 })).statusCode).toBe(
      404,
    );
  });

  it('audits creation, each changed field and deletion in the same transaction', async () => {
    const a = await create({ title: unique('Audited') });
    await ada.put(`/v2/announcements/${a.id}`, {
      ...announcementBody({ title: a.title, priority: 'lowest', brandIds: [1, 3] }),
      version: 1,
    });
    await ada.delete(`/v2/announcements/${a.id}`);
    const rows = await auditOf(portal, 'announcement', a.id);
    const created = rows.filter((r) => r.operation === 'CREATE');
    expect(created.find((r) => r.field === 'title')).toMatchObject({
      old_value: null,
      new_value: a.title,
    });
    const updated = rows.filter((r) => r.operation === 'UPDATE');
    expect(updated.map((r) => r.field).sort()).toEqual(['brands', 'priority']);
    expect(updated.find((r) => r.field === 'priority')).toMatchObject({
      old_value: 'medium',
      new_value: 'lowest',
      changed_by: 'ada.admin@atlas.example',
    });
    expect(updated.find((r) => r.field === 'brands')).toMatchObject({
      old_value: 'Atlas',
      new_value: 'Atlas, Corvid',
    });
    const deleted = rows.filter((r) => r.operation === 'DELETE');
    expect(deleted.find((r) => r.field === 'title')).toMatchObject({
      old_value: a.title,
      new_value: null,
    });
  });

  it('answers the spec messages for bad input', async () => {
    const cases: [object, RegExp][] = [
      [{ title: '' }, /^Value is required \(title\)/],
      [{ title: 'x'.repeat(256) }, /^The maximum length allowed is 255 \(title\)/],
      [{ linkUrl: 'not a url' }, /^Value is not a valid URL \(linkUrl\)/],
      [{ linkUrl: 'javascript:alert(1)' }, /^Value is not a valid URL/],
      [
        { expirationDate: '2025-01-01T00:00:00.000Z' },
        /^The expiration date must be after the start date/,
      ],
      [
        { brandIds: Array.from({ length: 101 }, (_, i) => i + 1) },
        /^Maximum of 100 options selected/,
      ],
      [{ priority: 'urgent' }, /^Choose one of the offered values \(priority\)/],
    ];
    for (const [over, message] of cases) {
      const res = await ada.post('/v2/announcements', { ...announcementBody(), ...over });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const unknown = await ada.post('/v2/announcements', announcementBody({ roleIds: [999999] }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unknown security roles: 999999.');
  });

  it('offers the editor its definitions', async () => {
    const res = await otto.get('/v2/announcements/definitions');
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d.priorities).toEqual(['highest', 'medium', 'lowest']);
    expect(d.displayLocations).toContain('dealer-home');
    expect(d.languages).toHaveLength(9);
    expect(d.brands.map((b: { id: number }) => b.id)).toEqual([1, 2, 3, 4]);
    expect(d.regions.map((r: { code: string }) => r.code).sort()).toEqual([
      'APAC',
      'EMEA',
      'LATAM',
      'NA',
    ]);
    expect(d.roles.some((r: { name: string }) => r.name === 'DOCUMENT_READER')).toBe(true);
    expect(d.permissionSets.some((r: { name: string }) => r.name === 'DEALER_STAFF')).toBe(true);
  });

  it('reads a collection by ids, in the order asked, leaving unknown ids out', async () => {
    const a = await create();
    const b = await create();
    const res = await otto.get(`/v2/announcements/collection/${b.id},999999,${a.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((x: Announcement) => x.id)).toEqual([b.id, a.id]);
    expect((await otto.get('/v2/announcements/collection/1;DROP')).statusCode).toBe(400);
  });

  it('reaches the users it targets on their home page (GET /v2/user/notifications)', async () => {
    const a = await create({
      brandIds: [1],
      startDate: daysFromNow(-1),
      expirationDate: daysFromNow(5),
    });
    const shown = async (who: 'sam' | 'ivy' | 'cora', brands: string) => {
      const res = await (
        await callerFor(portal, who)
      ).get(`/v2/user/notifications?displayLocationCode=dealer-home&brands=${brands}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ id: number; description: string | null }[]>().find((n) => n.id === a.id);
    };
    expect(await shown('sam', '1')).toMatchObject({ id: a.id, description: null });
    expect(await shown('ivy', '1,2')).toMatchObject({ id: a.id, description: 'Internal note' });
    expect(await shown('cora', '3')).toBeUndefined();
  });
});
