// The outbox of integration events: the state of a user or an organisation as sent downstream,
// the event row and one delivery per listening webhook subscription, all in the caller's
// transaction; and the events as the integration pages list them.
import { sql, type SQL } from 'drizzle-orm';
import type { IntegrationEventQuery, IntegrationEventType } from '@portal/shared';
import { one, rows, type Executor } from '../../db/client.js';
import { intArray, jsonValue } from '../../db/sql.js';

/** A user as the feeds see it. Roles flagged exclude-from-feeds are left out. */
export interface UserPayload {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  serialNumber: string | null;
  jobTitle: string | null;
  userType: string;
  accountType: string;
  status: string;
  preferredLanguage: string;
  brandIds: number[];
  regionCodes: string[];
  locations: { organizationId: number; code: string; mode: string; preferred: boolean }[];
  roles: { name: string; feedId: string | null; organizationId: number | null }[];
  updatedAt: string;
}

export interface OrganizationPayload {
  id: number;
  code: string;
  name: string;
  brandId: number;
  regionCode: string;
  status: string;
  address: string;
  city: string;
  country: string;
  updatedAt: string;
}

/**
 * The current state of several users in one statement: hand-written because it builds nested
 * JSON (locations and roles per user), which the query builder would need one query per list for.
 */
export async function userPayloads(ex: Executor, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, UserPayload>();
  const list = await rows<{ id: number; payload: UserPayload | string }>(
    ex,
    sql`SELECT i.id, json_build_object(
        'id', i.id, 'email', i.email, 'firstName', i.first_name, 'lastName', i.last_name,
        'serialNumber', i.employee_number, 'jobTitle', i.job_title, 'userType', i.user_type,
        'accountType', i.account_type, 'status', i.status, 'preferredLanguage', i.preferred_language,
        'brandIds', ARRAY(SELECT brand_id FROM identity_brand WHERE identity_id = i.id ORDER BY brand_id),
        'regionCodes', ARRAY(SELECT region_code FROM identity_region WHERE identity_id = i.id ORDER BY region_code),
        'locations', COALESCE((SELECT json_agg(json_build_object('organizationId', o.id, 'code', o.code,
            'mode', l.mode, 'preferred', l.preferred) ORDER BY o.code)
          FROM identity_location l JOIN organization o ON o.id = l.organization_id
          WHERE l.identity_id = i.id), '[]'::json),
        'roles', COALESCE((SELECT json_agg(json_build_object('name', r.name, 'feedId', r.feed_id,
            'organizationId', x.organization_id) ORDER BY r.name)
          FROM identity_role x JOIN security_role r ON r.id = x.security_role_id
          WHERE x.identity_id = i.id AND NOT r.exclude_from_feeds), '[]'::json),
        'updatedAt', i.updated_at) AS payload
      FROM identity i WHERE i.id = ANY(${intArray(ids)})`,
  );
  return new Map(list.map((r) => [Number(r.id), jsonValue(r.payload)]));
}

export async function organizationPayload(
  ex: Executor,
  id: number,
): Promise<OrganizationPayload | undefined> {
  const row = await one<{ payload: OrganizationPayload | string }>(
    ex,
    sql`SELECT json_build_object('id', id, 'code', code, 'name', name, 'brandId', brand_id,
        'regionCode', region_code, 'status', status, 'address', address, 'city', city,
        'country', country, 'updatedAt', updated_at) AS payload
      FROM organization WHERE id = ${id}`,
  );
  return row ? jsonValue(row.payload) : undefined;
}

interface NewEvent {
  eventType: IntegrationEventType;
  entityType: 'user' | 'organization';
  entityId: number;
  payload: object;
  changedBy: string | null;
}

/**
 * Writes the event and queues a delivery for every active subscription listening to its type.
 * Hand-written: INSERT ... SELECT fans out in one statement.
 */
async function enqueueEvent(ex: Executor, e: NewEvent): Promise<QueuedEvent> {
  const row = await one<{ id: string }>(
    ex,
    sql`INSERT INTO integration_event (event_type, entity_type, entity_id, payload, changed_by)
      VALUES (${e.eventType}, ${e.entityType}, ${String(e.entityId)}, ${JSON.stringify(e.payload)}::jsonb, ${e.changedBy})
      RETURNING id`,
  );
  const eventId = row!.id;
  const queued = await rows<{ id: number }>(
    ex,
    sql`INSERT INTO webhook_delivery (event_id, subscription_id)
      SELECT ${eventId}::uuid, s.id FROM webhook_subscription s
      WHERE s.active AND ${e.eventType} = ANY(s.event_types)
      RETURNING id`,
  );
  return { eventId, eventType: e.eventType, deliveries: queued.length };
}

