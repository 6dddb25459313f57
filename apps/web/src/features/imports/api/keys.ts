// Query keys of the bulk import: every run and history page lives under ['imports', context].
import type { ImportContext } from '@portal/shared';

export const importsKeys = {
  context: (context: ImportContext) => ['imports', context] as const,
  historyAll: (context: ImportContext) => [...importsKeys.context(context), 'history'] as const,
  history: (context: ImportContext, page: number) =>
    [...importsKeys.historyAll(context), page] as const,
  run: (context: ImportContext, id: number) =>
    [...importsKeys.context(context), 'run', id] as const,
  errors: (context: ImportContext, id: number, page: number) =>
    [...importsKeys.run(context, id), 'errors', page] as const,
};

/** The API path of a context's imports: /admin/imports/{context}. */
export const importsPath = (context: ImportContext) => `/admin/imports/${context}`;
export const runPath = (context: ImportContext, id: number) => `${importsPath(context)}/runs/${id}`;
