// Admin attestation (spec section 4): the users an administrator manages with days since sign-in,
// deactivating a selection of them (all or nothing, reason "attestation"), and confirming the review.
import {
  ATTESTATION_DEACTIVATION_REASON,
  type AttestationDeactivateBody,
  type AttestationUser,
} from '@portal/shared';
import type { Database, Executor } from '../../db/client.js';
import type { Principal } from '../../auth/principal.js';
import { loadAdminContext } from '../users/admin-context.js';
import { listedUserType } from '../users/scope-rules.js';
import { lockManagedUser } from '../users/users-service.js';
import { userError } from '../users/errors.js';
import { complianceError } from './errors.js';
import { revokeProviderState, touchIdentity } from '../../repositories/users/user-repository.js';
import { dropTokens } from '../../repositories/users/token-repository.js';
import { recordUserChanges } from '../records/record-changes.js';
import {
  listScopeUsers,
  markAttested,
} from '../../repositories/compliance/attestation-repository.js';
import { lockRequiredActions } from '../../repositories/compliance/required-actions-repository.js';
import { clearRequiredAction } from './required-actions-service.js';

export async function listAttestationUsers(ex: Executor, p: Principal): Promise<AttestationUser[]> {
  const ctx = await loadAdminContext(ex, p);
  return listScopeUsers(ex, ctx.scope, listedUserType(ctx) === 'EXTERNAL');
}

/**
 * Deactivates every listed user, or none: an id outside the scope (or unknown) is a 404, one the
 * administrator may not change a 403, the own account a 403, and the transaction is rolled back.
 * Users already inactive are left as they are. Their sessions and refresh tokens end.
 */
export async function deactivateForAttestation(
  db: Database,
  p: Principal,
  body: AttestationDeactivateBody,
): Promise<{ deactivated: number }> {
  const ids = [...new Set(body.identityIds)].sort((a, b) => a - b);
  return db.tx(async (tx) => {
    const ctx = await loadAdminContext(tx, p);
    if (ids.includes(ctx.identityId)) throw userError('selfLifecycle');
    // Locked in id order: two reviews of overlapping users never wait on each other in a cycle.
    const targets = [];
    for (const id of ids) targets.push(await lockManagedUser(tx, ctx, id));
    let deactivated = 0;
    for (const row of targets) {
      if (row.status !== 'ACTIVE') continue;
      await touchIdentity(tx, row.id, ctx.by, {
        status: 'INACTIVE',
        deactivationReason: ATTESTATION_DEACTIVATION_REASON,
      });
      await revokeProviderState(tx, row.subject);
      await dropTokens(tx, row.id);
      await recordUserChanges(
        tx,
        row.id,
        [
          { operation: 'DEACTIVATE', field: 'status', oldValue: 'ACTIVE', newValue: 'INACTIVE' },
          {
            operation: 'DEACTIVATE',
            field: 'deactivationReason',
            oldValue: row.deactivationReason,
            newValue: ATTESTATION_DEACTIVATION_REASON,
          },
        ],
        ctx.by,
      );
      deactivated++;
    }
    return { deactivated };
  });
}

/** Records the attestation and clears the adminAttestation action, audited. */
export async function confirmAttestation(db: Database, p: Principal) {
  return db.tx(async (tx) => {
    // Only an administrator asked to attest (the adminAttestation required action) confirms.
    const actions = (await lockRequiredActions(tx, p.identityId)) ?? [];
    if (!actions.includes('adminAttestation')) throw complianceError('attestationNotDue');
    const at = await markAttested(tx, p.identityId);
    await recordUserChanges(
      tx,
      p.identityId,
      [
        {
          operation: 'ATTEST',
          field: 'lastAttestedAt',
          oldValue: null,
          newValue: at.toISOString(),
        },
      ],
      p.email,
    );
    await clearRequiredAction(tx, p.identityId, 'adminAttestation', p.email);
    return { attestedAt: at.toISOString() };
  });
}
