// POST /v2/admin/users/copy: a new user from another's locations, roles and applications (feature:dev).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CopyUserBody } from '@portal/shared';
import { useApi, type ApiClient } from '../../../lib/api-client';
import type { Saved } from './create-user';
import { usersKeys } from './keys';

export function copyUser(api: ApiClient, body: CopyUserBody) {
  return api.post<Saved>('/admin/users/copy', body);
}

export function useCopyUser() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CopyUserBody) => copyUser(api, body),
    onSuccess: () => client.invalidateQueries({ queryKey: usersKeys.lists() }),
  });
}
