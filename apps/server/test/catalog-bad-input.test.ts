// Bad input, generated: at least 200 bad bodies per write endpoint. Each gets a 4xx with a
// message, never a 5xx, and leaves every catalogue table, the audit and all versions as they were.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CATALOG_LIMITS, GRANTABLE_FEATURES } from '@portal/shared';
import type { TestPortal } from './helpers/setup.js';
import {
  announcementBody,
  applicationBody,
  catalogCounts,
  permissionSetBody,
  securityRoleBody,
  startCatalogPortal,
  type Caller,
} from './catalog-fixtures.js';
import { propertyRuns } from './helpers/property-runs.js';

let portal: TestPortal;
let ada: Caller;
const targets = new Map<string, { id: number; version: number }>();

type Kind =
  | { kind: 'text'; max: number; required: boolean; nullable?: boolean }
  | { kind: 'name' }
  | { kind: 'enum'; values: readonly string[] }
  | { kind: 'ids' }
  | { kind: 'id'; nullable: boolean }
  | { kind: 'codes' }
  | { kind: 'code' }
  | { kind: 'tags' }
  | { kind: 'features' }
  | { kind: 'roleNames' }
  | { kind: 'relations' }
  | { kind: 'bool' }
  | { kind: 'date'; nullable: boolean }
  | { kind: 'url' };

const T = CATALOG_LIMITS.text;
const LONG = CATALOG_LIMITS.longText;
const text = (max: number = T, required = true, nullable = false): Kind => ({
  kind: 'text',
  max,
  required,
  nullable,
});

const notString = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.dictionary(fc.string(), fc.integer()),
  fc.array(fc.integer()),
);
const notArray = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.dictionary(fc.string(), fc.string()),
);
const tooLong = (max: number) =>
  fc.integer({ min: max + 1, max: max + 40 }).map((n) => 'x'.repeat(n));
const withControl = fc.constantFrom('a\u0000b', 'x\u0007', '\u001b[31m', 'nul\u0000');
const badId = fc.oneof(
  fc.constantFrom(0, -1, 1.5, 2_147_483_648, Number.MAX_SAFE_INTEGER),
  fc.integer({ min: 800_000, max: 2_000_000 }),
  fc.string({ maxLength: 5 }),
  fc.constant(null),
);
const tooMany = <T>(item: fc.Arbitrary<T>) => fc.array(item, { minLength: 101, maxLength: 120 });
const known = new Set(['NA', 'EMEA', 'APAC', 'LATAM']);
const unknownCode = fc
  .string({ minLength: 1, maxLength: 6 })
  .filter((s) => !known.has(s.trim()) && s.trim() !== '');

function bad(k: Kind): fc.Arbitrary<unknown> {
  switch (k.kind) {
    case 'text':
      return fc.oneof(
        k.nullable ? fc.oneof(fc.integer(), fc.boolean()) : notString,
        tooLong(k.max),
        withControl,
        ...(k.required ? [fc.constantFrom('', '   ', '\n\t')] : []),
      );
    case 'name':
      return fc.oneof(
        notString,
        fc.constantFrom('', 'has space', 'semi;colon', 'é', 'a/b'),
        tooLong(T),
      );
    case 'enum':
      return fc.oneof(
        notString,
        fc.string().filter((s) => !k.values.includes(s)),
      );
    case 'ids':
      return fc.oneof(
        notArray,
        fc.array(badId, { minLength: 1, maxLength: 3 }),
        tooMany(fc.integer({ min: 1, max: 4 })),
      );
    case 'id':
      return k.nullable ? fc.oneof(fc.constantFrom(0, -3, 2.5, 99, '1'), fc.boolean()) : badId;
    case 'codes':
      return fc.oneof(
        notArray,
        fc.array(fc.oneof(unknownCode, fc.integer(), fc.constant('')), {
          minLength: 1,
          maxLength: 3,
        }),
        tooMany(fc.constant('NA')),
      );
    case 'code':
      return fc.oneof(unknownCode, fc.integer(), fc.constant(''));
    case 'tags':
      return fc.oneof(
        notArray,
        fc.array(fc.oneof(fc.constant(''), tooLong(T), fc.integer(), withControl), {
          minLength: 1,
          maxLength: 3,
        }),
        tooMany(fc.constant('t')),
      );
    case 'features':
      return fc.oneof(
        notArray,
        fc.array(
          fc.string().filter((s) => !GRANTABLE_FEATURES.includes(s)),
          { minLength: 1, maxLength: 3 },
        ),
      );
    case 'roleNames':
      return fc.oneof(
        notArray,
        fc.array(fc.constantFrom('', 'NO_SUCH_ROLE', 'x'.repeat(T + 1)), {
          minLength: 1,
          maxLength: 2,
        }),
      );
    case 'relations':
      return fc.oneof(
        notArray,
        fc.array(
          fc.oneof(
            fc.record({ roleId: badId, relationName: fc.constant('under') }),
            fc.record({
              roleId: fc.constant(1),
              relationName: fc.oneof(fc.constant(''), tooLong(T), fc.integer()),
            }),
            fc.string(),
          ),
          { minLength: 1, maxLength: 2 },
        ),
      );
    case 'bool':
      return fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.constantFrom('true', 0, 1));
    case 'date':
      return fc.oneof(
        k.nullable ? fc.oneof(fc.integer(), fc.boolean()) : notString,
        fc.string({ maxLength: 30 }),
        fc.constantFrom(
          '2026-13-01T00:00:00Z',
          '0000-01-01T00:00:00Z',
          '2026-02-30',
          '2026-01-01 00:00',
          'tomorrow',
          '+020000-01-01T00:00:00Z',
        ),
      );
    case 'url':
      return fc.oneof(
        notString,
        fc.constantFrom(
          '',
          'javascript:alert(1)',
          'data:text/html,x',
          '//host',
          'http://',
          'ftp://a.example',
          'http://a b.example',
          'https://user@',
        ),
        fc.string({ maxLength: 20 }).filter((s) => !/^https?:\/\/[A-Za-z0-9]/i.test(s)),
      );
  }
}

