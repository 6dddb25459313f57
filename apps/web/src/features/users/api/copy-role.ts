// POST /v2/admin/users/copy-role: gives the chosen roles to several users at once (feature:dev).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CopyRoleBody } from '@portal/shared';
import { useApi, type ApiClient } from '../../../lib/api-client';
import { usersKeys } from './keys';

export function copyRole(api: ApiClient, body: CopyRoleBody) {
  return api.post<{ updated: number }>('/admin/users/copy-role', body);
}

export function useCopyRole() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CopyRoleBody) => copyRole(api, body),
    onSuccess: () => client.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
