// The filter grammar, property-based: generated filters answered by SQL equal the same filters
// evaluated in memory (scim2-parse-filter's evaluator) over the same users as SCIM shows them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { filter as evaluate, parse } from 'scim2-parse-filter';
import { entraUser, ENTERPRISE, startScimPortal, type ScimPortal } from './scim-support.js';

let s: ScimPortal;
/** Every user the client sees, as SCIM shows them, strings lower-cased (caseExact false). */
let visible: Record<string, unknown>[] = [];

const lower = (v: unknown): unknown =>
  typeof v === 'string'
    ? v.toLowerCase()
    : Array.isArray(v)
      ? v.map(lower)
      : v && typeof v === 'object'
        ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, lower(x)]))
        : v;

const PEOPLE = [
  ['Anna', 'Berg', 'Parts Advisor', '+49 30 5550 1111', true],
  ['Bert', 'Anders', null, '+1 614 555 0100', true],
  ['Carla', 'Sue', 'Service Lead', null, false],
  ['dora', 'berger', 'parts lead', '+44 20 5550 9999', true],
  ['Emil', 'Zed', null, null, false],
] as const;

beforeAll(async () => {
  s = await startScimPortal();
  for (const [given, family, title, mobile, active] of PEOPLE) {
    const res = await s.scim(
      'POST',
      '/Users',
      entraUser({
        userName: `${given}.${family}@Filter-Test.example`,
        name: { givenName: given, familyName: family },
        title: title ?? undefined,
        phoneNumbers: mobile ? [{ type: 'mobile', value: mobile }] : [],
        active,
      }),
    );
    if (res.statusCode !== 201) throw new Error(res.body);
  }
  const all = await s.scim('GET', '/Users?count=1000');
  visible = all
    .json<{ Resources: Record<string, unknown>[] }>()
    .Resources.map((r) => lower(r) as Record<string, unknown>);
});
afterAll(async () => s?.portal.close());

const q = (v: string) => JSON.stringify(v);
const word = fc.constantFrom(
  'a',
  'e',
  'an',
  'berg',
  'sue',
  'parts',
  '@filter-test',
  '.example',
  '+49',
  '555',
  'lead',
  'zz',
  '',
);
const stringAttr = fc.constantFrom(
  'userName',
  'name.givenName',
  'name.familyName',
  'title',
  'emails.value',
  'phoneNumbers.value',
  `${ENTERPRISE}:employeeNumber`,
);
const op = fc.constantFrom('eq', 'ne', 'co', 'sw', 'ew', 'gt', 'ge', 'lt', 'le');

const leaf = fc.oneof(
  fc.tuple(stringAttr, op, word).map(([a, o, w]) => `${a} ${o} ${q(w)}`),
  stringAttr.map((a) => `${a} pr`),
  fc.boolean().map((b) => `active eq ${b}`),
  fc
    .tuple(fc.constantFrom('mobile', 'work', 'fax'), fc.constantFrom('co', 'sw'), word)
    .map(([t, o, w]) => `phoneNumbers[type eq ${q(t)} and value ${o} ${q(w)}]`),
);

const { expr } = fc.letrec<{ expr: string }>((tie) => ({
  expr: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc
      .tuple(tie('expr'), fc.constantFrom('and', 'or'), tie('expr'))
      .map(([a, o, b]) => `(${a}) ${o} (${b})`),
    fc.tuple(tie('expr'), fc.constantFrom('and', 'or'), leaf).map(([a, o, b]) => `${a} ${o} ${b}`),
    tie('expr').map((a) => `not (${a})`),
  ),
}));

describe('filter grammar', () => {
  it('answers every generated filter exactly as the in-memory evaluation', async () => {
    expect(visible.length).toBeGreaterThanOrEqual(PEOPLE.length);
    await fc.assert(
      fc.asyncProperty(expr, async (f) => {
        const expected = visible
          .filter(evaluate(parse(f.toLowerCase())))
          .map((r) => r.id)
          .sort();
        const res = await s.scim('GET', `/Users?count=1000&filter=${encodeURIComponent(f)}`);
        expect(res.statusCode, `${f}: ${res.body}`).toBe(200);
        const got = res
          .json<{ Resources: { id: string }[] }>()
          .Resources.map((r) => r.id)
          .sort();
        expect(got, f).toEqual(expected);
      }),
      { numRuns: 80 },
    );
  });

  it('RFC 7644 examples that apply answer 200, sorted and paged', async () => {
    const examples = [
      'userName Eq "anna.berg@filter-test.example"',
      'name.familyName co "berg"',
      'userName sw "A"',
      'title pr',
      'title pr and active eq true',
      'emails[type eq "work" and value co "@filter-test.example"]',
      'meta.lastModified gt "2011-05-13T04:42:34Z"',
      'not (title pr)',
      'userType eq "EXTERNAL"'.replace(
        'userType',
        'urn:ietf:params:scim:schemas:extension:atlas:2.0:User:userType',
      ),
    ];
    for (const f of examples) {
      const res = await s.scim('GET', `/Users?filter=${encodeURIComponent(f)}`);
      expect(res.statusCode, f).toBe(200);
    }
    const sorted = await s.scim(
      'GET',
      `/Users?filter=${encodeURIComponent('userName ew "@filter-test.example"')}&sortBy=name.familyName&sortOrder=descending&startIndex=2&count=2`,
    );
    const page = sorted.json<{
      totalResults: number;
      startIndex: number;
      itemsPerPage: number;
      Resources: { name: { familyName: string } }[];
    }>();
    expect(page).toMatchObject({ totalResults: 5, startIndex: 2, itemsPerPage: 2 });
    expect(page.Resources.map((r) => r.name.familyName)).toEqual(['Sue', 'berger']);
    const search = await s.scim('POST', '/Users/.search', {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:SearchRequest'],
      filter: 'name.givenName eq "bert"',
      attributes: ['userName', 'name.givenName'],
      count: 10,
    });
    expect(search.statusCode).toBe(200);
    expect(search.json<{ Resources: unknown[] }>().Resources).toEqual([
      {
        schemas: expect.any(Array),
        id: expect.any(String),
        userName: 'Bert.Anders@Filter-Test.example',
        name: { givenName: 'Bert' },
      },
    ]);
    const excluded = await s.scim(
      'GET',
      `/Users?filter=${encodeURIComponent('name.givenName eq "bert"')}&excludedAttributes=emails,meta`,
    );
    const r = excluded.json<{ Resources: Record<string, unknown>[] }>().Resources[0]!;
    expect(r).not.toHaveProperty('emails');
    expect(r).not.toHaveProperty('meta');
    expect(r).toHaveProperty('userName');
  });
});
