// What administrators read: one user (all fields of spec section 3), the form's choices, the history.
import type { UserDetail, UserOptions } from '@portal/shared';
import type { Database, Executor } from '../../db/client.js';
import type { Principal } from '../../auth/principal.js';
import { contactFields } from './contact-fields.js';
import {
  findIdentity,
  grantedFeatures,
  loadAssignments,
} from '../../repositories/users/user-repository.js';
import * as ref from '../../repositories/users/reference-repository.js';
import { userHistory } from '../../repositories/records/user-history.js';
import { secondFactorsOf } from '../../repositories/users/second-factor-kinds.js';
import { auditNameMaps } from '../../repositories/records/audit-search-repository.js';
import { readableValue, valueItems } from '../records/audit-values.js';
import { loadAdminContext, type AdminContext } from './admin-context.js';
import { canAssign } from '../../rules/assignable-role.js';
import { managesUser } from '../../rules/managed-user.js';
import { outranks } from '../../rules/outranks.js';
import { userError } from './errors.js';
import { iso, isoOrNull } from '../../db/sql.js';
import { roleOutsideScope } from './scope-rules.js';

async function readableUser(ex: Executor, ctx: AdminContext, id: number) {
  const row = await findIdentity(ex, id);
  if (!row || !managesUser(ctx, row)) throw userError('notFound');
  return row;
}

export function getUser(db: Database, p: Principal, id: number): Promise<UserDetail> {
  return getUserIn(db.orm, p, id);
}

/** One user as the editor shows it, read with `ex` (inside a transaction: as it stands there). */
export async function getUserIn(ex: Executor, p: Principal, id: number): Promise<UserDetail> {
  const ctx = await loadAdminContext(ex, p);
  const r = await readableUser(ex, ctx, id);
  const a = await loadAssignments(ex, id);
  const orgs = new Map(
    (
      await ref.organizations(
        ex,
        a.locations.map((l) => l.organizationId),
      )
    ).map((o) => [o.id, o]),
  );
  const roles = new Map((await ref.roles(ex)).map((x) => [x.id, x]));
  return {
    id: r.id,
    ...contactFields(r),
    status: r.status,
    deactivationReason: r.deactivationReason,
    serialNumber: r.employeeNumber,
    directoryUsername: r.directoryUsername,
    preferredLanguage: r.preferredLanguage as UserDetail['preferredLanguage'],
    emailVerified: r.emailVerified,
    lastLoginAt: isoOrNull(r.lastLoginAt),
    lastPasswordChangeAt: isoOrNull(r.passwordChangedAt),
    createdAt: iso(r.createdAt),
    lastModifiedAt: iso(r.updatedAt),
    modifiedBy: r.modifiedBy,
    version: r.version,
    locations: a.locations.map((l) => {
      const o = orgs.get(l.organizationId)!;
      return {
        ...l,
        code: o.code,
        name: o.name,
        brandId: o.brand_id,
        regionCode: o.region_code,
        inScope: ctx.scope.includes(l.organizationId),
      };
    }),
    brandIds: a.brandIds,
    regionCodes: a.regionCodes,
    roles: a.roles.map((x) => {
      const role = roles.get(x.roleId)!;
      return {
        ...x,
        name: role.name,
        displayName: role.display_name,
        assignable: canAssign(ctx, role) && !roleOutsideScope(ctx.scope, x),
      };
    }),
    permissionSetIds: a.permissionSetIds,
    applicationIds: a.applicationIds,
    digitalPermissions: r.digitalPermissions,
    emailPreferences: r.emailPreferences,
    self: r.id === ctx.identityId,
    manageable: r.id === ctx.identityId || outranks(ctx, await grantedFeatures(ex, id)),
    secondFactor: (await secondFactorsOf(ex, id))[0] ?? 'none',
  };
}

export async function userOptions(db: Database, p: Principal): Promise<UserOptions> {
  const ctx = await loadAdminContext(db.orm, p);
  const [orgs, brands, regions, roles, sets, apps] = [
    await ref.organizations(db.orm, ctx.scope),
    await ref.brands(db.orm),
    await ref.regions(db.orm),
    await ref.roles(db.orm),
    await ref.permissionSets(db.orm),
    await ref.applications(db.orm),
  ];
  return {
    locations: orgs.map((o) => ({
      id: o.id,
      code: o.code,
      name: o.name,
      brandId: o.brand_id,
      regionCode: o.region_code,
    })),
    brands: brands.map((b) => ({ ...b, assignable: ctx.brandIds.includes(b.id) })),
    regions: regions.map((r) => ({ ...r, assignable: ctx.regionCodes.includes(r.code) })),
    roles: roles.map((r) => ({
      id: r.id,
      name: r.name,
      displayName: r.display_name,
      singular: r.singular,
      excludeFromCopyUser: r.exclude_from_copy_user,
      assignable: canAssign(ctx, r),
    })),
    permissionSets: sets.map((s) => ({
      id: s.id,
      name: s.name,
      displayName: s.display_name,
      selectionMode: s.selection_mode,
      roleIds: s.role_ids,
    })),
    applications: apps.map((a) => ({
      id: a.id,
      displayName: a.display_name,
      brandId: a.brand_id,
      regionCode: a.region_code,
      roleIds: a.role_ids,
    })),
  };
}

export async function getHistory(
  db: Database,
  p: Principal,
  id: number,
  page: number,
  size: number,
) {
  const ctx = await loadAdminContext(db.orm, p);
  await readableUser(db.orm, ctx, id);
  const [history, maps] = await Promise.all([
    userHistory(db.orm, id, page, size),
    auditNameMaps(db.orm),
  ]);
  // Names instead of codes and ids, as the users' edit history gives them (one wording).
  const items = history.items.map((e) => ({
    ...e,
    oldValue: readableValue(maps, e.field, e.oldValue),
    newValue: readableValue(maps, e.field, e.newValue),
    oldItems: valueItems(maps, e.field, e.oldValue),
    newItems: valueItems(maps, e.field, e.newValue),
  }));
  return { items, total: history.total };
}
