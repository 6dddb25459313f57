// POST /v2/permission-sets: creates a permission set; every catalogue query is refreshed afterwards.
import type { PermissionSet, PermissionSetInput } from '@portal/shared';
import { useApi, type ApiClient } from '../../../lib/api-client';
import { useCatalogMutation } from './crud';

export const createPermissionSet = (api: ApiClient, input: PermissionSetInput) =>
  api.post<PermissionSet>('/permission-sets', input);

export function useCreatePermissionSet() {
  const api = useApi();
  return useCatalogMutation((input: PermissionSetInput) => createPermissionSet(api, input));
}
