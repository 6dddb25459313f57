// Daily job: users not logged in for over 180 days are deactivated (reason "inactivity"), audited.
import { sql } from 'drizzle-orm';
import { INACTIVITY_DAYS } from '@portal/shared';
import { one, rows, type Database } from '../db/client.js';
import { recordUsersChanges, type Change } from '../repositories/audit-repository.js';
import { purgeExpiredTokens } from '../repositories/users/token-repository.js';
import { purgeExpiredProviderState } from '../oidc/adapter.js';

/** Key of the advisory lock that makes one process run the daily work. */
export const DAILY_LOCK_KEY = 7_415_040;
export const JOB_ACTOR = 'system:inactivity-job';

const DEACTIVATION: Change[] = [
  { operation: 'DEACTIVATE', field: 'status', oldValue: 'ACTIVE', newValue: 'INACTIVE' },
  { operation: 'DEACTIVATE', field: 'deactivationReason', oldValue: null, newValue: 'inactivity' },
];

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
    const gone = await rows<{ id: number }>(
      tx,
      sql`WITH gone AS (
          UPDATE identity SET status = 'INACTIVE', deactivation_reason = 'inactivity', updated_at = now(),
            modified_by = ${JOB_ACTOR}, version = version + 1,
            sessions_revoked_at = clock_timestamp()
          WHERE status = 'ACTIVE'
            AND greatest(coalesce(last_login_at, created_at), coalesce(reactivated_at, created_at), created_at)
              < now() - ${`${INACTIVITY_DAYS} days`}::interval
          RETURNING id, subject
        ), revoked AS (
          DELETE FROM oidc_payload WHERE payload ->> 'accountId' IN (SELECT subject FROM gone)
        ), dropped AS (
          DELETE FROM verification_token WHERE used_at IS NULL AND identity_id IN (SELECT id FROM gone)
        )
        SELECT id FROM gone`,
    );
    // Audit entries and user.deactivated events through the one audit writer, same transaction.
    await recordUsersChanges(
      tx,
      gone.map((g) => ({ identityId: Number(g.id), changes: DEACTIVATION })),
      JOB_ACTOR,
    );
    await purgeExpiredTokens(tx);
    return gone.length;
  });
  if (count !== null) await purgeExpiredProviderState(db);
  return count;
}
