// The one writer of audit_entry (append-only), in the caller's transaction. Changes of users and
// organisations also put their integration event in the outbox here, in the same transaction.
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { IntegrationEventType } from '@portal/shared';
import { rows, type Executor } from '../../db/client.js';
import { intArray } from '../../db/sql.js';
import { auditEntry, identity, organization } from '../../db/schema.js';
import {
  enqueueEvent,
  organizationPayload,
  userPayloads,
  type NewEvent,
} from './integration-events.js';

/** One entry to write; the id and (unless a seed backdates it) the time are the database's. */
export type AuditRow = Omit<typeof auditEntry.$inferInsert, 'id'>;

/** One changed field of a user or an organisation. */
export interface Change {
  operation: string;
  field: string | null;
  oldValue: string | null;
  newValue: string | null;
}

export interface RecordOptions {
  /** Backdated entries of the demo data; everything else takes the database's time. */
  changedOn?: Date;
  /** Seeds leave the outbox empty: nothing happened downstream. */
  skipEvent?: boolean;
}

/** Entries of other records (catalogue entries, documents): no event goes downstream for them. */
export async function insertAuditRows(tx: Executor, list: readonly AuditRow[]): Promise<void> {
  if (list.length === 0) return;
  const bad = list.find((r) => r.entityType === 'identity' || r.entityType === 'organization');
  // Users and organisations go through recordUserChanges / recordOrganizationChanges (events).
  if (bad) throw new Error(`audit of ${bad.entityType} must go through its record function`);
  await tx.insert(auditEntry).values([...list]);
}

/** Entries of a user's history that send no event (sign-in bookkeeping, mails). */
const QUIET_OPERATIONS = [
  'VERIFICATION_SENT',
  'SESSION_ENDED',
  'RECOVERY_CODE_USED',
  'RECOVERY_CODES_RENEWED',
];

/** The event a set of changes amounts to; undefined when nothing changed downstream. */
export function eventOf(
  kind: 'user' | 'organization',
  changes: readonly Change[],
): IntegrationEventType | undefined {
  const ops = new Set(changes.map((c) => c.operation));
  if (ops.has('DELETE')) return `${kind}.deleted`;
  if (ops.has('DEACTIVATE')) return `${kind}.deactivated`;
  if (ops.has('CREATE')) return `${kind}.created`;
  if (ops.has('RESYNC')) return `${kind}.resynced`;
  // A sent verification mail, an ended session or a used recovery code changes nothing the
  // systems downstream keep.
  if ([...ops].every((o) => QUIET_OPERATIONS.includes(o))) return undefined;
  return `${kind}.changed`;
}

/** Audit entries (and the events) of several users changed by one actor, e.g. a job. */
export async function recordUsersChanges(
  ex: Executor,
  list: readonly { identityId: number; changes: readonly Change[] }[],
  by: string,
  opts: RecordOptions = {},
): Promise<Map<number, QueuedEvent>> {
  const queued = new Map<number, QueuedEvent>();
  const wanted = list.filter((l) => l.changes.length > 0);
  if (wanted.length === 0) return queued;
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
    return changes.map((c) => ({
      entityType: 'identity',
      entityId: String(identityId),
      ...c,
      changedBy: by,
      organizationIds: who?.orgs ?? [],
      entityLabel: who ? `${who.first} ${who.last}` : null,
      ...(opts.changedOn ? { changedOn: opts.changedOn } : {}),
    }));
  });
  // Only users that exist: a resync of an unknown id writes nothing.
  const known = rows.filter((r) => byId.has(Number(r.entityId)));
  await insertUserAuditRows(ex, known);
  if (opts.skipEvent) return queued;
  const payloads = await userPayloads(ex, ids);
  const events: NewEvent[] = [];
  for (const { identityId, changes } of wanted) {
    const eventType = eventOf('user', changes);
    const payload = payloads.get(identityId);
    if (!eventType || !payload) continue;
    events.push({ eventType, entityType: 'user', entityId: identityId, payload, changedBy: by });
  }
  // One event is one statement pair; many (a bulk import) go in slices of multi-row inserts.
  if (events.length === 1) {
    const e = events[0]!;
    queued.set(e.entityId, { ...(await enqueueEvent(ex, e)), eventType: e.eventType });
  } else
    for (let i = 0; i < events.length; i += 2000)
      for (const [id, q] of await enqueueEvents(ex, events.slice(i, i + 2000))) queued.set(id, q);
  return queued;
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

