// GET /v2/admin/users/options: what the administrator can give users.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserOptions } from '@portal/shared';
import { useApi, type ApiClient } from '../../../lib/api-client';
import { usersKeys } from './keys';

export function getUserOptions(api: ApiClient, signal?: AbortSignal) {
  return api.get<UserOptions>('/admin/users/options', { signal });
}

export function userOptionsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: usersKeys.options(),
    queryFn: ({ signal }) => getUserOptions(api, signal),
    staleTime: 5 * 60_000,
  });
}

export function useUserOptions() {
  return useQuery(userOptionsQueryOptions(useApi()));
}
