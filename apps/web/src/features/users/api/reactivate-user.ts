// POST /v2/admin/users/:id/reactivate: the user is active again at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi, type ApiClient } from '../../../lib/api-client';
import type { Saved } from './create-user';
import { usersKeys } from './keys';

export function reactivateUser(api: ApiClient, id: number, version?: number) {
  return api.post<Saved>(`/admin/users/${id}/reactivate`, version === undefined ? {} : { version });
}

export function useReactivateUser(id: number) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (version?: number) => reactivateUser(api, id, version),
    onSuccess: () => client.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
