// GET /v2/user/migrate/security-questions in the interface language: a new language is a new key,
// so the questions load again when it changes (the preferences page shares the cache entry).
import { useQuery } from '@tanstack/react-query';
import type { Locale } from '@portal/shared';
import { useApi } from '../../../lib/api-client';

export function useSecurityQuestions(language: Locale) {
  const api = useApi();
  return useQuery({
    queryKey: ['security-questions', language],
    queryFn: ({ signal }) =>
      api.get<{ key: string; value: string }[]>('/user/migrate/security-questions', {
        query: { language },
        signal,
      }),
  });
}
