// POST /v2/admin/imports/{context}/runs/{id}/apply: reads the NDJSON answer as it streams in
// (progress lines, then `done` with the applied summary or `failed`), so the page shows progress.
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  importProgressLineSchema,
  type ImportContext,
  type ImportProgressLine,
  type ImportSummary,
} from '@portal/shared';
import { useApi, type ApiClient } from '../../../lib/api-client';
import { ndjsonValues } from '../../../lib/ndjson';
import { importsKeys, runPath } from './keys';

export type ApplyState =
  | { phase: 'idle' }
  | { phase: 'running'; done: number; total: number }
  | { phase: 'done'; summary: ImportSummary }
  /** `message` is the server's stream message; `error` a refused call (409, network). */
  | { phase: 'failed'; message?: string; error?: unknown };

/** Applies run `id`, calling `onLine` for each line; resolves with the last (done or failed). */
export async function applyImport(
  api: ApiClient,
  context: ImportContext,
  id: number,
  onLine: (line: ImportProgressLine) => void,
): Promise<ImportProgressLine> {
  const res = await api.stream(`${runPath(context, id)}/apply`, undefined, {
    headers: { Accept: 'application/x-ndjson' },
  });
  if (!res.body) throw new Error('The apply answer has no body');
  for await (const value of ndjsonValues(res.body)) {
    const line = importProgressLineSchema.parse(value);
    onLine(line);
    if (line.type !== 'progress') return line;
  }
  throw new Error('The apply answer ended without a result');
}

export function useApplyImport(context: ImportContext) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [state, setState] = useState<ApplyState>({ phase: 'idle' });

  const apply = useCallback(
    async (id: number) => {
      setState({ phase: 'running', done: 0, total: 0 });
      try {
        const last = await applyImport(api, context, id, (line) => {
          if (line.type === 'progress')
            setState({ phase: 'running', done: line.done, total: line.total });
        });
        if (last.type === 'done') {
          queryClient.setQueryData(importsKeys.run(context, id), last.summary);
          setState({ phase: 'done', summary: last.summary });
        } else setState({ phase: 'failed', message: last.type === 'failed' ? last.message : '' });
      } catch (error) {
        setState({ phase: 'failed', error });
      }
      void queryClient.invalidateQueries({ queryKey: importsKeys.historyAll(context) });
    },
    [api, context, queryClient],
  );
  const reset = useCallback(() => setState({ phase: 'idle' }), []);
  return { state, apply, reset };
}
