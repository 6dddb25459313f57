// GET /v2/admin/users/:id/history: a user's audit entries, newest first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UserHistory } from '@portal/shared';
import { useApi, type ApiClient } from '../../../lib/api-client';
import { usersKeys } from './keys';

export const HISTORY_PAGE_SIZE = 20;

export function getUserHistory(api: ApiClient, id: number, page: number, signal?: AbortSignal) {
  return api.get<UserHistory>(`/admin/users/${id}/history`, {
    query: { page, pageSize: HISTORY_PAGE_SIZE },
    signal,
  });
}

export function userHistoryQueryOptions(api: ApiClient, id: number, page: number) {
  return queryOptions({
    queryKey: usersKeys.history(id, page),
    queryFn: ({ signal }) => getUserHistory(api, id, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUserHistory(id: number, page: number) {
  return useQuery(userHistoryQueryOptions(useApi(), id, page));
}
