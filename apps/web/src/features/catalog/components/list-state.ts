// The state of a catalogue list lives in the address (search, order, page, filters), so going
// back to the list finds it as it was.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { CATALOG_LIMITS } from '@portal/shared';
import { toCalendarDate } from '../../../lib/calendar-dates';
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
  const [params, setParams] = useSearchParams();
  const state = useMemo<ListParams>(() => {
    const order = params.get('order');
    return {
      search: params.get('q') ?? undefined,
      sort: params.get('sort') ?? defaults.sort,
      order: order === 'asc' || order === 'desc' ? order : defaults.order,
      page: positive(params.get('page')) ?? 1,
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
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(change)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in change)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return { state, update };
}
