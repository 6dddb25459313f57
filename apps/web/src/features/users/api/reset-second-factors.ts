// POST /v2/admin/users/:id/second-factors/reset: removes the user's authenticator app, recovery
// codes and passkeys; the detail, list and history show it afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SecondFactorsReset } from '@portal/shared';
import { useApi, type ApiClient } from '../../../lib/api-client';
import { usersKeys } from './keys';

export function resetSecondFactors(api: ApiClient, id: number) {
  return api.post<SecondFactorsReset>(`/admin/users/${id}/second-factors/reset`);
}

export function useResetSecondFactors(id: number) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => resetSecondFactors(api, id),
    onSuccess: () => client.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
