// GET /v2/admin/users: one page of the users list (search, filters, sort).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UserList, UsersQueryInput } from '@portal/shared';
import { useApi, type ApiClient } from '../../../lib/api-client';
import { usersKeys } from './keys';

export function getUsers(api: ApiClient, query: UsersQueryInput, signal?: AbortSignal) {
  return api.get<UserList>('/admin/users', { query: { ...query }, signal });
}

export function usersQueryOptions(api: ApiClient, query: UsersQueryInput) {
  return queryOptions({
    queryKey: usersKeys.list(query),
    queryFn: ({ signal }) => getUsers(api, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUsers(query: UsersQueryInput, enabled = true) {
  const api = useApi();
  return useQuery({ ...usersQueryOptions(api, query), enabled });
}
