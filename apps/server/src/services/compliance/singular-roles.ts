// The singular-roles review grants what it selects: the holder chosen for a SINGULAR_ROLES item at
// a location gets that security role there, and whoever held it there before loses it (spec
// section 6: one user per location). Each change follows the rules of user administration
// (scope, assignable-by, outranking, no change of one's own access) and is audited.
import type { Executor } from '../../db/client.js';
import type { DirectoryType } from '../../repositories/compliance/directory-repository.js';
import { singularHolders } from '../../repositories/users/reference-repository.js';
import {
  loadAssignments,
  replaceAssignments,
  touchIdentity,
  type Assignments,
} from '../../repositories/users/user-repository.js';
import { recordUserChanges } from '../records/record-changes.js';
import type { AdminContext } from '../users/admin-context.js';
import { checkAccessChange, loadRefs, type Refs } from '../users/access-rules.js';
import { diffUser } from '../records/user-diff.js';
import { userError } from '../users/errors.js';
import { columnsOfRow, lockOtherManagedUser } from '../users/users-service.js';

type RoleChange = (roles: Assignments['roles']) => Assignments['roles'];

/** Changes one user's roles under the rules of user administration, audited with the user's event. */
async function changeRoles(
  tx: Executor,
  ctx: AdminContext,
  refs: Refs,
  userId: number,
  change: RoleChange,
) {
  const row = await lockOtherManagedUser(tx, ctx, userId, 'selfChange');
  const before = await loadAssignments(tx, userId);
  const after = { ...before, roles: change(before.roles) };
  checkAccessChange(ctx, refs, before, after);
  const columns = columnsOfRow(row);
  await replaceAssignments(tx, userId, after);
  await touchIdentity(tx, userId, ctx.by);
  const changes = diffUser(
    'UPDATE',
    refs,
    { columns, assignments: before },
    { columns, assignments: after },
  );
  await recordUserChanges(tx, userId, changes, ctx.by);
}

/**
 * Makes the security roles at `orgId` follow the changed selections of the SINGULAR_ROLES types
 * (a type names its role): previous holders lose the role, the newly selected one gets it.
 * `before` and `next` map type ids to identity ids.
 */
export async function grantSingularRoles(
  tx: Executor,
  ctx: AdminContext,
  orgId: number,
  types: readonly DirectoryType[],
  before: ReadonlyMap<number, number>,
  next: ReadonlyMap<number, number>,
): Promise<void> {
  const changed = types.filter((t) => before.get(t.id) !== next.get(t.id));
  if (changed.length === 0) return;
  const refs = await loadRefs(tx);
  for (const t of changed) {
    const role = [...refs.roles.values()].find((r) => r.name === t.name && r.singular);
    // A directory item without a singular security role of its name is a directory entry only.
    if (!role) continue;
    const holder = next.get(t.id);
    for (const { id } of await singularHolders(tx, role.id, orgId, holder ? [holder] : []))
      await changeRoles(tx, ctx, refs, id, (roles) =>
        roles.filter((r) => !(r.roleId === role.id && r.organizationId === orgId)),
      );
    if (holder === undefined) continue;
    await changeRoles(tx, ctx, refs, holder, (roles) => {
      const held = roles.find((r) => r.roleId === role.id);
      if (held?.organizationId === orgId) return roles;
      if (held) {
        const where = held.organizationId == null ? '' : refs.orgs.get(held.organizationId)?.name;
        throw userError('singularElsewhere', role.display_name, where ?? '');
      }
      return [...roles, { roleId: role.id, organizationId: orgId }];
    });
  }
}
