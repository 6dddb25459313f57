// What users can be given: locations, brands, regions, roles, permission sets and applications.
import { inArray, sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client.js';
import { intArray } from '../../db/sql.js';
import {
  application,
  applicationRole,
  permissionSet,
  permissionSetRole,
  securityRole,
} from '../../db/schema/catalog.js';
import { brand, organization, region } from '../../db/schema/platform.js';

export type OrgRef = Awaited<ReturnType<typeof organizations>>[number];
export type RoleRef = Awaited<ReturnType<typeof roles>>[number];
export type SetRef = Awaited<ReturnType<typeof permissionSets>>[number];
export type AppRef = Awaited<ReturnType<typeof applications>>[number];

export function organizations(ex: Executor, ids?: readonly number[]) {
  return ex
    .select({
      id: organization.id,
      code: organization.code,
      name: organization.name,
      brand_id: organization.brandId,
      region_code: organization.regionCode,
    })
    .from(organization)
    .where(ids ? inArray(organization.id, [...ids]) : undefined)
    .orderBy(organization.name, organization.id);
}

export function brands(ex: Executor) {
  return ex.select({ id: brand.id, name: brand.name }).from(brand).orderBy(brand.id);
}

export function regions(ex: Executor) {
  return ex.select({ code: region.code, name: region.name }).from(region).orderBy(region.code);
}

export function roles(ex: Executor) {
  return ex
    .select({
      id: securityRole.id,
      name: securityRole.name,
      display_name: securityRole.displayName,
      singular: securityRole.singular,
      exclude_from_copy_user: securityRole.excludeFromCopyUser,
      assignable_by: securityRole.assignableBy,
    })
    .from(securityRole)
    .orderBy(securityRole.displayName, securityRole.id);
}

export async function permissionSets(ex: Executor) {
  const list = await ex
    .select({
      id: permissionSet.id,
      name: permissionSet.name,
      display_name: permissionSet.displayName,
      selection_mode: permissionSet.selectionMode,
      // A correlated ARRAY(...) reads each set's roles in the same statement.
      role_ids: sql<
        number[]
      >`ARRAY(SELECT ${permissionSetRole.securityRoleId} FROM ${permissionSetRole}
        WHERE ${permissionSetRole.permissionSetId} = ${permissionSet.id} ORDER BY 1)`,
    })
    .from(permissionSet)
    .orderBy(permissionSet.displayName, permissionSet.id);
  return list.map((s) => ({ ...s, role_ids: s.role_ids.map(Number) }));
}

export async function applications(ex: Executor) {
  const list = await ex
    .select({
      id: application.id,
      display_name: application.displayName,
      brand_id: application.brandId,
      region_code: application.regionCode,
      // A correlated ARRAY(...) reads each application's roles in the same statement.
      role_ids: sql<number[]>`ARRAY(SELECT ${applicationRole.securityRoleId} FROM ${applicationRole}
        WHERE ${applicationRole.applicationId} = ${application.id} ORDER BY 1)`,
    })
    .from(application)
    .orderBy(application.displayName, application.id);
  return list.map((a) => ({ ...a, role_ids: a.role_ids.map(Number) }));
}

/** Other active users holding a singular role at a location (one holder per location). */
export async function singularHolders(
  ex: Executor,
  roleId: number,
  organizationId: number,
  exceptIds: readonly number[],
) {
  // Serialises concurrent assignments of the same singular role until the transaction ends.
  await ex.execute(sql`SELECT pg_advisory_xact_lock(7415004, ${roleId})`);
  // Join with a negated ANY over the exceptions: clearer as SQL than as builder calls.
  return rows<{ id: number }>(
    ex,
    sql`SELECT x.identity_id AS id FROM identity_role x JOIN identity i ON i.id = x.identity_id
      WHERE x.security_role_id = ${roleId} AND x.organization_id = ${organizationId} AND i.status = 'ACTIVE'
        AND NOT (x.identity_id = ANY(${intArray(exceptIds)}))`,
  );
}
