// The query options and mutations every catalogue endpoint file builds on.
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryFunctionContext,
} from '@tanstack/react-query';
import type { CatalogPage } from '@portal/shared';
import type { ApiClient } from '../../../lib/api-client';
import { catalogKeys, type CatalogResource, type ListParams } from './query-keys';

export function fetchList<T>(
  api: ApiClient,
  resource: CatalogResource,
  params: ListParams,
  signal?: AbortSignal,
) {
  return api.get<CatalogPage<T>>(`/${resource}`, { query: { ...params }, signal });
}

export function fetchOne<T>(
  api: ApiClient,
  resource: CatalogResource,
  id: number,
  signal?: AbortSignal,
) {
  return api.get<T>(`/${resource}/${id}`, { signal });
}

/**
 * A list page; the previous page stays on screen while the next one loads. The key holds the
 * parameters as the address does; `toApi` turns them into the request's (announcement dates).
 */
export function listQuery<T>(
  api: ApiClient,
  resource: CatalogResource,
  params: ListParams,
  toApi: (params: ListParams) => ListParams = (p) => p,
) {
  return queryOptions({
    queryKey: catalogKeys.list(resource, params),
    queryFn: ({ signal }: QueryFunctionContext) =>
      fetchList<T>(api, resource, toApi(params), signal),
    placeholderData: keepPreviousData,
  });
}

export function oneQuery<T>(api: ApiClient, resource: CatalogResource, id: number | undefined) {
  return queryOptions({
    queryKey: catalogKeys.one(resource, id ?? 0),
    queryFn: ({ signal }: QueryFunctionContext) => fetchOne<T>(api, resource, id ?? 0, signal),
    enabled: id !== undefined,
  });
}

/** A change: afterwards every catalogue query and the home page's calls are stale. */
export function useCatalogMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: catalogKeys.all }),
    // Announcements, applications and roles are what the home page shows.
    meta: { changesHome: true },
  });
}
