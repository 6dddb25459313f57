// GET /v2/applications: one page of applications (search, order, page).
import { useQuery } from '@tanstack/react-query';
import type { ApplicationSummary } from '@portal/shared';
import { useApi, type ApiClient } from '../../../lib/api-client';
import { fetchList, listQuery } from './crud';
import type { ListParams } from './query-keys';

export const getApplications = (api: ApiClient, params: ListParams, signal?: AbortSignal) =>
  fetchList<ApplicationSummary>(api, 'applications', params, signal);

export const applicationsQuery = (api: ApiClient, params: ListParams) =>
  listQuery<ApplicationSummary>(api, 'applications', params);

export function useApplications(params: ListParams) {
  return useQuery(applicationsQuery(useApi(), params));
}
