// Applies a checked identities run over the whole run at once: a temporary table of the rows to
// write with their users' ids, then INSERT ... SELECT and UPDATE ... FROM per table, the audit
// entries and events (recordImportedUsers: the changes stay queries inside the repositories), in
// the caller's transaction (the new users' links and mails: identity-mails.ts). Statements for an
// action the run has none of are left out (`Actions`: 20-30 ms each, a dozen per run).
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { writeUserEntriesFrom } from '../records/audit-entries.js';
import { writeCreatedUserEntries } from '../records/audit-creations.js';
import {
  PAYLOAD_COLUMNS,
  insertUsersWithEvents,
  queueUserEventsFrom,
} from '../records/integration-events.js';

/** How many users the run creates and updates (its checked counts). */
export interface Actions {
  create: number;
  update: number;
}

/** A name of ours (a field, a kind) as an SQL string. */
const literal = (v: string) => sql.raw(`'${v}'`);

/** The field of the entries that a kind of list item (`x.kind`) adds to. */
const listField = (x: string) =>
  sql.raw(`CASE ${x}.kind WHEN 'location' THEN 'locations' WHEN 'role' THEN 'roles'
    WHEN 'permissionSet' THEN 'permissionSets' ELSE 'applications' END`);

/**
 * The rows to write (`import_target`: row, action, the user's id, cells, and a new user's lists;
 * new users get their id from the sequence now), what updated users had before (`import_before`)
 * and the list values each updated user's row adds (`import_added`: as the audit shows them).
 * Temporary: gone at commit, and with a rollback or a crash.
 * Hand-written: CREATE TABLE ... AS SELECT, which the query builder does not express.
 */
export async function prepareIdentityApply(ex: Executor, runId: number, n: Actions) {
  // A new user's locations for their row, their audit entries and their event: `orgs`
  // (identity.included_org_ids as the location trigger keeps it; the row's first location is
  // `pref`) gathered from the location values once per list of locations (rows with equal lists
  // share a location key, and so their ids: PGlite, 10,000 rows of one list, the statement took
  // 29-32 ms against 40-46 ms gathered per row). `names` and `vals` (the creation entry's
  // fields and values) and `lk`, `rk` (the keys of equal lists) as the upload staged them
  // (StagedCreation, migration 0032: gathered here from the cells and list values, they cost
  // five sorts per row on PostgreSQL before 16, 1.17 s against 0.32 s per 100,000 rows on
  // PostgreSQL 15, and sixteen reads of the cells per user for the entries).
  const created = (v: SQL) => sql`CASE WHEN r.action = 'create' THEN ${v} END`;
  await ex.execute(sql`CREATE TEMP TABLE import_target ON COMMIT DROP AS
    WITH k AS (SELECT r.location_key, min(r.row_number) AS rn FROM import_row r
        WHERE r.run_id = ${runId} AND r.action IN ('create', 'update') GROUP BY r.location_key),
      l AS (SELECT k.location_key, x.orgs, x.pref FROM k CROSS JOIN LATERAL (
          SELECT array_agg(DISTINCT it.ref_id ORDER BY it.ref_id) AS orgs,
            max(it.ref_id) FILTER (WHERE it.position = 0) AS pref
          FROM import_row_item it WHERE it.run_id = ${runId} AND it.row_number = k.rn
            AND it.kind = 'location') x)
    SELECT r.row_number, r.action, COALESCE(r.target_id, nextval('identity_id_seq'))::int AS id,
      r.data, ${created(sql`COALESCE(l.orgs, '{}')`)} AS orgs,
      ${created(sql`r.created_fields`)} AS names, ${created(sql`r.created_values`)} AS vals,
      ${created(sql`r.location_key`)} AS lk, ${created(sql`r.role_key`)} AS rk, l.pref
    FROM import_row r LEFT JOIN l ON l.location_key = r.location_key
    WHERE r.run_id = ${runId} AND r.action IN ('create', 'update')`);
  await ex.execute(sql`CREATE UNIQUE INDEX ON import_target (row_number)`);
  // The columns the plans join and filter on: the statistics of the cells (jsonb) cost ten
  // times as much to gather and no plan uses them. With the lists' keys counted, the new users
  // meet their lists' few combinations in a loop, not after a sort of every user by both keys
  // (PGlite, 10,000 new users: the lists in 23 ms against 37-40 ms).
  await ex.execute(sql`ANALYZE import_target (row_number, action, id, lk, rk)`);
  if (n.update === 0) return;
  await ex.execute(sql`CREATE TEMP TABLE import_before ON COMMIT DROP AS
    SELECT t.row_number, i.first_name, i.last_name, i.user_type, i.account_type,
      i.preferred_language, i.job_title, i.mobile_phone
    FROM import_target t JOIN identity i ON i.id = t.id WHERE t.action = 'update'`);
  await ex.execute(sql`CREATE TEMP TABLE import_added ON COMMIT DROP AS
    SELECT it.row_number, it.kind, string_agg(it.value, ', ' ORDER BY it.position) AS vals,
      string_agg(COALESCE(it.ref_id::text, '?') || ':' || it.position, ',') AS refs
    FROM import_target t JOIN import_row_item it ON it.run_id = ${runId}
      AND it.row_number = t.row_number
    WHERE t.action = 'update' AND NOT CASE it.kind
      WHEN 'location' THEN EXISTS (SELECT 1 FROM identity_location l WHERE l.identity_id = t.id
        AND l.organization_id = it.ref_id AND l.mode = 'INCLUDE')
      WHEN 'role' THEN EXISTS (SELECT 1 FROM identity_role x WHERE x.identity_id = t.id
        AND x.security_role_id = it.ref_id)
      WHEN 'permissionSet' THEN EXISTS (SELECT 1 FROM identity_permission_set x
        WHERE x.identity_id = t.id AND x.permission_set_id = it.ref_id)
      ELSE EXISTS (SELECT 1 FROM identity_application x WHERE x.identity_id = t.id
        AND x.application_id = it.ref_id) END
    GROUP BY it.row_number, it.kind`);
  // Temporary tables have no statistics until analysed: estimated at 100 rows, the events'
  // lists were joined row by row.
  await ex.execute(sql`ANALYZE import_added`);
}

