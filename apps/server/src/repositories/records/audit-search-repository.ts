// Searching the edit history of users or organisations: filters, delegated scope, names, pages.
// Hand-written SQL: the names come from four optional joins (the user or organisation, the user's
// preferred location, the changer) and the filters are built per request, which the query builder
// would only obscure; every value is a bound parameter.
import { sql, type SQL } from 'drizzle-orm';
import { rangeEnd, rangeStart, type AuditQuery } from '@portal/shared';
import { one, rows, type Executor } from '../../db/client.js';
import { intArray, likeContains } from '../../db/sql.js';

export type AuditKind = 'user' | 'organization';
export type AuditFilter = Omit<AuditQuery, 'page' | 'pageSize'> & {
  /** An external administrator's search: entries of internal users are left out. */
  externalOnly?: boolean | undefined;
};

/** One row of the view audit_entry_field (migration 0014): a field's change as history shows it. */
export interface AuditFieldRow {
  id: number | string;
  operation: string;
  field: string | null;
  old_value: string | null;
  new_value: string | null;
  changed_on: Date | string;
  changed_by: string | null;
}

export interface AuditSearchRow extends AuditFieldRow {
  entity_id: string;
  entity_name: string | null;
  serial_number: string | null;
  email: string | null;
  org_id: number | null;
  org_code: string | null;
  org_name: string | null;
  changed_by_name: string | null;
}

/** The entity_type of audit_entry rows of each kind. */
export const ENTITY: Record<AuditKind, string> = { user: 'identity', organization: 'organization' };

const SORTS: Record<AuditFilter['sortBy'], string> = {
  changedOn: 'a.changed_on',
  entityName: 'lower(entity_name)',
  operation: 'a.operation',
  field: `coalesce(a.field, '')`,
  changedBy: `lower(coalesce(changed_by_name, a.changed_by, ''))`,
};

/**
 * Entries of a user an external administrator may read (`entityId`, the entry's entity_id): the
 * user is external, or, deleted, her deletion recorded that she was (deleteUser writes the user
 * type; a deletion without it is left out, so a deleted internal user's history stays hidden).
 */
export function externalUserEntry(entityId: SQL): SQL {
  const id = sql`CASE WHEN ${entityId} ~ '^[0-9]{1,9}$' THEN ${entityId}::int END`;
  return sql`(EXISTS (SELECT 1 FROM identity x WHERE x.id = ${id} AND x.user_type = 'EXTERNAL')
    OR NOT EXISTS (SELECT 1 FROM identity x WHERE x.id = ${id})
      AND EXISTS (SELECT 1 FROM audit_entry d WHERE d.entity_type = 'identity'
        AND d.entity_id = ${entityId} AND d.operation = 'DELETE' AND d.field = 'userType'
        AND d.old_value = 'EXTERNAL'))`;
}

/**
 * The WHERE of a search: only columns of audit_entry (alias a) and subqueries, none of the
 * fields a creation's row expands into, so that the count reads the table (each row counted as
 * the entries it shows) and the page reads the view audit_entry_field (migration 0014).
 */
function where(kind: AuditKind, f: AuditFilter, scope: readonly number[] | 'all'): SQL {
  const parts: SQL[] = [sql`a.entity_type = ${ENTITY[kind]}`];
  // Delegated scope: entries of the auditor's locations, as the record was when written.
  if (scope !== 'all') parts.push(sql`a.organization_ids && ${intArray(scope)}`);
  // External administrators manage external users only: no internal user's history either.
  if (kind === 'user' && f.externalOnly) parts.push(externalUserEntry(sql`a.entity_id`));
  if (f.entityId !== undefined) parts.push(sql`a.entity_id = ${String(f.entityId)}`);
  if (f.operation) parts.push(sql`a.operation = ${f.operation}`);
  if (f.from) parts.push(sql`a.changed_on >= ${rangeStart(f.from).toISOString()}::timestamptz`);
  if (f.to) parts.push(sql`a.changed_on <= ${rangeEnd(f.to).toISOString()}::timestamptz`);
  if (f.changedBy) {
    const pat = likeContains(f.changedBy.toLowerCase());
    parts.push(sql`(lower(a.changed_by) LIKE ${pat} OR lower(a.changed_by) IN (
      SELECT lower(c.email) FROM identity c WHERE lower(c.first_name || ' ' || c.last_name) LIKE ${pat}))`);
  }
  if (f.q) parts.push(searchCondition(kind, f.q));
  return sql.join(parts, sql` AND `);
}

