// POST /v2/admin/integration-errors/:id/retry: re-queues the failed event; the report reloads.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RetryResult } from '@portal/shared';
import { useApi } from '../../../lib/api-client';
import { recordsKeys } from './keys';

export function useRetryIntegrationError() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<RetryResult>(`/admin/integration-errors/${id}/retry`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordsKeys.errors() }),
  });
}
