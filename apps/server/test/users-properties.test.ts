// Bad input, generated (fast-check): every write endpoint answers 4xx with a message, never 5xx, and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { CreateUserBody } from '@portal/shared';
import type { TestPortal } from './helpers/setup.js';
import {
  call,
  insertUser,
  orgId,
  roleId,
  snapshot,
  startUsersPortal,
  userId,
  validCreateBody,
  type Call,
  type Persona,
} from './users-support.js';
import { propertyRuns } from './helpers/property-runs.js';

const RUNS = propertyRuns(200);
let portal: TestPortal;
let tokens: Record<Persona, string>;
let base: CreateUserBody;
let targetId: number;
let inactiveId: number;
let foreignId: number;
let foreignOrg: number;

beforeAll(async () => {
  ({ portal, tokens } = await startUsersPortal(['ada', 'dan']));
  base = await validCreateBody(portal.db, { email: 'taken.once@dealer.example' });
  await insertUser(portal.db, { orgCodes: ['ATL-0002'], email: base.email });
  targetId = (await insertUser(portal.db, { orgCodes: ['ATL-0001'], roles: ['DOCUMENT_READER'] }))
    .id;
  inactiveId = (await insertUser(portal.db, { orgCodes: ['ATL-0001'] })).id;
  await portal.db.orm.execute(
    (await import('drizzle-orm'))
      .sql`UPDATE identity SET status = 'INACTIVE', email_verified = true WHERE id = ${inactiveId}`,
  );
  foreignId = await userId(portal.db, 'nils.never@atlas.example');
  foreignOrg = await orgId(portal.db, 'ATL-0003');
});
afterAll(async () => portal?.close());

// ---- Generators of bad values.
const badText = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    12,
    true,
    {},
    [],
    '',
    '   ',
    'x'.repeat(256),
    'a\u0000b',
    'line\u0007bell',
  ),
  fc.string({ minLength: 256, maxLength: 400 }),
);
const badOptionalText = fc.constantFrom<unknown>(12, true, {}, [], 'y'.repeat(300), 'nul\u0000');
const badEmail = fc.oneof(
  fc.constantFrom<unknown>(
    'no-at',
    'a@',
    '@b.example',
    'a b@c.example',
    'a@b',
    `${'e'.repeat(250)}@x.example`,
    7,
    null,
  ),
  fc.string({ maxLength: 30 }).filter((s) => !s.includes('@')),
);
const badPhone = fc.oneof(
  fc.constantFrom<unknown>('abc', '+', '12', '555-CALL-NOW', '++1 555', 42, {}),
  fc
    .string({ minLength: 1, maxLength: 8 })
    .filter((s) => !/^\+?[0-9][0-9 ()./-]{3,28}[0-9]$/.test(s.trim()) && s.trim() !== ''),
);
const badEnum = fc.oneof(
  fc.constantFrom<unknown>(null, 1, [], 'internal', 'ADMIN', ''),
  fc.string({ maxLength: 12 }),
);
const badId = fc.constantFrom<unknown>(
  0,
  -1,
  1.5,
  2 ** 31,
  2 ** 53,
  Number.MAX_SAFE_INTEGER + 2,
  '1',
  null,
  'abc',
  {},
  999_999,
);
const badArray = fc.oneof(
  fc.constantFrom<unknown>(null, 'x', 5, {}),
  fc.array(badId, { minLength: 1, maxLength: 3 }),
);
const junk = fc.jsonValue({ maxDepth: 2 });

type Body = Record<string, unknown>;
/**
 * One change that makes a body bad (schema, business rule, or both). The base bodies are refused
 * too (a taken e-mail address, a stale version), so a change that happens to be harmless still
 * meets a refusal; only required fields are dropped.
 */