interface WriteEndpoint {
  path: string;
  valid: () => Record<string, unknown>;
  fields: Record<string, Kind>;
  /** Rules across fields (the expiration after the start). */
  extra?: fc.Arbitrary<Record<string, unknown>>;
}

const ENDPOINTS: WriteEndpoint[] = [
  {
    path: '/v2/announcements',
    valid: () => ({ ...announcementBody() }),
    fields: {
      title: text(),
      description: text(LONG, false),
      content: text(CATALOG_LIMITS.content, false),
      language: { kind: 'enum', values: ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'ko', 'zh'] },
      displayLocation: { kind: 'enum', values: ['dealer-home', 'documents', 'support'] },
      priority: { kind: 'enum', values: ['highest', 'medium', 'lowest'] },
      startDate: { kind: 'date', nullable: false },
      expirationDate: { kind: 'date', nullable: true },
      linkUrl: { kind: 'url' },
      roleIds: { kind: 'ids' },
      permissionSetIds: { kind: 'ids' },
      applicationIds: { kind: 'ids' },
      brandIds: { kind: 'ids' },
      regionCodes: { kind: 'codes' },
    },
    extra: fc.integer({ min: 0, max: 400 }).map((d) => ({
      ...announcementBody(),
      startDate: '2026-06-01T00:00:00.000Z',
      expirationDate: new Date(Date.UTC(2026, 5, 1) - d * 86_400_000).toISOString(),
    })),
  },
  {
    path: '/v2/applications',
    valid: () => ({ ...applicationBody() }),
    fields: {
      title: text(),
      displayName: text(),
      description: text(LONG, false),
      link: { kind: 'url' },
      regionCode: { kind: 'code' },
      brandId: { kind: 'id', nullable: true },
      categories: { kind: 'tags' },
      contractCodes: { kind: 'tags' },
      contractTypes: { kind: 'tags' },
      primaryTasks: { kind: 'tags' },
      typicalUsers: { kind: 'tags' },
      views: { kind: 'tags' },
      subTypes: { kind: 'tags' },
      roleIds: { kind: 'ids' },
      features: { kind: 'features' },
      idpUserId: text(T, false, true),
      customRules: text(LONG, false),
    },
  },
  {
    path: '/v2/permission-sets',
    valid: () => ({ ...permissionSetBody() }),
    fields: {
      name: { kind: 'name' },
      displayName: text(),
      roleIds: { kind: 'ids' },
      selectionMode: { kind: 'enum', values: ['SINGLE', 'MULTIPLE'] },
    },
  },
  {
    path: '/v2/security-roles',
    valid: () => ({ ...securityRoleBody() }),
    fields: {
      name: { kind: 'name' },
      displayName: text(),
      activities: { kind: 'features' },
      businessFunctions: { kind: 'tags' },
      expectations: text(LONG, false),
      assignableBy: { kind: 'roleNames' },
      parents: { kind: 'relations' },
      children: { kind: 'relations' },
      feedId: text(T, false, true),
      singular: { kind: 'bool' },
      excludeFromCopyUser: { kind: 'bool' },
      excludeFromFeeds: { kind: 'bool' },
    },
  },
];

