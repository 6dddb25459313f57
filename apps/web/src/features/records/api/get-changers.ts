// GET /v2/admin/audit/changers: the people who made changes in the edit history whose name or
// e-mail holds the typed text (the "changed by" filter's suggestions).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AUDIT_CHANGERS_MAX, type AuditChanger, type AuditChangers } from '@portal/shared';
import { useApi } from '../../../lib/api-client';
import { recordsKeys } from './keys';

/** One person who changed something; the filter takes the e-mail (what the history recorded). */
export type Changer = AuditChanger;

export function useChangers(text: string) {
  const api = useApi();
  return useQuery({
    queryKey: recordsKeys.changers(text),
    enabled: text.length >= 2,
    staleTime: 60_000,
    // The list keeps the last results while the next text's load, instead of flickering empty.
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const answer = await api.get<AuditChangers>('/admin/audit/changers', {
        query: { search: text, limit: AUDIT_CHANGERS_MAX },
        signal,
      });
      return answer.items;
    },
  });
}
