// GET /v2/admin/integration-errors: one page of the integration error report.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { IntegrationErrorPage, IntegrationErrorQueryInput } from '@portal/shared';
import { useApi, type ApiClient } from '../../../lib/api-client';
import { recordsKeys } from './keys';

export function getIntegrationErrors(
  api: ApiClient,
  query: IntegrationErrorQueryInput,
  signal?: AbortSignal,
) {
  return api.get<IntegrationErrorPage>('/admin/integration-errors', {
    query: { ...query },
    signal,
  });
}

export function integrationErrorsQueryOptions(api: ApiClient, query: IntegrationErrorQueryInput) {
  return queryOptions({
    queryKey: recordsKeys.errorList(query),
    queryFn: ({ signal }) => getIntegrationErrors(api, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useIntegrationErrors(query: IntegrationErrorQueryInput) {
  return useQuery(integrationErrorsQueryOptions(useApi(), query));
}
