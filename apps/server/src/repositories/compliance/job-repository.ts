// The daily required-actions job's SQL: the day claim that lets one process run it, and the
// queries that select who needs each action. Hand-written: each is one set-based statement over
// all users (EXISTS on locations, directory data and roles), not a read per user.
import { sql, type SQL } from 'drizzle-orm';
import { FEATURES, type DirectoryContext } from '@portal/shared';
import { one, type Executor } from '../../db/client.js';
import { textArray } from '../../db/sql.js';

/** Claims the job for the day; false when another process (or an earlier run) already has it. */
export async function claimJobDay(ex: Executor, job: string, day: string): Promise<boolean> {
  const row = await one<{ job: string }>(
    ex,
    sql`INSERT INTO job_run (job, run_on) VALUES (${job}, ${day}::date)
      ON CONFLICT (job, run_on) DO NOTHING RETURNING job`,
  );
  return row !== undefined;
}

const days = (n: number) => sql`${`${n} days`}::interval`;

/** The user holds one of the features through a role, directly or through a permission set. */
const holdsAny = (features: readonly string[]) =>
  sql`EXISTS (SELECT 1 FROM identity_security_role isr JOIN security_role sr ON sr.id = isr.security_role_id
    WHERE isr.identity_id = i.id AND sr.activities && ${textArray(features)})`;

/** Administrators who may deactivate users and have not attested within the period. */
export function attestationCandidates(now: Date, periodDays: number): SQL {
  return sql`SELECT i.id FROM identity i WHERE i.account_type = 'ADMINISTRATOR'
    AND coalesce(i.last_attested_at, i.created_at) < ${now}::timestamptz - ${days(periodDays)}
    AND ${holdsAny([FEATURES.usersWrite])}`;
}

/** Users whose password is older than the largest password age. */
export function passwordExpiryCandidates(now: Date, maxAgeDays: number): SQL {
  return sql`SELECT i.id FROM identity i WHERE i.password_hash IS NOT NULL
    AND coalesce(i.password_changed_at, i.created_at) < ${now}::timestamptz - ${days(maxAgeDays)}`;
}

/**
 * Administrators who edit users at a location (included, not excluded) whose configuration of the
 * context has a type without an active holder (only required types when `requiredOnly`), and who
 * have not finished a review of the context within `shieldDays`.
 */
export function directoryCandidates(
  now: Date,
  context: DirectoryContext,
  requiredOnly: boolean,
  shieldDays: number,
): SQL {
  return sql`SELECT i.id FROM identity i WHERE ${holdsAny([FEATURES.usersWrite, FEATURES.usersEdit])}
    AND NOT EXISTS (SELECT 1 FROM directory_review r WHERE r.identity_id = i.id AND r.context = ${context}
      AND r.reviewed_at > ${now}::timestamptz - ${days(shieldDays)})
    AND EXISTS (SELECT 1 FROM identity_location l
      JOIN directory_data_configuration c ON c.organization_id = l.organization_id AND c.context = ${context}
      JOIN organization o ON o.id = c.organization_id AND o.status = 'ACTIVE'
      JOIN directory_data_type t ON t.context = ${context} ${requiredOnly ? sql`AND t.required` : sql``}
      WHERE l.identity_id = i.id AND l.mode = 'INCLUDE'
        AND NOT EXISTS (SELECT 1 FROM identity_location x WHERE x.identity_id = i.id
          AND x.organization_id = l.organization_id AND x.mode = 'EXCLUDE')
        AND NOT EXISTS (SELECT 1 FROM directory_data_selection s JOIN identity h ON h.id = s.identity_id
          WHERE s.configuration_id = c.id AND s.directory_data_type_id = t.id AND h.status = 'ACTIVE'))`;
}
