// A user's lifecycle: deactivate (with a reason), reactivate, delete, re-send the verification e-mail.
import type { DeactivateUserBody } from '@portal/shared';
import type { Executor } from '../../db/client.js';
import type { Principal } from '../../auth/principal.js';
import {
  deleteIdentity,
  loadAssignments,
  revokeProviderState,
  setIdentityStatus,
} from '../../repositories/users/user-repository.js';
import { recordUserChanges, type Change } from '../records/record-changes.js';
import { dropTokens } from '../../repositories/users/token-repository.js';
import { singularHolders } from '../../repositories/users/reference-repository.js';
import { loadAdminContext, type AdminContext } from './admin-context.js';
import { loadRefs } from './access-rules.js';
import { userError } from './errors.js';
import { lockManagedUser, lockOtherManagedUser } from './users-service.js';
import { issueVerification } from './verification.js';
import { pgCode, type UsersDeps } from './deps.js';

/** The two audit entries of a status change: the status itself and the deactivation reason. */
function statusChanges(
  operation: 'DEACTIVATE' | 'REACTIVATE',
  oldReason: string | null,
  newReason: string | null,
): Change[] {
  const [from, to] =
    operation === 'DEACTIVATE'
      ? (['ACTIVE', 'INACTIVE'] as const)
      : (['INACTIVE', 'ACTIVE'] as const);
  return [
    { operation, field: 'status', oldValue: from, newValue: to },
    { operation, field: 'deactivationReason', oldValue: oldReason, newValue: newReason },
  ];
}

export async function deactivateUser(
  deps: UsersDeps,
  p: Principal,
  id: number,
  body: DeactivateUserBody,
) {
  return deps.db.tx(async (tx) => deactivateUserIn(tx, await loadAdminContext(tx, p), id, body));
}

/** Deactivates a user inside the caller's transaction. */
export async function deactivateUserIn(
  tx: Executor,
  ctx: AdminContext,
  id: number,
  body: DeactivateUserBody,
) {
  const row = await lockOtherManagedUser(tx, ctx, id, 'selfLifecycle', body.version);
  if (row.status === 'INACTIVE') throw userError('alreadyInactive');
  const version = await setIdentityStatus(tx, id, ctx.by, {
    status: 'INACTIVE',
    reason: body.reason,
  });
  // Sessions, grants and refresh tokens end now; the API refuses the user's next call anyway.
  await revokeProviderState(tx, row.subject);
  await dropTokens(tx, id);
  await recordUserChanges(
    tx,
    id,
    statusChanges('DEACTIVATE', row.deactivationReason, body.reason),
    ctx.by,
  );
  return { id, version };
}

export async function reactivateUser(deps: UsersDeps, p: Principal, id: number, expected?: number) {
  return deps.db.tx(async (tx) =>
    reactivateUserIn(tx, await loadAdminContext(tx, p), id, expected),
  );
}

/** Reactivates a user inside the caller's transaction. */
export async function reactivateUserIn(
  tx: Executor,
  ctx: AdminContext,
  id: number,
  expected?: number,
) {
  const row = await lockOtherManagedUser(tx, ctx, id, 'selfLifecycle', expected);
  if (row.status === 'ACTIVE') throw userError('alreadyActive');
  // A singular role may have found another holder while the user was away.
  const assignments = await loadAssignments(tx, id);
  const refs = await loadRefs(
    tx,
    assignments.locations.map((l) => l.organizationId),
  );
  for (const r of assignments.roles) {
    const role = refs.roles.get(r.roleId);
    if (!role?.singular || r.organizationId == null) continue;
    if ((await singularHolders(tx, r.roleId, r.organizationId, [id])).length > 0)
      throw userError(
        'singularTaken',
        role.display_name,
        refs.orgs.get(r.organizationId)?.name ?? '',
      );
  }
  const version = await setIdentityStatus(tx, id, ctx.by, { status: 'ACTIVE' });
  await recordUserChanges(
    tx,
    id,
    statusChanges('REACTIVATE', row.deactivationReason, null),
    ctx.by,
  );
  return { id, version };
}

export async function deleteUser(deps: UsersDeps, p: Principal, id: number, expected?: number) {
  await deps.db
    .tx(async (tx) => {
      const ctx = await loadAdminContext(tx, p);
      const row = await lockOtherManagedUser(tx, ctx, id, 'selfLifecycle', expected);
      await revokeProviderState(tx, row.subject);
      await recordUserChanges(
        tx,
        id,
        [
          { operation: 'DELETE', field: 'email', oldValue: row.email, newValue: null },
          {
            operation: 'DELETE',
            field: 'name',
            oldValue: `${row.firstName} ${row.lastName}`,
            newValue: null,
          },
          // Whose history an external administrator may still read once the user is gone.
          { operation: 'DELETE', field: 'userType', oldValue: row.userType, newValue: null },
        ],
        ctx.by,
      );
      await deleteIdentity(tx, id);
    })
    .catch((err: unknown) => {
      if (pgCode(err) === '23503') throw userError('stillReferenced');
      throw err;
    });
}

export async function resendVerification(deps: UsersDeps, p: Principal, id: number) {
  await deps.db.tx(async (tx) => {
    const ctx = await loadAdminContext(tx, p);
    const row = await lockManagedUser(tx, ctx, id);
    if (row.status !== 'ACTIVE') throw userError('inactiveNoMail');
    if (row.emailVerified) throw userError('alreadyVerified');
    await issueVerification(tx, deps, {
      id,
      email: row.email,
      firstName: row.firstName,
      language: row.preferredLanguage,
    });
    await recordUserChanges(
      tx,
      id,
      [{ operation: 'VERIFICATION_SENT', field: 'email', oldValue: null, newValue: row.email }],
      ctx.by,
    );
  });
  void deps.mailer.flush();
}
