// The one writer of audit_entry (append-only), in the caller's transaction. It writes entries
// only: services/records/record-changes.ts queues the integration event of a user's or an
// organisation's change beside them (repositories/records/integration-events.ts).
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { intArray } from '../../db/sql.js';
import { auditEntry, identity, organization } from '../../db/schema/index.js';

/** One entry to write; the id and (unless a seed backdates it) the time are the database's. */
export type AuditRow = Omit<typeof auditEntry.$inferInsert, 'id'>;

/** One changed field of a user or an organisation. */
export interface Change {
  operation: string;
  field: string | null;
  oldValue: string | null;
  newValue: string | null;
}

/** Entries of other records (catalogue entries, documents): no event goes downstream for them. */
export async function insertAuditRows(tx: Executor, list: readonly AuditRow[]): Promise<void> {
  if (list.length === 0) return;
  const bad = list.find((r) => r.entityType === 'identity' || r.entityType === 'organization');
  // Users and organisations go through writeUserEntries / writeOrganizationEntries.
  if (bad) throw new Error(`audit of ${bad.entityType} must go through its record function`);
  await tx.insert(auditEntry).values([...list]);
}

/**
 * Entries of several users changed by one actor, e.g. a job; `changedOn` backdates the demo
 * data's entries (everything else takes the database's time). Only users that exist get
 * entries: a resync of an unknown id writes nothing.
 */
export async function writeUserEntries(
  ex: Executor,
  list: readonly { identityId: number; changes: readonly Change[] }[],
  by: string,
  changedOn?: Date,
): Promise<void> {
  const wanted = list.filter((l) => l.changes.length > 0);
  if (wanted.length === 0) return;
  const ids = [...new Set(wanted.map((l) => l.identityId))];
  const people = await ex
    .select({
      id: identity.id,
      orgs: identity.includedOrgIds,
      first: identity.firstName,
      last: identity.lastName,
    })
    .from(identity)
    .where(sql`${identity.id} = ANY(${intArray(ids)})`);
  const byId = new Map(people.map((p) => [p.id, p]));
  const rows: AuditRow[] = wanted.flatMap(({ identityId, changes }) => {
    const who = byId.get(identityId);
    if (!who) return [];
    return changes.map((c) => ({
      entityType: 'identity',
      entityId: String(identityId),
      ...c,
      changedBy: by,
      organizationIds: who.orgs,
      entityLabel: `${who.first} ${who.last}`,
      ...(changedOn ? { changedOn } : {}),
    }));
  });
  await insertUserAuditRows(ex, rows);
}

/** The columns of a creation's fields (migration 0014), and as the rows of auditRowsOf. */
const FIELD_ARRAYS = sql.raw('field_ids, field_names, old_values, new_values');
const FIELD_ARRAYS_OF_R = sql.raw('r.field_ids, r.field_names, r.old_values, r.new_values');

/**
 * The audit rows of `changes`, a query of (identity_id, operation, field, old_value, new_value
 * and the columns `extra` names): each change takes its id from the sequence in the query's
 * order, as its own row would; a user's creation is one row with its fields in four arrays
 * (migration 0014: one row instead of eight per new user), any other change one row.
 */
function auditRowsOf(changes: SQL, extra?: SQL) {
  const more = extra ? sql`, ${extra}` : sql``;
  return sql`
  WITH c AS MATERIALIZED (SELECT c.*, nextval('audit_entry_id_seq') AS nid FROM (${changes}) c)
  SELECT c.nid AS id, c.identity_id, c.operation, c.field, c.old_value, c.new_value,
    NULL::bigint[] AS field_ids, NULL::text[] AS field_names, NULL::text[] AS old_values,
    NULL::text[] AS new_values${more}
  FROM c WHERE c.operation <> 'CREATE'
  UNION ALL
  SELECT min(c.nid), c.identity_id, 'CREATE', NULL, NULL, NULL, array_agg(c.nid),
    array_agg(c.field), array_agg(c.old_value), array_agg(c.new_value)${more}
  FROM c WHERE c.operation = 'CREATE' GROUP BY c.identity_id${more}`;
}

/**
 * Many users' entries in one statement (a bulk import writes tens of thousands): hand-written
 * INSERT ... SELECT from one JSON parameter, measured several times faster than multi-row
 * VALUES slices (no 65535-parameter limit, no per-value parameter handling).
 */
