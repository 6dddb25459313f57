// Answers of the bulk import API for the web tests: a run's summary, its errors and the history.
import type { ImportRowErrorItem, ImportSummary } from '@portal/shared';

export function importSummary(overrides: Partial<ImportSummary> = {}): ImportSummary {
  return {
    id: 41,
    context: 'identities',
    fileName: 'new-users.csv',
    fileType: 'csv',
    status: 'VALIDATED',
    counts: { total: 5, create: 3, update: 1, unchanged: 1, errors: 0 },
    ignoredColumns: [],
    createdAt: '2026-11-20T09:15:00.000Z',
    createdBy: { id: 1, name: 'Ada Admin' },
    appliedAt: null,
    errors: [],
    ...overrides,
  };
}

export const rowErrors: ImportRowErrorItem[] = [
  { row: 3, column: 'email', code: 'INVALID_EMAIL', value: 'jane.example.com' },
  { row: 4, column: 'locations', code: 'UNKNOWN_LOCATION', value: 'XYZ-0001' },
];

/** A summary with errors, and the answer of its errors page. */
export const invalidSummary = importSummary({
  status: 'INVALID',
  counts: { total: 5, create: 2, update: 1, unchanged: 0, errors: 2 },
  ignoredColumns: ['notes'],
  errors: rowErrors,
});

export const historyAnswer = (items: ImportSummary[]) => ({
  items: items.map(({ errors: _errors, ...item }) => item),
  total: items.length,
});

/** An `application/x-ndjson` answer sent in the given chunks. */
export function ndjsonResponse(chunks: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'application/x-ndjson' } });
}
