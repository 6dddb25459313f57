// POST /v2/admin/users: creates a user (the verification e-mail goes out).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUserBody } from '@portal/shared';
import { useApi, type ApiClient } from '../../../lib/api-client';
import { usersKeys } from './keys';

export interface Saved {
  id: number;
  version: number;
}

export function createUser(api: ApiClient, body: CreateUserBody) {
  return api.post<Saved>('/admin/users', body);
}

export function useCreateUser() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserBody) => createUser(api, body),
    onSuccess: () => client.invalidateQueries({ queryKey: usersKeys.lists() }),
  });
}
