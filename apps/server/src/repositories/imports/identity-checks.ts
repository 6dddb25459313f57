// Set-based checks of a staged identities file against the database and the importer's scope:
// references, delegated scope, escalation, duplicates, singular roles, single-selection permission
// sets, and each row's action.
import { sql, type SQL } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client.js';
import type { Administrator } from '../../rules/administrator.js';
import { canAssignSql } from '../../rules/assignable-role.js';
import { applicationAvailableSql } from '../../rules/available-application.js';
import { brandInScopeSql } from '../../rules/brand-scope.js';
import { locationInScopeSql } from '../../rules/location-scope.js';
import { managesUserSql, managesUserTypeSql } from '../../rules/managed-user.js';
import { outranksSql } from '../../rules/outranks.js';
import { givenWholeAllowedSql, oneRoleOfSetSql } from '../../rules/single-selection-set.js';
import { REF, refJoins, resolvedRef } from './run-repository.js';
import { clearDataErrors } from './importer.js';

/**
 * Rewrites only what changed since the rows were staged (references resolved then): a read finds
 * whether any value or user differs, and only then the rows are rewritten. Run again at apply,
 * this costs two reads, not a rewrite of every staged row (measured 1 s per 10,000 rows).
 */
async function refreshRefs(ex: Executor, runId: number) {
  // No bitmap scans while the e-mails are looked up: the planner took the trigram index
  // (identity_email_trgm_idx, which answers = as well) for lower(email) = key, costed it below
  // the unique b-tree, and every lookup then read the posting lists of trigrams all imported
  // e-mails share (measured: over 10 minutes for 20,000 rows against 400,000 users, instead of
  // 0.2 s). Only that index type is turned away: b-tree and hash plans stay open.
  await ex.execute(sql`SET LOCAL enable_bitmapscan = off`);
  const [changed] = await rows<{ refs: boolean; targets: boolean }>(
    ex,
    // Counted, not EXISTS: that planned lookups per value for an early stop which never comes
    // when nothing changed (measured 3.6 s against 0.7 s for 300,000 values on a busy machine).
    sql`SELECT (SELECT count(*) FROM import_row_item it ${refJoins('it')}
        WHERE it.run_id = ${runId} AND it.ref_id IS DISTINCT FROM ${REF}) > 0 AS refs,
      EXISTS (SELECT 1 FROM import_row r LEFT JOIN identity i ON lower(i.email) = r.key
        WHERE r.run_id = ${runId} AND r.target_id IS DISTINCT FROM i.id) AS targets`,
  );
  if (changed?.refs)
    await ex.execute(sql`UPDATE import_row_item it SET ref_id = ${resolvedRef('it')}
      WHERE it.run_id = ${runId} AND it.ref_id IS DISTINCT FROM ${resolvedRef('it')}`);
  const target = sql`(SELECT i.id FROM identity i WHERE lower(i.email) = r.key)`;
  if (changed?.targets)
    await ex.execute(sql`UPDATE import_row r SET target_id = ${target}
      WHERE r.run_id = ${runId} AND r.target_id IS DISTINCT FROM ${target}`);
  await ex.execute(sql`SET LOCAL enable_bitmapscan = DEFAULT`);
}

/** The rules of delegated administration (src/rules) in their SQL form, for the importer `a`. */
function rulesOf(a: Administrator) {
  return {
    locationInScope: (org: SQL) => locationInScopeSql(a.scope, org),
    brandInScope: (brand: SQL) => brandInScopeSql(a.brandIds, brand),
    canAssign: (s: string) =>
      canAssignSql(a, { name: sql.raw(`${s}.name`), assignableBy: sql.raw(`${s}.assignable_by`) }),
    managesUserType: (type: SQL) => managesUserTypeSql(a, type),
    managesUser: (i: string) =>
      managesUserSql(a, {
        userType: sql.raw(`${i}.user_type`),
        includedOrgIds: sql.raw(`${i}.included_org_ids`),
      }),
    outranks: (identityId: SQL) =>
      outranksSql(
        a,
        sql`SELECT f FROM identity_security_role x
          JOIN security_role s ON s.id = x.security_role_id, unnest(s.activities) f
          WHERE x.identity_id = ${identityId}`,
      ),
  };
}

/**
 * Hand-written: finding every broken rule is joins over the whole run (one statement), which the
 * query builder cannot express as INSERT ... SELECT. `fresh`: the rows were just staged (their
 * statistics are refreshed for the plans below).
 */
