// The directory data calls (spec section 7): locations of a context for the given brands,
// saving a location's holders, searching identities, recording the last review date.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  IDENTITY_SEARCH_LIMIT,
  type DirectoryContext,
  type DirectoryIdentity,
  type DirectoryLocation,
  type DirectoryPage,
  type DirectorySelectionsBody,
} from '@portal/shared';
import { useApi } from '../../../lib/api-client';

const BASE = '/admin/directory-data';
export const directoryKeys = {
  all: ['compliance', 'directory'] as const,
  locations: (context: DirectoryContext, brandIds: string) =>
    [...directoryKeys.all, context, brandIds] as const,
  page: (context: DirectoryContext, query: DirectoryPageParams) =>
    [...directoryKeys.all, context, 'page', query] as const,
};

/** The manage-directory page's query: search text, attention filter and page. */
export interface DirectoryPageParams {
  brandIds: string;
  text: string;
  attention: boolean;
  page: number;
  pageSize: number;
}

/**
 * The locations of a context. A new call aborts the previous one: TanStack Query cancels a query
 * whose signal was read when its key changes or it is fetched again.
 */
export function useDirectoryLocations(context: DirectoryContext, brandIds: readonly number[]) {
  const api = useApi();
  const ids = brandIds.length > 0 ? brandIds.join(',') : '1';
  return useQuery({
    queryKey: directoryKeys.locations(context, ids),
    queryFn: ({ signal }) =>
      api.get<DirectoryLocation[]>(`${BASE}/${context}`, { query: { brandIds: ids }, signal }),
    staleTime: 0,
  });
}

/** One page of the locations (the server searches, filters and counts); the previous page stays shown while the next loads. */
export function useDirectoryPage(context: DirectoryContext, query: DirectoryPageParams) {
  const api = useApi();
  return useQuery({
    queryKey: directoryKeys.page(context, query),
    queryFn: ({ signal }) =>
      api.get<DirectoryPage>(`${BASE}/${context}/locations`, {
        query: { ...query, attention: String(query.attention) },
        signal,
      }),
    placeholderData: (previous, prev) => (prev?.queryKey[2] === context ? previous : undefined),
    staleTime: 0,
  });
}

export function useSaveSelections(context: DirectoryContext) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DirectorySelectionsBody) =>
      api.post<DirectoryLocation>(`${BASE}/${context}/selections`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: [...directoryKeys.all, context] }),
  });
}

/** The people who may hold one directory role at one location, searched by name or e-mail. */
export interface IdentitySearch {
  orgId: number;
  directoryDataTypeId: number;
  text: string;
}

export function useIdentitySearch(context: DirectoryContext, search: IdentitySearch) {
  const api = useApi();
  return useQuery({
    queryKey: [...directoryKeys.all, 'search', context, search],
    queryFn: ({ signal }) =>
      api.get<DirectoryIdentity[]>(`${BASE}/${context}/identities-search`, {
        query: { ...search, limit: IDENTITY_SEARCH_LIMIT },
        signal,
      }),
    enabled: search.text.trim().length >= 2,
    placeholderData: (previous) => previous,
  });
}

export function useUpdateLastReviewDate(context: DirectoryContext) {
  const api = useApi();
  return useMutation({
    mutationFn: () => api.put<unknown>(`${BASE}/last-review-date/${context}`, {}),
  });
}