export interface QueuedEvent {
  eventId: string;
  eventType: IntegrationEventType;
  deliveries: number;
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

/**
 * The events of several users (their current state as the payload) and their deliveries; users
 * that do not exist get none. Returns the queued event of each user by id.
 */
export async function queueUserEvents(
  ex: Executor,
  list: readonly { identityId: number; eventType: IntegrationEventType }[],
  by: string,
): Promise<Map<number, QueuedEvent>> {
  const payloads = await userPayloads(ex, [...new Set(list.map((l) => l.identityId))]);
  const events: NewEvent[] = [];
  for (const { identityId, eventType } of list) {
    const payload = payloads.get(identityId);
    if (payload)
      events.push({ eventType, entityType: 'user', entityId: identityId, payload, changedBy: by });
  }
  // One event is one statement pair; many (a bulk import) go in slices of multi-row inserts.
  if (events.length === 1) {
    const e = events[0]!;
    return new Map([[e.entityId, await enqueueEvent(ex, e)]]);
  }
  const queued = new Map<number, QueuedEvent>();
  for (let i = 0; i < events.length; i += 2000)
    for (const [id, q] of await enqueueEvents(ex, events.slice(i, i + 2000))) queued.set(id, q);
  return queued;
}

/** The event of one organisation and its deliveries; undefined when it does not exist. */
export async function queueOrganizationEvent(
  ex: Executor,
  organizationId: number,
  eventType: IntegrationEventType,
  by: string,
): Promise<QueuedEvent | undefined> {
  const payload = await organizationPayload(ex, organizationId);
  if (!payload) return undefined;
  return enqueueEvent(ex, {
    eventType,
    entityType: 'organization',
    entityId: organizationId,
    payload,
    changedBy: by,
  });
}

/** The deliveries of the events a CTE `e` (id, event_type) inserted: one a listening subscription. */
const DELIVERIES_OF_E = sql`INSERT INTO webhook_delivery (event_id, subscription_id)
    SELECT e.id, s.id FROM e JOIN webhook_subscription s
      ON s.active AND e.event_type = ANY(s.event_types)`;

/**
 * The events of many organisations (a bulk import) and their deliveries in one statement.
 * Hand-written: a data-modifying CTE from one JSON parameter, the payloads built from the rows as
 * organizationPayload does.
 */
export async function queueOrganizationsEvents(
  ex: Executor,
  list: readonly { organizationId: number; eventType: IntegrationEventType }[],
  by: string,
) {
  if (list.length === 0) return;
  const events = list.map((l) => ({ i: l.organizationId, t: l.eventType }));
  await ex.execute(sql`WITH e AS (
      INSERT INTO integration_event (event_type, entity_type, entity_id, payload, changed_by)
      SELECT x.t, 'organization', o.id::text, jsonb_build_object('id', o.id, 'code', o.code,
        'name', o.name, 'brandId', o.brand_id, 'regionCode', o.region_code, 'status', o.status,
        'address', o.address, 'city', o.city, 'country', o.country, 'updatedAt', o.updated_at),
        ${by}
      FROM jsonb_to_recordset(${JSON.stringify(events)}::jsonb) AS x(i int, t text)
      JOIN organization o ON o.id = x.i
      RETURNING id, event_type)
    ${DELIVERIES_OF_E}`);
}

/**
 * The event of a user's changes from the operations of its entries: the SQL form of eventOf in
 * services/records/record-changes.ts (the same precedence, the same quiet operations).
 */
const EVENT_OF_OPERATIONS = sql.raw(`CASE WHEN bool_or(operation = 'DELETE') THEN 'user.deleted'
  WHEN bool_or(operation = 'DEACTIVATE') THEN 'user.deactivated'
  WHEN bool_or(operation = 'CREATE') THEN 'user.created'
  WHEN bool_or(operation = 'RESYNC') THEN 'user.resynced'
  WHEN bool_and(operation IN ('VERIFICATION_SENT', 'SESSION_ENDED', 'RECOVERY_CODE_USED',
    'RECOVERY_CODES_RENEWED')) THEN NULL ELSE 'user.changed' END`);

/**
 * The event payload of user `i` (an alias of identity) as userPayloads builds it, in SQL. With
 * `given`, the lists come from `p` (a join of (identity_id, brands, regions, locations, roles)),
 * else they are looked up.
 */
function userPayloadSql(given: boolean): SQL {
  const list = (name: string, lookup: SQL) => (given ? sql`p.${sql.raw(name)}` : lookup);
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
 * The events and deliveries of many users at once (a bulk import) from `changes`, a query of
 * (identity_id, operation, ...) as writeUserEntriesFrom takes it: one event a user, by
 * EVENT_OF_OPERATIONS, in one statement inside the database (no payload travels to the
 * process). The payloads' lists are looked up per user (index scans: joins with the link tables
 * sorted them whole, a cost that grew with every user in the database).
 * Hand-written: data-modifying CTEs, which the query builder does not express.
 */
export async function queueUserEventsFrom(ex: Executor, changes: SQL, by: string) {
  await ex.execute(sql`WITH k AS (SELECT c.identity_id AS id, ${EVENT_OF_OPERATIONS} AS event_type
      FROM (${changes}) c GROUP BY c.identity_id),
    e AS (INSERT INTO integration_event (event_type, entity_type, entity_id, payload, changed_by)
      SELECT k.event_type, 'user', k.id::text, ${userPayloadSql(false)}, ${by}
      FROM k JOIN identity i ON i.id = k.id
      WHERE k.event_type IS NOT NULL
      RETURNING id, event_type)
    ${DELIVERIES_OF_E}`);
}

/**
 * The identity columns a payload reads (userPayloadSql): what an insert returns for its events,
 * rather than every column (measured on PostgreSQL, 100,000 users: the returned rows were kept
 * and sorted at 300 bytes a row for a payload that reads 11 columns).
 */
export const PAYLOAD_COLUMNS = sql.raw(`id, email, first_name, last_name, employee_number,
  job_title, user_type, account_type, status, preferred_language, updated_at`);

/**
 * New users (a bulk import) with their `user.created` events and deliveries, in one statement:
 * `inserted` an INSERT INTO identity ... RETURNING PAYLOAD_COLUMNS whose rows, as written, give
 * the payloads (not read back by id: 150-290 ms per 10,000 users on PGlite), `lists` a query of
 * (identity_id, brands, regions, locations, roles), each jsonb, holding every one of those users
 * (their links are written after this statement, so nothing is looked up).
 * Hand-written: data-modifying CTEs, which the query builder does not express.
 */
export async function insertUsersWithEvents(ex: Executor, inserted: SQL, lists: SQL, by: string) {
  await ex.execute(sql`WITH i AS (${inserted}),
    e AS (INSERT INTO integration_event (event_type, entity_type, entity_id, payload, changed_by)
      SELECT 'user.created', 'user', i.id::text, ${userPayloadSql(true)}, ${by}
      FROM i JOIN (${lists}) p ON p.identity_id = i.id
      RETURNING id, event_type)
    ${DELIVERIES_OF_E}`);
}

// The events as the integration pages read them, newest first with their deliveries counted.
// Hand-written: counts per state with FILTER and the changer's name in one statement.

export interface EventRow {
  id: string;
  event_type: string;
  entity_type: 'user' | 'organization';
  entity_id: string;
  changed_by: string | null;
  changed_by_name: string | null;
  created_at: Date | string;
  pending: number;
  delivered: number;
  failed: number;
}

function where(q: Omit<IntegrationEventQuery, 'page' | 'pageSize'>): SQL {
  const parts: SQL[] = [sql`true`];
  if (q.entityType) parts.push(sql`e.entity_type = ${q.entityType}`);
  if (q.entityId !== undefined) parts.push(sql`e.entity_id = ${String(q.entityId)}`);
  if (q.eventType) parts.push(sql`e.event_type = ${q.eventType}`);
  return sql.join(parts, sql` AND `);
}

export async function listEvents(ex: Executor, q: IntegrationEventQuery): Promise<EventRow[]> {
  return rows<EventRow>(
    ex,
    sql`SELECT e.id, e.event_type, e.entity_type, e.entity_id, e.changed_by, e.created_at,
        (SELECT c.first_name || ' ' || c.last_name FROM identity c
          WHERE lower(c.email) = lower(e.changed_by)) AS changed_by_name,
        count(d.id) FILTER (WHERE d.status = 'PENDING')::int AS pending,
        count(d.id) FILTER (WHERE d.status = 'DELIVERED')::int AS delivered,
        count(d.id) FILTER (WHERE d.status = 'FAILED')::int AS failed
      FROM integration_event e LEFT JOIN webhook_delivery d ON d.event_id = e.id
      WHERE ${where(q)}
      GROUP BY e.id
      ORDER BY e.created_at DESC, e.id
      LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`,
  );
}

export async function countEvents(ex: Executor, q: IntegrationEventQuery): Promise<number> {
  const row = await one<{ n: number }>(
    ex,
    sql`SELECT count(*)::int AS n FROM integration_event e WHERE ${where(q)}`,
  );
  return row?.n ?? 0;
}
