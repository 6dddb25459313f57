// PUT /v2/permission-sets/{id}: saves a permission set over the version it was loaded at (409 when stale).
import type { PermissionSet, PermissionSetInput } from '@portal/shared';
import { useApi, type ApiClient } from '../../../lib/api-client';
import { useCatalogMutation } from './crud';

export interface UpdatePermissionSetVars {
  id: number;
  version: number;
  input: PermissionSetInput;
}

export const updatePermissionSet = (
  api: ApiClient,
  { id, version, input }: UpdatePermissionSetVars,
) => api.put<PermissionSet>(`/permission-sets/${id}`, { ...input, version });

export function useUpdatePermissionSet() {
  const api = useApi();
  return useCatalogMutation((vars: UpdatePermissionSetVars) => updatePermissionSet(api, vars));
}
