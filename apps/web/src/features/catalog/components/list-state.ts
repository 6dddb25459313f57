// The state of a catalogue list lives in the address (search, order, page, filters), so going
// back to the list finds it as it was.
import { useCallback, useMemo } from 'react';
import { CATALOG_LIMITS } from '@portal/shared';
import { toCalendarDate } from '../../../lib/calendar-dates';
import { readPage, useUrlState } from '../../../lib/url-state';
import type { ListParams } from '../api/query-keys';

export interface ListDefaults {
  sort: string;
  order: 'asc' | 'desc';
}

const positive = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

export function useListState(defaults: ListDefaults) {
  // Search, order and page replace the history entry: the back button leaves the list.
  const [params, setParams] = useUrlState({ replace: true });
  const state = useMemo<ListParams>(() => {
    const order = params.get('order');
    return {
      search: params.get('q') ?? undefined,
      sort: params.get('sort') ?? defaults.sort,
      order: order === 'asc' || order === 'desc' ? order : defaults.order,
      page: readPage(params.get('page')),
      pageSize: CATALOG_LIMITS.pageSize,
      // Calendar days (YYYY-MM-DD); anything else in the address is ignored.
      from: toCalendarDate(params.get('from'))?.toString(),
      to: toCalendarDate(params.get('to'))?.toString(),
      lastDays: positive(params.get('lastDays')),
      nextDays: positive(params.get('nextDays')),
    };
  }, [params, defaults.sort, defaults.order]);

  /** Changes some parameters; any change but the page itself starts again at page 1. */
  const update = useCallback(
    (change: Record<string, string | number | undefined>) => {
      setParams(
        Object.fromEntries(Object.entries(change).map(([key, value]) => [key, value?.toString()])),
        { keepPage: 'page' in change },
      );
    },
    [setParams],
  );
  return { state, update };
}
