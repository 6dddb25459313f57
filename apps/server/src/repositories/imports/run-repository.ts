// Import runs: create, stage rows and their errors in multi-row inserts, counts, read and list.
import { and, asc, count, desc, eq, gt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { ImportContext, ImportCounts, ImportFileType } from '@portal/shared';
import { rows, type Executor } from '../../db/client.js';
import { importError, importRow, importRowItem, importRun } from '../../db/schema/index.js';

export type RunRow = typeof importRun.$inferSelect;
export type RunStatus = RunRow['status'];

export interface StagedBatchRow {
  rowNumber: number;
  key: string;
  data: Record<string, string>;
  items: {
    kind: 'location' | 'role' | 'permissionSet' | 'application';
    position: number;
    value: string;
  }[];
  errors: { column: string; code: string; value: string }[];
  /** A new user's creation entry and list keys, worked out from the row (identities only). */
  creation?: StagedCreation;
}

/**
 * What an identities row's new user is created with, as the creation entry shows it: the fields
 * the row gives a value (the profile's, then its lists, in the editor's order) and those values
 * as written; and its locations' and roles' values in order, joined (rows with equal keys get
 * equal lists in their events). Staged with the row (import_row, migration 0032) rather than
 * gathered from the cells and list values at apply.
 */
export interface StagedCreation {
  fields: string[];
  values: string[];
  locationKey: string;
  roleKey: string;
}

export async function createRun(
  ex: Executor,
  r: { context: ImportContext; fileName: string; fileType: ImportFileType; by: number },
) {
  const [row] = await ex
    .insert(importRun)
    .values({
      context: r.context,
      fileName: r.fileName,
      fileType: r.fileType,
      createdBy: r.by,
      createdByName: sql`(SELECT first_name || ' ' || last_name FROM identity WHERE id = ${r.by})`,
    })
    .returning({ id: importRun.id });
  return row!.id;
}

/**
 * A list cell's value resolved to its record: `refJoins(x)` after the FROM item x (with `kind`
 * and `value`), then REF is the id (null: unknown). One join against the small catalogue tables
 * as (kind, key, id), measured faster than a correlated lookup per value, and than a hash join
 * per table, which probed each value four times (PGlite, 10,000 rows of three values, the check
 * at apply: 32-36 ms against 43-48 ms).
 */
export const refJoins = (x: string) =>
  sql.raw(`LEFT JOIN (SELECT 'location' AS kind, code AS key, id FROM organization
      UNION ALL SELECT 'role', name, id FROM security_role
      UNION ALL SELECT 'permissionSet', name, id FROM permission_set
      UNION ALL SELECT 'application', id::text, id FROM application) ref
    ON ref.kind = ${x}.kind AND ref.key = CASE WHEN ${x}.kind IN ('role', 'permissionSet')
      THEN upper(${x}.value) ELSE ${x}.value END`);

export const REF = sql.raw('ref.id');

/** The same as a correlated lookup per value (rewriting the few values that changed). */
export const resolvedRef = (it: string) =>
  sql.raw(`(CASE ${it}.kind
    WHEN 'location' THEN (SELECT o.id FROM organization o WHERE o.code = ${it}.value)
    WHEN 'role' THEN (SELECT s.id FROM security_role s WHERE s.name = upper(${it}.value))
    WHEN 'permissionSet' THEN (SELECT s.id FROM permission_set s WHERE s.name = upper(${it}.value))
    ELSE (SELECT a.id FROM application a WHERE a.id::text = ${it}.value) END)`);

/** The record a staged row's key matches, per context (x.k is the key). */
const TARGET: Record<ImportContext, SQL> = {
  identities: sql`(SELECT i.id FROM identity i WHERE lower(i.email) = x.k)`,
  organizations: sql`(SELECT o.id FROM organization o WHERE o.code = x.k)`,
};

/**
 * Checked rows serialised as they come (each row's objects die young: the process keeps a few
 * strings per row instead of the rows; peak RSS growth per 100,000 rows measured 147 -> 129 MB).
 */
export class StagingBatch {
  readonly rows: string[] = [];
  readonly items: string[] = [];
  readonly errors: string[] = [];

  add(r: StagedBatchRow) {
    const n = r.rowNumber;
    const c = r.creation;
    this.rows.push(
      JSON.stringify({
        n,
        k: r.key,
        d: r.data,
        f: c?.fields,
        v: c?.values,
        lk: c?.locationKey,
        rk: c?.roleKey,
      }),
    );
    for (const i of r.items)
      this.items.push(JSON.stringify({ n, kind: i.kind, p: i.position, value: i.value }));
    for (const e of r.errors)
      this.errors.push(JSON.stringify({ n, c: e.column, k: e.code, v: e.value }));
  }

  get size() {
    return this.rows.length;
  }
}

/**
 * Stages a batch of checked rows with their list items and errors, references already resolved
 * (the checks then only rewrite what changed since). Hand-written: each table gets one
 * INSERT ... SELECT from a single JSON parameter, measured several times faster than the query
 * builder's multi-row VALUES for 5,000 rows (one bound value instead of 25,000).
 */
export async function stageBatch(
  ex: Executor,
  context: ImportContext,
  runId: number,
  batch: StagingBatch,
) {
  if (batch.size === 0) return;
  const json = (list: string[]) => sql`${`[${list.join(',')}]`}::jsonb`;
  await ex.execute(sql`INSERT INTO import_row (run_id, row_number, key, data, target_id, action,
      created_fields, created_values, location_key, role_key)
    SELECT ${runId}, x.n, x.k, x.d, t.id, CASE WHEN t.id IS NULL THEN 'create' END,
      COALESCE(x.f, '{}'), COALESCE(x.v, '{}'), COALESCE(x.lk, ''), COALESCE(x.rk, '')
    FROM jsonb_to_recordset(${json(batch.rows)})
      AS x(n int, k text, d jsonb, f text[], v text[], lk text, rk text)
    LEFT JOIN LATERAL ${TARGET[context]} t(id) ON true`);
  if (batch.items.length > 0)
    await ex.execute(sql`INSERT INTO import_row_item (run_id, row_number, kind, position, value, ref_id)
      SELECT ${runId}, x.n, x.kind, x.p, x.value, ${REF}
      FROM jsonb_to_recordset(${json(batch.items)}) AS x(n int, kind text, p int, value text)
      ${refJoins('x')}`);
  if (batch.errors.length > 0)
    await ex.execute(sql`INSERT INTO import_error (run_id, row_number, column_name, code, value)
      SELECT ${runId}, x.n, x.c, x.k, x.v
      FROM jsonb_to_recordset(${json(batch.errors)}) AS x(n int, c text, k text, v text)`);
}

/**
 * Counts of a run from its staged rows and errors; rows with an error count for nothing else.
 * Hand-written: one pass over the rows, anti-joined with the rows that have errors (a correlated
 * NOT EXISTS per row cost 0.3 s per 100,000 rows).
 */
export async function runCounts(ex: Executor, runId: number): Promise<ImportCounts> {
  const [row] = await rows<ImportCounts>(
    ex,
    sql`SELECT count(*)::int AS total,
        count(*) FILTER (WHERE r.action = 'create' AND e.row_number IS NULL)::int AS "create",
        count(*) FILTER (WHERE r.action = 'update' AND e.row_number IS NULL)::int AS "update",
        count(*) FILTER (WHERE r.action = 'unchanged' AND e.row_number IS NULL)::int AS unchanged,
        (SELECT count(*)::int FROM import_error WHERE run_id = ${runId}) AS errors
      FROM import_row r LEFT JOIN (SELECT DISTINCT row_number FROM import_error
        WHERE run_id = ${runId}) e ON e.row_number = r.row_number
      WHERE r.run_id = ${runId}`,
  );
  return row!;
}

/** Shows a staged run with the counts its checks stored: VALIDATED, or INVALID with errors. */
export async function showRun(ex: Executor, runId: number) {
  await ex
    .update(importRun)
    .set({ status: sql`CASE WHEN ${importRun.errorCount} > 0 THEN 'INVALID' ELSE 'VALIDATED' END` })
    .where(eq(importRun.id, runId));
}

export async function finishRun(
  ex: Executor,
  runId: number,
  status: RunStatus,
  counts: ImportCounts,
  ignored?: string[],
) {
  await ex
    .update(importRun)
    .set({
      status,
      totalCount: counts.total,
      createCount: counts.create,
      updateCount: counts.update,
      unchangedCount: counts.unchanged,
      errorCount: counts.errors,
      ...(ignored ? { ignoredColumns: ignored } : {}),
      ...(status === 'APPLIED' ? { appliedAt: sql`now()` } : {}),
    })
    .where(eq(importRun.id, runId));
}

export async function setRunStatus(ex: Executor, runId: number, status: RunStatus) {
  await ex.update(importRun).set({ status }).where(eq(importRun.id, runId));
}

/**
 * Deletes a run with its staged rows (they have no foreign key to it, migration 0028), at once.
 * Outside a transaction (their space is reclaimed after).
 */
export async function deleteRun(ex: Executor, runId: number) {
  await ex.execute(sql`WITH items AS (DELETE FROM import_row_item WHERE run_id = ${runId}),
      staged AS (DELETE FROM import_row WHERE run_id = ${runId})
    DELETE FROM import_run WHERE id = ${runId}`);
  await reclaimStaging(ex);
}

/** Staged rows and items are only needed until the run is applied. Outside a transaction. */
export async function dropStaging(ex: Executor, runId: number) {
  await ex.delete(importRowItem).where(eq(importRowItem.runId, runId));
  await ex.delete(importRow).where(eq(importRow.runId, runId));
  await reclaimStaging(ex);
}

/**
 * The space of staged rows just deleted, made reusable at once (outside a transaction: VACUUM
 * cannot run in one). PGlite runs no autovacuum: each run's deleted rows stayed in the tables
 * for good, and every later run's checks read through them.
 */
async function reclaimStaging(ex: Executor) {
  await ex.execute(sql`VACUUM import_row, import_row_item`);
}

/** A run of a context visible to `by` (undefined: every run); `lock` holds it for the transaction. */
export async function findRun(
  ex: Executor,
  context: ImportContext,
  id: number,
  by: number | undefined,
  lock = false,
) {
  const query = ex
    .select()
    .from(importRun)
    .where(
      and(
        eq(importRun.id, id),
        eq(importRun.context, context),
        ne(importRun.status, 'PENDING'),
        by === undefined ? undefined : eq(importRun.createdBy, by),
      ),
    );
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function listRuns(
  ex: Executor,
  context: ImportContext,
  by: number | undefined,
  page: number,
  size: number,
) {
  const where = and(
    eq(importRun.context, context),
    ne(importRun.status, 'PENDING'),
    by === undefined ? undefined : eq(importRun.createdBy, by),
  );
  const items = await ex
    .select()
    .from(importRun)
    .where(where)
    .orderBy(desc(importRun.id))
    .limit(size)
    .offset((page - 1) * size);
  const [total] = await ex.select({ n: count() }).from(importRun).where(where);
  return { items, total: total?.n ?? 0 };
}

const errorColumns = {
  row: importError.rowNumber,
  column: importError.columnName,
  code: importError.code,
  value: importError.value,
};

/** A page of a run's errors in row order. */
export async function errorPage(ex: Executor, runId: number, page: number, size: number) {
  const items = await ex
    .select(errorColumns)
    .from(importError)
    .where(eq(importError.runId, runId))
    .orderBy(asc(importError.rowNumber), asc(importError.columnName), asc(importError.code))
    .limit(size)
    .offset((page - 1) * size);
  const [total] = await ex
    .select({ n: count() })
    .from(importError)
    .where(eq(importError.runId, runId));
  return { items, total: total?.n ?? 0 };
}

/** Every error of a run, read 5,000 file rows at a time (the report never holds them all). */
export async function* allErrors(ex: Executor, runId: number, span = 5000) {
  const [last] = await ex
    .select({ n: sql<number>`COALESCE(max(${importError.rowNumber}), 0)::int` })
    .from(importError)
    .where(eq(importError.runId, runId));
  for (let from = 0; from <= (last?.n ?? 0); from += span) {
    yield* await ex
      .select(errorColumns)
      .from(importError)
      .where(
        and(
          eq(importError.runId, runId),
          gt(importError.rowNumber, from),
          lte(importError.rowNumber, from + span),
        ),
      )
      .orderBy(asc(importError.rowNumber), asc(importError.columnName), asc(importError.code));
  }
}

/**
 * Settings for the rest of a bulk transaction (a few statements over many rows): no JIT
 * compilation, which their estimated cost triggered for plans that run once (measured 0.5 s of
 * the 0.6 s of the action statement per 10,000 rows; PGlite never compiles); and 64 MB for each
 * sort and hash, in which the checks' and the apply's groupings of 100,000 rows fit (at the
 * default 4 MB they spilled to disk: the duplicates' sort 21 MB, the new users' lists 12 MB).
 */
export async function bulkSettings(ex: Executor) {
  await ex.execute(sql`SET LOCAL jit = off`);
  await ex.execute(sql`SET LOCAL work_mem = '64MB'`);
}

/** The staged rows' range, for applying in chunks. */
export async function rowRange(ex: Executor, runId: number) {
  const [row] = await ex
    .select({
      min: sql<number>`COALESCE(min(${importRow.rowNumber}), 0)::int`,
      max: sql<number>`COALESCE(max(${importRow.rowNumber}), -1)::int`,
    })
    .from(importRow)
    .where(eq(importRow.runId, runId));
  return row!;
}

/**
 * One apply at a time across every process: a transaction-scoped advisory lock, tried without
 * waiting (false: another apply holds it). Advisory locks are database-wide, so the key names the
 * schema: portals in other schemas of the same database (the API tests) do not block each other.
 * PGlite runs one transaction at a time anyway.
 */
export async function tryImportLock(ex: Executor): Promise<boolean> {
  const [row] = await rows<{ ok: boolean }>(
    ex,
    sql`SELECT pg_try_advisory_xact_lock(7415014, hashtext(current_schema())) AS ok`,
  );
  return row?.ok === true;
}
