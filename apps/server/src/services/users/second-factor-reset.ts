// An administrator removes a user's second factors (a lost phone): within delegated scope, never
// their own without signing in with a second factor, written to the user's edit history with who
// did it and sent to webhooks as user.changed. The user meets the set-up at their next sign-in
// when MFA_REQUIRED covers them.
import { hasSecondFactor, type SecondFactorsReset } from '@portal/shared';
import type { Principal } from '../../auth/principal.js';
import { recordUserChanges } from '../records/record-changes.js';
import {
  deleteSecondFactors,
  secondFactorsOf,
} from '../../repositories/users/second-factor-kinds.js';
import { loadAdminContext } from './admin-context.js';
import { userError } from './errors.js';
import { lockManagedUser } from './users-service.js';
import type { UsersDeps } from './deps.js';

export async function resetSecondFactors(
  deps: UsersDeps,
  p: Principal,
  id: number,
): Promise<SecondFactorsReset> {
  return deps.db.tx(async (tx) => {
    const ctx = await loadAdminContext(tx, p);
    // 404 outside the scope, 403 for a user who may do more than the administrator.
    await lockManagedUser(tx, ctx, id);
    if (id === ctx.identityId && !hasSecondFactor(p.amr)) throw userError('selfSecondFactors');
    const removed = await secondFactorsOf(tx, id);
    if (removed.length === 0) throw userError('noSecondFactor');
    await deleteSecondFactors(tx, id);
    await recordUserChanges(
      tx,
      id,
      [
        {
          operation: 'SECOND_FACTORS_RESET',
          field: 'secondFactor',
          oldValue: removed.join(','),
          newValue: null,
        },
      ],
      ctx.by,
    );
    return { id, removed };
  });
}
