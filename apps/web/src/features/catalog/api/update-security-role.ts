// PUT /v2/security-roles/{id}: saves a security role over the version it was loaded at (409 when stale).
import type { SecurityRole, SecurityRoleInput } from '@portal/shared';
import { useApi, type ApiClient } from '../../../lib/api-client';
import { useCatalogMutation } from './crud';

export interface UpdateSecurityRoleVars {
  id: number;
  version: number;
  input: SecurityRoleInput;
}

export const updateSecurityRole = (
  api: ApiClient,
  { id, version, input }: UpdateSecurityRoleVars,
) => api.put<SecurityRole>(`/security-roles/${id}`, { ...input, version });

export function useUpdateSecurityRole() {
  const api = useApi();
  return useCatalogMutation((vars: UpdateSecurityRoleVars) => updateSecurityRole(api, vars));
}
