// Applies a chunk of a checked identities run: INSERT ... SELECT and UPDATE ... FROM the staged
// rows, then the link tables, all in the caller's transaction.
import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client.js';

export interface IdentityBefore {
  target_id: number;
  first_name: string;
  last_name: string;
  user_type: string;
  account_type: string;
  preferred_language: string;
  job_title: string | null;
  mobile_phone: string | null;
}

export interface StagedFacts {
  row_number: number;
  action: 'create' | 'update';
  data: Record<string, string>;
  /** Values the apply adds, by column: what was not held before. */
  added: Record<string, string[]> | null;
  before: IdentityBefore | null;
}

const chunk = (runId: number, from: number, to: number) =>
  sql`r.run_id = ${runId} AND r.row_number BETWEEN ${from} AND ${to}`;

/**
 * What a chunk changes, read before writing (for the audit): the updated users' columns and the
 * list values each row adds. Hand-written: one statement with correlated lookups per kind.
 */
export function chunkFacts(ex: Executor, runId: number, from: number, to: number) {
  return rows<StagedFacts>(
    ex,
    sql`SELECT r.row_number, r.action, r.data,
        (SELECT json_object_agg(k.kind, k.vals) FROM (
          SELECT it.kind, json_agg(it.value ORDER BY it.position) AS vals FROM import_row_item it
          WHERE it.run_id = r.run_id AND it.row_number = r.row_number AND (r.target_id IS NULL OR NOT CASE it.kind
            WHEN 'location' THEN EXISTS (SELECT 1 FROM identity_location l WHERE l.identity_id = r.target_id
              AND l.organization_id = it.ref_id AND l.mode = 'INCLUDE')
            WHEN 'role' THEN EXISTS (SELECT 1 FROM identity_role x WHERE x.identity_id = r.target_id
              AND x.security_role_id = it.ref_id)
            WHEN 'permissionSet' THEN EXISTS (SELECT 1 FROM identity_permission_set x
              WHERE x.identity_id = r.target_id AND x.permission_set_id = it.ref_id)
            ELSE EXISTS (SELECT 1 FROM identity_application x WHERE x.identity_id = r.target_id
              AND x.application_id = it.ref_id) END)
          GROUP BY it.kind) k) AS added,
        (SELECT row_to_json(b) FROM (SELECT i.id AS target_id, i.first_name, i.last_name, i.user_type,
            i.account_type, i.preferred_language, i.job_title, i.mobile_phone
          FROM identity i WHERE i.id = r.target_id) b) AS before
      FROM import_row r WHERE ${chunk(runId, from, to)} AND r.action IN ('create', 'update')
      ORDER BY r.row_number`,
  );
}

/**
 * Writes a chunk: new users, changed columns, then locations (the first preferred), brands and
 * regions of those locations, roles (singular ones at the preferred location), permission sets
 * and applications, added to what users hold. Returns the new users' ids by row.
 */
export async function applyIdentityChunk(
  ex: Executor,
  runId: number,
  from: number,
  to: number,
  by: string,
) {
  const c = chunk(runId, from, to);
  await ex.execute(sql`INSERT INTO identity (subject, email, first_name, last_name, user_type,
      account_type, preferred_language, job_title, mobile_phone, email_verified, modified_by)
    SELECT gen_random_uuid()::text, r.data->>'email', r.data->>'firstName', r.data->>'lastName',
      r.data->>'userType', COALESCE(r.data->>'accountType', 'STANDARD'),
      COALESCE(r.data->>'preferredLanguage', 'en'), NULLIF(r.data->>'jobTitle', ''),
      NULLIF(r.data->>'mobilePhone', ''), false, ${by}
    FROM import_row r WHERE ${c} AND r.action = 'create' ORDER BY r.row_number`);
  const created = await rows<{ row_number: number; id: number }>(
    ex,
    sql`UPDATE import_row r SET target_id = i.id FROM identity i
      WHERE ${c} AND r.action = 'create' AND lower(i.email) = r.key
      RETURNING r.row_number, i.id`,
  );
  await ex.execute(sql`UPDATE identity i SET
      first_name = r.data->>'firstName', last_name = r.data->>'lastName',
      user_type = r.data->>'userType',
      account_type = COALESCE(r.data->>'accountType', i.account_type),
      preferred_language = COALESCE(r.data->>'preferredLanguage', i.preferred_language),
      job_title = CASE WHEN r.data ? 'jobTitle' THEN NULLIF(r.data->>'jobTitle', '') ELSE i.job_title END,
      mobile_phone = CASE WHEN r.data ? 'mobilePhone' THEN NULLIF(r.data->>'mobilePhone', '')
        ELSE i.mobile_phone END,
      updated_at = now(), modified_by = ${by}, version = i.version + 1
    FROM import_row r WHERE ${c} AND r.action = 'update' AND i.id = r.target_id`);
  const items = (kind: string) => sql`import_row r JOIN import_row_item it ON it.run_id = r.run_id
      AND it.row_number = r.row_number AND it.kind = ${kind}`;
  const written = sql`WHERE ${c} AND r.action IN ('create', 'update')`;
  await ex.execute(sql`UPDATE identity_location l SET preferred = false
    FROM import_row r JOIN import_row_item it ON it.run_id = r.run_id
      AND it.row_number = r.row_number AND it.kind = 'location' AND it.position = 0
    WHERE ${c} AND r.action = 'update' AND l.identity_id = r.target_id
      AND l.organization_id <> it.ref_id AND l.preferred`);
  await ex.execute(sql`INSERT INTO identity_location (identity_id, organization_id, mode, preferred)
    SELECT r.target_id, it.ref_id, 'INCLUDE', it.position = 0 FROM ${items('location')} ${written}
    ON CONFLICT (identity_id, organization_id)
      DO UPDATE SET mode = 'INCLUDE', preferred = EXCLUDED.preferred`);
  await ex.execute(sql`INSERT INTO identity_brand (identity_id, brand_id)
    SELECT DISTINCT r.target_id, o.brand_id FROM ${items('location')}
      JOIN organization o ON o.id = it.ref_id ${written}
    ON CONFLICT DO NOTHING`);
  await ex.execute(sql`INSERT INTO identity_region (identity_id, region_code)
    SELECT DISTINCT r.target_id, o.region_code FROM ${items('location')}
      JOIN organization o ON o.id = it.ref_id ${written}
    ON CONFLICT DO NOTHING`);
  await ex.execute(sql`INSERT INTO identity_role (identity_id, security_role_id, organization_id)
    SELECT r.target_id, it.ref_id, CASE WHEN s.singular THEN (SELECT l.ref_id FROM import_row_item l
        WHERE l.run_id = r.run_id AND l.row_number = r.row_number AND l.kind = 'location'
          AND l.position = 0) END
    FROM ${items('role')} JOIN security_role s ON s.id = it.ref_id ${written}
    ON CONFLICT DO NOTHING`);
  await ex.execute(sql`INSERT INTO identity_permission_set (identity_id, permission_set_id)
    SELECT r.target_id, it.ref_id FROM ${items('permissionSet')} ${written}
    ON CONFLICT DO NOTHING`);
  await ex.execute(sql`INSERT INTO identity_application (identity_id, application_id)
    SELECT r.target_id, it.ref_id FROM ${items('application')} ${written}
    ON CONFLICT DO NOTHING`);
  return new Map(created.map((r) => [Number(r.row_number), Number(r.id)]));
}
