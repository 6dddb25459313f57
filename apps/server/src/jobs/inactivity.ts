// Daily job: users not logged in for over 180 days are deactivated (reason "inactivity"), audited.
import { INACTIVITY_DAYS } from '@portal/shared';
import type { Database } from '../db/client.js';
import {
  deactivateInactive,
  tryTransactionLock,
} from '../repositories/jobs/maintenance-repository.js';
import { recordUsersChanges, type Change } from '../services/records/record-changes.js';
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
    if (!(await tryTransactionLock(tx, DAILY_LOCK_KEY))) return null;
    const gone = await deactivateInactive(tx, INACTIVITY_DAYS, JOB_ACTOR);
    // Audit entries and user.deactivated events through the one audit writer, same transaction.
    await recordUsersChanges(
      tx,
      gone.map((identityId) => ({ identityId, changes: DEACTIVATION })),
      JOB_ACTOR,
    );
    await purgeExpiredTokens(tx);
    return gone.length;
  });
  if (count !== null) await purgeExpiredProviderState(db);
  return count;
}
