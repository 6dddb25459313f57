// GET /v2/admin/users/outbox: the mails the portal queued (feature:dev).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Outbox } from '@portal/shared';
import { useApi, type ApiClient } from '../../../lib/api-client';
import { usersKeys } from './keys';

export function getOutbox(api: ApiClient, signal?: AbortSignal) {
  return api.get<Outbox>('/admin/users/outbox', { signal });
}

export function outboxQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: usersKeys.outbox(),
    queryFn: ({ signal }) => getOutbox(api, signal),
  });
}

export function useOutbox(enabled: boolean) {
  return useQuery({ ...outboxQueryOptions(useApi()), enabled });
}
