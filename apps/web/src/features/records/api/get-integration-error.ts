// GET /v2/admin/integration-errors/:id: one error with its details (the detail view).
import { useQuery } from '@tanstack/react-query';
import type { IntegrationErrorDetail } from '@portal/shared';
import { useApi } from '../../../lib/api-client';
import { recordsKeys } from './keys';

export function useIntegrationError(id: number | null) {
  const api = useApi();
  return useQuery({
    queryKey: recordsKeys.error(id ?? 0),
    enabled: id !== null,
    queryFn: ({ signal }) =>
      api.get<IntegrationErrorDetail>(`/admin/integration-errors/${id}`, { signal }),
  });
}
