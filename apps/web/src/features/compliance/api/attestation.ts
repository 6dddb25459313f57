// The attestation review calls: the administrator's users, deactivating some, confirming.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AttestationUser } from '@portal/shared';
import { useApi } from '../../../lib/api-client';

const BASE = '/admin/attestation-review';
export const attestationKeys = { users: ['compliance', 'attestation-users'] as const };

export function useAttestationUsers(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: attestationKeys.users,
    queryFn: ({ signal }) => api.get<AttestationUser[]>(`${BASE}/users`, { signal }),
    enabled,
    staleTime: 0,
  });
}

/** Deactivates the ticked users, then loads the list again. */
export function useDeactivateUsers() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (identityIds: number[]) => api.put<unknown>(`${BASE}/deactivate`, { identityIds }),
    onSuccess: () => client.invalidateQueries({ queryKey: attestationKeys.users }),
  });
}

/** Records the attestation (the server clears the required action). */
export function useConfirmAttestation() {
  const api = useApi();
  return useMutation({ mutationFn: () => api.put<unknown>(`${BASE}/update`) });
}
