// GET /v2/admin/users/:id: one user with every field.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserDetail } from '@portal/shared';
import { useApi, type ApiClient } from '../../../lib/api-client';
import { usersKeys } from './keys';

export function getUser(api: ApiClient, id: number, signal?: AbortSignal) {
  return api.get<UserDetail>(`/admin/users/${id}`, { signal });
}

export function userQueryOptions(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: usersKeys.detail(id),
    queryFn: ({ signal }) => getUser(api, id, signal),
    retry: false,
  });
}

export function useUser(id: number, enabled = true) {
  const api = useApi();
  return useQuery({ ...userQueryOptions(api, id), enabled });
}
