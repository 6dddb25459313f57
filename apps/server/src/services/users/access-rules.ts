// The rules of delegated administration for a change of a user's access (create, edit, copy).
import type { Executor } from '../../db/client.js';
import * as ref from '../../repositories/users/reference-repository.js';
import type { Assignments } from '../../repositories/users/user-repository.js';
import { applicationAvailable } from '../../rules/available-application.js';
import { canAssign } from '../../rules/assignable-role.js';
import { brandInScope } from '../../rules/brand-scope.js';
import { locationInScope } from '../../rules/location-scope.js';
import { givenWholeAllowed, oneRoleOfSet } from '../../rules/single-selection-set.js';
import type { AdminContext } from './admin-context.js';
import { userError } from './errors.js';
import { checkRoleScope } from './scope-rules.js';

export interface Refs {
  orgs: Map<number, ref.OrgRef>;
  roles: Map<number, ref.RoleRef>;
  sets: Map<number, ref.SetRef>;
  apps: Map<number, ref.AppRef>;
  brandIds: Set<number>;
  regionCodes: Set<string>;
}

/** Reference data for checking a change; `orgIds` limits the locations loaded (all when left out). */
export async function loadRefs(ex: Executor, orgIds?: readonly number[]): Promise<Refs> {
  const byId = <T extends { id: number }>(list: T[]) => new Map(list.map((x) => [x.id, x]));
  return {
    orgs: byId(await ref.organizations(ex, orgIds)),
    roles: byId(await ref.roles(ex)),
    sets: byId(await ref.permissionSets(ex)),
    apps: byId(await ref.applications(ex)),
    brandIds: new Set((await ref.brands(ex)).map((b) => b.id)),
    regionCodes: new Set((await ref.regions(ex)).map((r) => r.code)),
  };
}

const EMPTY: Assignments = {
  locations: [],
  brandIds: [],
  regionCodes: [],
  roles: [],
  permissionSetIds: [],
  applicationIds: [],
};

/** Items of two lists whose value differs (added, removed or changed), by key. */
function changedKeys<K, V>(before: Map<K, V>, after: Map<K, V>): K[] {
  const keys = new Set([...before.keys(), ...after.keys()]);
  return [...keys].filter((k) => JSON.stringify(before.get(k)) !== JSON.stringify(after.get(k)));
}

const toggled = <T>(a: readonly T[], b: readonly T[]) => [
  ...a.filter((x) => !b.includes(x)),
  ...b.filter((x) => !a.includes(x)),
];

/** Whether the access part (locations, brands, regions, roles, sets, applications) changes. */
export function accessChanged(before: Assignments, after: Assignments): boolean {
  const canon = (a: Assignments) =>
    JSON.stringify([
      [...a.locations].sort((x, y) => x.organizationId - y.organizationId),
      [...a.brandIds].sort(),
      [...a.regionCodes].sort(),
      [...a.roles].sort((x, y) => x.roleId - y.roleId),
      [...a.permissionSetIds].sort(),
      [...a.applicationIds].sort(),
    ]);
  return canon(before) !== canon(after);
}

/**
 * Throws the first rule the change breaks. `before` is null on create. Singular-role holders
 * are checked separately (they need the database).
 */
export function checkAccessChange(
  ctx: AdminContext,
  refs: Refs,
  beforeOrNull: Assignments | null,
  after: Assignments,
): void {
  const before = beforeOrNull ?? EMPTY;
  for (const l of after.locations)
    if (!refs.orgs.has(l.organizationId)) throw userError('unknownReference', 'location');
  for (const b of after.brandIds)
    if (!refs.brandIds.has(b)) throw userError('unknownReference', 'brand');
  for (const r of after.regionCodes)
    if (!refs.regionCodes.has(r)) throw userError('unknownReference', 'region');
  for (const r of after.roles)
    if (!refs.roles.has(r.roleId)) throw userError('unknownReference', 'role');
  for (const s of after.permissionSetIds)
    if (!refs.sets.has(s)) throw userError('unknownReference', 'permission set');
  for (const a of after.applicationIds)
    if (!refs.apps.has(a)) throw userError('unknownReference', 'application');

  // Locations outside the administrator's scope are neither given nor taken nor changed.
  const locs = (a: Assignments) =>
    new Map(a.locations.map((l) => [l.organizationId, [l.mode, l.preferred]]));
  for (const org of changedKeys(locs(before), locs(after)))
    if (!locationInScope(ctx.scope, org)) throw userError('notAllowedChanges');
  // Nor brands or regions beyond the administrator's own.
  if (toggled(before.brandIds, after.brandIds).some((b) => !brandInScope(ctx.brandIds, b)))
    throw userError('notAllowedChanges');
  if (toggled(before.regionCodes, after.regionCodes).some((r) => !ctx.regionCodes.includes(r)))
    throw userError('notAllowedChanges');

  // Role assignments at locations outside the scope are neither added, moved nor removed.
  checkRoleScope(ctx.scope, before.roles, after.roles);
  const roleMap = (a: Assignments) => new Map(a.roles.map((r) => [r.roleId, r.organizationId]));
  for (const id of changedKeys(roleMap(before), roleMap(after))) {
    const role = refs.roles.get(id)!;
    if (!canAssign(ctx, role)) throw userError('roleNotAssignable', role.display_name);
  }
  const included = new Set(
    after.locations.filter((l) => l.mode === 'INCLUDE').map((l) => l.organizationId),
  );
  for (const r of after.roles) {
    const role = refs.roles.get(r.roleId)!;
    if (role.singular && r.organizationId == null)
      throw userError('singularNeedsLocation', role.display_name);
    if (r.organizationId != null && !included.has(r.organizationId))
      throw userError('roleLocation', role.display_name);
  }

  for (const id of toggled(before.permissionSetIds, after.permissionSetIds)) {
    const set = refs.sets.get(id)!;
    for (const roleId of set.role_ids) {
      const role = refs.roles.get(roleId)!;
      if (!canAssign(ctx, role)) throw userError('roleNotAssignable', role.display_name);
    }
    if (after.permissionSetIds.includes(id) && !givenWholeAllowed(set))
      throw userError('wholeSingleSet', set.display_name);
  }
  const roleIds = after.roles.map((r) => r.roleId);
  for (const set of refs.sets.values())
    if (!oneRoleOfSet(set, roleIds)) throw userError('singleSet', set.display_name);

  for (const id of after.applicationIds) {
    const app = refs.apps.get(id)!;
    if (!applicationAvailable(app, after.brandIds, after.regionCodes))
      throw userError('applicationUnavailable', app.display_name);
  }
}

/** Singular roles newly given (or moved) need a location where no other active user holds them. */
export async function checkSingularRoles(
  ex: Executor,
  refs: Refs,
  userId: number,
  before: Assignments | null,
  after: Assignments,
): Promise<void> {
  for (const r of after.roles) {
    const role = refs.roles.get(r.roleId)!;
    if (!role.singular || r.organizationId == null) continue;
    const kept = before?.roles.some(
      (b) => b.roleId === r.roleId && b.organizationId === r.organizationId,
    );
    if (kept) continue;
    const holders = await ref.singularHolders(ex, r.roleId, r.organizationId, [userId]);
    if (holders.length > 0)
      throw userError(
        'singularTaken',
        role.display_name,
        refs.orgs.get(r.organizationId)?.name ?? '',
      );
  }
}
