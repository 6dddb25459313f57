// The administrator behind a request: their delegated scope (locations), own brands, regions and roles.
import type { Executor } from '../../db/client.js';
import { adminFacts } from '../../repositories/users/admin-repository.js';
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

/** A role is the administrator's to give or take when its assignable-by list names one of their roles. */
export function canAssign(ctx: AdminContext, assignableBy: readonly string[]): boolean {
  return assignableBy.some((r) => ctx.roleNames.includes(r));
}