/** The event of a user's changes (eventOf's rule) from the operations of its entries. */
const EVENT_OF_OPERATIONS = sql.raw(`CASE WHEN bool_or(operation = 'DELETE') THEN 'user.deleted'
  WHEN bool_or(operation = 'DEACTIVATE') THEN 'user.deactivated'
  WHEN bool_or(operation = 'CREATE') THEN 'user.created'
  WHEN bool_or(operation = 'RESYNC') THEN 'user.resynced'
  WHEN bool_and(operation IN ('VERIFICATION_SENT', 'SESSION_ENDED', 'RECOVERY_CODE_USED',
    'RECOVERY_CODES_RENEWED')) THEN NULL ELSE 'user.changed' END`);

/**
 * The event payload of user `i` (an alias of identity) as userPayloads builds it, in SQL. With
 * `known`, the lists come from `p` (a join of (identity_id, brands, regions, locations, roles))
 * where it has the user, else they are looked up.
 */
export function userPayloadSql(known: boolean): SQL {
  const list = (name: string, lookup: SQL) =>
    known
      ? sql`CASE WHEN p.identity_id IS NULL THEN ${lookup} ELSE p.${sql.raw(name)} END`
      : lookup;
  return sql`jsonb_build_object(
    'id', i.id, 'email', i.email, 'firstName', i.first_name, 'lastName', i.last_name,
    'serialNumber', i.employee_number, 'jobTitle', i.job_title, 'userType', i.user_type,
    'accountType', i.account_type, 'status', i.status, 'preferredLanguage', i.preferred_language,
    'brandIds', ${list('brands', sql`ARRAY(SELECT x.brand_id FROM identity_brand x WHERE x.identity_id = i.id ORDER BY x.brand_id)`)},
    'regionCodes', ${list(
      'regions',
      sql`ARRAY(SELECT x.region_code FROM identity_region x
      WHERE x.identity_id = i.id ORDER BY x.region_code)`,
    )},
    'locations', ${list(
      'locations',
      sql`COALESCE((SELECT jsonb_agg(jsonb_build_object('organizationId', o.id,
        'code', o.code, 'mode', x.mode, 'preferred', x.preferred) ORDER BY o.code)
      FROM identity_location x JOIN organization o ON o.id = x.organization_id
      WHERE x.identity_id = i.id), '[]')`,
    )},
    'roles', ${list(
      'roles',
      sql`COALESCE((SELECT jsonb_agg(jsonb_build_object('name', s.name,
        'feedId', s.feed_id, 'organizationId', x.organization_id) ORDER BY s.name)
      FROM identity_role x JOIN security_role s ON s.id = x.security_role_id
      WHERE x.identity_id = i.id AND NOT s.exclude_from_feeds), '[]')`,
    )},
    'updatedAt', i.updated_at)`;
}

/**
 * Audit entries, events and their deliveries of many users at once (a bulk import: hundreds of
 * thousands of entries) from `changes`, a query of (identity_id, operation, field, old_value,
 * new_value). The same rows as recordUsersChanges writes, in one statement inside the database:
 * no entry or payload travels to the process (measured 4 s per 10,000 users that way). The
 * payloads' lists are looked up per user (index scans: joins with the link tables sorted them
 * whole, a cost that grew with every user in the database). New users: recordUsersCreated.
 * Hand-written: data-modifying CTEs, which the query builder does not express.
 */
