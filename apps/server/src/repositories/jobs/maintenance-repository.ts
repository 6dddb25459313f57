// Statements of the background jobs: the daily lock, deactivation for inactivity, the security
// bookkeeping purge, and the readiness probe's round trip.
import { lt, sql } from 'drizzle-orm';
import { one, rows, type Executor } from '../../db/client.js';
import { loginFailure, loginKnownAddress, rateLimitHit } from '../../db/schema/index.js';

/** Takes the transaction-scoped advisory lock `key` if it is free; false when another holds it. */
export async function tryTransactionLock(ex: Executor, key: number): Promise<boolean> {
  const r = await one<{ ok: boolean }>(ex, sql`SELECT pg_try_advisory_xact_lock(${key}) AS ok`);
  return r?.ok === true;
}

/**
 * Deactivates the active users whose last sign-in (or creation, or reactivation, whichever is
 * later) is more than `days` ago, ends their sessions and drops their open tokens; answers their
 * ids. Hand-written: one set-based statement (a CTE chain) does the update and both deletes.
 */
export async function deactivateInactive(
  ex: Executor,
  days: number,
  actor: string,
): Promise<number[]> {
  const gone = await rows<{ id: number }>(
    ex,
    sql`WITH gone AS (
        UPDATE identity SET status = 'INACTIVE', deactivation_reason = 'inactivity', updated_at = now(),
          modified_by = ${actor}, version = version + 1,
          sessions_revoked_at = clock_timestamp()
        WHERE status = 'ACTIVE'
          AND greatest(coalesce(last_login_at, created_at), coalesce(reactivated_at, created_at), created_at)
            < now() - ${`${days} days`}::interval
        RETURNING id, subject
      ), revoked AS (
        DELETE FROM oidc_payload WHERE payload ->> 'accountId' IN (SELECT subject FROM gone)
      ), dropped AS (
        DELETE FROM verification_token WHERE used_at IS NULL AND identity_id IN (SELECT id FROM gone)
      )
      SELECT id FROM gone`,
  );
  return gone.map((g) => Number(g.id));
}

/** Deletes login failures past the throttle's longest window and ended rate-limit windows. */
export async function purgeSecurityRows(ex: Executor): Promise<number> {
  const failures = await ex
    .delete(loginFailure)
    .where(lt(loginFailure.failedAt, sql`now() - interval '1 hour'`))
    .returning({ id: loginFailure.id });
  const windows = await ex
    .delete(rateLimitHit)
    .where(lt(rateLimitHit.windowEndsAt, sql`now()`))
    .returning({ key: rateLimitHit.key });
  const known = await ex
    .delete(loginKnownAddress)
    .where(lt(loginKnownAddress.signedInAt, sql`now() - interval '90 days'`))
    .returning({ ip: loginKnownAddress.ip });
  return failures.length + windows.length + known.length;
}

/** One round trip to the database (readiness). */
export async function ping(ex: Executor): Promise<void> {
  await ex.execute(sql`SELECT 1`);
}
