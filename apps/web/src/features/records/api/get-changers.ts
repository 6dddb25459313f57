// Who changed: the people (and jobs) found in the edit history whose name or e-mail holds the
// typed text, read from the history itself (the same call and rights as the list).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { RECORDS_MAX_PAGE_SIZE } from '@portal/shared';
import { useApi } from '../../../lib/api-client';
import { getAudit } from './get-audit';
import { recordsKeys, type AuditKind } from './keys';

export interface Changer {
  /** What the history recorded (an e-mail or a job's name): the filter's value. */
  id: string;
  name: string | null;
}

export function useChangers(kind: AuditKind, text: string) {
  const api = useApi();
  return useQuery({
    queryKey: recordsKeys.changers(kind, text),
    enabled: text.length >= 2,
    staleTime: 60_000,
    // The list keeps the last results while the next text's load, instead of flickering empty.
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const page = await getAudit(
        api,
        kind,
        { changedBy: text, pageSize: String(RECORDS_MAX_PAGE_SIZE), sortBy: 'changedBy' },
        signal,
      );
      const found = new Map<string, Changer>();
      for (const row of page.items)
        if (row.changedBy && !found.has(row.changedBy))
          found.set(row.changedBy, { id: row.changedBy, name: row.changedByName });
      return [...found.values()];
    },
  });
}
