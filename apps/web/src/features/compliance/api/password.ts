// POST /v2/user/migrate/ldap: the new password and the security question with its answer.
import { useMutation } from '@tanstack/react-query';
import type { MigrateLdapBody } from '@portal/shared';
import { useApi } from '../../../lib/api-client';

export function useChangePassword() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: MigrateLdapBody) => api.post<unknown>('/user/migrate/ldap', body),
  });
}
