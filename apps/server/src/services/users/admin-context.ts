// The administrator behind a request: their delegated scope (locations), own brands, regions and roles.
import { sql } from 'drizzle-orm';
import { one, type Executor } from '../../db/client.js';
import type { Principal } from '../access.js';

export interface AdminContext {
  identityId: number;
  /** Who the audit entries name. */
  by: string;
  userType: 'INTERNAL' | 'EXTERNAL';
  /** Included minus excluded locations: the users the administrator may see and manage. */
  scope: number[];
  /** The scope for list queries: 'all' when it covers every location (a cheaper condition). */
  listScope: number[] | 'all';
  brandIds: number[];
  regionCodes: string[];
  /** Names of the administrator's roles, direct and through permission sets (for assignable-by). */
  roleNames: string[];
  /** Everything the administrator may do: nobody manages a user who may do more. */
  features: ReadonlySet<string>;
}

export async function loadAdminContext(ex: Executor, p: Principal): Promise<AdminContext> {
  const row = await one<{
    scope: number[];
    orgs: number;
    brands: number[];
    regions: string[];
    roles: string[];
  }>(
    ex,
    sql`SELECT
      ARRAY(SELECT organization_id FROM identity_location WHERE identity_id = ${p.identityId} AND mode = 'INCLUDE'
        EXCEPT SELECT organization_id FROM identity_location WHERE identity_id = ${p.identityId} AND mode = 'EXCLUDE') AS scope,
      (SELECT count(*)::int FROM organization) AS orgs,
      ARRAY(SELECT brand_id FROM identity_brand WHERE identity_id = ${p.identityId}) AS brands,
      ARRAY(SELECT region_code FROM identity_region WHERE identity_id = ${p.identityId}) AS regions,
      ARRAY(SELECT r.name FROM identity_role x JOIN security_role r ON r.id = x.security_role_id
          WHERE x.identity_id = ${p.identityId}
        UNION SELECT r.name FROM identity_permission_set s
          JOIN permission_set_role pr ON pr.permission_set_id = s.permission_set_id
          JOIN security_role r ON r.id = pr.security_role_id WHERE s.identity_id = ${p.identityId}) AS roles`,
  );
  const scope = (row?.scope ?? []).map(Number);
  return {
    identityId: p.identityId,
    by: p.email,
    userType: p.userType,
    scope,
    listScope: scope.length > 0 && scope.length === row?.orgs ? 'all' : scope,
    brandIds: (row?.brands ?? []).map(Number),
    regionCodes: row?.regions ?? [],
    roleNames: row?.roles ?? [],
    features: p.features,
  };
}

/** A role is the administrator's to give or take when its assignable-by list names one of their roles. */
export function canAssign(ctx: AdminContext, assignableBy: readonly string[]): boolean {
  return assignableBy.some((r) => ctx.roleNames.includes(r));
}
