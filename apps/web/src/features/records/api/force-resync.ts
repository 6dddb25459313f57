// POST /v2/admin/audit/{users|organizations}/:id/resync: re-queues the record's current state
// downstream; the history then shows the resync entry.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResyncResult } from '@portal/shared';
import { useApi } from '../../../lib/api-client';
import { recordsKeys, type AuditKind } from './keys';

export function useForceResync(kind: AuditKind) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<ResyncResult>(`/admin/audit/${kind}/${id}/resync`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: recordsKeys.audit(kind) }),
        queryClient.invalidateQueries({ queryKey: [...recordsKeys.all, 'events'] }),
      ]),
  });
}
