// GET /v2/permission-sets: one page of permission sets (search, order, page).
import { useQuery } from '@tanstack/react-query';
import type { PermissionSetSummary } from '@portal/shared';
import { useApi, type ApiClient } from '../../../lib/api-client';
import { fetchList, listQuery } from './crud';
import type { ListParams } from './query-keys';

export const getPermissionSets = (api: ApiClient, params: ListParams, signal?: AbortSignal) =>
  fetchList<PermissionSetSummary>(api, 'permission-sets', params, signal);

export const permissionSetsQuery = (api: ApiClient, params: ListParams) =>
  listQuery<PermissionSetSummary>(api, 'permission-sets', params);

export function usePermissionSets(params: ListParams) {
  return useQuery(permissionSetsQuery(useApi(), params));
}
