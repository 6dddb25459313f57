// GET /v2/security-roles: one page of security roles (search, order, page).
import { useQuery } from '@tanstack/react-query';
import type { SecurityRoleSummary } from '@portal/shared';
import { useApi, type ApiClient } from '../../../lib/api-client';
import { fetchList, listQuery } from './crud';
import type { ListParams } from './query-keys';

export const getSecurityRoles = (api: ApiClient, params: ListParams, signal?: AbortSignal) =>
  fetchList<SecurityRoleSummary>(api, 'security-roles', params, signal);

export const securityRolesQuery = (api: ApiClient, params: ListParams) =>
  listQuery<SecurityRoleSummary>(api, 'security-roles', params);

export function useSecurityRoles(params: ListParams) {
  return useQuery(securityRolesQuery(useApi(), params));
}
