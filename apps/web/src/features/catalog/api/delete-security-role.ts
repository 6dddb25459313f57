// DELETE /v2/security-roles/{id}: deletes a security role at the version shown (409 when stale).
import { useApi, type ApiClient } from '../../../lib/api-client';
import { useCatalogMutation } from './crud';

export interface DeleteSecurityRoleVars {
  id: number;
  version: number;
}

export const deleteSecurityRole = (api: ApiClient, { id, version }: DeleteSecurityRoleVars) =>
  api.delete<void>(`/security-roles/${id}`, { query: { version } });

export function useDeleteSecurityRole() {
  const api = useApi();
  return useCatalogMutation((vars: DeleteSecurityRoleVars) => deleteSecurityRole(api, vars));
}