async function insertUserAuditRows(ex: Executor, list: readonly AuditRow[]) {
  if (list.length === 0) return;
  const input = list.map((r) => ({
    i: Number(r.entityId),
    op: r.operation,
    f: r.field ?? null,
    ov: r.oldValue ?? null,
    nv: r.newValue ?? null,
    t: r.changedOn ?? null,
    b: r.changedBy ?? null,
    o: `{${(r.organizationIds ?? []).join(',')}}`,
    l: r.entityLabel ?? null,
  }));
  const changes = sql`SELECT x.i AS identity_id, x.op AS operation, x.f AS field,
      x.ov AS old_value, x.nv AS new_value, COALESCE(x.t, now()) AS changed_on,
      x.b AS changed_by, x.o::int[] AS organization_ids, x.l AS entity_label
    FROM jsonb_to_recordset(${JSON.stringify(input)}::jsonb) AS x(i int, op text,
      f text, ov text, nv text, t timestamptz, b text, o text, l text)`;
  const extra = sql`c.changed_on, c.changed_by, c.organization_ids, c.entity_label`;
  await ex.execute(sql`INSERT INTO audit_entry (id, entity_type, entity_id, operation, field,
      old_value, new_value, ${FIELD_ARRAYS}, changed_on, changed_by, organization_ids,
      entity_label)
    SELECT r.id, 'identity', r.identity_id::text, r.operation, r.field, r.old_value,
      r.new_value, ${FIELD_ARRAYS_OF_R}, r.changed_on, r.changed_by, r.organization_ids,
      r.entity_label
    FROM (${auditRowsOf(changes, extra)}) r`);
}

/**
 * Audit entries of many users at once (a bulk import: hundreds of thousands of entries) from
 * `changes`, a query of (identity_id, operation, field, old_value, new_value). The same rows as
 * writeUserEntries writes, in one statement inside the database: no entry travels to the process
 * (measured 4 s per 10,000 users that way). New users: audit-creations.ts.
 * Hand-written: INSERT ... SELECT over auditRowsOf, which the query builder does not express.
 */
export async function writeUserEntriesFrom(ex: Executor, changes: SQL, by: string) {
  await ex.execute(sql`INSERT INTO audit_entry (id, entity_type, entity_id, operation, field,
      old_value, new_value, ${FIELD_ARRAYS}, changed_by, organization_ids, entity_label)
    SELECT r.id, 'identity', r.identity_id::text, r.operation, r.field, r.old_value,
      r.new_value, ${FIELD_ARRAYS_OF_R}, ${by}, i.included_org_ids,
      i.first_name || ' ' || i.last_name
    FROM (${auditRowsOf(changes)}) r JOIN identity i ON i.id = r.identity_id`);
}

/**
 * Entries of one organisation (location); false when it does not exist (a deletion is recorded
 * before the row goes, so it is written all the same).
 */
export async function writeOrganizationEntries(
  ex: Executor,
  organizationId: number,
  changes: readonly Change[],
  by: string,
  changedOn?: Date,
): Promise<boolean> {
  if (changes.length === 0) return false;
  const [org] = await ex
    .select({ name: organization.name })
    .from(organization)
    .where(inArray(organization.id, [organizationId]));
  if (!org && !changes.some((c) => c.operation === 'DELETE')) return false;
  await ex.insert(auditEntry).values(
    changes.map((c) => ({
      entityType: 'organization',
      entityId: String(organizationId),
      ...c,
      changedBy: by,
      organizationIds: [organizationId],
      entityLabel: org?.name ?? null,
      ...(changedOn ? { changedOn } : {}),
    })),
  );
  return true;
}

/**
 * Entries of many organisations changed by one actor (a bulk import), the rows
 * writeOrganizationEntries writes for each, in one statement. Hand-written: INSERT ... SELECT
 * from one JSON parameter (measured 4 statements per location the other way).
 */
export async function writeOrganizationsEntries(
  ex: Executor,
  list: readonly { organizationId: number; changes: readonly Change[] }[],
  by: string,
) {
  const entries = list.flatMap(({ organizationId: i, changes }) =>
    changes.map((c) => ({ i, op: c.operation, f: c.field, ov: c.oldValue, nv: c.newValue })),
  );
  if (entries.length === 0) return;
  await ex.execute(sql`INSERT INTO audit_entry (entity_type, entity_id, operation, field,
      old_value, new_value, changed_by, organization_ids, entity_label)
    SELECT 'organization', x.i::text, x.op, x.f, x.ov, x.nv, ${by}, ARRAY[x.i], o.name
    FROM jsonb_to_recordset(${JSON.stringify(entries)}::jsonb)
      AS x(i int, op text, f text, ov text, nv text)
    JOIN organization o ON o.id = x.i`);
}