function mutations(
  valid: () => Body,
  fields: Record<string, fc.Arbitrary<unknown>>,
  required: readonly string[] = Object.keys(fields),
) {
  const setField = fc
    .constantFrom(...Object.keys(fields))
    .chain((key) => fields[key]!.map((value) => ({ ...valid(), [key]: value })));
  const dropField = fc.constantFrom(...(required.length ? required : [''])).map((key) => {
    const b = valid();
    delete b[key];
    return b;
  });
  const extraField = fc
    .string({ minLength: 1, maxLength: 12 })
    .filter((k) => !(k in valid()))
    .map((k) => ({ ...valid(), [k]: 'surprise' }));
  const notAnObject = fc.oneof(
    fc.constantFrom<unknown>(null, 'text', 1, [], true),
    fc.array(junk, { maxLength: 3 }),
  );
  return fc.oneof(
    { arbitrary: setField, weight: 6 },
    { arbitrary: required.length ? dropField : setField, weight: 2 },
    { arbitrary: extraField, weight: 1 },
    { arbitrary: notAnObject, weight: 1 },
  );
}

const REQUIRED_USER_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'userType',
  'accountType',
  'preferredLanguage',
  'locations',
  'brandIds',
  'regionCodes',
  'roles',
  'permissionSetIds',
  'applicationIds',
  'digitalPermissions',
  'emailPreferences',
];
const userFieldArbs = () => ({
  firstName: badText,
  lastName: badText,
  email: badEmail,
  jobTitle: badOptionalText,
  mobilePhone: badPhone,
  secondaryPhone: badPhone,
  fax: badPhone,
  userType: badEnum,
  accountType: badEnum,
  preferredLanguage: badEnum,
  serialNumber: badOptionalText,
  locations: fc.oneof(
    badArray,
    fc.constant([]),
    fc.constant([{ organizationId: foreignOrg, mode: 'INCLUDE', preferred: true }]),
    badId.map((id) => [{ organizationId: id, mode: 'INCLUDE', preferred: true }]),
    badEnum.map((mode) => [
      { organizationId: base.locations[0]!.organizationId, mode, preferred: true },
    ]),
  ),
  brandIds: fc.oneof(
    badArray,
    fc.constant([]),
    fc.constant([1, 2]),
    fc.constant([1, 1]),
    fc.constant([77]),
  ),
  regionCodes: fc.oneof(
    badArray,
    fc.constant([]),
    fc.constant(['NA', 'APAC']),
    fc.constant(['na']),
    fc.constant(['ZZ']),
  ),
  roles: fc.oneof(
    badArray,
    badId.map((id) => [{ roleId: id, organizationId: null }]),
    badId.map((id) => [{ roleId: base.roles[0]!.roleId, organizationId: id }]),
  ),
  permissionSetIds: badArray,
  applicationIds: badArray,
  digitalPermissions: fc.oneof(
    badArray,
    badEnum.map((x) => [x]),
  ),
  emailPreferences: fc.oneof(
    badArray,
    badEnum.map((x) => [x]),
  ),
});

/**
 * Sends generated bad calls; each must be a 4xx with a message and leave the database as it was.
 * `always` are calls sent on every run before the generated ones, so that a status the test
 * counts on is reached whatever the random seed.
 */
async function expectAllRefused(
  who: Persona,
  calls: fc.Arbitrary<Call>,
  always: readonly Call[] = [],
) {
  const before = await snapshot(portal.db);
  const statuses = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(calls, async (c) => {
      const res = await call(portal, tokens[who], c);
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      expect(
        res.statusCode,
        `${c.method} ${c.url} ${JSON.stringify(c.payload)?.slice(0, 300)} -> ${res.body.slice(0, 200)}`,
      ).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(typeof res.json().message).toBe('string');
      expect(res.json().message.length).toBeGreaterThan(0);
      expect(await snapshot(portal.db)).toBe(before);
    }),
    { numRuns: RUNS + always.length, examples: always.map((c) => [c] as [Call]) },
  );
  return statuses;
}

