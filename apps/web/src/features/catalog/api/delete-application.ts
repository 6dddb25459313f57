// DELETE /v2/applications/{id}: deletes a application at the version shown (409 when stale).
import { useApi, type ApiClient } from '../../../lib/api-client';
import { useCatalogMutation } from './crud';

export interface DeleteApplicationVars {
  id: number;
  version: number;
}

export const deleteApplication = (api: ApiClient, { id, version }: DeleteApplicationVars) =>
  api.delete<void>(`/applications/${id}`, { query: { version } });

export function useDeleteApplication() {
  const api = useApi();
  return useCatalogMutation((vars: DeleteApplicationVars) => deleteApplication(api, vars));
}
