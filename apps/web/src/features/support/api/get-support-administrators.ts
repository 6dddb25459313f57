// GET /v2/support/administrators: the administrators of the user's locations.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportAdministrator } from '@portal/shared';
import { useApi, type ApiClient } from '../../../lib/api-client';

export function getSupportAdministrators(api: ApiClient, signal?: AbortSignal) {
  return api.get<SupportAdministrator[]>('/support/administrators', { signal });
}

export const supportAdministratorsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['support', 'administrators'],
    queryFn: ({ signal }) => getSupportAdministrators(api, signal),
  });

export function useSupportAdministrators() {
  return useQuery(supportAdministratorsQuery(useApi()));
}
