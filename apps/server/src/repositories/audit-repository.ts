// Writes audit entries (append-only) in the caller's transaction: the one writer of audit_entry.
import type { Executor } from '../db/client.js';
import { auditEntry } from '../db/schema.js';

/** One entry to write; the id and the time are the database's. */
export type AuditRow = Omit<typeof auditEntry.$inferInsert, 'id' | 'changedOn'>;

export async function insertAuditRows(tx: Executor, list: readonly AuditRow[]): Promise<void> {
  if (list.length === 0) return;
  await tx.insert(auditEntry).values([...list]);
}
