// Required actions: an administrator sets or clears those of a user they manage, a user's own
// step clears one, the daily job raises one for many users; every change is audited.
import type { RequiredActionsBody } from '@portal/shared';
import type { Database, Executor } from '../../db/client.js';
import type { Principal } from '../../auth/principal.js';
import { loadAdminContext } from '../users/admin-context.js';
import { lockManagedUser } from '../users/users-service.js';
import {
  lockRequiredActions,
  raiseRequiredActionRows,
  saveRequiredActions,
} from '../../repositories/compliance/required-actions-repository.js';
import { recordUserChanges, recordUsersChanges, type Change } from '../records/record-changes.js';

/** The audited change of the list (users' changes go through the one writer, with their event). */
const change = (oldValue: string, newValue: string): Change => ({
  operation: 'UPDATE',
  field: 'requiredActions',
  oldValue,
  newValue,
});

/** Replaces the list (audited when it changes); returns the list saved. */
async function replaceRequiredActions(
  ex: Executor,
  id: number,
  next: readonly string[],
  by: string,
): Promise<string[]> {
  const before = (await lockRequiredActions(ex, id)) ?? [];
  if (before.join(',') === next.join(',')) return before;
  await saveRequiredActions(ex, id, next, by);
  await recordUserChanges(ex, id, [change(before.join(','), next.join(','))], by);
  return [...next];
}

/** Clears one action of a user, audited; false when the user did not carry it. */
export async function clearRequiredAction(
  ex: Executor,
  id: number,
  action: string,
  by: string,
): Promise<boolean> {
  const before = (await lockRequiredActions(ex, id)) ?? [];
  if (!before.includes(action)) return false;
  await replaceRequiredActions(
    ex,
    id,
    before.filter((a) => a !== action),
    by,
  );
  return true;
}

/**
 * Adds `action` to every active user the `candidates` query selects (a `SELECT id ...`) who does
 * not carry it yet, and audits each; returns the ids raised, in order.
 */
export async function raiseRequiredAction(
  ex: Executor,
  action: string,
  candidates: Parameters<typeof raiseRequiredActionRows>[2],
  by: string,
): Promise<number[]> {
  const raised = await raiseRequiredActionRows(ex, action, candidates, by);
  await recordUsersChanges(
    ex,
    raised.map((r) => ({
      identityId: r.id,
      changes: [change(r.before.join(','), [...r.before, action].join(','))],
    })),
    by,
  );
  return raised.map((r) => r.id).sort((a, b) => a - b);
}

export async function setRequiredActions(
  db: Database,
  p: Principal,
  id: number,
  body: RequiredActionsBody,
): Promise<{ id: number; requiredActions: string[] }> {
  return db.tx(async (tx) => {
    const ctx = await loadAdminContext(tx, p);
    await lockManagedUser(tx, ctx, id);
    const requiredActions = await replaceRequiredActions(tx, id, body.requiredActions, ctx.by);
    return { id, requiredActions };
  });
}