/**
 * New users (their locations already on the row: the location trigger then has nothing to
 * rewrite) with their `user.created` events, and the changed columns of existing ones. New users
 * first: the updates may wait for a lock other writers hold.
 */
export async function writeIdentities(ex: Executor, runId: number, by: string, n: Actions) {
  if (n.create > 0)
    await insertUsersWithEvents(
      ex,
      sql`INSERT INTO identity (id, subject, email, first_name, last_name, user_type,
        account_type, preferred_language, job_title, mobile_phone, email_verified, modified_by,
        included_org_ids)
      SELECT t.id, gen_random_uuid()::text, t.data->>'email', t.data->>'firstName',
        t.data->>'lastName', t.data->>'userType', COALESCE(t.data->>'accountType', 'STANDARD'),
        COALESCE(t.data->>'preferredLanguage', 'en'), NULLIF(t.data->>'jobTitle', ''),
        NULLIF(t.data->>'mobilePhone', ''), false, ${by}, t.orgs
      FROM import_target t WHERE t.action = 'create'
      RETURNING ${PAYLOAD_COLUMNS}`,
      createdUserLists(runId),
      by,
    );
  if (n.update > 0)
    await ex.execute(sql`UPDATE identity i SET
      first_name = t.data->>'firstName', last_name = t.data->>'lastName',
      user_type = t.data->>'userType',
      account_type = COALESCE(t.data->>'accountType', i.account_type),
      preferred_language = COALESCE(t.data->>'preferredLanguage', i.preferred_language),
      job_title = CASE WHEN t.data ? 'jobTitle' THEN NULLIF(t.data->>'jobTitle', '') ELSE i.job_title END,
      mobile_phone = CASE WHEN t.data ? 'mobilePhone' THEN NULLIF(t.data->>'mobilePhone', '')
        ELSE i.mobile_phone END,
      updated_at = now(), modified_by = ${by}, version = i.version + 1
    FROM import_target t WHERE t.action = 'update' AND i.id = t.id`);
}

/**
 * One link table's rows: new users' as plain inserts (nothing to conflict with), existing
 * users' with `conflict`. Measured: the upsert's conflict check made the insert a third slower.
 */
async function link(
  ex: Executor,
  n: Actions,
  insert: SQL,
  select: (action: SQL, created: boolean) => SQL,
  conflict: SQL,
) {
  if (n.create > 0) await ex.execute(sql`${insert} ${select(sql`'create'`, true)}`);
  if (n.update > 0) await ex.execute(sql`${insert} ${select(sql`'update'`, false)} ${conflict}`);
}

/**
 * Locations (the first preferred), their brands and regions, roles (singular ones at the
 * preferred location), permission sets and applications, added to what users hold.
 */
