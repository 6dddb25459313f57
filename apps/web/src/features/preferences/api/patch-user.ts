// PATCH /v2/user: one field and its value, the e-mail preferences or the security question; the
// user's profile and preferences are fetched again afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserPatch } from '@portal/shared';
import { useApi, type ApiClient } from '../../../lib/api-client';
import { preferenceKeys } from './get-preferences';

export function patchUser(api: ApiClient, patch: UserPatch) {
  return api.patch<void>('/user', patch);
}

export function usePatchUser() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: UserPatch) => patchUser(api, patch),
    onSuccess: async () => {
      // ['user', sub] is the access provider's profile query.
      await client.invalidateQueries({ queryKey: ['user'] });
      await client.invalidateQueries({ queryKey: preferenceKeys.all });
    },
  });
}
