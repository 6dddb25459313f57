// The two queries of access loading (the user record, then the access data), shared by the
// provider and the start-up prefetch, which asks for them while the first page's code loads.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api-client';
import { accessKeys, getAccessData, getUserProfile } from './access-api';
import { checkAccessData } from './access-rules';

export const userProfileQuery = (api: ApiClient, subject: string | undefined) =>
  queryOptions({
    queryKey: accessKeys.user(subject),
    queryFn: ({ signal }) => getUserProfile(api, signal),
    staleTime: Infinity,
    retry: false,
  });

export const accessDataQuery = (api: ApiClient, subject: string | undefined, host: string) =>
  queryOptions({
    queryKey: accessKeys.accessData(subject),
    queryFn: async ({ signal }) => checkAccessData(await getAccessData(api, signal), host),
    staleTime: Infinity,
    retry: false,
  });

/**
 * Starts access loading for a user signed in from an earlier visit: the calls run while the page's
 * code loads instead of after it. Failures are left to the provider, which asks again on mount.
 */
export async function prefetchAccess(client: QueryClient, api: ApiClient, subject: string) {
  const host = window.location.hostname;
  await client.prefetchQuery(userProfileQuery(api, subject));
  if (client.getQueryData(accessKeys.user(subject)) === undefined) return;
  await client.prefetchQuery(accessDataQuery(api, subject, host));
}
