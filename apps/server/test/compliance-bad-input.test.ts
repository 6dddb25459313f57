// Bad input, generated: bodies and query strings of every compliance call that are wrong in shape,
// type, range or meaning get a 4xx with a message, never a 5xx, and change nothing. The cases that
// reach the services (unknown ids, a location outside the scope, a bad password) are given as
// `examples`, so every run sends them whatever the draw.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { TestPortal } from './helpers/setup.js';
import { insertUser, startUsersPortal, type As } from './users-support.js';
import { complianceSnapshot, configId, ldapBody, typeId } from './compliance-support.js';
import { propertyRuns } from './helpers/property-runs.js';

let portal: TestPortal;
let as: As;
let ctx: { config: number; org: number; otherOrg: number; type: number; user: number };
beforeAll(async () => {
  ({ portal, as } = await startUsersPortal(['rita', 'pat']));
  const atl4 = await configId(portal.db, 'ATL-0004', 'DEALER_LOCATION');
  const atl1 = await configId(portal.db, 'ATL-0001', 'DEALER_LOCATION');
  ctx = {
    config: atl4.configId,
    org: atl4.orgId,
    otherOrg: atl1.orgId,
    type: await typeId(portal.db, 'DEALER_LOCATION', 'PARTS_MANAGER'),
    user: (await insertUser(portal.db, { orgCodes: ['ATL-0001'] })).id,
  };
});
afterAll(async () => portal?.close());

const RUNS = propertyRuns(60);
const junk = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.anything(), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.anything(), { maxKeys: 4 }),
);
const badText = fc.oneof(
  junk.filter((v) => typeof v !== 'string'),
  fc.constantFrom('', 'a\u0000b', '\ud800x', 'x'.repeat(256)),
);
const badId = fc.oneof(
  fc.constantFrom(0, -1, 1.5, 2_147_483_648, '7', null),
  junk.filter((v) => typeof v !== 'number'),
);

