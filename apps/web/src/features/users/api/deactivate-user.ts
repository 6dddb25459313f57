// POST /v2/admin/users/:id/deactivate: with a reason from the list; the user's sessions end.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeactivateUserBody } from '@portal/shared';
import { useApi, type ApiClient } from '../../../lib/api-client';
import type { Saved } from './create-user';
import { usersKeys } from './keys';

export function deactivateUser(api: ApiClient, id: number, body: DeactivateUserBody) {
  return api.post<Saved>(`/admin/users/${id}/deactivate`, body);
}

export function useDeactivateUser(id: number) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DeactivateUserBody) => deactivateUser(api, id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
