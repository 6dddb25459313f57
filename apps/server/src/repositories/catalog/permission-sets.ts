// SQL of permission sets: list with search and order, one set with its security roles, writes.
import { sql, type SQL } from 'drizzle-orm';
import type {
  CatalogRoleRef,
  PermissionSet,
  PermissionSetInput,
  PermissionSetSummary,
} from '@portal/shared';
import { one, rows, type Executor } from '../../db/client.js';
import {
  containsPattern,
  intArray,
  iso,
  json,
  orderBy,
  where,
  type PageRequest,
} from './sql-helpers.js';

interface SummaryRow {
  id: number;
  name: string;
  display_name: string;
  selection_mode: 'SINGLE' | 'MULTIPLE';
  role_count: number;
  updated_at: Date | string;
  modified_by: string | null;
  version: number;
}

const SUMMARY = sql`p.id, p.name, p.display_name, p.selection_mode, p.updated_at, p.modified_by, p.version,
  (SELECT count(*)::int FROM permission_set_role x WHERE x.permission_set_id = p.id) AS role_count`;

function toSummary(r: SummaryRow): PermissionSetSummary {
  return {
    id: r.id,
    name: r.name,
    displayName: r.display_name,
    selectionMode: r.selection_mode,
    roleCount: r.role_count,
    updatedAt: iso(r.updated_at),
    modifiedBy: r.modified_by,
    version: r.version,
  };
}

export const PERMISSION_SET_ORDER: Record<string, SQL> = {
  name: sql`lower(p.name)`,
  displayName: sql`lower(p.display_name)`,
  selectionMode: sql`p.selection_mode`,
  updatedAt: sql`p.updated_at`,
};

function filterSql(search: string | undefined): SQL {
  if (!search) return where([]);
  const p = containsPattern(search);
  return where([sql`(p.name ILIKE ${p} OR p.display_name ILIKE ${p})`]);
}

export async function countPermissionSets(
  ex: Executor,
  search: string | undefined,
): Promise<number> {
  const r = await one<{ n: number }>(
    ex,
    sql`SELECT count(*)::int AS n FROM permission_set p ${filterSql(search)}`,
  );
  return r?.n ?? 0;
}

export async function listPermissionSets(
  ex: Executor,
  search: string | undefined,
  sort: string,
  order: 'asc' | 'desc',
  page: PageRequest,
): Promise<PermissionSetSummary[]> {
  const list = await rows<SummaryRow>(
    ex,
    sql`SELECT ${SUMMARY} FROM permission_set p ${filterSql(search)}
      ${orderBy(PERMISSION_SET_ORDER[sort] ?? PERMISSION_SET_ORDER.name!, order, sql`p.id`)}
      LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  return list.map(toSummary);
}

export async function getPermissionSet(
  ex: Executor,
  id: number,
): Promise<PermissionSet | undefined> {
  const r = await one<SummaryRow & { roles: CatalogRoleRef[] | string }>(
    ex,
    sql`SELECT ${SUMMARY},
      COALESCE((SELECT json_agg(json_build_object('id', r.id, 'name', r.name, 'displayName', r.display_name) ORDER BY r.display_name)
        FROM permission_set_role x JOIN security_role r ON r.id = x.security_role_id WHERE x.permission_set_id = p.id), '[]'::json) AS roles
      FROM permission_set p WHERE p.id = ${id}`,
  );
  return r && { ...toSummary(r), roles: json(r.roles) };
}

export async function lockPermissionSet(ex: Executor, id: number): Promise<number | undefined> {
  const r = await one<{ version: number }>(
    ex,
    sql`SELECT version FROM permission_set WHERE id = ${id} FOR UPDATE`,
  );
  return r?.version;
}

/** The id of the set with this name (any case), if there is one. */
export async function permissionSetIdByName(
  ex: Executor,
  name: string,
): Promise<number | undefined> {
  const r = await one<{ id: number }>(
    ex,
    sql`SELECT id FROM permission_set WHERE lower(name) = lower(${name})`,
  );
  return r?.id;
}

export async function permissionSetHolders(ex: Executor, id: number): Promise<number> {
  const r = await one<{ n: number }>(
    ex,
    sql`SELECT count(*)::int AS n FROM identity_permission_set WHERE permission_set_id = ${id}`,
  );
  return r?.n ?? 0;
}

export async function insertPermissionSet(
  ex: Executor,
  p: PermissionSetInput,
  by: string,
): Promise<number> {
  const r = await one<{ id: number }>(
    ex,
    sql`INSERT INTO permission_set (name, display_name, selection_mode, modified_by)
      VALUES (${p.name}, ${p.displayName}, ${p.selectionMode}, ${by}) RETURNING id`,
  );
  await replaceRoles(ex, r!.id, p.roleIds);
  return r!.id;
}

export async function updatePermissionSet(
  ex: Executor,
  id: number,
  p: PermissionSetInput,
  by: string,
): Promise<void> {
  await ex.execute(sql`UPDATE permission_set SET name = ${p.name}, display_name = ${p.displayName},
      selection_mode = ${p.selectionMode}, modified_by = ${by}, updated_at = now(), version = version + 1
    WHERE id = ${id}`);
  await replaceRoles(ex, id, p.roleIds);
}

async function replaceRoles(ex: Executor, id: number, roleIds: readonly number[]): Promise<void> {
  await ex.execute(sql`DELETE FROM permission_set_role WHERE permission_set_id = ${id}`);
  await ex.execute(sql`INSERT INTO permission_set_role (permission_set_id, security_role_id)
    SELECT DISTINCT ${id}::int, v FROM unnest(${intArray(roleIds)}) AS v`);
}

export async function deletePermissionSet(ex: Executor, id: number): Promise<void> {
  await ex.execute(sql`DELETE FROM permission_set WHERE id = ${id}`);
}
