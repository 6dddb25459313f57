// Audit entries of users: written in the transaction of the change, read as the user's history.
import { and, count, desc, eq } from 'drizzle-orm';
import type { AuditEntry } from '@portal/shared';
import type { Executor } from '../../db/client.js';
import { auditEntry } from '../../db/schema.js';
import { recordUserChanges, type Change } from '../audit-repository.js';

export type { Change };

/** The user's audit entries and integration event (repositories/audit-repository.ts writes both). */
export async function writeAudit(
  ex: Executor,
  identityId: number,
  changes: readonly Change[],
  by: string,
): Promise<void> {
  await recordUserChanges(ex, identityId, changes, by);
}

export async function userHistory(ex: Executor, identityId: number, page: number, size: number) {
  const ofUser = and(
    eq(auditEntry.entityType, 'identity'),
    eq(auditEntry.entityId, String(identityId)),
  );
  const list = await ex
    .select()
    .from(auditEntry)
    .where(ofUser)
    .orderBy(desc(auditEntry.changedOn), desc(auditEntry.id))
    .limit(size)
    .offset((page - 1) * size);
  const [total] = await ex.select({ n: count() }).from(auditEntry).where(ofUser);
  const items: AuditEntry[] = list.map((r) => ({
    id: r.id,
    operation: r.operation,
    field: r.field,
    oldValue: r.oldValue,
    newValue: r.newValue,
    changedOn: r.changedOn.toISOString(),
    changedBy: r.changedBy,
  }));
  return { items, total: total?.n ?? 0 };
}
