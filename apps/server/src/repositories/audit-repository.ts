// Writes audit entries (append-only) in the caller's transaction.
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';

export interface AuditRow {
  entityType: string;
  entityId: string;
  operation: 'CREATE' | 'UPDATE' | 'DELETE';
  field: string;
  oldValue: string | null;
  newValue: string | null;
  changedBy: string;
}

export async function insertAuditRows(tx: Executor, list: readonly AuditRow[]): Promise<void> {
  if (list.length === 0) return;
  const payload = JSON.stringify(
    list.map((r) => ({
      entity_type: r.entityType,
      entity_id: r.entityId,
      operation: r.operation,
      field: r.field,
      old_value: r.oldValue,
      new_value: r.newValue,
      changed_by: r.changedBy,
    })),
  );
  await tx.execute(sql`INSERT INTO audit_entry (entity_type, entity_id, operation, field, old_value, new_value, changed_by)
    SELECT entity_type, entity_id, operation, field, old_value, new_value, changed_by
      FROM json_to_recordset(${payload}::json)
        AS x(entity_type text, entity_id text, operation text, field text, old_value text, new_value text, changed_by text)`);
}
