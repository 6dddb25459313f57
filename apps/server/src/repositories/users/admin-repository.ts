// What user administration needs to know about the administrator: scope, brands, regions, roles,
// and which mail recipients they manage.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { identity } from '../../db/schema/index.js';
import { intArray } from '../../db/sql.js';

/** Included minus excluded locations, the number of locations, own brands, regions and role names. */
export async function adminFacts(ex: Executor, identityId: number) {
  const [row] = await ex
    .select({
      scope: sql<number[]>`ARRAY(
        SELECT organization_id FROM identity_location WHERE identity_id = ${identityId} AND mode = 'INCLUDE'
        EXCEPT SELECT organization_id FROM identity_location WHERE identity_id = ${identityId} AND mode = 'EXCLUDE')`,
      organizations: sql<number>`(SELECT count(*)::int FROM organization)`,
      brands: sql<
        number[]
      >`ARRAY(SELECT brand_id FROM identity_brand WHERE identity_id = ${identityId})`,
      regions: sql<
        string[]
      >`ARRAY(SELECT region_code FROM identity_region WHERE identity_id = ${identityId})`,
      roles: sql<
        string[]
      >`ARRAY(SELECT r.name FROM identity_role x JOIN security_role r ON r.id = x.security_role_id
          WHERE x.identity_id = ${identityId}
        UNION SELECT r.name FROM identity_permission_set s
          JOIN permission_set_role pr ON pr.permission_set_id = s.permission_set_id
          JOIN security_role r ON r.id = pr.security_role_id WHERE s.identity_id = ${identityId})`,
    })
    .from(identity)
    .where(eq(identity.id, identityId));
  return row;
}

/** Users (by lower-cased address) with an included location in the scope, and their type. */
export function usersInScopeByEmail(
  ex: Executor,
  addresses: readonly string[],
  scope: readonly number[],
) {
  const email = sql<string>`lower(${identity.email})`;
  return ex
    .select({ email, userType: identity.userType })
    .from(identity)
    .where(
      and(inArray(email, [...addresses]), sql`${identity.includedOrgIds} && ${intArray(scope)}`),
    );
}