export async function checkIdentities(
  ex: Executor,
  runId: number,
  importer: Administrator,
  fresh = false,
) {
  const rule = rulesOf(importer);
  const me = sql`${importer.identityId}::int`;
  await ex.execute(clearDataErrors(runId));
  // Just staged with their references resolved: checked again (and rewritten if need be) at apply.
  if (!fresh) await refreshRefs(ex, runId);
  // Not the cells (jsonb): their statistics cost most of the time and no plan uses them.
  if (fresh)
    await ex.execute(sql`ANALYZE import_row (run_id, row_number, key, target_id, action),
      import_row_item`);
  // The keys are the file's: a run with duplicates is INVALID and never checked again at apply,
  // so they are looked for once, when just staged (their sort cost 0.2 s per 100,000 rows).
  const duplicates = fresh
    ? sql`UNION ALL SELECT r.row_number, 'email', 'DUPLICATE_ROW', r.data->>'email'
        FROM (SELECT row_number, data, row_number() OVER (PARTITION BY key ORDER BY row_number) AS nth
          FROM import_row WHERE run_id = ${runId} AND key <> '') r WHERE r.nth > 1`
    : sql``;
  const col = sql.raw(`CASE it.kind WHEN 'location' THEN 'locations' WHEN 'role' THEN 'roles'
    WHEN 'permissionSet' THEN 'permissionSets' ELSE 'applications' END`);
  await ex.execute(sql`
    -- The active holders of each singular role per location, counted once (not looked up per
    -- row: a role held by many inactive users made that a scan of them all for every row).
    WITH taken AS (
      SELECT x.security_role_id, x.organization_id, count(*) AS n, min(x.identity_id) AS holder
      FROM identity_role x JOIN identity i ON i.id = x.identity_id AND i.status = 'ACTIVE'
      JOIN security_role s ON s.id = x.security_role_id AND s.singular
      GROUP BY x.security_role_id, x.organization_id
    ), singular AS (
      SELECT it.row_number, it.value, row_number() OVER (PARTITION BY it.ref_id, l.ref_id
          ORDER BY it.row_number) AS nth,
        t.n IS NOT NULL AND (t.n > 1 OR t.holder IS DISTINCT FROM r.target_id) AS held
      FROM import_row_item it
      JOIN security_role s ON s.id = it.ref_id AND s.singular
      JOIN import_row_item l ON l.run_id = it.run_id AND l.row_number = it.row_number
        AND l.kind = 'location' AND l.position = 0 AND l.ref_id IS NOT NULL
      JOIN import_row r ON r.run_id = it.run_id AND r.row_number = it.row_number
      LEFT JOIN taken t ON t.security_role_id = it.ref_id AND t.organization_id = l.ref_id
      WHERE it.run_id = ${runId} AND it.kind = 'role' AND NOT EXISTS (SELECT 1 FROM identity_role h
        WHERE h.identity_id = r.target_id AND h.security_role_id = it.ref_id)
    )
    INSERT INTO import_error (run_id, row_number, column_name, code, value, source)
    SELECT ${runId}, row_number, col, code, left(value, 100), 'data' FROM (
      SELECT it.row_number, ${col} AS col, CASE it.kind WHEN 'location' THEN 'UNKNOWN_LOCATION'
          WHEN 'role' THEN 'UNKNOWN_ROLE' WHEN 'permissionSet' THEN 'UNKNOWN_PERMISSION_SET'
          ELSE 'UNKNOWN_APPLICATION' END AS code, it.value
        FROM import_row_item it WHERE it.run_id = ${runId} AND it.ref_id IS NULL
      UNION ALL SELECT it.row_number, 'locations', 'LOCATION_OUT_OF_SCOPE', it.value
        FROM import_row_item it WHERE it.run_id = ${runId} AND it.kind = 'location'
          AND it.ref_id IS NOT NULL AND NOT ${rule.locationInScope(sql`it.ref_id`)}
      -- The import gives each location's brand with it: a brand the importer holds.
      UNION ALL SELECT it.row_number, 'locations', 'BRAND_OUT_OF_SCOPE', it.value
        FROM import_row_item it JOIN organization o ON o.id = it.ref_id
        WHERE it.run_id = ${runId} AND it.kind = 'location'
          AND NOT ${rule.brandInScope(sql`o.brand_id`)}
      UNION ALL SELECT it.row_number, 'roles', 'ROLE_NOT_ASSIGNABLE', it.value
        FROM import_row_item it JOIN security_role s ON s.id = it.ref_id
        WHERE it.run_id = ${runId} AND it.kind = 'role' AND NOT ${rule.canAssign('s')}
      UNION ALL SELECT it.row_number, 'permissionSets', 'ROLE_NOT_ASSIGNABLE', it.value
        FROM import_row_item it WHERE it.run_id = ${runId} AND it.kind = 'permissionSet'
          AND EXISTS (SELECT 1 FROM permission_set_role pr
            JOIN security_role s ON s.id = pr.security_role_id
            WHERE pr.permission_set_id = it.ref_id AND NOT ${rule.canAssign('s')})
      -- A user type the importer does not manage (the row checks reported other values).
      UNION ALL SELECT r.row_number, 'userType', 'INVALID_VALUE', r.data->>'userType'
        FROM import_row r WHERE r.run_id = ${runId}
          AND r.data->>'userType' IN ('INTERNAL', 'EXTERNAL')
          AND NOT ${rule.managesUserType(sql`(r.data->>'userType')`)}
      ${duplicates}
      -- A user outside the importer's locations (or of a type they do not manage) is not
      -- theirs to change; answered like a location outside the scope, revealing nothing more.
      -- (Only rows with a user: said so, the plan probes those few instead of hashing every
      -- user of the directory, 0.13 s per 200,000 users.)
      UNION ALL SELECT r.row_number, 'email', 'LOCATION_OUT_OF_SCOPE', r.data->>'email'
        FROM import_row r JOIN identity i ON i.id = r.target_id
        WHERE r.run_id = ${runId} AND r.target_id IS NOT NULL AND NOT ${rule.managesUser('i')}
      -- Nobody changes themselves through the import (the editor refuses a self change, 403).
      UNION ALL SELECT r.row_number, 'email', 'SELF_CHANGE', r.data->>'email'
        FROM import_row r WHERE r.run_id = ${runId} AND r.target_id = ${me}
      -- Nobody changes a user who may do more than they may (the editor's rule).
      UNION ALL SELECT r.row_number, 'email', 'ROLE_NOT_ASSIGNABLE', r.data->>'email'
        FROM import_row r WHERE r.run_id = ${runId} AND r.target_id <> ${me}
          AND NOT ${rule.outranks(sql`r.target_id`)}
      -- An application of a brand or region only for a user holding both: here the user's own
      -- or those of the row's locations (which the import adds).
      UNION ALL SELECT it.row_number, 'applications', 'APPLICATION_UNAVAILABLE', it.value
        FROM import_row_item it JOIN application a ON a.id = it.ref_id
        JOIN import_row r ON r.run_id = it.run_id AND r.row_number = it.row_number
        WHERE it.run_id = ${runId} AND it.kind = 'application' AND NOT ${applicationAvailableSql(
          sql`a`,
          (brand) => sql`(EXISTS (SELECT 1 FROM identity_brand b
              WHERE b.identity_id = r.target_id AND b.brand_id = ${brand})
            OR EXISTS (SELECT 1 FROM import_row_item l JOIN organization o ON o.id = l.ref_id
              WHERE l.run_id = it.run_id AND l.row_number = it.row_number AND l.kind = 'location'
                AND o.brand_id = ${brand}))`,
          (region) => sql`(EXISTS (SELECT 1 FROM identity_region g
              WHERE g.identity_id = r.target_id AND g.region_code = ${region})
            OR EXISTS (SELECT 1 FROM import_row_item l JOIN organization o ON o.id = l.ref_id
              WHERE l.run_id = it.run_id AND l.row_number = it.row_number AND l.kind = 'location'
                AND o.region_code = ${region}))`,
        )}
      UNION ALL SELECT row_number, 'roles', 'SINGULAR_ROLE_TAKEN', value FROM singular
        WHERE nth > 1 OR held
      -- A single-selection permission set is not given whole (the editor's wholeSingleSet); one
      -- the user holds already is no change, as in the editor.
      UNION ALL SELECT it.row_number, 'permissionSets', 'WHOLE_SINGLE_SET', it.value
        FROM import_row_item it JOIN permission_set p ON p.id = it.ref_id
        JOIN import_row r ON r.run_id = it.run_id AND r.row_number = it.row_number
        WHERE it.run_id = ${runId} AND it.kind = 'permissionSet'
          AND NOT ${givenWholeAllowedSql(sql`p.selection_mode`)}
          AND NOT EXISTS (SELECT 1 FROM identity_permission_set x
            WHERE x.identity_id = r.target_id AND x.permission_set_id = it.ref_id)
      -- Nor more than one role of such a set, among the row's roles and those the user holds
      -- (the editor's singleSet): each of them the row gives and the user does not hold yet.
      UNION ALL SELECT it.row_number, 'roles', 'SINGLE_SET_ROLES', it.value
        FROM import_row_item it
        JOIN import_row r ON r.run_id = it.run_id AND r.row_number = it.row_number
        WHERE it.run_id = ${runId} AND it.kind = 'role'
          -- Roles of no single-selection set are passed over at once (one hashed list of the
          -- few that are): the test below ran per role of the file, 0.66 s per 100,000 rows.
          AND it.ref_id IN (SELECT pr.security_role_id FROM permission_set_role pr
            JOIN permission_set p ON p.id = pr.permission_set_id
            WHERE NOT ${givenWholeAllowedSql(sql`p.selection_mode`)})
          AND NOT EXISTS (SELECT 1
            FROM identity_role h WHERE h.identity_id = r.target_id AND h.security_role_id = it.ref_id)
          AND EXISTS (SELECT 1 FROM permission_set p JOIN permission_set_role pr
              ON pr.permission_set_id = p.id AND pr.security_role_id = it.ref_id
            WHERE NOT ${oneRoleOfSetSql(
              {
                selectionMode: sql`p.selection_mode`,
                roleIds: sql`SELECT y.security_role_id FROM permission_set_role y
                  WHERE y.permission_set_id = p.id`,
              },
              sql`SELECT o.ref_id FROM import_row_item o WHERE o.run_id = it.run_id
                  AND o.row_number = it.row_number AND o.kind = 'role' AND o.ref_id IS NOT NULL
                UNION SELECT h.security_role_id FROM identity_role h
                  WHERE h.identity_id = r.target_id`,
            )})
    ) e`);
  // The action of each row; rows staged as new users keep theirs unless their user appeared.
  const action = sql`CASE
      WHEN r.target_id IS NULL THEN 'create'
      WHEN EXISTS (SELECT 1 FROM identity i WHERE i.id = r.target_id AND (
          i.first_name IS DISTINCT FROM r.data->>'firstName'
          OR i.last_name IS DISTINCT FROM r.data->>'lastName'
          OR i.user_type IS DISTINCT FROM r.data->>'userType'
          OR (r.data ? 'accountType' AND i.account_type IS DISTINCT FROM r.data->>'accountType')
          OR (r.data ? 'preferredLanguage'
            AND i.preferred_language IS DISTINCT FROM r.data->>'preferredLanguage')
          OR (r.data ? 'jobTitle' AND i.job_title IS DISTINCT FROM NULLIF(r.data->>'jobTitle', ''))
          OR (r.data ? 'mobilePhone'
            AND i.mobile_phone IS DISTINCT FROM NULLIF(r.data->>'mobilePhone', ''))))
        THEN 'update'
      WHEN EXISTS (SELECT 1 FROM import_row_item it WHERE it.run_id = r.run_id
          AND it.row_number = r.row_number AND NOT CASE it.kind
            WHEN 'location' THEN EXISTS (SELECT 1 FROM identity_location l
              WHERE l.identity_id = r.target_id AND l.organization_id = it.ref_id
                AND l.mode = 'INCLUDE' AND l.preferred = (it.position = 0))
            WHEN 'role' THEN EXISTS (SELECT 1 FROM identity_role x
              WHERE x.identity_id = r.target_id AND x.security_role_id = it.ref_id)
            WHEN 'permissionSet' THEN EXISTS (SELECT 1 FROM identity_permission_set x
              WHERE x.identity_id = r.target_id AND x.permission_set_id = it.ref_id)
            ELSE EXISTS (SELECT 1 FROM identity_application x
              WHERE x.identity_id = r.target_id AND x.application_id = it.ref_id) END)
        THEN 'update'
      ELSE 'unchanged' END`;
  await ex.execute(sql`UPDATE import_row r SET action = ${action}
    WHERE r.run_id = ${runId} AND r.action IS DISTINCT FROM ${action}`);
}
