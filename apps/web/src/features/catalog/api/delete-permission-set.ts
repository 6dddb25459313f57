// DELETE /v2/permission-sets/{id}: deletes a permission set at the version shown (409 when stale).
import { useApi, type ApiClient } from '../../../lib/api-client';
import { useCatalogMutation } from './crud';

export interface DeletePermissionSetVars {
  id: number;
  version: number;
}

export const deletePermissionSet = (api: ApiClient, { id, version }: DeletePermissionSetVars) =>
  api.delete<void>(`/permission-sets/${id}`, { query: { version } });

export function useDeletePermissionSet() {
  const api = useApi();
  return useCatalogMutation((vars: DeletePermissionSetVars) => deletePermissionSet(api, vars));
}
