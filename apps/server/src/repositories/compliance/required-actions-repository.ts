// Required actions on identity.required_actions: read and lock, replace, raise for many users
// (services/compliance/required-actions-service.ts audits each change).
import { sql } from 'drizzle-orm';
import { one, rows, type Executor } from '../../db/client.js';
import { textArray } from '../../db/sql.js';

/** The user's required actions, the row locked for the transaction; undefined when unknown. */
export async function lockRequiredActions(ex: Executor, id: number) {
  const row = await one<{ required_actions: string[] }>(
    ex,
    sql`SELECT required_actions FROM identity WHERE id = ${id} FOR UPDATE`,
  );
  return row?.required_actions;
}

/** Saves the user's list (a new version of the user). */
export async function saveRequiredActions(
  ex: Executor,
  id: number,
  next: readonly string[],
  by: string,
): Promise<void> {
  await ex.execute(sql`UPDATE identity SET required_actions = ${textArray(next)}, updated_at = now(),
    modified_by = ${by}, version = version + 1 WHERE id = ${id}`);
}

/**
 * Adds `action` to every active user the `candidates` query selects (a `SELECT id ...`) who does
 * not carry it yet, in one statement; returns the users raised with their lists before.
 * Hand-written: one set-based UPDATE ... RETURNING instead of a read and a write per user.
 */
export async function raiseRequiredActionRows(
  ex: Executor,
  action: string,
  candidates: ReturnType<typeof sql>,
  by: string,
): Promise<{ id: number; before: string[] }[]> {
  return rows<{ id: number; before: string[] }>(
    ex,
    sql`WITH target AS (SELECT id, required_actions AS before FROM identity
        WHERE status = 'ACTIVE' AND NOT (${action} = ANY(required_actions)) AND id IN (${candidates})
        FOR UPDATE)
      UPDATE identity i SET required_actions = array_append(i.required_actions, ${action}),
        updated_at = now(), modified_by = ${by}, version = i.version + 1
      FROM target WHERE i.id = target.id RETURNING i.id, target.before`,
  );
}
