// GET /v2/admin/users/export: the filtered list as a CSV file, saved by the browser.
import { useMutation } from '@tanstack/react-query';
import type { UsersQueryInput } from '@portal/shared';
import { useApi, type ApiClient } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

export type ExportFilter = Omit<UsersQueryInput, 'page' | 'pageSize' | 'after'> & { lang?: string };

export async function exportUsers(api: ApiClient, filter: ExportFilter) {
  return api.blob('/admin/users/export', {
    query: { ...filter },
    headers: await api.authHeaders(),
  });
}

export function useExportUsers() {
  const api = useApi();
  return useMutation({
    mutationFn: async (filter: ExportFilter) => {
      const blob = await exportUsers(api, filter);
      saveFile(blob, `users-${new Date().toISOString().slice(0, 10)}.csv`);
    },
  });
}
