// Who changed: the people named as "changed by" in the edit history the user may read, whose name
// or e-mail holds the typed text (GET /v2/admin/audit/changers, with the same rights as the list).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AUDIT_CHANGERS_MAX, type AuditChangers } from '@portal/shared';
import { useApi } from '../../../lib/api-client';
import { recordsKeys } from './keys';

export interface Changer {
  /** What the history recorded (the changer's e-mail): the filter's value. */
  id: string;
  name: string | null;
}

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
      return answer.items.map((c): Changer => ({ id: c.email, name: c.name }));
    },
  });
}
