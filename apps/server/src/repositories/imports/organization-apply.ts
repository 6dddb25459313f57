// Applies a checked organisations run: INSERT ... SELECT and UPDATE ... FROM the staged rows,
// parents once every location exists, directory configurations of new locations.
import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client.js';

export interface OrganizationBefore {
  id: number;
  name: string;
  brand: string;
  region: string;
  status: string;
  address: string;
  city: string;
  country: string;
  parent: string | null;
}

/** The current state of the locations a run changes (for the audit), keyed by code. */
export async function organizationsBefore(ex: Executor, runId: number) {
  const list = await rows<OrganizationBefore & { code: string }>(
    ex,
    sql`SELECT o.id, o.code, o.name, o.brand_id::text AS brand, o.region_code AS region, o.status,
        o.address, o.city, o.country, p.code AS parent
      FROM import_row r JOIN organization o ON o.id = r.target_id
      LEFT JOIN organization p ON p.id = o.parent_id
      WHERE r.run_id = ${runId} AND r.action = 'update'`,
  );
  return new Map(list.map((o) => [o.code, o]));
}

const value = (col: string) =>
  sql.raw(`CASE WHEN r.data ? '${col}' THEN r.data->>'${col}' ELSE o.${col} END`);

/**
 * Writes the rows numbered from..to. Hand-written: INSERT ... SELECT and UPDATE ... FROM over
 * the staged rows (set-based, one statement per kind of change).
 */
export async function applyOrganizationChunk(
  ex: Executor,
  runId: number,
  from: number,
  to: number,
) {
  const c = sql`r.run_id = ${runId} AND r.row_number BETWEEN ${from} AND ${to}`;
  await ex.execute(sql`INSERT INTO organization (code, name, brand_id, region_code, status, address,
      city, country)
    SELECT r.key, r.data->>'name', (r.data->>'brand')::int, r.data->>'region',
      COALESCE(r.data->>'status', 'ACTIVE'), COALESCE(r.data->>'address', ''),
      COALESCE(r.data->>'city', ''), COALESCE(r.data->>'country', '')
    FROM import_row r WHERE ${c} AND r.action = 'create' ORDER BY r.row_number`);
  await ex.execute(sql`UPDATE import_row r SET target_id = o.id FROM organization o
    WHERE ${c} AND r.action = 'create' AND o.code = r.key`);
  await ex.execute(sql`INSERT INTO directory_data_configuration (organization_id, context)
    SELECT r.target_id, x.context FROM import_row r
      CROSS JOIN (VALUES ('SINGULAR_ROLES'), ('DEALER_LOCATION')) AS x(context)
    WHERE ${c} AND r.action = 'create' ON CONFLICT DO NOTHING`);
  await ex.execute(sql`UPDATE organization o SET name = r.data->>'name',
      brand_id = (r.data->>'brand')::int, region_code = r.data->>'region',
      status = ${value('status')}, address = ${value('address')}, city = ${value('city')},
      country = ${value('country')}, updated_at = now()
    FROM import_row r WHERE ${c} AND r.action = 'update' AND o.id = r.target_id`);
}

/** Parents by code, once every location of the file exists; returns the locations written. */
export async function applyParents(ex: Executor, runId: number) {
  await ex.execute(sql`UPDATE organization o
    SET parent_id = (SELECT p.id FROM organization p WHERE p.code = NULLIF(r.data->>'parent', ''))
    FROM import_row r WHERE r.run_id = ${runId} AND r.action IN ('create', 'update')
      AND r.data ? 'parent' AND o.id = r.target_id`);
  return rows<{
    row_number: number;
    action: 'create' | 'update';
    target_id: number;
    key: string;
    data: Record<string, string>;
  }>(
    ex,
    sql`SELECT row_number, action, target_id, key, data FROM import_row
      WHERE run_id = ${runId} AND action IN ('create', 'update') ORDER BY row_number`,
  );
}

/**
 * An administrator of every location keeps administering every location: the locations a run
 * creates join their own (otherwise a new location would be nobody's to manage).
 */
export async function includeNewLocations(ex: Executor, runId: number, identityId: number) {
  await ex.execute(sql`INSERT INTO identity_location (identity_id, organization_id, mode, preferred)
    SELECT ${identityId}, r.target_id, 'INCLUDE', false FROM import_row r
    WHERE r.run_id = ${runId} AND r.action = 'create'
    ON CONFLICT DO NOTHING`);
}
