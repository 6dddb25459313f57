// Copy user (a new user from another's locations, roles and applications) and copy by role (roles to many users).
import type { CopyRoleBody, CopyUserBody, CreateUserBody } from '@portal/shared';
import type { Principal } from '../../auth/principal.js';
import {
  loadAssignments,
  replaceAssignments,
  touchIdentity,
} from '../../repositories/users/user-repository.js';
import { recordUserChanges } from '../records/record-changes.js';
import { loadAdminContext } from './admin-context.js';
import { canAssign } from '../../rules/assignable-role.js';
import { checkAccessChange, checkSingularRoles, loadRefs } from './access-rules.js';
import { diffUser } from '../records/user-diff.js';
import { roleOutsideScope } from './scope-rules.js';
import { userError } from './errors.js';
import { createUserIn } from './create-users.js';
import { columnsOfRow, lockManagedUser, lockOtherManagedUser } from './users-service.js';
import type { UsersDeps } from './deps.js';

export async function copyUser(deps: UsersDeps, p: Principal, body: CopyUserBody) {
  const created = await deps.db.tx(async (tx) => {
    const ctx = await loadAdminContext(tx, p);
    // The source is only read: copying takes no more than the administrator may give.
    const source = await lockManagedUser(tx, ctx, body.sourceUserId, false);
    const a = await loadAssignments(tx, source.id);
    const refs = await loadRefs(
      tx,
      a.locations.map((l) => l.organizationId),
    );
    // Only what the administrator could give themselves is copied: locations in scope, own
    // brands and regions, assignable roles not excluded from copying (singular ones stay with their holder).
    const locations = a.locations.filter((l) => ctx.scope.includes(l.organizationId));
    if (!locations.some((l) => l.preferred)) {
      const first = locations.find((l) => l.mode === 'INCLUDE');
      if (first) first.preferred = true;
    }
    const kept = new Set(locations.map((l) => l.organizationId));
    // Roles the source holds at locations outside the scope are not copied (scope-rules.ts).
    const roles = a.roles
      .filter((r) => {
        const role = refs.roles.get(r.roleId)!;
        return (
          !role.exclude_from_copy_user &&
          !role.singular &&
          canAssign(ctx, role) &&
          !roleOutsideScope(ctx.scope, r)
        );
      })
      .map((r) => ({
        roleId: r.roleId,
        organizationId:
          r.organizationId != null && kept.has(r.organizationId) ? r.organizationId : null,
      }));
    const brandIds = a.brandIds.filter((b) => ctx.brandIds.includes(b));
    const regionCodes = a.regionCodes.filter((r) => ctx.regionCodes.includes(r));
    const applicationIds = a.applicationIds.filter((id) => {
      const app = refs.apps.get(id)!;
      return (
        (app.brand_id == null || brandIds.includes(app.brand_id)) &&
        (app.region_code == null || regionCodes.includes(app.region_code))
      );
    });
    const permissionSetIds = a.permissionSetIds.filter((id) =>
      refs.sets.get(id)!.role_ids.every((r) => canAssign(ctx, refs.roles.get(r)!)),
    );
    const payload: CreateUserBody = {
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email,
      jobTitle: body.jobTitle ?? source.jobTitle,
      mobilePhone: body.mobilePhone ?? null,
      secondaryPhone: null,
      fax: null,
      userType: ctx.userType === 'INTERNAL' ? source.userType : 'EXTERNAL',
      accountType: source.accountType,
      preferredLanguage: body.preferredLanguage,
      serialNumber: null,
      locations,
      brandIds,
      regionCodes,
      roles,
      permissionSetIds,
      applicationIds,
      digitalPermissions: source.digitalPermissions as CreateUserBody['digitalPermissions'],
      emailPreferences: source.emailPreferences as CreateUserBody['emailPreferences'],
    };
    return createUserIn(tx, deps, ctx, payload, {
      field: 'copiedFrom',
      value: `${source.email} (#${source.id})`,
    });
  });
  void deps.mailer.flush();
  return created;
}

export async function copyRole(deps: UsersDeps, p: Principal, body: CopyRoleBody) {
  return deps.db.tx(async (tx) => {
    const ctx = await loadAdminContext(tx, p);
    const refs = await loadRefs(tx);
    for (const roleId of body.roleIds) {
      const role = refs.roles.get(roleId);
      if (!role) throw userError('unknownReference', 'role');
      if (role.exclude_from_copy_user) throw userError('excludedFromCopy', role.display_name);
      if (!canAssign(ctx, role)) throw userError('roleNotAssignable', role.display_name);
    }
    let updated = 0;
    // Ascending ids: concurrent copies lock users in the same order.
    for (const userId of [...body.userIds].sort((x, y) => x - y)) {
      const row = await lockOtherManagedUser(tx, ctx, userId, 'selfChange');
      const before = await loadAssignments(tx, userId);
      const home =
        before.locations.find((l) => l.preferred && ctx.scope.includes(l.organizationId)) ??
        before.locations.find((l) => l.mode === 'INCLUDE' && ctx.scope.includes(l.organizationId));
      const added = body.roleIds
        .filter((id) => !before.roles.some((r) => r.roleId === id))
        .map((roleId) => ({ roleId, organizationId: home?.organizationId ?? null }));
      if (added.length === 0) continue;
      const after = { ...before, roles: [...before.roles, ...added] };
      checkAccessChange(ctx, refs, before, after);
      await checkSingularRoles(tx, refs, userId, before, after);
      await replaceAssignments(tx, userId, after);
      await touchIdentity(tx, userId, ctx.by);
      const columns = columnsOfRow(row);
      await recordUserChanges(
        tx,
        userId,
        diffUser('UPDATE', refs, { columns, assignments: before }, { columns, assignments: after }),
        ctx.by,
      );
      updated++;
    }
    return { updated };
  });
}
