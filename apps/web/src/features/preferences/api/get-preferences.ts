// GET /v2/user/preferences: e-mail preferences, security question and what only administrators change.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale, UserPreferences } from '@portal/shared';
import { useApi, type ApiClient } from '../../../lib/api-client';

export const preferenceKeys = { all: ['user-preferences'] as const };

export function getPreferences(api: ApiClient, language: Locale, signal?: AbortSignal) {
  return api.get<UserPreferences>('/user/preferences', { query: { language }, signal });
}

export const preferencesQuery = (api: ApiClient, language: Locale) =>
  queryOptions({
    queryKey: [...preferenceKeys.all, language],
    queryFn: ({ signal }) => getPreferences(api, language, signal),
  });

export function usePreferences(language: Locale) {
  return useQuery(preferencesQuery(useApi(), language));
}
