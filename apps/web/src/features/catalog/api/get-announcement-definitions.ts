// GET /v2/announcements/definitions: the choices of the announcement editor.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnnouncementDefinitions } from '@portal/shared';
import { useApi, type ApiClient } from '../../../lib/api-client';
import { catalogKeys } from './query-keys';

export const getAnnouncementDefinitions = (api: ApiClient, signal?: AbortSignal) =>
  api.get<AnnouncementDefinitions>('/announcements/definitions', { signal });

export const announcementDefinitionsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: catalogKeys.definitions,
    queryFn: ({ signal }) => getAnnouncementDefinitions(api, signal),
    staleTime: 60_000,
  });

export function useAnnouncementDefinitions() {
  return useQuery(announcementDefinitionsQuery(useApi()));
}
