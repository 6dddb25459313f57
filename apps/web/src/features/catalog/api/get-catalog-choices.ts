// GET /v2/catalog/choices: what the application, permission set and security role editors offer.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogChoices } from '@portal/shared';
import { useApi, type ApiClient } from '../../../lib/api-client';
import { catalogKeys } from './query-keys';

export const getCatalogChoices = (api: ApiClient, signal?: AbortSignal) =>
  api.get<CatalogChoices>('/catalog/choices', { signal });

export const catalogChoicesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: catalogKeys.choices,
    queryFn: ({ signal }) => getCatalogChoices(api, signal),
    staleTime: 60_000,
  });

export function useCatalogChoices() {
  return useQuery(catalogChoicesQuery(useApi()));
}
