// GET /v2/admin/users/export: the filtered list as a CSV file, saved by the browser.
import { useMutation } from '@tanstack/react-query';
import type { UsersQueryInput } from '@portal/shared';
import { useApi, type ApiClient } from '../../../lib/api-client';

export type ExportFilter = Omit<UsersQueryInput, 'page' | 'pageSize' | 'after'> & { lang?: string };

export async function exportUsers(api: ApiClient, filter: ExportFilter) {
  return api.blob('/admin/users/export', {
    query: { ...filter },
    headers: await api.authHeaders(),
  });
}

/** Hands a downloaded file to the browser. */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
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
