// GET /v2/user/migrate/security-questions: the questions in the interface language (loaded again
// when the language changes, as the language is part of the key).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@portal/shared';
import { useApi, type ApiClient } from '../../../lib/api-client';

export interface SecurityQuestion {
  key: string;
  value: string;
}

export function getSecurityQuestions(api: ApiClient, language: Locale, signal?: AbortSignal) {
  return api.get<SecurityQuestion[]>('/user/migrate/security-questions', {
    query: { language },
    signal,
  });
}

export const securityQuestionsQuery = (api: ApiClient, language: Locale) =>
  queryOptions({
    queryKey: ['security-questions', language],
    queryFn: ({ signal }) => getSecurityQuestions(api, language, signal),
  });

export function useSecurityQuestions(language: Locale) {
  return useQuery(securityQuestionsQuery(useApi(), language));
}
