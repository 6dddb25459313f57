// Delegated scope over lists and role assignments: which user type a list may show and which role
// assignments an administrator may add, change or remove (edit, create, copy user, copy by role).
// The rules they rest on (managed users, location scope) are in src/rules.
import type { RoleAssignment, UserListItem } from '@portal/shared';
import { locationInScope } from '../../rules/location-scope.js';
import type { AdminContext } from './admin-context.js';
import { userError } from './errors.js';

type UserType = UserListItem['userType'];

/** The only user type an administrator's lists and exports may show (undefined: any). */
export function listedUserType(ctx: Pick<AdminContext, 'userType'>): UserType | undefined {
  return ctx.userType === 'INTERNAL' ? undefined : 'EXTERNAL';
}

/** A role held at a location outside the scope (location-less roles are nobody's location). */
export function roleOutsideScope(scope: readonly number[], r: RoleAssignment): boolean {
  return r.organizationId != null && !locationInScope(scope, r.organizationId);
}

/**
 * The roles to save when an administrator asks for `requested` on a user who holds `before`.
 * A role assignment at a location outside the scope is neither added, nor moved to or from such a
 * location: either throws 403 (notAllowedChanges). Assignments held outside the scope that the
 * request leaves out are kept untouched: the administrator cannot see them, so leaving them out
 * is no removal.
 */
export function applyRoleScope(
  scope: readonly number[],
  before: readonly RoleAssignment[],
  requested: readonly RoleAssignment[],
): RoleAssignment[] {
  const result = [...requested];
  for (const held of before) {
    const asked = requested.find((r) => r.roleId === held.roleId);
    if (!asked) {
      if (roleOutsideScope(scope, held)) result.push(held);
      continue;
    }
    const moved = asked.organizationId !== held.organizationId;
    if (moved && (roleOutsideScope(scope, held) || roleOutsideScope(scope, asked)))
      throw userError('notAllowedChanges');
  }
  for (const asked of requested)
    if (!before.some((b) => b.roleId === asked.roleId) && roleOutsideScope(scope, asked))
      throw userError('notAllowedChanges');
  return result;
}

/**
 * Refuses a finished change (before and after as they would be saved) that adds, moves or removes
 * a role assignment outside the scope. Callers that build `after` from a request use
 * applyRoleScope first, so nothing held out of scope is missing from it.
 */
export function checkRoleScope(
  scope: readonly number[],
  before: readonly RoleAssignment[],
  after: readonly RoleAssignment[],
): void {
  if (applyRoleScope(scope, before, after).length !== after.length)
    throw userError('notAllowedChanges');
}
