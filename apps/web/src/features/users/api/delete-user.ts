// DELETE /v2/admin/users/:id: removes the user; their sessions end.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi, type ApiClient } from '../../../lib/api-client';
import { usersKeys } from './keys';

export function deleteUser(api: ApiClient, id: number, version?: number) {
  return api.delete<void>(`/admin/users/${id}`, { query: { version } });
}

export function useDeleteUser(id: number) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (version?: number) => deleteUser(api, id, version),
    onSuccess: () => {
      client.removeQueries({ queryKey: usersKeys.detail(id) });
      return client.invalidateQueries({ queryKey: usersKeys.lists() });
    },
  });
}