export async function recordUsersChangesFrom(ex: Executor, changes: SQL, by: string) {
  await ex.execute(sql`WITH a AS (
      INSERT INTO audit_entry (id, entity_type, entity_id, operation, field, old_value,
        new_value, ${FIELD_ARRAYS}, changed_by, organization_ids, entity_label)
      SELECT r.id, 'identity', r.identity_id::text, r.operation, r.field, r.old_value,
        r.new_value, ${FIELD_ARRAYS_OF_R}, ${by}, i.included_org_ids,
        i.first_name || ' ' || i.last_name
      FROM (${auditRowsOf(changes)}) r JOIN identity i ON i.id = r.identity_id
      RETURNING entity_id, operation),
    k AS (SELECT entity_id::int AS id, ${EVENT_OF_OPERATIONS} AS event_type FROM a
      GROUP BY entity_id),
    e AS (INSERT INTO integration_event (event_type, entity_type, entity_id, payload, changed_by)
      SELECT k.event_type, 'user', k.id::text, ${userPayloadSql(false)}, ${by}
      FROM k JOIN identity i ON i.id = k.id
      WHERE k.event_type IS NOT NULL
      RETURNING id, event_type)
    INSERT INTO webhook_delivery (event_id, subscription_id)
    SELECT e.id, s.id FROM e JOIN webhook_subscription s
      ON s.active AND e.event_type = ANY(s.event_types)`);
}

/** Audit entries of one user, and its event, in the caller's transaction. */
export async function recordUserChanges(
  ex: Executor,
  identityId: number,
  changes: readonly Change[],
  by: string,
  opts: RecordOptions = {},
): Promise<void> {
  await recordUsersChanges(ex, [{ identityId, changes }], by, opts);
}

/** Audit entries of one organisation (location), and its event, in the caller's transaction. */
export async function recordOrganizationChanges(
  ex: Executor,
  organizationId: number,
  changes: readonly Change[],
  by: string,
  opts: RecordOptions = {},
): Promise<QueuedEvent | undefined> {
  if (changes.length === 0) return undefined;
  const [org] = await ex
    .select({ name: organization.name })
    .from(organization)
    .where(inArray(organization.id, [organizationId]));
  // A deletion is recorded before the row goes; anything else needs the organisation.
  if (!org && !changes.some((c) => c.operation === 'DELETE')) return undefined;
  await ex.insert(auditEntry).values(
    changes.map((c) => ({
      entityType: 'organization',
      entityId: String(organizationId),
      ...c,
      changedBy: by,
      organizationIds: [organizationId],
      entityLabel: org?.name ?? null,
      ...(opts.changedOn ? { changedOn: opts.changedOn } : {}),
    })),
  );
  const eventType = eventOf('organization', changes);
  if (opts.skipEvent || !eventType) return undefined;
  const payload = await organizationPayload(ex, organizationId);
  if (!payload) return undefined;
  const event = await enqueueEvent(ex, {
    eventType,
    entityType: 'organization',
    entityId: organizationId,
    payload,
    changedBy: by,
  });
  return { ...event, eventType };
}

/**
 * Audit entries and events of many organisations changed by one actor (a bulk import), the rows
 * recordOrganizationChanges writes for each, in two statements. Hand-written: INSERT ... SELECT
 * from one JSON parameter each, the payloads built from the rows as organizationPayload does
 * (measured 4 statements per location the other way).
 */
