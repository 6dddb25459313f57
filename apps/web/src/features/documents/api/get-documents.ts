// GET /v2/documents: the library of the user's brands, by subject and search text.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentSubject, PortalDocument } from '@portal/shared';
import { useApi, type ApiClient } from '../../../lib/api-client';

export interface DocumentsFilter {
  subject?: DocumentSubject | undefined;
  search?: string | undefined;
}

export const documentKeys = {
  all: ['documents'] as const,
  list: (f: DocumentsFilter) => [...documentKeys.all, f.subject ?? '', f.search ?? ''] as const,
};

export function getDocuments(api: ApiClient, f: DocumentsFilter, signal?: AbortSignal) {
  return api.get<PortalDocument[]>('/documents', {
    signal,
    query: { subject: f.subject, search: f.search || undefined },
  });
}

export const documentsQuery = (api: ApiClient, f: DocumentsFilter) =>
  queryOptions({
    queryKey: documentKeys.list(f),
    queryFn: ({ signal }) => getDocuments(api, f, signal),
    placeholderData: keepPreviousData,
  });

export function useDocuments(f: DocumentsFilter) {
  return useQuery(documentsQuery(useApi(), f));
}
