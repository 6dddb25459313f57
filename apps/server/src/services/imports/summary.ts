// A run as the API answers it: summary (with its first errors) and history item.
import type { ImportHistoryItem, ImportRowErrorItem, ImportSummary } from '@portal/shared';
import type { RunRow } from '../../repositories/imports/run-repository.js';

export function historyItem(r: RunRow): ImportHistoryItem {
  return {
    id: r.id,
    context: r.context,
    fileName: r.fileName,
    fileType: r.fileType,
    // PENDING runs are never read (the repository leaves them out).
    status: r.status === 'PENDING' ? 'INVALID' : r.status,
    counts: {
      total: r.totalCount,
      create: r.createCount,
      update: r.updateCount,
      unchanged: r.unchangedCount,
      errors: r.errorCount,
    },
    ignoredColumns: r.ignoredColumns,
    createdAt: r.createdAt.toISOString(),
    createdBy: { id: r.createdBy ?? 0, name: r.createdByName },
    appliedAt: r.appliedAt?.toISOString() ?? null,
  };
}

export function summaryOf(r: RunRow, errors: ImportRowErrorItem[]): ImportSummary {
  return { ...historyItem(r), errors };
}
