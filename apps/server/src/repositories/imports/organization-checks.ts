// Set-based checks of a staged organisations file: brand, region, parent, scope, duplicates, the
// parent graph (no cycles), and each row's action.
import { sql, type SQL } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client.js';
import type { Administrator } from '../../rules/administrator.js';
import { brandInScopeSql } from '../../rules/brand-scope.js';
import { locationInScopeSql } from '../../rules/location-scope.js';
import { clearDataErrors } from './importer.js';

/**
 * Hand-written: every broken rule of the whole run in one INSERT ... SELECT (see identities).
 * The scope rules are src/rules' SQL forms, named by the rule.
 */
export async function checkOrganizations(ex: Executor, runId: number, importer: Administrator) {
  const inScope = (org: SQL) => locationInScopeSql(importer.scope, org);
  await ex.execute(clearDataErrors(runId));
  await ex.execute(sql`UPDATE import_row r
    SET target_id = (SELECT o.id FROM organization o WHERE o.code = r.key)
    WHERE r.run_id = ${runId}`);
  await ex.execute(sql`
    INSERT INTO import_error (run_id, row_number, column_name, code, value, source)
    SELECT ${runId}, row_number, col, code, left(value, 100), 'data' FROM (
      SELECT r.row_number, 'brand' AS col, 'UNKNOWN_BRAND' AS code, r.data->>'brand' AS value
        FROM import_row r WHERE r.run_id = ${runId} AND r.data->>'brand' <> ''
          AND NOT EXISTS (SELECT 1 FROM brand b WHERE b.id::text = r.data->>'brand')
      UNION ALL SELECT r.row_number, 'brand', 'BRAND_OUT_OF_SCOPE', r.data->>'brand'
        FROM import_row r JOIN brand b ON b.id::text = r.data->>'brand'
        WHERE r.run_id = ${runId} AND NOT ${brandInScopeSql(importer.brandIds, sql`b.id`)}
      UNION ALL SELECT r.row_number, 'region', 'UNKNOWN_REGION', r.data->>'region'
        FROM import_row r WHERE r.run_id = ${runId} AND r.data->>'region' <> ''
          AND NOT EXISTS (SELECT 1 FROM region g WHERE g.code = r.data->>'region')
      UNION ALL SELECT r.row_number, 'code', 'LOCATION_OUT_OF_SCOPE', r.key
        FROM import_row r WHERE r.run_id = ${runId} AND NOT ${inScope(sql`r.target_id`)}
      UNION ALL SELECT r.row_number, 'parent', 'UNKNOWN_PARENT', r.data->>'parent'
        FROM import_row r WHERE r.run_id = ${runId} AND COALESCE(r.data->>'parent', '') <> ''
          AND NOT EXISTS (SELECT 1 FROM organization o WHERE o.code = r.data->>'parent')
          AND NOT EXISTS (SELECT 1 FROM import_row f
            WHERE f.run_id = r.run_id AND f.key = r.data->>'parent')
      -- A location is put only under a parent the importer manages (or one the file creates),
      -- as the editor changes nothing outside the scope; a parent it already has may stay.
      UNION ALL SELECT r.row_number, 'parent', 'PARENT_OUT_OF_SCOPE', r.data->>'parent'
        FROM import_row r JOIN organization o ON o.code = r.data->>'parent'
        WHERE r.run_id = ${runId} AND NOT ${inScope(sql`o.id`)} AND NOT EXISTS (
          SELECT 1 FROM organization t WHERE t.id = r.target_id AND t.parent_id = o.id)
      UNION ALL SELECT r.row_number, 'code', 'DUPLICATE_ROW', r.key
        FROM (SELECT row_number, key, row_number() OVER (PARTITION BY key ORDER BY row_number) AS nth
          FROM import_row WHERE run_id = ${runId} AND key <> '') r WHERE r.nth > 1
    ) e`);
  await markCycles(ex, runId);
  await ex.execute(sql`UPDATE import_row r SET action = CASE
      WHEN r.target_id IS NULL THEN 'create'
      WHEN EXISTS (SELECT 1 FROM organization o LEFT JOIN organization p ON p.id = o.parent_id
        WHERE o.id = r.target_id AND (o.name IS DISTINCT FROM r.data->>'name'
          OR o.brand_id::text IS DISTINCT FROM r.data->>'brand'
          OR o.region_code IS DISTINCT FROM r.data->>'region'
          OR (r.data ? 'status' AND o.status IS DISTINCT FROM r.data->>'status')
          OR (r.data ? 'address' AND o.address IS DISTINCT FROM r.data->>'address')
          OR (r.data ? 'city' AND o.city IS DISTINCT FROM r.data->>'city')
          OR (r.data ? 'country' AND o.country IS DISTINCT FROM r.data->>'country')
          OR (r.data ? 'parent' AND p.code IS DISTINCT FROM NULLIF(r.data->>'parent', ''))))
        THEN 'update'
      ELSE 'unchanged' END
    WHERE r.run_id = ${runId}`);
}

/**
 * PARENT_CYCLE: the parent graph as it would be after the import (the file's parents over the
 * current ones) must not lead a location back to itself. Walked in memory: one edge per location.
 */
async function markCycles(ex: Executor, runId: number) {
  const edges = await rows<{ code: string; parent: string }>(
    ex,
    sql`SELECT o.code, p.code AS parent FROM organization o JOIN organization p ON p.id = o.parent_id`,
  );
  const staged = await rows<{ row_number: number; code: string; parent: string | null }>(
    ex,
    sql`SELECT row_number, key AS code, data->>'parent' AS parent FROM import_row
      WHERE run_id = ${runId} AND data ? 'parent' ORDER BY row_number`,
  );
  const parent = new Map(edges.map((e) => [e.code, e.parent]));
  for (const s of staged) parent.set(s.code, s.parent ?? '');
  const cyclic: { row_number: number; parent: string }[] = [];
  for (const s of staged) {
    const seen = new Set<string>();
    let at: string | undefined = s.code;
    while (at && !seen.has(at)) {
      seen.add(at);
      at = parent.get(at) || undefined;
    }
    if (at === s.code) cyclic.push({ row_number: s.row_number, parent: s.parent ?? '' });
  }
  for (let i = 0; i < cyclic.length; i += 1000) {
    const slice = cyclic.slice(i, i + 1000);
    await ex.execute(sql`INSERT INTO import_error (run_id, row_number, column_name, code, value, source)
      SELECT ${runId}, x.row_number, 'parent', 'PARENT_CYCLE', left(x.parent, 100), 'data'
      FROM json_to_recordset(${JSON.stringify(slice)}::json) AS x(row_number int, parent text)`);
  }
}
