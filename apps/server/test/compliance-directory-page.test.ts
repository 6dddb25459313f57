// GET /v2/admin/directory-data/{context}/locations: the manage-directory page's paged call — pages
// that add up to the whole list, the search and the attention filter on the server, the delegated
// scope, the features, and bad queries refused with a 4xx that changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { requiresAttention, type DirectoryLocation, type DirectoryPage } from '@portal/shared';
import type { TestPortal } from './helpers/setup.js';
import { startUsersPortal, type As } from './users-support.js';
import { complianceSnapshot } from './compliance-support.js';

let portal: TestPortal;
let as: As;
beforeAll(async () => {
  ({ portal, as } = await startUsersPortal(['ada', 'aria', 'rita', 'otto', 'sam', 'pat']));
});
afterAll(async () => portal?.close());

const BASE = '/v2/admin/directory-data';
const BRANDS = 'brandIds=1,2,3,4';
const page = async (who: 'ada' | 'aria' | 'rita' | 'otto', context: string, query: string) => {
  const res = await as(who, 'GET', `${BASE}/${context}/locations?${BRANDS}&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DirectoryPage;
};
const whole = async (who: 'ada' | 'aria' | 'rita', context: string) =>
  (await as(who, 'GET', `${BASE}/${context}?${BRANDS}`)).json() as DirectoryLocation[];

describe('paging', () => {
  it.each(['SINGULAR_ROLES', 'DEALER_LOCATION'])(
    '%s: the pages together are the whole list, in order',
    async (context) => {
      const all = await whole('ada', context);
      expect(all.length).toBeGreaterThan(2);
      const seen: DirectoryLocation[] = [];
      for (let p = 1; p <= Math.ceil(all.length / 2); p++) {
        const answer = await page('ada', context, `page=${p}&pageSize=2`);
        expect(answer.total).toBe(all.length);
        expect(answer.page).toBe(p);
        expect(answer.items.length).toBeLessThanOrEqual(2);
        seen.push(...answer.items);
      }
      expect(seen).toEqual(all);
      const past = await page('ada', context, `page=${all.length + 1}&pageSize=2`);
      expect(past).toMatchObject({ items: [], total: all.length });
    },
  );

  it('defaults to the first page of ten', async () => {
    const answer = await page('ada', 'SINGULAR_ROLES', '');
    expect(answer).toMatchObject({ page: 1, pageSize: 10 });
    expect(answer.items.length).toBe(Math.min(10, answer.total));
  });
});

describe('search and attention', () => {
  it('names every location with its code, so that no two read alike, and finds it by code', async () => {
    const all = await whole('ada', 'DEALER_LOCATION');
    for (const l of all) expect(l.locationName).toMatch(/\([A-Z]+-\d+\)$/);
    expect(new Set(all.map((l) => l.locationName)).size).toBe(all.length);
    const code = /\(([^()]+)\)$/.exec(all[0]!.locationName)![1]!;
    const answer = await page('ada', 'DEALER_LOCATION', `text=${code.toLowerCase()}`);
    expect(answer.items.map((l) => l.id)).toEqual([all[0]!.id]);
  });

  it('matches the text in the name or city, any case, and counts only the matches', async () => {
    const all = await whole('ada', 'DEALER_LOCATION');
    const target = all[all.length - 1]!;
    const word = target.locationName.split(/[ ()]/).find((w) => w.length > 3)!;
    const expected = all.filter((l) => l.locationName.toLowerCase().includes(word.toLowerCase()));
    const answer = await page(
      'ada',
      'DEALER_LOCATION',
      `text=${encodeURIComponent(word.toUpperCase())}&pageSize=100`,
    );
    expect(answer.items).toEqual(expected);
    expect(answer.total).toBe(expected.length);
    expect((await page('ada', 'DEALER_LOCATION', 'text=%25%25_nothing')).total).toBe(0);
  });

  it('attention=true keeps exactly the locations with an item lacking a holder', async () => {
    for (const context of ['SINGULAR_ROLES', 'DEALER_LOCATION']) {
      const expected = (await whole('ada', context)).filter(requiresAttention);
      expect(expected.length).toBeGreaterThan(0);
      const answer = await page('ada', context, 'attention=true&pageSize=100');
      expect(answer.items).toEqual(expected);
      expect(answer.total).toBe(expected.length);
    }
  });
});

describe('scope and features', () => {
  it.each(['aria', 'rita'] as const)('%s sees only the locations she manages', async (who) => {
    const mine = await whole(who, 'DEALER_LOCATION');
    const answer = await page(who, 'DEALER_LOCATION', 'pageSize=100');
    expect(answer.items).toEqual(mine);
    expect(answer.total).toBeLessThan((await page('ada', 'DEALER_LOCATION', 'pageSize=100')).total);
  });

  it('a reader without edit rights may list (otto); users without the feature get 403', async () => {
    expect((await page('otto', 'SINGULAR_ROLES', '')).total).toBeGreaterThanOrEqual(0);
    for (const who of ['sam', 'pat'] as const) {
      const res = await as(who, 'GET', `${BASE}/SINGULAR_ROLES/locations`);
      expect(res.statusCode).toBe(403);
      expect(res.json().details?.key).toBe('errors.accessDenied');
    }
  });

  it('an unknown context is not a list (4xx), and the old path stays the whole list', async () => {
    const res = await as('ada', 'GET', `${BASE}/NOPE/locations`);
    expect([400, 404]).toContain(res.statusCode);
    expect(Array.isArray((await as('ada', 'GET', `${BASE}/SINGULAR_ROLES`)).json())).toBe(true);
  });
});

describe('bad queries', () => {
  const bad = fc.oneof(
    fc.record({ page: fc.constantFrom('0', '-1', '1.5', '1e2', ' 1', 'x', '100001') }),
    fc.record({ pageSize: fc.constantFrom('0', '101', 'ten', '') }),
    fc.record({ attention: fc.constantFrom('yes', '1', 'TRUE', '') }),
    fc.record({ text: fc.constantFrom('a'.repeat(256), 'tab\u0000null') }),
    fc.record({ brandIds: fc.constantFrom('a', '0', '1,,x', '-1') }),
  );
  it('each is a 4xx with a message and changes nothing', async () => {
    const before = await complianceSnapshot(portal.db);
    await fc.assert(
      fc.asyncProperty(bad, async (q) => {
        const url = `${BASE}/SINGULAR_ROLES/locations?${new URLSearchParams(q as Record<string, string>)}`;
        const res = await as('ada', 'GET', url);
        expect(res.statusCode, `${url} -> ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(res.json().message.length).toBeGreaterThan(0);
      }),
      {
        numRuns: 40,
        examples: [
          [{ page: '0' }],
          [{ pageSize: '101' }],
          [{ attention: 'yes' }],
          [{ text: 'a'.repeat(256) }],
          [{ brandIds: 'a' }],
        ],
      },
    );
    expect(await complianceSnapshot(portal.db)).toBe(before);
  });
});
