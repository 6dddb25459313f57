// SQL of security roles: list with search and order, one role with its relations, writes, and the
// references other rows keep to a role (relations, assignable-by names, holders).
import { and, arrayContains, count, eq, inArray, ne, notInArray, or, sql } from 'drizzle-orm';
import type { SecurityRole, SecurityRoleInput, SecurityRoleSummary } from '@portal/shared';
import type { Executor } from '../../db/client.js';
import { iso, jsonList } from '../../db/sql.js';
import { deleteEntry, lockVersion, nextVersion } from './entry-rows.js';
import { listQueries, searchWhere } from './list-query.js';
import { identityRole, securityRole, securityRoleRelation } from '../../db/schema/index.js';

type Relation = SecurityRole['parents'][number];
const r = securityRole;
const SUMMARY = {
  id: r.id,
  name: r.name,
  displayName: r.displayName,
  activities: r.activities,
  updatedAt: r.updatedAt,
  modifiedBy: r.modifiedBy,
  version: r.version,
  // Hand-written: a correlated count keeps the list one statement (and sortable by its alias).
  userCount: sql<number>`(SELECT count(DISTINCT h.identity_id)::int FROM identity_security_role h
    WHERE h.security_role_id = ${r.id})`.as('user_count'),
};
const relations = (self: string, other: string) =>
  jsonList<Relation>(sql`SELECT json_agg(json_build_object(
      'id', o.id, 'name', o.name, 'displayName', o.display_name, 'relationName', x.relation_name) ORDER BY o.name)
    FROM security_role_relation x JOIN security_role o ON o.id = x.${sql.raw(other)}
    WHERE x.${sql.raw(self)} = ${r.id}`);
const FULL = {
  ...SUMMARY,
  businessFunctions: r.businessFunctions,
  expectations: r.expectations,
  assignableBy: r.assignableBy,
  feedId: r.feedId,
  singular: r.singular,
  excludeFromCopyUser: r.excludeFromCopyUser,
  excludeFromFeeds: r.excludeFromFeeds,
  parents: relations('child_id', 'parent_id'),
  children: relations('parent_id', 'child_id'),
};

const summaryRows = (ex: Executor) => ex.select(SUMMARY).from(r).$dynamic();
type SummaryRow = Awaited<ReturnType<typeof summaryRows>>[number];

const toSummary = (row: SummaryRow): SecurityRoleSummary => ({
  ...row,
  updatedAt: iso(row.updatedAt),
});

export const SECURITY_ROLE_ORDER = {
  name: sql`lower(${r.name})`,
  displayName: sql`lower(${r.displayName})`,
  userCount: sql`user_count`,
  updatedAt: r.updatedAt,
};

const lists = listQueries({
  table: r,
  select: summaryRows,
  where: (search: string | undefined) =>
    searchWhere(search, [r.name, r.displayName, sql`array_to_string(${r.activities}, ' ')`]),
  order: SECURITY_ROLE_ORDER,
  defaultSort: 'name',
  tieBreaker: [r.id],
  toSummary,
});
export const countSecurityRoles = lists.count;
export const listSecurityRoles = lists.list;

export async function getSecurityRole(ex: Executor, id: number): Promise<SecurityRole | undefined> {
  const [row] = await ex.select(FULL).from(r).where(eq(r.id, id));
  return row && { ...row, updatedAt: iso(row.updatedAt) };
}

export const lockSecurityRole = (ex: Executor, id: number) => lockVersion(ex, r, id);

/** Id and name of every role (the relation graph and assignable-by names need them all). */
export async function allRoleNames(ex: Executor): Promise<{ id: number; name: string }[]> {
  return ex.select({ id: r.id, name: r.name }).from(r);
}

/** Every relation that does not touch `roleId` (its own are about to be replaced). */
export async function relationsApartFrom(
  ex: Executor,
  roleId: number | undefined,
): Promise<{ parent: number; child: number }[]> {
  const x = securityRoleRelation;
  return ex
    .select({ parent: x.parentId, child: x.childId })
    .from(x)
    .where(notInArray(sql`${roleId ?? 0}::int`, [x.parentId, x.childId]));
}

export async function directHolders(ex: Executor, id: number): Promise<number> {
  const [row] = await ex
    .select({ n: count() })
    .from(identityRole)
    .where(eq(identityRole.securityRoleId, id));
  return row?.n ?? 0;
}

const columns = (s: SecurityRoleInput, by: string) => ({
  name: s.name,
  displayName: s.displayName,
  activities: s.activities,
  businessFunctions: s.businessFunctions,
  expectations: s.expectations,
  assignableBy: s.assignableBy,
  feedId: s.feedId,
  singular: s.singular,
  excludeFromCopyUser: s.excludeFromCopyUser,
  excludeFromFeeds: s.excludeFromFeeds,
  modifiedBy: by,
});

export async function insertSecurityRole(
  ex: Executor,
  s: SecurityRoleInput,
  by: string,
): Promise<number> {
  const [row] = await ex.insert(r).values(columns(s, by)).returning({ id: r.id });
  await replaceRelations(ex, row!.id, s);
  return row!.id;
}

export async function updateSecurityRole(
  ex: Executor,
  id: number,
  s: SecurityRoleInput,
  by: string,
): Promise<void> {
  await ex
    .update(r)
    .set({ ...columns(s, by), ...nextVersion(r) })
    .where(eq(r.id, id));
  await replaceRelations(ex, id, s);
}

async function replaceRelations(ex: Executor, id: number, s: SecurityRoleInput): Promise<void> {
  const x = securityRoleRelation;
  await ex.delete(x).where(or(eq(x.parentId, id), eq(x.childId, id)));
  const list = [
    ...s.parents.map((p) => ({ parentId: p.roleId, childId: id, relationName: p.relationName })),
    ...s.children.map((c) => ({ parentId: id, childId: c.roleId, relationName: c.relationName })),
  ];
  if (list.length > 0) await ex.insert(x).values(list);
}

/** Roles naming `name` among their assignable-by roles, apart from `exceptId`. */
export async function rolesAssignableBy(
  ex: Executor,
  name: string,
  exceptId: number,
): Promise<{ id: number; assignableBy: string[] }[]> {
  return ex
    .select({ id: r.id, assignableBy: r.assignableBy })
    .from(r)
    .where(and(arrayContains(r.assignableBy, [name]), ne(r.id, exceptId)))
    .for('update');
}

/** Renames (or with `to` null removes) a role name in other roles' assignable-by lists. */
export async function replaceAssignableBy(
  ex: Executor,
  ids: number[],
  from: string,
  to: string | null,
  by: string,
): Promise<void> {
  const next =
    to === null
      ? sql`array_remove(${r.assignableBy}, ${from})`
      : sql`array_replace(${r.assignableBy}, ${from}, ${to})`;
  await ex
    .update(r)
    .set({ assignableBy: next, modifiedBy: by, ...nextVersion(r) })
    .where(inArray(r.id, ids));
}

export const deleteSecurityRole = (ex: Executor, id: number) => deleteEntry(ex, r, id);
