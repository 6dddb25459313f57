// GET /v2/admin/audit/users and /v2/admin/audit/organizations: one page of the edit history.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditPage, AuditQueryInput } from '@portal/shared';
import { useApi, type ApiClient } from '../../../lib/api-client';
import { recordsKeys, type AuditKind } from './keys';

export function getAudit(
  api: ApiClient,
  kind: AuditKind,
  query: AuditQueryInput,
  signal?: AbortSignal,
) {
  return api.get<AuditPage>(`/admin/audit/${kind}`, { query: { ...query }, signal });
}

export function auditQueryOptions(api: ApiClient, kind: AuditKind, query: AuditQueryInput) {
  return queryOptions({
    queryKey: recordsKeys.auditList(kind, query),
    queryFn: ({ signal }) => getAudit(api, kind, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAudit(kind: AuditKind, query: AuditQueryInput) {
  return useQuery(auditQueryOptions(useApi(), kind, query));
}
