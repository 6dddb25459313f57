// A user's history as the user editor shows it (the entries are written by audit-entries.ts).
import { sql } from 'drizzle-orm';
import type { AuditEntry } from '@portal/shared';
import { one, rows, type Executor } from '../../db/client.js';
import type { AuditFieldRow } from './audit-search-repository.js';

/**
 * The user's history page, newest first, from the entries as the history shows them (the view
 * audit_entry_field, migration 0014: a creation expanded into its fields). Hand-written: the
 * view is not a table of the schema module.
 */
export async function userHistory(ex: Executor, identityId: number, page: number, size: number) {
  const ofUser = sql`entity_type = 'identity' AND entity_id = ${String(identityId)}`;
  const list = await rows<AuditFieldRow>(
    ex,
    sql`SELECT id, operation, field, old_value, new_value, changed_on, changed_by
      FROM audit_entry_field WHERE ${ofUser}
      ORDER BY changed_on DESC, id DESC LIMIT ${size} OFFSET ${(page - 1) * size}`,
  );
  const total = await one<{ n: number }>(
    ex,
    sql`SELECT count(*)::int AS n FROM audit_entry_field WHERE ${ofUser}`,
  );
  const items: AuditEntry[] = list.map((r) => ({
    id: Number(r.id),
    operation: r.operation,
    field: r.field,
    oldValue: r.old_value,
    newValue: r.new_value,
    changedOn: new Date(r.changed_on).toISOString(),
    changedBy: r.changed_by,
  }));
  return { items, total: total?.n ?? 0 };
}
