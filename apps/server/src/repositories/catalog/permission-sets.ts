// SQL of permission sets: list with search and order, one set with its security roles, writes.
import { count, eq, sql } from 'drizzle-orm';
import type {
  CatalogRoleRef,
  PermissionSet,
  PermissionSetInput,
  PermissionSetSummary,
} from '@portal/shared';
import type { Executor } from '../../db/client.js';
import { deleteEntry, distinct, lockVersion, nextVersion, replaceLinks } from './entry-rows.js';
import { listQueries, searchWhere } from './list-query.js';
import { iso, jsonList } from '../../db/sql.js';
import { identityPermissionSet, permissionSet, permissionSetRole } from '../../db/schema/index.js';

const p = permissionSet;
const SUMMARY = {
  id: p.id,
  name: p.name,
  displayName: p.displayName,
  selectionMode: p.selectionMode,
  updatedAt: p.updatedAt,
  modifiedBy: p.modifiedBy,
  version: p.version,
  // Hand-written: a correlated count keeps the list one statement.
  roleCount: sql<number>`(SELECT count(*)::int FROM permission_set_role x WHERE x.permission_set_id = ${p.id})`,
};

const summaryRows = (ex: Executor) => ex.select(SUMMARY).from(p).$dynamic();
type SummaryRow = Awaited<ReturnType<typeof summaryRows>>[number];

const toSummary = (r: SummaryRow): PermissionSetSummary => ({ ...r, updatedAt: iso(r.updatedAt) });

export const PERMISSION_SET_ORDER = {
  name: sql`lower(${p.name})`,
  displayName: sql`lower(${p.displayName})`,
  selectionMode: p.selectionMode,
  updatedAt: p.updatedAt,
};

const lists = listQueries({
  table: p,
  select: summaryRows,
  where: (search: string | undefined) => searchWhere(search, [p.name, p.displayName]),
  order: PERMISSION_SET_ORDER,
  defaultSort: 'name',
  tieBreaker: [p.id],
  toSummary,
});
export const countPermissionSets = lists.count;
export const listPermissionSets = lists.list;

export async function getPermissionSet(
  ex: Executor,
  id: number,
): Promise<PermissionSet | undefined> {
  // Hand-written: the set and its roles (json_agg over a join) in one statement.
  const roles = jsonList<CatalogRoleRef>(
    sql`SELECT json_agg(json_build_object('id', r.id, 'name', r.name, 'displayName', r.display_name) ORDER BY r.display_name)
      FROM permission_set_role x JOIN security_role r ON r.id = x.security_role_id WHERE x.permission_set_id = ${p.id}`,
  );
  const [r] = await ex
    .select({ ...SUMMARY, roles })
    .from(p)
    .where(eq(p.id, id));
  return r && { ...toSummary(r), roles: r.roles };
}

export const lockPermissionSet = (ex: Executor, id: number) => lockVersion(ex, p, id);

/** The id of the set with this name (any case), if there is one. */
export async function permissionSetIdByName(
  ex: Executor,
  name: string,
): Promise<number | undefined> {
  const [r] = await ex
    .select({ id: p.id })
    .from(p)
    .where(sql`lower(${p.name}) = lower(${name})`);
  return r?.id;
}

export async function permissionSetHolders(ex: Executor, id: number): Promise<number> {
  const [r] = await ex
    .select({ n: count() })
    .from(identityPermissionSet)
    .where(eq(identityPermissionSet.permissionSetId, id));
  return r?.n ?? 0;
}

const columns = (s: PermissionSetInput, by: string) => ({
  name: s.name,
  displayName: s.displayName,
  selectionMode: s.selectionMode,
  modifiedBy: by,
});

export async function insertPermissionSet(
  ex: Executor,
  s: PermissionSetInput,
  by: string,
): Promise<number> {
  const [r] = await ex.insert(p).values(columns(s, by)).returning({ id: p.id });
  await replaceRoles(ex, r!.id, s.roleIds);
  return r!.id;
}

export async function updatePermissionSet(
  ex: Executor,
  id: number,
  s: PermissionSetInput,
  by: string,
): Promise<void> {
  await ex
    .update(p)
    .set({ ...columns(s, by), ...nextVersion(p) })
    .where(eq(p.id, id));
  await replaceRoles(ex, id, s.roleIds);
}

const replaceRoles = (ex: Executor, id: number, roleIds: readonly number[]) =>
  replaceLinks(
    ex,
    permissionSetRole,
    permissionSetRole.permissionSetId,
    id,
    distinct(roleIds).map((securityRoleId) => ({ permissionSetId: id, securityRoleId })),
  );

export const deletePermissionSet = (ex: Executor, id: number) => deleteEntry(ex, p, id);
