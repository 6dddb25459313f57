// GET /v2/emails/definitions: the kinds of e-mail the portal sends.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type ApiClient } from '../../../lib/api-client';

export interface EmailDefinition {
  key: string;
  mandatory: boolean;
}

export function getEmailDefinitions(api: ApiClient, signal?: AbortSignal) {
  return api.get<EmailDefinition[]>('/emails/definitions', { signal });
}

export const emailDefinitionsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['email-definitions'],
    queryFn: ({ signal }) => getEmailDefinitions(api, signal),
    staleTime: Infinity,
  });

export function useEmailDefinitions() {
  return useQuery(emailDefinitionsQuery(useApi()));
}
