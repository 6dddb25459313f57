// CSV exports of the records area: the file is fetched with the caller's token (a plain link
// would carry none) and handed to the browser to save.
import { useMutation } from '@tanstack/react-query';
import { useApi, type RequestInit } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

export interface CsvRequest {
  path: string;
  query: NonNullable<RequestInit['query']>;
  /** The file name without the date and extension, e.g. 'edit-history-users'. */
  name: string;
}

export function useDownloadCsv() {
  const api = useApi();
  return useMutation({
    mutationFn: async ({ path, query, name }: CsvRequest) => {
      const blob = await api.blob(path, { query, headers: await api.authHeaders() });
      saveFile(blob, `${name}-${new Date().toISOString().slice(0, 10)}.csv`);
    },
  });
}