describe(`bad input, ${RUNS} generated calls per endpoint`, () => {
  it('POST /admin/users', async () => {
    const valid = () => ({ ...base }) as Body;
    const statuses = await expectAllRefused(
      'dan',
      mutations(
        valid,
        { ...userFieldArbs(), email: fc.oneof(badEmail, fc.constant('Taken.Once@dealer.example')) },
        REQUIRED_USER_FIELDS,
      ).map((payload) => ({
        method: 'POST' as const,
        url: '/v2/admin/users',
        payload,
      })),
      // Sent on every run: a bad address (400), and a valid body widened to a brand or a region
      // dan does not hold (a rule refusal, 403).
      [
        { method: 'POST', url: '/v2/admin/users', payload: { ...base, email: 'no-at' } },
        { method: 'POST', url: '/v2/admin/users', payload: { ...base, brandIds: [1, 2] } },
        {
          method: 'POST',
          url: '/v2/admin/users',
          payload: { ...base, regionCodes: ['NA', 'APAC'] },
        },
      ],
    );
    // Rule refusals (403, 409, 422) are reached as well as schema ones (400).
    expect([...statuses.keys()]).toEqual(expect.arrayContaining([400, 403]));
  });

  it('PUT /admin/users/:id', async () => {
    // The base body gives the target another user's address: refused as a duplicate, after every other rule.
    const valid = () => ({ ...base, version: 1 }) as Body;
    const fields = { ...userFieldArbs(), version: fc.oneof(badId, fc.constant(7)) };
    const ids = fc.oneof(
      fc.constant(String(targetId)),
      fc.constantFrom('abc', '0', '-3', '1.5', '99999999999', String(foreignId)),
    );
    await expectAllRefused(
      'dan',
      fc
        .tuple(ids, mutations(valid, fields, [...REQUIRED_USER_FIELDS, 'version']))
        .map(([id, payload]) => ({
          method: 'PUT' as const,
          url: `/v2/admin/users/${id}`,
          payload,
        })),
    );
  });

  it('POST /admin/users/:id/deactivate', async () => {
    const dan = await userId(portal.db, 'dan.dealer@atlas.example');
    const ids = fc.constantFrom(
      String(targetId),
      String(inactiveId),
      String(foreignId),
      String(dan),
      'x',
      '0',
      '2147483648',
    );
    // A stale version: even a good reason for the active target is refused (409).
    const bodies = mutations(
      () => ({ reason: 'leftCompany', version: 42 }),
      {
        reason: badEnum,
        version: fc.oneof(badId, fc.constant(42)),
      },
      ['reason'],
    );
    await expectAllRefused(
      'dan',
      fc.tuple(ids, bodies).map(([id, payload]) => ({
        method: 'POST' as const,
        url: `/v2/admin/users/${id}/deactivate`,
        payload,
      })),
    );
  });

  it('POST /admin/users/:id/reactivate', async () => {
    const ids = fc.constantFrom(
      String(inactiveId),
      String(targetId),
      String(foreignId),
      'abc',
      '-1',
      '1e3',
    );
    const bodies = mutations(
      () => ({ version: 55 }),
      { version: fc.oneof(badId, fc.constant(55)) },
      [],
    );
    await expectAllRefused(
      'dan',
      fc.tuple(ids, bodies).map(([id, payload]) => ({
        method: 'POST' as const,
        url: `/v2/admin/users/${id}/reactivate`,
        payload,
      })),
    );
  });

  it('DELETE /admin/users/:id', async () => {
    const dan = await userId(portal.db, 'dan.dealer@atlas.example');
    const ids = fc.oneof(
      fc.constantFrom(
        String(foreignId),
        String(dan),
        'abc',
        '0',
        '-7',
        '3.14',
        '99999999999999',
        '%00',
        '999999',
        // Spellings Number() would read as the target's id: only plain digits name a user.
        `${targetId}%20`,
        `%20${targetId}`,
        `%2B${targetId}`,
        `0x${targetId.toString(16)}`,
        `${targetId}.0`,
      ),
      fc
        .string({ minLength: 1, maxLength: 8 })
        .filter((s) => !/^\d+$/.test(s))
        .map(encodeURIComponent),
    );
    const queries = fc.oneof(
      fc.constant(''),
      fc.constantFrom('?version=abc', '?version=0', '?version=-1', '?other=1'),
    );
    const targetStale = fc.constant(`${targetId}?version=42`);
    await expectAllRefused(
      'dan',
      fc
        .oneof(
          fc.tuple(ids, queries).map(([id, q]) => `${id}${q}`),
          targetStale,
        )
        .map((path) => ({
          method: 'DELETE' as const,
          url: `/v2/admin/users/${path}`,
        })),
    );
  });

  it('POST /admin/users/:id/verification-email', async () => {
    const ids = fc.oneof(
      fc.constantFrom(String(inactiveId), String(foreignId), 'zero', '0', '2147483648', '999999'),
      fc.integer({ min: 100_000, max: 2_000_000 }).map(String),
    );
    await expectAllRefused(
      'dan',
      ids.map((id) => ({
        method: 'POST' as const,
        url: `/v2/admin/users/${id}/verification-email`,
      })),
    );
  });

  it('POST /admin/users/copy', async () => {
    const valid = () =>
      ({
        sourceUserId: foreignId,
        firstName: 'Co',
        lastName: 'Py',
        email: base.email,
        preferredLanguage: 'en',
      }) as Body;
    // Ada may copy: only bad bodies (or sources that do not exist) are refused.
    const fields = {
      sourceUserId: badId,
      firstName: badText,
      lastName: badText,
      email: fc.oneof(badEmail, fc.constant('sam.standard@atlas.example')),
      jobTitle: badOptionalText,
      mobilePhone: badPhone,
      preferredLanguage: badEnum,
    };
    await expectAllRefused(
      'ada',
      mutations(valid, fields, [
        'sourceUserId',
        'firstName',
        'lastName',
        'email',
        'preferredLanguage',
      ]).map((payload) => ({
        method: 'POST' as const,
        url: '/v2/admin/users/copy',
        payload,
      })),
    );
  });

  it('POST /admin/users/copy-role', async () => {
    // Nobody may assign the super administrator role: the base body is refused (403).
    const superAdmin = await roleId(portal.db, 'PORTAL_SUPER_ADMIN');
    const valid = () => ({ roleIds: [superAdmin], userIds: [targetId], combine: false }) as Body;
    const fields = {
      roleIds: fc.oneof(badArray, fc.constant([]), fc.constant([1, 1])),
      userIds: fc.oneof(
        badArray,
        fc.constant([]),
        fc.constant([targetId, targetId]),
        fc.constant([999_999]),
      ),
      combine: fc.constantFrom<unknown>('yes', 1, null),
    };
    await expectAllRefused(
      'ada',
      mutations(valid, fields).map((payload) => ({
        method: 'POST' as const,
        url: '/v2/admin/users/copy-role',
        payload,
      })),
    );
  });

  it('GET /admin/users and the export with bad queries', async () => {
    const params = fc.oneof(
      fc.constantFrom(
        'page=0',
        'page=-1',
        'page=1.5',
        'page=abc',
        'page=100000',
        'pageSize=0',
        'pageSize=101',
        'pageSize=x',
        'sort=password',
        'order=up',
        'status=GONE',
        'userType=x',
        'accountType=',
        'locationId=abc',
        'brandId=-2',
        'brandId=99999999999',
        `q=${'q'.repeat(256)}`,
        'q=%00',
        'after=!!',
        'after=bm9wZQ',
        'sort=status&after=WyJhIiwxXQ',
        'unknown=1',
        'lang=xx',
      ),
      fc
        .string({ minLength: 1, maxLength: 10 })
        .filter((s) => !/^[\w-]+$/.test(s))
        .map((s) => `after=${encodeURIComponent(s)}`),
    );
    const paths = fc.constantFrom('/v2/admin/users', '/v2/admin/users/export');
    await expectAllRefused(
      'dan',
      fc.tuple(paths, params).map(([path, p]) => ({ method: 'GET' as const, url: `${path}?${p}` })),
    );
  });
});
