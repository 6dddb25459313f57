// The administrator behind a request: their delegated scope (locations), own brands, regions and roles.
import type { Executor } from '../../db/client.js';
import { adminFacts } from '../../repositories/users/admin-repository.js';
import type { Principal } from '../../auth/principal.js';

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
  /** A provisioning client's roles to assign, by name (then instead of the assignable-by lists). */
  assignableRoles?: ReadonlySet<string>;
}

export async function loadAdminContext(ex: Executor, p: Principal): Promise<AdminContext> {
  const d = p.delegation;
  if (d)
    return {
      identityId: p.identityId,
      by: p.email,
      userType: p.userType,
      scope: d.scope,
      listScope: d.scope,
      brandIds: d.brandIds,
      regionCodes: d.regionCodes,
      roleNames: [],
      features: p.features,
      assignableRoles: new Set(d.assignableRoles),
    };
  const row = await adminFacts(ex, p.identityId);
  const scope = (row?.scope ?? []).map(Number);
  return {
    identityId: p.identityId,
    by: p.email,
    userType: p.userType,
    scope,
    listScope: scope.length > 0 && scope.length === row?.organizations ? 'all' : scope,
    brandIds: (row?.brands ?? []).map(Number),
    regionCodes: row?.regions ?? [],
    roleNames: row?.roles ?? [],
    features: p.features,
  };
}