export async function recordOrganizationsChanges(
  ex: Executor,
  list: readonly { organizationId: number; changes: readonly Change[] }[],
  by: string,
) {
  const wanted = list.filter((l) => l.changes.length > 0);
  if (wanted.length === 0) return;
  const entries = wanted.flatMap(({ organizationId: i, changes }) =>
    changes.map((c) => ({ i, op: c.operation, f: c.field, ov: c.oldValue, nv: c.newValue })),
  );
  await ex.execute(sql`INSERT INTO audit_entry (entity_type, entity_id, operation, field,
      old_value, new_value, changed_by, organization_ids, entity_label)
    SELECT 'organization', x.i::text, x.op, x.f, x.ov, x.nv, ${by}, ARRAY[x.i], o.name
    FROM jsonb_to_recordset(${JSON.stringify(entries)}::jsonb)
      AS x(i int, op text, f text, ov text, nv text)
    JOIN organization o ON o.id = x.i`);
  const events = wanted
    .map((l) => ({ i: l.organizationId, t: eventOf('organization', l.changes) }))
    .filter((e) => e.t);
  if (events.length === 0) return;
  await ex.execute(sql`WITH e AS (
      INSERT INTO integration_event (event_type, entity_type, entity_id, payload, changed_by)
      SELECT x.t, 'organization', o.id::text, jsonb_build_object('id', o.id, 'code', o.code,
        'name', o.name, 'brandId', o.brand_id, 'regionCode', o.region_code, 'status', o.status,
        'address', o.address, 'city', o.city, 'country', o.country, 'updatedAt', o.updated_at),
        ${by}
      FROM jsonb_to_recordset(${JSON.stringify(events)}::jsonb) AS x(i int, t text)
      JOIN organization o ON o.id = x.i
      RETURNING id, event_type)
    INSERT INTO webhook_delivery (event_id, subscription_id)
    SELECT e.id, s.id FROM e JOIN webhook_subscription s
      ON s.active AND e.event_type = ANY(s.event_types)`);
}

export interface QueuedEvent {
  eventId: string;
  eventType: IntegrationEventType;
  deliveries: number;
}

const RESYNC: Change = { operation: 'RESYNC', field: null, oldValue: null, newValue: null };

/**
 * Force resync: an audit entry naming the caller and a `*.resynced` event with the current state.
 * Returns undefined when the record does not exist.
 */
export async function recordResync(
  ex: Executor,
  kind: 'user' | 'organization',
  id: number,
  by: string,
): Promise<QueuedEvent | undefined> {
  const queued =
    kind === 'user'
      ? (await recordUsersChanges(ex, [{ identityId: id, changes: [RESYNC] }], by)).get(id)
      : await recordOrganizationChanges(ex, id, [RESYNC], by);
  return queued;
}

/**
 * Several events and their deliveries in two statements (what enqueueEvent does for one).
 * Hand-written: INSERT ... SELECT from a JSON list, then one fan-out over the subscriptions.
 */
async function enqueueEvents(ex: Executor, list: readonly NewEvent[]) {
  const queued = new Map<number, QueuedEvent>();
  if (list.length === 0) return queued;
  const input = list.map((e) => ({
    t: e.eventType,
    k: e.entityType,
    i: String(e.entityId),
    p: e.payload,
    b: e.changedBy,
  }));
  const made = await rows<{ id: string; entity_id: string; event_type: IntegrationEventType }>(
    ex,
    sql`INSERT INTO integration_event (event_type, entity_type, entity_id, payload, changed_by)
      SELECT x.t, x.k, x.i, x.p, x.b
      FROM jsonb_to_recordset(${JSON.stringify(input)}::jsonb) AS x(t text, k text, i text, p jsonb, b text)
      RETURNING id, entity_id, event_type`,
  );
  const deliveries = await rows<{ event_id: string; n: number }>(
    ex,
    sql`WITH d AS (INSERT INTO webhook_delivery (event_id, subscription_id)
        SELECT e.id, s.id FROM integration_event e JOIN webhook_subscription s
          ON s.active AND e.event_type = ANY(s.event_types)
        WHERE e.id = ANY(${`{${made.map((m) => m.id).join(',')}}`}::uuid[])
        RETURNING event_id)
      SELECT event_id, count(*)::int AS n FROM d GROUP BY event_id`,
  );
  const count = new Map(deliveries.map((d) => [String(d.event_id), Number(d.n)]));
  for (const m of made)
    queued.set(Number(m.entity_id), {
      eventId: m.id,
      eventType: m.event_type,
      deliveries: count.get(String(m.id)) ?? 0,
    });
  return queued;
}
