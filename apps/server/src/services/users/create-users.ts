// Creating users under delegated scope, one (the editor, copy user) or many at once (SCIM Bulk):
// the same rules for each, then one statement a table for all that passed them.
import type { CreateUserBody } from '@portal/shared';
import type { Executor } from '../../db/client.js';
import type { Principal } from '../../auth/principal.js';
import {
  emailHolders,
  identityColumns,
  insertAssignments,
  insertIdentities,
  type Assignments,
} from '../../repositories/users/user-repository.js';
import { recordUsersChanges, type Change } from '../records/record-changes.js';
import { loadAdminContext, type AdminContext } from './admin-context.js';
import { checkAccessChange, checkSingularRoles, loadRefs } from './access-rules.js';
import { diffUser } from '../records/user-diff.js';
import { managesUserType } from '../../rules/managed-user.js';
import { userError } from './errors.js';
import { issueFirstVerifications } from './verification.js';
import { assignmentsOf, emailRefusal, mapUniqueViolation } from './users-service.js';
import type { UsersDeps } from './deps.js';

/** What one body of a createUsersIn became: the new user, or why it was refused. */
export type Created = { id: number; version: number } | { error: unknown };

/** Singular roles at a location that an earlier body of the same call already takes. */
function singularClash(
  refs: Awaited<ReturnType<typeof loadRefs>>,
  a: Assignments,
  taken: Set<string>,
) {
  for (const r of a.roles) {
    if (!refs.roles.get(r.roleId)?.singular || r.organizationId == null) continue;
    const key = `${r.roleId}:${r.organizationId}`;
    if (taken.has(key))
      return userError(
        'singularTaken',
        refs.roles.get(r.roleId)!.display_name,
        refs.orgs.get(r.organizationId)?.name ?? '',
      );
  }
  for (const r of a.roles) taken.add(`${r.roleId}:${r.organizationId}`);
  return undefined;
}

/**
 * Creates users in the caller's transaction. Each body passes the editor's rules (scope, user
 * type, e-mail free, singular roles) or comes back with its error and writes nothing; those that
 * pass are written together: records, assignments, history entries with their events, and
 * verification links with their mails. A write the checks did not foresee (an address taken
 * meanwhile) fails the call as a whole. `note` heads each history (copy user).
 */
export async function createUsersIn(
  tx: Executor,
  deps: UsersDeps,
  ctx: AdminContext,
  bodies: readonly CreateUserBody[],
  note?: { field: string; value: string },
): Promise<Created[]> {
  const afters = bodies.map(assignmentsOf);
  const refs = await loadRefs(
    tx,
    afters.flatMap((a) => a.locations.map((l) => l.organizationId)),
  );
  const errors: unknown[] = bodies.map((body, k) => {
    try {
      checkAccessChange(ctx, refs, null, afters[k]!);
      if (!managesUserType(ctx, body.userType)) throw userError('notAllowedChanges');
      return undefined;
    } catch (err) {
      return err;
    }
  });
  const holders = new Map(
    (
      await emailHolders(
        tx,
        bodies.map((b) => b.email),
      )
    ).map((h) => [h.email.toLowerCase(), h]),
  );
  const claimed = new Set<string>();
  const singular = new Set<string>();
  for (const [k, body] of bodies.entries()) {
    if (errors[k]) continue;
    const email = body.email.toLowerCase();
    const holder = holders.get(email);
    try {
      if (holder) throw await emailRefusal(tx, ctx, holder);
      // A second body with the same address: the first one's user is in this administrator's scope.
      if (claimed.has(email)) throw userError('emailTaken');
      await checkSingularRoles(tx, refs, 0, null, afters[k]!);
      const clash = singularClash(refs, afters[k]!, singular);
      if (clash) throw clash;
      claimed.add(email);
    } catch (err) {
      errors[k] = err;
    }
  }
  const passed = bodies.flatMap((body, k) => (errors[k] ? [] : [{ k, body }]));
  const columns = passed.map(({ body }) => identityColumns(body));
  const created = await insertIdentities(tx, columns, ctx.by).catch(mapUniqueViolation);
  await insertAssignments(
    tx,
    passed.map(({ k }, j) => ({ id: created[j]!.id, a: afters[k]! })),
  );
  await recordUsersChanges(
    tx,
    passed.map(({ k, body }, j) => {
      const changes: Change[] = diffUser('CREATE', refs, null, {
        columns: columns[j]!,
        assignments: afters[k]!,
      });
      if (note)
        changes.unshift({
          operation: 'CREATE',
          field: note.field,
          oldValue: null,
          newValue: note.value,
        });
      changes.push({
        operation: 'VERIFICATION_SENT',
        field: 'email',
        oldValue: null,
        newValue: body.email,
      });
      return { identityId: created[j]!.id, changes };
    }),
    ctx.by,
  );
  await issueFirstVerifications(
    tx,
    deps,
    passed.map(({ body }, j) => ({
      id: created[j]!.id,
      email: body.email,
      firstName: body.firstName,
      language: body.preferredLanguage,
    })),
  );
  const byIndex = new Map(passed.map(({ k }, j) => [k, created[j]!]));
  return bodies.map((_, k) => byIndex.get(k) ?? { error: errors[k] });
}

/** Creates one user in the caller's transaction (copy user, SCIM); its refusal is thrown. */
export async function createUserIn(
  tx: Executor,
  deps: UsersDeps,
  ctx: AdminContext,
  body: CreateUserBody,
  note?: { field: string; value: string },
) {
  const [result] = await createUsersIn(tx, deps, ctx, [body], note);
  if ('error' in result!) throw result.error;
  return result!;
}

export async function createUser(deps: UsersDeps, p: Principal, body: CreateUserBody) {
  const created = await deps.db.tx(async (tx) =>
    createUserIn(tx, deps, await loadAdminContext(tx, p), body),
  );
  void deps.mailer.flush();
  return created;
}
