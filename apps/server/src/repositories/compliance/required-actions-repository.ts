// Required actions on identity.required_actions: add, remove, replace, each change audited.
import { sql } from 'drizzle-orm';
import { one, rows, type Executor } from '../../db/client.js';
import { textArray } from '../../db/sql.js';
import { recordUserChanges, recordUsersChanges, type Change } from '../records/audit-entries.js';

/** The audited change of the list (users' changes go through the one writer, with their event). */
const change = (oldValue: string, newValue: string): Change => ({
  operation: 'UPDATE',
  field: 'requiredActions',
  oldValue,
  newValue,
});

/** The user's required actions, the row locked for the transaction; undefined when unknown. */
export async function lockRequiredActions(ex: Executor, id: number) {
  const row = await one<{ required_actions: string[] }>(
    ex,
    sql`SELECT required_actions FROM identity WHERE id = ${id} FOR UPDATE`,
  );
  return row?.required_actions;
}

/** Replaces the list (audited when it changes); returns the list saved. */
export async function replaceRequiredActions(
  ex: Executor,
  id: number,
  next: readonly string[],
  by: string,
): Promise<string[]> {
  const before = (await lockRequiredActions(ex, id)) ?? [];
  if (before.join(',') === next.join(',')) return before;
  await ex.execute(sql`UPDATE identity SET required_actions = ${textArray(next)}, updated_at = now(),
    modified_by = ${by}, version = version + 1 WHERE id = ${id}`);
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
 * not carry it yet, in one statement, and audits each; returns the ids raised. Hand-written: one
 * set-based UPDATE ... RETURNING instead of a read and a write per user.
 */
export async function raiseRequiredAction(
  ex: Executor,
  action: string,
  candidates: ReturnType<typeof sql>,
  by: string,
): Promise<number[]> {
  const raised = await rows<{ id: number; before: string[] }>(
    ex,
    sql`WITH target AS (SELECT id, required_actions AS before FROM identity
        WHERE status = 'ACTIVE' AND NOT (${action} = ANY(required_actions)) AND id IN (${candidates})
        FOR UPDATE)
      UPDATE identity i SET required_actions = array_append(i.required_actions, ${action}),
        updated_at = now(), modified_by = ${by}, version = i.version + 1
      FROM target WHERE i.id = target.id RETURNING i.id, target.before`,
  );
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
