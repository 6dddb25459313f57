// SQL of permission sets: list with search and order, one set with its security roles, writes.
import { count, eq, sql, type SQL } from 'drizzle-orm';
import type {
  CatalogRoleRef,
  PermissionSet,
  PermissionSetInput,
  PermissionSetSummary,
} from '@portal/shared';
import { one, type Executor } from '../../db/client.js';
import { deleteEntry, lockVersion, replaceLinks } from './entry-rows.js';
import { listQueries, searchWhere } from './list-query.js';
import { intArray, iso, jsonValue } from '../../db/sql.js';
import { identityPermissionSet, permissionSet, type SqlRow } from '../../db/schema.js';

type SummaryRow = Pick<
  SqlRow<typeof permissionSet.$inferSelect>,
  'id' | 'name' | 'display_name' | 'selection_mode' | 'updated_at' | 'modified_by' | 'version'
> & { role_count: number };

// Hand-written: the list search and the role count are one statement with a correlated count.
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

const lists = listQueries({
  table: sql`permission_set p`,
  columns: SUMMARY,
  where: (search: string | undefined) => searchWhere(search, [sql`p.name`, sql`p.display_name`]),
  order: PERMISSION_SET_ORDER,
  defaultSort: 'name',
  tieBreaker: sql`p.id`,
  toSummary,
});
export const countPermissionSets = lists.count;
export const listPermissionSets = lists.list;

export async function getPermissionSet(
  ex: Executor,
  id: number,
): Promise<PermissionSet | undefined> {
  // Hand-written: the set and its roles (json_agg over a join) in one statement.
  const r = await one<SummaryRow & { roles: CatalogRoleRef[] | string }>(
    ex,
    sql`SELECT ${SUMMARY},
      COALESCE((SELECT json_agg(json_build_object('id', r.id, 'name', r.name, 'displayName', r.display_name) ORDER BY r.display_name)
        FROM permission_set_role x JOIN security_role r ON r.id = x.security_role_id WHERE x.permission_set_id = p.id), '[]'::json) AS roles
      FROM permission_set p WHERE p.id = ${id}`,
  );
  return r && { ...toSummary(r), roles: jsonValue(r.roles) };
}

export const lockPermissionSet = (ex: Executor, id: number) =>
  lockVersion(ex, 'permission_set', id);

/** The id of the set with this name (any case), if there is one. */
export async function permissionSetIdByName(
  ex: Executor,
  name: string,
): Promise<number | undefined> {
  const [r] = await ex
    .select({ id: permissionSet.id })
    .from(permissionSet)
    .where(sql`lower(${permissionSet.name}) = lower(${name})`);
  return r?.id;
}

export async function permissionSetHolders(ex: Executor, id: number): Promise<number> {
  const [r] = await ex
    .select({ n: count() })
    .from(identityPermissionSet)
    .where(eq(identityPermissionSet.permissionSetId, id));
  return r?.n ?? 0;
}

export async function insertPermissionSet(
  ex: Executor,
  p: PermissionSetInput,
  by: string,
): Promise<number> {
  const [r] = await ex
    .insert(permissionSet)
    .values({
      name: p.name,
      displayName: p.displayName,
      selectionMode: p.selectionMode,
      modifiedBy: by,
    })
    .returning({ id: permissionSet.id });
  await replaceRoles(ex, r!.id, p.roleIds);
  return r!.id;
}

export async function updatePermissionSet(
  ex: Executor,
  id: number,
  p: PermissionSetInput,
  by: string,
): Promise<void> {
  await ex
    .update(permissionSet)
    .set({
      name: p.name,
      displayName: p.displayName,
      selectionMode: p.selectionMode,
      modifiedBy: by,
      updatedAt: sql`now()`,
      version: sql`${permissionSet.version} + 1`,
    })
    .where(eq(permissionSet.id, id));
  await replaceRoles(ex, id, p.roleIds);
}

const replaceRoles = (ex: Executor, id: number, roleIds: readonly number[]) =>
  replaceLinks(ex, id, {
    table: 'permission_set_role',
    owner: 'permission_set_id',
    column: 'security_role_id',
    values: intArray(roleIds),
  });

export const deletePermissionSet = (ex: Executor, id: number) =>
  deleteEntry(ex, 'permission_set', id);