/** Bodies that are bad in one way each: not an object, a field missing, or one field wrong. */
function badBodies(e: WriteEndpoint, withVersion: boolean): fc.Arbitrary<unknown> {
  const names = Object.keys(e.fields);
  const version = () => (withVersion ? { version: targets.get(e.path)!.version } : {});
  const options: fc.Arbitrary<unknown>[] = [
    fc.oneof(fc.constant(null), fc.integer(), fc.string(), fc.array(fc.integer()), fc.boolean()),
    fc.constantFrom(...names).map((name) => {
      const body: Record<string, unknown> = { ...e.valid(), ...version() };
      delete body[name];
      return body;
    }),
    fc
      .constantFrom(...names)
      .chain((name) =>
        bad(e.fields[name]!).map((value) => ({ ...e.valid(), ...version(), [name]: value })),
      ),
  ];
  if (e.extra) options.push(e.extra.map((b) => ({ ...b, ...version() })));
  if (withVersion)
    options.push(
      fc
        .oneof(fc.constant(undefined), fc.constantFrom(0, -1, 'x', 1.5, null))
        .map((v) => ({ ...e.valid(), version: v })),
    );
  return fc.oneof(...options);
}

beforeAll(async () => {
  ({ portal, ada } = await startCatalogPortal('ada'));
  for (const e of ENDPOINTS) {
    const res = await ada.post(e.path, e.valid());
    expect(res.statusCode, res.body).toBe(201);
    targets.set(e.path, res.json());
  }
});
afterAll(async () => portal?.close());

async function expectRefused(
  send: () => Promise<{ statusCode: number; body: string }>,
  label: string,
) {
  const before = await catalogCounts(portal);
  const res = await send();
  expect(res.statusCode, `${label}: ${res.body}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${label}: ${res.body}`).toBeLessThan(500);
  const message = (JSON.parse(res.body) as { message?: unknown }).message;
  expect(typeof message === 'string' && message.length > 0, label).toBe(true);
  expect(await catalogCounts(portal), label).toEqual(before);
}

const RUNS = propertyRuns(200);

describe.each(ENDPOINTS)('$path', (e) => {
  it(`POST refuses ${RUNS} generated bad bodies`, async () => {
    await fc.assert(
      fc.asyncProperty(badBodies(e, false), async (body) => {
        await expectRefused(
          () => ada.post(e.path, body),
          JSON.stringify(body)?.slice(0, 300) ?? '',
        );
      }),
      { numRuns: RUNS },
    );
  });

  it(`PUT refuses ${RUNS} generated bad bodies`, async () => {
    const { id } = targets.get(e.path)!;
    await fc.assert(
      fc.asyncProperty(badBodies(e, true), async (body) => {
        await expectRefused(
          () => ada.put(`${e.path}/${id}`, body),
          JSON.stringify(body)?.slice(0, 300) ?? '',
        );
      }),
      { numRuns: RUNS },
    );
  });

  it('refuses bad ids in the path and query with 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.constantFrom('0', '-1', '1.5', '99999999999', 'abc', '%00', '1e3'),
          fc.stringMatching(/^[^/?#]{1,12}$/).filter((s) => !/^[1-9][0-9]*$/.test(s)),
        ),
        async (segment) => {
          const path = `${e.path}/${encodeURIComponent(segment)}`;
          for (const res of [
            await ada.get(path),
            await ada.delete(`${path}?version=x`),
            await ada.put(path, e.valid()),
          ]) {
            expect(res.statusCode, `${path}: ${res.body}`).toBeGreaterThanOrEqual(400);
            expect(res.statusCode, `${path}: ${res.body}`).toBeLessThan(500);
          }
        },
      ),
      { numRuns: propertyRuns(50) },
    );
  });
});

it('refuses bad list queries with 4xx', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...ENDPOINTS.map((e) => e.path)),
      fc.constantFrom('page', 'pageSize', 'sort', 'order', 'search', 'lastDays', 'from'),
      fc.oneof(
        fc.constantFrom('0', '-1', 'x', '1000000000', 'DROP', '\u0000'),
        fc.string({ minLength: 256, maxLength: 300 }),
      ),
      async (path, key, value) => {
        const res = await ada.get(`${path}?${key}=${encodeURIComponent(value)}`);
        expect(res.statusCode, `${path}?${key}=${value.slice(0, 20)}: ${res.body}`).toBeLessThan(
          500,
        );
        if (key !== 'search' && key !== 'lastDays' && key !== 'from')
          expect(res.statusCode).toBe(400);
      },
    ),
    { numRuns: propertyRuns(200) },
  );
});
