// GET /v2/user/applications: the applications the user may open, names in the interface language.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale, UserApplication } from '@portal/shared';
import { useApi, type ApiClient } from '../../../lib/api-client';
import { HOME_KEYS } from '../../../lib/query-client';

export function getUserApplications(api: ApiClient, language: Locale, signal?: AbortSignal) {
  return api.get<UserApplication[]>('/user/applications', { query: { language }, signal });
}

export const userApplicationsQuery = (api: ApiClient, language: Locale) =>
  queryOptions({
    queryKey: [...HOME_KEYS.applications, language],
    queryFn: async ({ signal }) => {
      try {
        return await getUserApplications(api, language, signal);
      } catch (error) {
        // Spec section 8: a failed load returns nothing and logs a warning.
        console.warn('Applications could not be loaded', error);
        return [];
      }
    },
    staleTime: 5 * 60_000,
  });

export function useUserApplications(language: Locale) {
  return useQuery(userApplicationsQuery(useApi(), language));
}