/** Users: name, e-mail or serial number (trigram index), or an organisation's exact id or code. */
function searchCondition(kind: AuditKind, q: string): SQL {
  const pat = likeContains(q.toLowerCase());
  const asId = /^[0-9]{1,9}$/.test(q) ? Number(q) : null;
  if (kind === 'user') {
    const orgIds = sql`ARRAY(SELECT o.id FROM organization o WHERE lower(o.code) = ${q.toLowerCase()}
      ${asId !== null ? sql`OR o.id = ${asId}` : sql``})`;
    // An e-mail address also finds deleted users: their deletion entry keeps the old address.
    const deleted = q.includes('@')
      ? sql`OR a.entity_id IN (SELECT x.entity_id FROM audit_entry x WHERE x.entity_type = 'identity'
          AND x.operation = 'DELETE' AND x.field = 'email' AND lower(x.old_value) LIKE ${pat})`
      : sql``;
    return sql`(a.entity_id IN (SELECT i.id::text FROM identity i
        WHERE lower(i.first_name || ' ' || i.last_name || ' ' || i.email || ' ' || coalesce(i.employee_number, '')) LIKE ${pat})
      OR lower(coalesce(a.entity_label, '')) LIKE ${pat}
      OR a.organization_ids && ${orgIds} ${deleted})`;
  }
  return sql`(a.entity_id IN (SELECT o.id::text FROM organization o
      WHERE lower(o.code || ' ' || o.name) LIKE ${pat})
    OR lower(coalesce(a.entity_label, '')) LIKE ${pat}
    ${asId !== null ? sql`OR a.entity_id = ${String(asId)}` : sql``})`;
}

/** The joins that turn ids into names, per kind. */
function joins(kind: AuditKind): SQL {
  if (kind === 'user')
    return sql`LEFT JOIN identity i
        ON i.id = CASE WHEN a.entity_id ~ '^[0-9]{1,9}$' THEN a.entity_id::int END
      LEFT JOIN LATERAL (SELECT o.id, o.code, o.name FROM identity_location l
          JOIN organization o ON o.id = l.organization_id
          WHERE l.identity_id = i.id AND l.mode = 'INCLUDE'
          ORDER BY l.preferred DESC, o.code LIMIT 1) o ON true`;
  return sql`LEFT JOIN organization o
      ON o.id = CASE WHEN a.entity_id ~ '^[0-9]{1,9}$' THEN a.entity_id::int END
    LEFT JOIN identity i ON false`;
}

export async function searchAudit(
  ex: Executor,
  kind: AuditKind,
  f: AuditFilter,
  scope: readonly number[] | 'all',
  page: { limit: number; offset: number },
): Promise<AuditSearchRow[]> {
  const name =
    kind === 'user'
      ? sql`coalesce(i.first_name || ' ' || i.last_name, a.entity_label)`
      : sql`coalesce(o.name, a.entity_label)`;
  const order = sql.raw(`${SORTS[f.sortBy]} ${f.sortType === 'asc' ? 'ASC' : 'DESC'}, a.id DESC`);
  return rows<AuditSearchRow>(
    ex,
    sql`SELECT * FROM (
        SELECT a.id, a.entity_id, a.operation, a.field, a.old_value, a.new_value, a.changed_on, a.changed_by,
          ${name} AS entity_name, i.employee_number AS serial_number, i.email,
          o.id AS org_id, o.code AS org_code, o.name AS org_name,
          (SELECT c.first_name || ' ' || c.last_name FROM identity c
            WHERE lower(c.email) = lower(a.changed_by)) AS changed_by_name
        FROM audit_entry_field a ${joins(kind)}
        WHERE ${where(kind, f, scope)}) a
      ORDER BY ${order} LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
}

export async function countAudit(
  ex: Executor,
  kind: AuditKind,
  f: AuditFilter,
  scope: readonly number[] | 'all',
): Promise<number> {
  const row = await one<{ n: number }>(
    ex,
    sql`SELECT COALESCE(sum(CASE WHEN a.field_ids IS NULL THEN 1
        ELSE cardinality(a.field_ids) END), 0)::int AS n
      FROM audit_entry a WHERE ${where(kind, f, scope)}`,
  );
  return row?.n ?? 0;
}

/** Names for the values of assignment fields: organisations, roles, brands, regions, sets. */
export async function auditNameMaps(ex: Executor) {
  const [orgs, roles, brands, regions, sets] = await Promise.all([
    rows<{ code: string; name: string }>(ex, sql`SELECT code, name FROM organization`),
    rows<{ name: string; display_name: string }>(
      ex,
      sql`SELECT name, display_name FROM security_role`,
    ),
    rows<{ id: number; name: string }>(ex, sql`SELECT id, name FROM brand`),
    rows<{ code: string; name: string }>(ex, sql`SELECT code, name FROM region`),
    rows<{ name: string; display_name: string }>(
      ex,
      sql`SELECT name, display_name FROM permission_set`,
    ),
  ]);
  return {
    orgs: new Map(orgs.map((o) => [o.code, o.name])),
    roles: new Map(roles.map((r) => [r.name, r.display_name])),
    brands: new Map(brands.map((b) => [String(b.id), b.name])),
    regions: new Map(regions.map((r) => [r.code, r.name])),
    sets: new Map(sets.map((r) => [r.name, r.display_name])),
  };
}
export type AuditNameMaps = Awaited<ReturnType<typeof auditNameMaps>>;
