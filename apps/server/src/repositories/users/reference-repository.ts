// What users can be given: locations, brands, regions, roles, permission sets and applications.
import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client.js';
import { intArray } from '../../db/sql.js';
import { brand, region } from '../../db/schema.js';

export interface OrgRef {
  id: number;
  code: string;
  name: string;
  brand_id: number;
  region_code: string;
}
export interface RoleRef {
  id: number;
  name: string;
  display_name: string;
  singular: boolean;
  exclude_from_copy_user: boolean;
  assignable_by: string[];
}
export interface SetRef {
  id: number;
  name: string;
  display_name: string;
  selection_mode: 'SINGLE' | 'MULTIPLE';
  role_ids: number[];
}
export interface AppRef {
  id: number;
  display_name: string;
  brand_id: number | null;
  region_code: string | null;
  role_ids: number[];
}

export function organizations(ex: Executor, ids?: readonly number[]) {
  const where = ids ? sql`WHERE id = ANY(${intArray(ids)})` : sql``;
  return rows<OrgRef>(
    ex,
    sql`SELECT id, code, name, brand_id, region_code FROM organization ${where} ORDER BY name, id`,
  );
}

export function brands(ex: Executor) {
  return ex.select({ id: brand.id, name: brand.name }).from(brand).orderBy(brand.id);
}

export function regions(ex: Executor) {
  return ex.select({ code: region.code, name: region.name }).from(region).orderBy(region.code);
}

export function roles(ex: Executor) {
  return rows<RoleRef>(
    ex,
    sql`SELECT id, name, display_name, singular, exclude_from_copy_user, assignable_by
      FROM security_role ORDER BY display_name, id`,
  );
}

export async function permissionSets(ex: Executor) {
  const list = await rows<SetRef>(
    ex,
    sql`SELECT p.id, p.name, p.display_name, p.selection_mode,
        ARRAY(SELECT security_role_id FROM permission_set_role WHERE permission_set_id = p.id ORDER BY 1) AS role_ids
      FROM permission_set p ORDER BY p.display_name, p.id`,
  );
  return list.map((s) => ({ ...s, role_ids: s.role_ids.map(Number) }));
}

export async function applications(ex: Executor) {
  const list = await rows<AppRef>(
    ex,
    sql`SELECT a.id, a.display_name, a.brand_id, a.region_code,
        ARRAY(SELECT security_role_id FROM application_role WHERE application_id = a.id ORDER BY 1) AS role_ids
      FROM application a ORDER BY a.display_name, a.id`,
  );
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
  return rows<{ id: number }>(
    ex,
    sql`SELECT x.identity_id AS id FROM identity_role x JOIN identity i ON i.id = x.identity_id
      WHERE x.security_role_id = ${roleId} AND x.organization_id = ${organizationId} AND i.status = 'ACTIVE'
        AND NOT (x.identity_id = ANY(${intArray(exceptIds)}))`,
  );
}