async function expectRefused(
  who: 'rita' | 'pat',
  method: 'POST' | 'PUT',
  url: string,
  body: unknown,
) {
  const res = await as(who, method, url, body);
  expect(res.statusCode, `${JSON.stringify(body)} -> ${res.body}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode).toBeLessThan(500);
  expect(typeof res.json().message).toBe('string');
}

describe('bad bodies never reach the database and never fail with 5xx', () => {
  it('POST /v2/user/migrate/ldap', async () => {
    const before = await complianceSnapshot(portal.db);
    const good = ldapBody();
    const body = fc.oneof(
      junk,
      fc.record({
        password: badText,
        securityQuestion: fc.constant(good.securityQuestion),
        securityAnswer: fc.constant(good.securityAnswer),
      }),
      fc.record({
        password: fc.constant(good.password),
        securityQuestion: badText,
        securityAnswer: fc.constant(good.securityAnswer),
      }),
      fc.record({
        password: fc.constant(good.password),
        securityQuestion: fc.constant(good.securityQuestion),
        securityAnswer: badText,
      }),
    );
    await fc.assert(
      fc.asyncProperty(body, (b) => expectRefused('pat', 'POST', '/v2/user/migrate/ldap', b)),
      {
        numRuns: RUNS,
        examples: [
          [ldapBody({ password: 'password' })],
          [ldapBody({ password: 'Pat12345!' })],
          [ldapBody({ password: 'Tractor12' })],
          [ldapBody({ securityQuestion: 'Who are you?' })],
          [{ ...good, extra: true }],
        ],
      },
    );
    expect(await complianceSnapshot(portal.db)).toBe(before);
  });

  it('PUT /v2/admin/attestation-review/deactivate', async () => {
    const before = await complianceSnapshot(portal.db);
    const body = fc.oneof(
      junk,
      fc.record({ identityIds: fc.oneof(junk, fc.array(badId, { minLength: 1, maxLength: 3 })) }),
    );
    await fc.assert(
      fc.asyncProperty(body, (b) =>
        expectRefused('rita', 'PUT', '/v2/admin/attestation-review/deactivate', b),
      ),
      {
        numRuns: RUNS,
        examples: [
          [{ identityIds: [ctx.user] }],
          [{ identityIds: [2_000_000] }],
          [{ identityIds: [] }],
          [{ identityIds: Array.from({ length: 1000 }, (_, i) => i + 1) }],
        ],
      },
    );
    expect(await complianceSnapshot(portal.db)).toBe(before);
  });

  it('POST /v2/admin/directory-data/{context}/selections', async () => {
    const before = await complianceSnapshot(portal.db);
    const selection = fc.record({
      directoryDataTypeId: fc.oneof(badId, fc.constant(ctx.type)),
      identityId: fc.oneof(
        badId.filter((v) => v !== 0),
        fc.constant(-5),
      ),
    });
    const body = fc.oneof(
      junk,
      fc.record({
        directoryDataConfigurationId: fc.oneof(badId, fc.constant(ctx.config)),
        organizationId: fc.oneof(badId, fc.constant(ctx.org)),
        selections: fc.oneof(junk, fc.array(selection, { maxLength: 3 })),
      }),
    );
    const url = '/v2/admin/directory-data/DEALER_LOCATION/selections';
    const valid = (over: object) => ({
      directoryDataConfigurationId: ctx.config,
      organizationId: ctx.org,
      selections: [],
      ...over,
    });
    await fc.assert(
      fc.asyncProperty(body, (b) => expectRefused('rita', 'POST', url, b)),
      {
        numRuns: RUNS,
        examples: [
          [valid({})],
          [valid({ organizationId: ctx.otherOrg })],
          [valid({ directoryDataConfigurationId: 2_000_000 })],
          [valid({ selections: [{ directoryDataTypeId: 2_000_000, identityId: 0 }] })],
          [valid({ selections: [{ directoryDataTypeId: ctx.type, identityId: ctx.user }] })],
          [valid({ selections: [{ directoryDataTypeId: ctx.type, identityId: 2_000_000 }] })],
          [
            valid({
              selections: [
                { directoryDataTypeId: ctx.type, identityId: 0 },
                { directoryDataTypeId: ctx.type, identityId: 0 },
              ],
            }),
          ],
        ],
      },
    );
    expect(await complianceSnapshot(portal.db)).toBe(before);
  });

  it('PUT /v2/admin/users/{id}/required-actions', async () => {
    const before = await complianceSnapshot(portal.db);
    const body = fc.oneof(
      junk,
      fc.record({
        requiredActions: fc.oneof(junk, fc.array(badText, { minLength: 1, maxLength: 3 })),
      }),
    );
    await fc.assert(
      fc.asyncProperty(body, (b) =>
        expectRefused('rita', 'PUT', `/v2/admin/users/${ctx.user}/required-actions`, b),
      ),
      { numRuns: RUNS, examples: [[{ requiredActions: ['changePassword'] }]] },
    );
    expect(await complianceSnapshot(portal.db)).toBe(before);
  });

  it('query strings of the directory reads', async () => {
    const value = fc.oneof(
      fc.constantFrom('', '0', '-1', '1e3', ' 5', '0x10', '2147483648', '%00', 'a,b', '1,,x'),
      fc.string({ maxLength: 12 }).map(encodeURIComponent),
    );
    await fc.assert(
      fc.asyncProperty(value, value, async (a, b) => {
        for (const url of [
          `/v2/admin/directory-data/SINGULAR_ROLES?brandIds=${a}`,
          `/v2/admin/directory-data/DEALER_LOCATION/identities-search?orgId=${a}&directoryDataTypeId=${b}&text=x`,
          `/v2/admin/directory-data/DEALER_LOCATION/identities-search?orgId=${ctx.org}&directoryDataTypeId=${ctx.type}&limit=${a}&text=${b}`,
        ]) {
          const res = await as('rita', 'GET', url);
          expect(res.statusCode, `${url} -> ${res.body}`).toBeLessThan(500);
        }
      }),
      {
        numRuns: RUNS,
        examples: [
          [String(ctx.otherOrg), String(ctx.type)],
          ['2000000', '2000000'],
          ['31', '%25'],
        ],
      },
    );
  });
});
