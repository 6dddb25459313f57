// SQL of security roles: list with search and order, one role with its relations, writes, and the
// references other rows keep to a role (relations, assignable-by names, holders).
import { sql, type SQL } from 'drizzle-orm';
import type { SecurityRole, SecurityRoleInput, SecurityRoleSummary } from '@portal/shared';
import { one, rows, type Executor } from '../../db/client.js';
import { intArray, iso, jsonValue, textArray } from '../../db/sql.js';
import { deleteEntry, lockVersion } from './entry-rows.js';
import { listQueries, searchWhere } from './list-query.js';
import type { securityRole, SqlRow } from '../../db/schema.js';

type Relation = SecurityRole['parents'][number];
type Columns = SqlRow<typeof securityRole.$inferSelect>;
type SummaryRow = Pick<
  Columns,
  'id' | 'name' | 'display_name' | 'activities' | 'updated_at' | 'modified_by' | 'version'
> & { user_count: number };
type FullRow = SummaryRow &
  Pick<
    Columns,
    | 'business_functions'
    | 'expectations'
    | 'assignable_by'
    | 'feed_id'
    | 'singular'
    | 'exclude_from_copy_user'
    | 'exclude_from_feeds'
  > & { parents: Relation[] | string; children: Relation[] | string };

const SUMMARY = sql`r.id, r.name, r.display_name, r.activities, r.updated_at, r.modified_by, r.version,
  (SELECT count(DISTINCT h.identity_id)::int FROM identity_security_role h WHERE h.security_role_id = r.id) AS user_count`;
const relations = (self: string, other: string) => sql`COALESCE((SELECT json_agg(json_build_object(
    'id', o.id, 'name', o.name, 'displayName', o.display_name, 'relationName', x.relation_name) ORDER BY o.name)
  FROM security_role_relation x JOIN security_role o ON o.id = x.${sql.raw(other)}
  WHERE x.${sql.raw(self)} = r.id), '[]'::json)`;
const FULL = sql`${SUMMARY}, r.business_functions, r.expectations, r.assignable_by, r.feed_id, r.singular,
  r.exclude_from_copy_user, r.exclude_from_feeds,
  ${relations('child_id', 'parent_id')} AS parents, ${relations('parent_id', 'child_id')} AS children`;

function toSummary(r: SummaryRow): SecurityRoleSummary {
  return {
    id: r.id,
    name: r.name,
    displayName: r.display_name,
    activities: r.activities,
    userCount: r.user_count,
    updatedAt: iso(r.updated_at),
    modifiedBy: r.modified_by,
    version: r.version,
  };
}

function toFull(r: FullRow): SecurityRole {
  return {
    ...toSummary(r),
    businessFunctions: r.business_functions,
    expectations: r.expectations,
    assignableBy: r.assignable_by,
    feedId: r.feed_id,
    singular: r.singular,
    excludeFromCopyUser: r.exclude_from_copy_user,
    excludeFromFeeds: r.exclude_from_feeds,
    parents: jsonValue(r.parents),
    children: jsonValue(r.children),
  };
}

export const SECURITY_ROLE_ORDER: Record<string, SQL> = {
  name: sql`lower(r.name)`,
  displayName: sql`lower(r.display_name)`,
  userCount: sql`user_count`,
  updatedAt: sql`r.updated_at`,
};

const lists = listQueries({
  table: sql`security_role r`,
  columns: SUMMARY,
  where: (search: string | undefined) =>
    searchWhere(search, [
      sql`r.name`,
      sql`r.display_name`,
      sql`array_to_string(r.activities, ' ')`,
    ]),
  order: SECURITY_ROLE_ORDER,
  defaultSort: 'name',
  tieBreaker: sql`r.id`,
  toSummary,
});
export const countSecurityRoles = lists.count;
export const listSecurityRoles = lists.list;

export async function getSecurityRole(ex: Executor, id: number): Promise<SecurityRole | undefined> {
  const r = await one<FullRow>(ex, sql`SELECT ${FULL} FROM security_role r WHERE r.id = ${id}`);
  return r && toFull(r);
}

