// PUT /v2/admin/users/:id: saves a user with the version it was loaded at (409 when stale).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserBody } from '@portal/shared';
import { useApi, type ApiClient } from '../../../lib/api-client';
import type { Saved } from './create-user';
import { usersKeys } from './keys';

export function updateUser(api: ApiClient, id: number, body: UpdateUserBody) {
  return api.put<Saved>(`/admin/users/${id}`, body);
}

export function useUpdateUser(id: number) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserBody) => updateUser(api, id, body),
    // An administrator may change their own roles and so their home page.
    meta: { changesHome: true },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: usersKeys.detail(id) });
      await client.invalidateQueries({ queryKey: usersKeys.lists() });
    },
  });
}
