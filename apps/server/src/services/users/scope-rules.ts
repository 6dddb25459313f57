// Delegated scope, written once: which users an administrator manages and which role assignments
// they may add, change or remove. Edit, create, copy user and copy by role use it; bulk import and
// directory selections are to use the same functions.
import type { RoleAssignment, UserListItem } from '@portal/shared';
import type { AdminContext } from './admin-context.js';
import { userError } from './errors.js';

type UserType = UserListItem['userType'];

/**
 * External administrators manage external users only; internal administrators manage both. No
 * feature widens this: an internal user is outside an external administrator's scope, answered
 * like any user outside it (404 on read and on every change), and left out of their lists.
 */
export function managesUserType(ctx: Pick<AdminContext, 'userType'>, userType: string): boolean {
  return ctx.userType === 'INTERNAL' || userType === 'EXTERNAL';
}

/** The only user type an administrator's lists and exports may show (undefined: any). */
export function listedUserType(ctx: Pick<AdminContext, 'userType'>): UserType | undefined {
  return ctx.userType === 'INTERNAL' ? undefined : 'EXTERNAL';
}

/** A role held at a location outside the scope (location-less roles are nobody's location). */
export function roleOutsideScope(scope: readonly number[], r: RoleAssignment): boolean {
  return r.organizationId != null && !scope.includes(r.organizationId);
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
