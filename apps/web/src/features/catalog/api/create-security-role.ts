// POST /v2/security-roles: creates a security role; every catalogue query is refreshed afterwards.
import type { SecurityRole, SecurityRoleInput } from '@portal/shared';
import { useApi, type ApiClient } from '../../../lib/api-client';
import { useCatalogMutation } from './crud';

export const createSecurityRole = (api: ApiClient, input: SecurityRoleInput) =>
  api.post<SecurityRole>('/security-roles', input);

export function useCreateSecurityRole() {
  const api = useApi();
  return useCatalogMutation((input: SecurityRoleInput) => createSecurityRole(api, input));
}
