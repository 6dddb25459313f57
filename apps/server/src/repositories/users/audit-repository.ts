// Audit entries of users: written in the transaction of the change, read as the user's history.
import { sql } from 'drizzle-orm';
import type { AuditEntry } from '@portal/shared';
import { one, rows, type Executor } from '../../db/client.js';
import { iso } from '../../db/sql.js';

export interface Change {
  operation: string;
  field: string | null;
  oldValue: string | null;
  newValue: string | null;
}

export async function writeAudit(
  ex: Executor,
  identityId: number,
  changes: readonly Change[],
  by: string,
): Promise<void> {
  if (changes.length === 0) return;
  const values = sql.join(
    changes.map(
      (c) =>
        sql`('identity', ${String(identityId)}, ${c.operation}, ${c.field}, ${c.oldValue}, ${c.newValue}, ${by})`,
    ),
    sql`, `,
  );
  await ex.execute(sql`INSERT INTO audit_entry (entity_type, entity_id, operation, field, old_value, new_value, changed_by)
    VALUES ${values}`);
}

export async function userHistory(ex: Executor, identityId: number, page: number, size: number) {
  const list = await rows<{
    id: string | number;
    operation: string;
    field: string | null;
    old_value: string | null;
    new_value: string | null;
    changed_on: Date | string;
    changed_by: string | null;
  }>(
    ex,
    sql`SELECT id, operation, field, old_value, new_value, changed_on, changed_by FROM audit_entry
      WHERE entity_type = 'identity' AND entity_id = ${String(identityId)}
      ORDER BY changed_on DESC, id DESC LIMIT ${size} OFFSET ${(page - 1) * size}`,
  );
  const total = await one<{ n: number }>(
    ex,
    sql`SELECT count(*)::int AS n FROM audit_entry WHERE entity_type = 'identity' AND entity_id = ${String(identityId)}`,
  );
  const items: AuditEntry[] = list.map((r) => ({
    id: Number(r.id),
    operation: r.operation,
    field: r.field,
    oldValue: r.old_value,
    newValue: r.new_value,
    changedOn: iso(r.changed_on),
    changedBy: r.changed_by,
  }));
  return { items, total: total?.n ?? 0 };
}