export const lockSecurityRole = (ex: Executor, id: number) => lockVersion(ex, 'security_role', id);

/** Id and name of every role (the relation graph and assignable-by names need them all). */
export async function allRoleNames(ex: Executor): Promise<{ id: number; name: string }[]> {
  return rows(ex, sql`SELECT id, name FROM security_role`);
}

/** Every relation that does not touch `roleId` (its own are about to be replaced). */
export async function relationsApartFrom(
  ex: Executor,
  roleId: number | undefined,
): Promise<{ parent: number; child: number }[]> {
  return rows(
    ex,
    sql`SELECT parent_id AS parent, child_id AS child FROM security_role_relation
      WHERE ${roleId ?? 0} NOT IN (parent_id, child_id)`,
  );
}

export async function directHolders(ex: Executor, id: number): Promise<number> {
  const r = await one<{ n: number }>(
    ex,
    sql`SELECT count(*)::int AS n FROM identity_role WHERE security_role_id = ${id}`,
  );
  return r?.n ?? 0;
}

const values = (s: SecurityRoleInput, by: string) =>
  sql`${s.name}, ${s.displayName}, ${textArray(s.activities)}, ${textArray(s.businessFunctions)}, ${s.expectations},
    ${textArray(s.assignableBy)}, ${s.feedId}, ${s.singular}, ${s.excludeFromCopyUser}, ${s.excludeFromFeeds}, ${by}`;
const COLUMNS = sql`name, display_name, activities, business_functions, expectations, assignable_by, feed_id, singular,
  exclude_from_copy_user, exclude_from_feeds, modified_by`;

export async function insertSecurityRole(
  ex: Executor,
  s: SecurityRoleInput,
  by: string,
): Promise<number> {
  const r = await one<{ id: number }>(
    ex,
    sql`INSERT INTO security_role (${COLUMNS}) VALUES (${values(s, by)}) RETURNING id`,
  );
  await replaceRelations(ex, r!.id, s);
  return r!.id;
}

export async function updateSecurityRole(
  ex: Executor,
  id: number,
  s: SecurityRoleInput,
  by: string,
): Promise<void> {
  await ex.execute(sql`UPDATE security_role SET (${COLUMNS}) = (${values(s, by)}),
      updated_at = now(), version = version + 1 WHERE id = ${id}`);
  await replaceRelations(ex, id, s);
}

async function replaceRelations(ex: Executor, id: number, s: SecurityRoleInput): Promise<void> {
  await ex.execute(
    sql`DELETE FROM security_role_relation WHERE parent_id = ${id} OR child_id = ${id}`,
  );
  const list = [
    ...s.parents.map((p) => ({ parent: p.roleId, child: id, name: p.relationName })),
    ...s.children.map((c) => ({ parent: id, child: c.roleId, name: c.relationName })),
  ];
  if (list.length === 0) return;
  await ex.execute(sql`INSERT INTO security_role_relation (parent_id, child_id, relation_name)
    SELECT parent, child, name FROM json_to_recordset(${JSON.stringify(list)}::json) AS x(parent int, child int, name text)`);
}

/** Roles naming `name` among their assignable-by roles, apart from `exceptId`. */
export async function rolesAssignableBy(
  ex: Executor,
  name: string,
  exceptId: number,
): Promise<{ id: number; assignable_by: string[] }[]> {
  return rows(
    ex,
    sql`SELECT id, assignable_by FROM security_role WHERE ${name} = ANY(assignable_by) AND id <> ${exceptId} FOR UPDATE`,
  );
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
      ? sql`array_remove(assignable_by, ${from})`
      : sql`array_replace(assignable_by, ${from}, ${to})`;
  await ex.execute(sql`UPDATE security_role SET assignable_by = ${next}, modified_by = ${by}, updated_at = now(),
      version = version + 1 WHERE id = ANY(${intArray(ids)})`);
}

export const deleteSecurityRole = (ex: Executor, id: number) =>
  deleteEntry(ex, 'security_role', id);
