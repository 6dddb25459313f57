// Each rule of delegated administration holds the same in its two forms: the same generated
// administrators and targets go through the predicate (the editor's) and through the SQL form
// (the bulk import's), evaluated by a real database (PGlite; PostgreSQL with TEST_DB=postgres).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql, type SQL } from 'drizzle-orm';
import { one, openDatabase, type Database } from '../db/client.js';
import { intArray, textArray } from '../db/sql.js';
import type { Administrator } from './administrator.js';
import { canAssign, canAssignSql } from './assignable-role.js';
import { applicationAvailable, applicationAvailableSql } from './available-application.js';
import { brandInScope, brandInScopeSql } from './brand-scope.js';
import { locationInScope, locationInScopeSql } from './location-scope.js';
import {
  managesUser,
  managesUserSql,
  managesUserType,
  managesUserTypeSql,
} from './managed-user.js';
import { outranks, outranksSql } from './outranks.js';
import {
  givenWholeAllowed,
  givenWholeAllowedSql,
  oneRoleOfSet,
  oneRoleOfSetSql,
} from './single-selection-set.js';

let db: Database;
beforeAll(async () => {
  const postgres = process.env.TEST_DB === 'postgres';
  db = await openDatabase({
    databaseUrl: postgres ? process.env.DATABASE_URL : undefined,
    dataDir: 'memory://',
  });
}, 60_000);
afterAll(async () => db?.close());

/** What the database answers for a condition over `from` (a FROM clause, or nothing). */
async function holds(condition: SQL, from: SQL = sql``): Promise<unknown> {
  return (await one<{ ok: unknown }>(db.orm, sql`SELECT ${condition} AS ok ${from}`))?.ok;
}

// Small pools, so that generated administrators and targets overlap often.
const orgId = fc.integer({ min: 1, max: 8 });
const brandId = fc.integer({ min: 1, max: 4 });
const region = fc.constantFrom('EMEA', 'NA', 'APAC');
const roleName = fc.constantFrom('SUPER_ADMIN', 'DEALER_USER_ADMIN', 'PARTS_MANAGER', "O'HARA");
const feature = fc.constantFrom('admin:users:write', 'admin:users:read', 'catalog:write', 'a,b');
const userType = fc.constantFrom('INTERNAL', 'EXTERNAL');
const set = <T>(a: fc.Arbitrary<T>) => fc.uniqueArray(a, { maxLength: 5 });

const administrator: fc.Arbitrary<Administrator> = fc.record({
  identityId: fc.integer({ min: 1, max: 1000 }),
  userType,
  scope: set(orgId),
  brandIds: set(brandId),
  roleNames: set(roleName),
  features: set(feature).map((f) => new Set(f)),
  // A provisioning client assigns the roles it was registered with instead.
  assignableRoles: fc.option(
    set(roleName).map((r) => new Set(r)),
    { nil: undefined },
  ),
});

// Each property runs 100 generated cases, a query each.
describe('each rule gives the same answer as a predicate and in SQL', { timeout: 60_000 }, () => {
  it('location scope', async () => {
    await fc.assert(
      fc.asyncProperty(administrator, orgId, async (a, org) => {
        const sqlForm = await holds(locationInScopeSql(a.scope, sql`${org}::int`));
        expect(sqlForm).toBe(locationInScope(a.scope, org));
      }),
    );
  });

  it('brand scope', async () => {
    await fc.assert(
      fc.asyncProperty(administrator, brandId, async (a, brand) => {
        const sqlForm = await holds(brandInScopeSql(a.brandIds, sql`${brand}::int`));
        expect(sqlForm).toBe(brandInScope(a.brandIds, brand));
      }),
    );
  });

  it('managed user type, and managed user (type and included locations)', async () => {
    const anyType = fc.constantFrom('INTERNAL', 'EXTERNAL', 'SERVICE');
    await fc.assert(
      fc.asyncProperty(administrator, anyType, set(orgId), async (a, type, included) => {
        const user = sql`FROM (SELECT ${type}::text AS user_type,
          ${intArray(included)} AS included_org_ids) i`;
        expect(await holds(managesUserTypeSql(a, sql`i.user_type`), user)).toBe(
          managesUserType(a, type),
        );
        const columns = { userType: sql`i.user_type`, includedOrgIds: sql`i.included_org_ids` };
        expect(await holds(managesUserSql(a, columns), user)).toBe(
          managesUser(a, { userType: type, includedOrgIds: included }),
        );
      }),
    );
  });

  it('who may assign a role', async () => {
    await fc.assert(
      fc.asyncProperty(administrator, roleName, set(roleName), async (a, name, assignableBy) => {
        const role = sql`FROM (SELECT ${name}::text AS name,
          ${textArray(assignableBy)} AS assignable_by) s`;
        const sqlForm = await holds(
          canAssignSql(a, { name: sql`s.name`, assignableBy: sql`s.assignable_by` }),
          role,
        );
        expect(sqlForm).toBe(canAssign(a, { name, assignable_by: assignableBy }));
      }),
    );
  });

  it('escalation: the administrator outranks the user', async () => {
    // The user's features as their roles grant them: repeats when two roles grant one feature.
    const granted = fc.array(feature, { maxLength: 6 });
    await fc.assert(
      fc.asyncProperty(administrator, granted, async (a, features) => {
        const sqlForm = await holds(
          outranksSql(a, sql`SELECT unnest(${textArray(features)}) AS f`),
        );
        expect(sqlForm).toBe(outranks(a, features));
      }),
    );
  });

  it('an application available for the brands and regions a user holds', async () => {
    const app = fc.record({
      brand_id: fc.option(brandId, { nil: null }),
      region_code: fc.option(region, { nil: null }),
    });
    await fc.assert(
      fc.asyncProperty(app, set(brandId), set(region), async (application, brands, regions) => {
        const row = sql`FROM (SELECT ${application.brand_id}::int AS brand_id,
          ${application.region_code}::text AS region_code) a`;
        const sqlForm = await holds(
          applicationAvailableSql(
            sql`a`,
            (b) => sql`${b} = ANY(${intArray(brands)})`,
            (r) => sql`${r} = ANY(${textArray(regions)})`,
          ),
          row,
        );
        expect(sqlForm).toBe(applicationAvailable(application, brands, regions));
      }),
    );
  });

  it('a single-selection permission set: not given whole, one of its roles at most', async () => {
    const selectionMode = fc.constantFrom('SINGLE' as const, 'MULTIPLE' as const);
    const roleId = fc.integer({ min: 1, max: 6 });
    await fc.assert(
      fc.asyncProperty(selectionMode, set(roleId), set(roleId), async (mode, inSet, given) => {
        expect(await holds(givenWholeAllowedSql(sql`${mode}::text`))).toBe(
          givenWholeAllowed({ selection_mode: mode }),
        );
        const sqlForm = await holds(
          oneRoleOfSetSql(
            { selectionMode: sql`${mode}::text`, roleIds: sql`SELECT unnest(${intArray(inSet)})` },
            sql`SELECT unnest(${intArray(given)})`,
          ),
        );
        expect(sqlForm).toBe(oneRoleOfSet({ selection_mode: mode, role_ids: inSet }, given));
      }),
    );
  });
});
