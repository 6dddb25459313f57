// POST /v2/admin/imports/{context}/runs: one file as multipart part `file`, validated while it
// streams in; the answer is the run's summary (the preview). Reports the bytes sent so far.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importSummarySchema, type ImportContext } from '@portal/shared';
import { useApi } from '../../../lib/api-client';
import type { UploadProgress } from '../../../lib/upload-progress';
import { importsKeys, importsPath } from './keys';

export function useUploadImport(context: ImportContext) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const mutation = useMutation({
    mutationFn: async (file: File) => {
      setProgress({ loaded: 0, total: file.size });
      const form = new FormData();
      form.append('file', file);
      const answer = await api.upload(`${importsPath(context)}/runs`, form, {
        onProgress: setProgress,
      });
      return importSummarySchema.parse(answer);
    },
    onSuccess: (summary) => {
      queryClient.setQueryData(importsKeys.run(context, summary.id), summary);
      void queryClient.invalidateQueries({ queryKey: importsKeys.historyAll(context) });
    },
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
