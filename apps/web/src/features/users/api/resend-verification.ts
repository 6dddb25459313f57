// POST /v2/admin/users/:id/verification-email: a new verification link, valid 72 hours.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi, type ApiClient } from '../../../lib/api-client';
import { usersKeys } from './keys';

export function resendVerification(api: ApiClient, id: number) {
  return api.post<{ sent: true }>(`/admin/users/${id}/verification-email`);
}

export function useResendVerification() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => resendVerification(api, id),
    onSuccess: (_data, id) => client.invalidateQueries({ queryKey: usersKeys.history(id, 1) }),
  });
}
