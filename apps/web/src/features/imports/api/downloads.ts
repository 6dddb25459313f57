// Files of the bulk import, fetched with the caller's token and saved by the browser: the empty
// template (CSV or XLSX) and a run's error report (CSV in the user's language).
import { useMutation } from '@tanstack/react-query';
import type { ImportContext, ImportFileType, Locale } from '@portal/shared';
import { useApi } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { importsPath, runPath } from './keys';

export function useDownloadTemplate(context: ImportContext) {
  const api = useApi();
  return useMutation({
    mutationFn: async (format: ImportFileType) => {
      const blob = await api.blob(`${importsPath(context)}/templates/${format}`, {
        headers: await api.authHeaders(),
      });
      saveFile(blob, `${context}-import-template.${format}`);
    },
  });
}

export function useDownloadReport(context: ImportContext) {
  const api = useApi();
  return useMutation({
    mutationFn: async ({ id, lang }: { id: number; lang: Locale }) => {
      const blob = await api.blob(`${runPath(context, id)}/report`, {
        query: { lang },
        headers: await api.authHeaders(),
      });
      saveFile(blob, `${context}-import-${id}-errors.csv`);
    },
  });
}
