// GET /v2/user/migrate/security-questions in the interface language, for the password change and
// the preferences page (one cache entry): a new language is a new key, so the questions load again
// when it changes.
import { useQuery } from '@tanstack/react-query';
import type { Locale } from '@portal/shared';
import { useApi } from './api-client';

export interface SecurityQuestion {
  key: string;
  value: string;
}

export function useSecurityQuestions(language: Locale) {
  const api = useApi();
  return useQuery({
    queryKey: ['security-questions', language],
    queryFn: ({ signal }) =>
      api.get<SecurityQuestion[]>('/user/migrate/security-questions', {
        query: { language },
        signal,
      }),
  });
}
