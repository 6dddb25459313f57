// Daily job: users not logged in for over 180 days are deactivated (reason "inactivity"), audited.
import { sql } from 'drizzle-orm';
import { INACTIVITY_DAYS } from '@portal/shared';
import { one, type Database } from '../db/client.js';
import { purgeExpiredTokens } from '../repositories/users/token-repository.js';
import { purgeExpiredProviderState } from '../oidc/adapter.js';

/** Key of the advisory lock that makes one process run the daily work. */
export const DAILY_LOCK_KEY = 7_415_040;
export const JOB_ACTOR = 'system:inactivity-job';

/**
 * Deactivates users whose last sign-in (or creation, or reactivation, whichever is later) is
 * more than 180 days ago; ends their sessions. Returns the number deactivated, or null when
 * another process holds the lock.
 */
export async function runInactivityJob(db: Database): Promise<number | null> {
  const count = await db.tx(async (tx) => {
    const lock = await one<{ ok: boolean }>(
      tx,
      sql`SELECT pg_try_advisory_xact_lock(${DAILY_LOCK_KEY}) AS ok`,
    );
    if (!lock?.ok) return null;
    const row = await one<{ n: number }>(
      tx,
      sql`WITH gone AS (
          UPDATE identity SET status = 'INACTIVE', deactivation_reason = 'inactivity', updated_at = now(),
            modified_by = ${JOB_ACTOR}, version = version + 1,
            sessions_revoked_at = clock_timestamp()
          WHERE status = 'ACTIVE'
            AND greatest(coalesce(last_login_at, created_at), coalesce(reactivated_at, created_at), created_at)
              < now() - ${`${INACTIVITY_DAYS} days`}::interval
          RETURNING id, subject
        ), audited AS (
          INSERT INTO audit_entry (entity_type, entity_id, operation, field, old_value, new_value, changed_by)
          SELECT 'identity', gone.id::text, 'DEACTIVATE', f.field, f.old_value, f.new_value, ${JOB_ACTOR}
          FROM gone, (VALUES ('status', 'ACTIVE', 'INACTIVE'),
            ('deactivationReason', NULL::text, 'inactivity')) AS f(field, old_value, new_value)
        ), revoked AS (
          DELETE FROM oidc_payload WHERE payload ->> 'accountId' IN (SELECT subject FROM gone)
        ), dropped AS (
          DELETE FROM verification_token WHERE used_at IS NULL AND identity_id IN (SELECT id FROM gone)
        )
        SELECT count(*)::int AS n FROM gone`,
    );
    await purgeExpiredTokens(tx);
    return row?.n ?? 0;
  });
  if (count !== null) await purgeExpiredProviderState(db);
  return count;
}
