// Editing users under delegated scope: rules, optimistic concurrency, audit (creating them:
// create-users.ts).
import type { UpdateUserBody, UserFields } from '@portal/shared';
import type { Executor } from '../../db/client.js';
import type { Principal } from '../../auth/principal.js';
import { contactFields } from './contact-fields.js';
import {
  emailHolder,
  findIdentity,
  grantedFeatures,
  identityColumns,
  isInScope,
  loadAssignments,
  replaceAssignments,
  updateIdentity,
  type Assignments,
  type IdentityColumns,
  type IdentityRow,
} from '../../repositories/users/user-repository.js';
import { recordUserChanges } from '../records/record-changes.js';
import { dropTokens } from '../../repositories/users/token-repository.js';
import { loadAdminContext, type AdminContext } from './admin-context.js';
import { accessChanged, checkAccessChange, checkSingularRoles, loadRefs } from './access-rules.js';
import { diffUser } from '../records/user-diff.js';
import { applyRoleScope } from './scope-rules.js';
import { managesUser, managesUserType } from '../../rules/managed-user.js';
import { outranks } from '../../rules/outranks.js';
import { userError, type UserErrorCode } from './errors.js';
import { pgCode, type UsersDeps } from './deps.js';

/** The assignments of a payload; without a preferred location the first included one is preferred. */
export function assignmentsOf(f: UserFields): Assignments {
  const hasPreferred = f.locations.some((l) => l.preferred);
  const firstIncluded = f.locations.find((l) => l.mode === 'INCLUDE')?.organizationId;
  return {
    locations: f.locations.map((l) => ({
      ...l,
      preferred: hasPreferred ? l.preferred : l.organizationId === firstIncluded,
    })),
    brandIds: f.brandIds,
    regionCodes: f.regionCodes,
    roles: f.roles,
    permissionSetIds: f.permissionSetIds,
    applicationIds: f.applicationIds,
  };
}

export function columnsOfRow(r: IdentityRow): IdentityColumns {
  return {
    ...contactFields(r),
    preferredLanguage: r.preferredLanguage,
    employeeNumber: r.employeeNumber,
    emailPreferences: [...r.emailPreferences].sort(),
    digitalPermissions: [...r.digitalPermissions].sort(),
  };
}

/**
 * A user in the administrator's scope, locked for the transaction; 404 for anyone else. With
 * `change`, the user must not be allowed more than the administrator (403 otherwise): a dealer
 * administrator does not edit, deactivate or delete the portal's super administrator.
 */
export async function lockManagedUser(tx: Executor, ctx: AdminContext, id: number, change = true) {
  const row = await findIdentity(tx, id, true);
  if (!row || !managesUser(ctx, row)) throw userError('notFound');
  if (change && id !== ctx.identityId && !outranks(ctx, await grantedFeatures(tx, id)))
    throw userError('outranks');
  return row;
}

/**
 * lockManagedUser for a change an administrator makes to another user: their own account is
 * refused with `self` (403), and a version other than `expected` (when given) as stale (409).
 */
export async function lockOtherManagedUser(
  tx: Executor,
  ctx: AdminContext,
  id: number,
  self: Extract<UserErrorCode, 'selfChange' | 'selfLifecycle'>,
  expected?: number,
) {
  const row = await lockManagedUser(tx, ctx, id);
  if (id === ctx.identityId) throw userError(self);
  if (expected !== undefined && expected !== row.version) throw userError('stale');
  return row;
}

/**
 * The refusal of an e-mail address another user holds, without revealing a holder outside the
 * scope: a user the administrator manages is named as a duplicate (they can find them in their
 * list); for anyone else the answer only says the address cannot be used, with nothing about who
 * holds it, where, or whether they are internal or active.
 */
export async function emailRefusal(
  tx: Executor,
  ctx: AdminContext,
  holder: { id: number; userType: IdentityRow['userType'] },
) {
  const managed =
    managesUserType(ctx, holder.userType) && (await isInScope(tx, holder.id, ctx.scope));
  return userError(managed ? 'emailTaken' : 'emailUnavailable');
}

async function checkEmailFree(tx: Executor, ctx: AdminContext, email: string, exceptId = 0) {
  const holder = await emailHolder(tx, email, exceptId);
  if (holder) throw await emailRefusal(tx, ctx, holder);
}

export function mapUniqueViolation(err: unknown): never {
  if (pgCode(err) === '23505') throw userError('emailUnavailable');
  throw err;
}

export async function updateUser(deps: UsersDeps, p: Principal, id: number, body: UpdateUserBody) {
  return deps.db.tx(async (tx) => updateUserIn(tx, await loadAdminContext(tx, p), id, body));
}

/** Updates a user inside the caller's transaction (SCIM: with its other steps, all or nothing). */
export async function updateUserIn(
  tx: Executor,
  ctx: AdminContext,
  id: number,
  body: UpdateUserBody,
) {
  const row = await lockManagedUser(tx, ctx, id);
  if (row.version !== body.version) throw userError('stale');
  const before = await loadAssignments(tx, id);
  const requested = assignmentsOf(body);
  // Roles held outside the administrator's scope stay as they are (see scope-rules.ts).
  const after = { ...requested, roles: applyRoleScope(ctx.scope, before.roles, requested.roles) };
  const beforeCols = columnsOfRow(row);
  const afterCols = identityColumns(body);
  const accessMoves = accessChanged(before, after);
  if (id === ctx.identityId) {
    const own =
      beforeCols.userType !== afterCols.userType ||
      beforeCols.accountType !== afterCols.accountType ||
      beforeCols.digitalPermissions.join() !== afterCols.digitalPermissions.join();
    if (accessMoves || own) throw userError('selfChange');
  }
  if (beforeCols.userType !== afterCols.userType && ctx.userType !== 'INTERNAL')
    throw userError('notAllowedChanges');
  const refs = await loadRefs(tx, [
    ...before.locations.map((l) => l.organizationId),
    ...after.locations.map((l) => l.organizationId),
  ]);
  checkAccessChange(ctx, refs, before, after);
  await checkSingularRoles(tx, refs, id, before, after);
  if (afterCols.email.toLowerCase() !== row.email.toLowerCase())
    await checkEmailFree(tx, ctx, afterCols.email, id);
  const changes = diffUser(
    'UPDATE',
    refs,
    { columns: beforeCols, assignments: before },
    { columns: afterCols, assignments: after },
  );
  if (changes.length === 0) return { id, version: row.version };
  const version = await updateIdentity(tx, id, afterCols, ctx.by).catch(mapUniqueViolation);
  if (accessMoves) await replaceAssignments(tx, id, after);
  // Links sent to the old address must not set the password of the account at the new one.
  if (afterCols.email.toLowerCase() !== row.email.toLowerCase()) await dropTokens(tx, id);
  await recordUserChanges(tx, id, changes, ctx.by);
  return { id, version };
}