export async function writeIdentityLinks(ex: Executor, runId: number, n: Actions) {
  const items = (kind: string, action: SQL, join = sql``) => sql`import_target t
    JOIN import_row_item it ON it.run_id = ${runId} AND it.row_number = t.row_number
      AND it.kind = ${kind} ${join}
    WHERE t.action = ${action}`;
  if (n.update > 0)
    await ex.execute(sql`UPDATE identity_location l SET preferred = false
    FROM ${items('location', sql`'update'`)} AND it.position = 0
      AND l.identity_id = t.id AND l.organization_id <> it.ref_id AND l.preferred`);
  // A new user's from their row's location ids, as for their brands and regions below (measured
  // on PGlite, 10,000 new users: 306-476 ms against 344-578 ms joined to the items again).
  await link(
    ex,
    n,
    sql`INSERT INTO identity_location (identity_id, organization_id, mode, preferred)`,
    (a, created) =>
      created
        ? sql`SELECT t.id, u.id, 'INCLUDE', u.id = t.pref
          FROM import_target t CROSS JOIN LATERAL unnest(t.orgs) u(id) WHERE t.action = ${a}`
        : sql`SELECT t.id, it.ref_id, 'INCLUDE', it.position = 0 FROM ${items('location', a)}`,
    sql`ON CONFLICT (identity_id, organization_id)
      DO UPDATE SET mode = 'INCLUDE', preferred = EXCLUDED.preferred`,
  );
  const nothing = sql`ON CONFLICT DO NOTHING`;
  // The brands and regions of the locations `o`: a new user's from their row's location ids
  // (import_target.orgs), not from the items again (a scan and a join of them, 0.15-0.2 s a
  // statement per 100,000 new users).
  const orgs = (a: SQL, created: boolean) =>
    created
      ? sql`import_target t CROSS JOIN LATERAL unnest(t.orgs) u(id)
        JOIN organization o ON o.id = u.id WHERE t.action = ${a}`
      : items('location', a, sql`JOIN organization o ON o.id = it.ref_id`);
  await link(
    ex,
    n,
    sql`INSERT INTO identity_brand (identity_id, brand_id)`,
    (a, created) => sql`SELECT DISTINCT t.id, o.brand_id FROM ${orgs(a, created)}`,
    nothing,
  );
  await link(
    ex,
    n,
    sql`INSERT INTO identity_region (identity_id, region_code)`,
    (a, created) => sql`SELECT DISTINCT t.id, o.region_code FROM ${orgs(a, created)}`,
    nothing,
  );
  // Singular roles at the row's first location.
  await link(
    ex,
    n,
    sql`INSERT INTO identity_role (identity_id, security_role_id, organization_id)`,
    (a) => sql`SELECT t.id, it.ref_id, CASE WHEN s.singular THEN t.pref END
      FROM ${items('role', a, sql`JOIN security_role s ON s.id = it.ref_id`)}`,
    nothing,
  );
  await link(
    ex,
    n,
    sql`INSERT INTO identity_permission_set (identity_id, permission_set_id)`,
    (a) => sql`SELECT t.id, it.ref_id FROM ${items('permissionSet', a)}`,
    nothing,
  );
  await link(
    ex,
    n,
    sql`INSERT INTO identity_application (identity_id, application_id)`,
    (a) => sql`SELECT t.id, it.ref_id FROM ${items('application', a)}`,
    nothing,
  );
}

/**
 * The audit fields an update may change (in the editor's order) and their identity columns: all
 * but the e-mail, which matched the user. (A new user's are staged: StagedCreation.)
 */
const COLUMNS = [
  ['firstName', 'first_name'],
  ['lastName', 'last_name'],
  ['userType', 'user_type'],
  ['accountType', 'account_type'],
  ['preferredLanguage', 'preferred_language'],
  ['jobTitle', 'job_title'],
  ['mobilePhone', 'mobile_phone'],
] as const;
/** Row `t`'s cell of a field: an empty cell counts as no value. */
const cell = (field: string) => sql`NULLIF(t.data->>${literal(field)}, '')`;

/** COLUMNS as audit fields of row `t` (field, old_value of updated user `b`, new_value). */
const FIELDS = sql`(VALUES ${sql.join(
  COLUMNS.map(([f, col]) => sql`(${literal(f)}, NULLIF(b.${sql.raw(col)}, ''), ${cell(f)})`),
  sql`, `,
)}) f(field, old_value, new_value)`;

/** A new user's name as the audit entries label them (identity's first and last name). */
const LABEL = sql`(t.data->>'firstName') || ' ' || (t.data->>'lastName')`;

/**
 * The new users' creation fields (identity_id, field_names, new_values; see
 * writeCreatedUserEntries), as the upload staged them (import_target.names and vals).
 */
const CREATED_FIELDS = sql`
  SELECT t.id AS identity_id, t.orgs AS organization_ids, ${LABEL} AS entity_label,
    t.names AS field_names, t.vals AS new_values
  FROM import_target t WHERE t.action = 'create'`;

