// Turns the state of a catalogue entry before and after a change into field-level audit entries.
import type { Executor } from '../../db/client.js';
import { insertAuditRows, type AuditRow } from '../../repositories/records/audit-entries.js';

/** An entry flattened to field -> text, the form the audit keeps. */
export type Snapshot = Record<string, string | null>;

export type CatalogEntity = 'announcement' | 'application' | 'permission_set' | 'security_role';

/** Text of a list value in an audit entry: sorted, comma-separated. */
export const listText = (values: readonly (string | number)[]) =>
  [...values].map(String).sort().join(', ');

export interface Change {
  entityType: CatalogEntity;
  entityId: number;
  before: Snapshot | null;
  after: Snapshot | null;
  changedBy: string;
}

/** One entry per field that differs; a creation lists what was set, a deletion what was there. */
export function auditRows({ entityType, entityId, before, after, changedBy }: Change): AuditRow[] {
  const operation = !before ? 'CREATE' : !after ? 'DELETE' : 'UPDATE';
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const out: AuditRow[] = [];
  for (const field of fields) {
    const oldValue = before?.[field] ?? null;
    const newValue = after?.[field] ?? null;
    if (oldValue === newValue) continue;
    if (operation !== 'UPDATE' && (oldValue ?? newValue) === '') continue;
    out.push({
      entityType,
      entityId: String(entityId),
      operation,
      field,
      oldValue,
      newValue,
      changedBy,
    });
  }
  return out;
}

export async function recordChange(tx: Executor, change: Change): Promise<void> {
  await insertAuditRows(tx, auditRows(change));
}
