// GET /v2/admin/imports/{context}/runs (history), .../runs/{id} (a run's summary) and
// .../runs/{id}/errors (its row errors): server pages of 10, answers checked by the shared schemas.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  IMPORT_PAGE_SIZE,
  importErrorsPageSchema,
  importHistoryPageSchema,
  importSummarySchema,
  type ImportContext,
} from '@portal/shared';
import { useApi } from '../../../lib/api-client';
import { importsKeys, importsPath, runPath } from './keys';

export function useImportHistory(context: ImportContext, page: number) {
  const api = useApi();
  return useQuery({
    queryKey: importsKeys.history(context, page),
    queryFn: async ({ signal }) =>
      importHistoryPageSchema.parse(
        await api.get(`${importsPath(context)}/runs`, {
          query: { page, pageSize: IMPORT_PAGE_SIZE },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useImportRun(context: ImportContext, id: number | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: importsKeys.run(context, id ?? 0),
    queryFn: async ({ signal }) =>
      importSummarySchema.parse(await api.get(runPath(context, id ?? 0), { signal })),
    enabled: id !== undefined,
    // A run changes only when applied, and applying here writes the new summary into the cache.
    staleTime: 60_000,
  });
}

export function useImportErrors(
  context: ImportContext,
  id: number,
  page: number,
  enabled: boolean,
) {
  const api = useApi();
  return useQuery({
    queryKey: importsKeys.errors(context, id, page),
    queryFn: async ({ signal }) =>
      importErrorsPageSchema.parse(
        await api.get(`${runPath(context, id)}/errors`, {
          query: { page, pageSize: IMPORT_PAGE_SIZE },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}
