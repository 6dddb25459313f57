// /v2/admin/provisioning-clients: list, register (the answer holds the token once), give an OAuth
// client (the answer holds its secret once) and revoke.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreatedOAuthClient,
  CreatedProvisioningClient,
  CreateProvisioningClientBody,
  ProvisioningClient,
  ProvisioningClientList,
  UserOptions,
} from '@portal/shared';
import { useApi } from '../../lib/api-client';

const KEY = ['provisioning-clients'] as const;

export function useProvisioningClients() {
  const api = useApi();
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) =>
      api.get<ProvisioningClientList>('/admin/provisioning-clients', { signal }),
  });
}

export function useRegisterClient() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProvisioningClientBody) =>
      api.post<CreatedProvisioningClient>('/admin/provisioning-clients', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useRevokeClient() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<ProvisioningClient>(`/admin/provisioning-clients/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** Creates the client's OAuth client, or gives it a new secret. */
export function useIssueOAuthClient() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<CreatedOAuthClient>(`/admin/provisioning-clients/${id}/oauth-client`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** What the administrator may give (the user editor's options): the choices of a new client. */
export function useGrantOptions() {
  const api = useApi();
  return useQuery({
    queryKey: ['provisioning-options'],
    queryFn: ({ signal }) => api.get<UserOptions>('/admin/users/options', { signal }),
  });
}