/** The new users (identity_id, email, organization_ids, entity_label). */
const CREATED_IDS = sql`SELECT t.id AS identity_id, t.data->>'email' AS email,
    t.orgs AS organization_ids, ${LABEL} AS entity_label
  FROM import_target t WHERE t.action = 'create'`;

/**
 * The changes of the updated users as a query (identity_id, operation, field, old_value,
 * new_value): each field the row changes and each list it adds to.
 */
const UPDATED_CHANGES = sql`
  SELECT t.id AS identity_id, 'UPDATE' AS operation, f.field, f.old_value, f.new_value
  FROM import_target t JOIN import_before b ON b.row_number = t.row_number
  CROSS JOIN LATERAL ${FIELDS}
  WHERE t.action = 'update' AND t.data ? f.field AND f.old_value IS DISTINCT FROM f.new_value
  UNION ALL
  SELECT t.id, 'UPDATE', ${listField('a')}, NULL, a.vals
  FROM import_added a JOIN import_target t ON t.row_number = a.row_number
  WHERE t.action = 'update'`;

/**
 * The lists of every user the run creates, as their event payloads carry them (what
 * writeIdentityLinks gives them, and nothing else: they are new). Users whose rows give the same
 * locations and roles in the same order (`import_target.lk` and `rk`: equal values name the same
 * records) have the same lists: built once per such combination from one of its rows
 * (MATERIALIZED: else the planner builds them per user again), then given to each user (measured
 * 1 s per 100,000 users built one by one; a file has few combinations). All four as JSON already,
 * so that each payload copies them (the brands and regions as arrays were turned into JSON per
 * user).
 */
const createdUserLists = (runId: number) => sql`
  WITH c AS (SELECT t.lk, t.rk, min(t.row_number) AS rn FROM import_target t
    WHERE t.action = 'create' GROUP BY t.lk, t.rk),
  x AS MATERIALIZED (SELECT c.lk, c.rk, l.brands, l.regions, l.locations, r.roles
  FROM c
  CROSS JOIN LATERAL (SELECT
      COALESCE(to_jsonb(array_agg(DISTINCT o.brand_id ORDER BY o.brand_id)), '[]') AS brands,
      COALESCE(to_jsonb(array_agg(DISTINCT o.region_code ORDER BY o.region_code)), '[]')
        AS regions,
      COALESCE(jsonb_agg(jsonb_build_object('organizationId', o.id, 'code', o.code,
        'mode', 'INCLUDE', 'preferred', it.position = 0) ORDER BY o.code), '[]') AS locations
    FROM import_row_item it JOIN organization o ON o.id = it.ref_id
    WHERE it.run_id = ${runId} AND it.row_number = c.rn AND it.kind = 'location') l
  CROSS JOIN LATERAL (SELECT COALESCE(jsonb_agg(jsonb_build_object('name', s.name,
        'feedId', s.feed_id, 'organizationId', pl.ref_id) ORDER BY s.name), '[]') AS roles
    FROM import_row_item ri
    JOIN security_role s ON s.id = ri.ref_id AND NOT s.exclude_from_feeds
    LEFT JOIN import_row_item pl ON s.singular AND pl.run_id = ri.run_id
      AND pl.row_number = ri.row_number AND pl.kind = 'location' AND pl.position = 0
    WHERE ri.run_id = ${runId} AND ri.row_number = c.rn AND ri.kind = 'role') r)
  SELECT t.id AS identity_id, x.brands, x.regions, x.locations, x.roles
  FROM import_target t JOIN x ON x.lk = t.lk AND x.rk = t.rk WHERE t.action = 'create'`;

/**
 * The audit entries of the run's users: a creation entry and a verification entry for each new
 * user, an entry a changed field or added list for each updated one (its groupings fit in the
 * work_mem bulkSettings gives the transaction). The updated users' changes are kept in a
 * temporary table for queueImportedUserEvents, which follows in the same transaction, rather
 * than worked out twice.
 */
export async function recordImportedUsers(ex: Executor, by: string, n: Actions) {
  const created = { created: CREATED_FIELDS, ids: CREATED_IDS, verificationSent: true };
  if (n.create > 0) await writeCreatedUserEntries(ex, created, by);
  if (n.update === 0) return;
  await ex.execute(sql`CREATE TEMP TABLE import_changes ON COMMIT DROP AS ${UPDATED_CHANGES}`);
  await writeUserEntriesFrom(ex, sql`SELECT * FROM import_changes`, by);
}

/**
 * The integration events of the run's updated users, after recordImportedUsers: a `user.changed`
 * event for each one that changed (new users' events came with them: writeIdentities).
 */
export async function queueImportedUserEvents(ex: Executor, by: string, n: Actions) {
  if (n.update > 0)
    await queueUserEventsFrom(ex, sql`SELECT identity_id, operation FROM import_changes`, by);
}
