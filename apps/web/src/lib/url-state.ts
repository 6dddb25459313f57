// The list pages' state in the address (filters, page, sort): a reload or the back button brings
// the same list back, and a filtered list can be shared as a link. Values read from the address
// are checked here, so a hand-edited address never reaches the API as nonsense.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { RECORDS_MAX_ID } from '@portal/shared';
import { endOfDayInstant, startOfDayInstant, toCalendarDate } from './calendar-dates';

export type ParamChanges = Record<string, string | undefined>;

export interface UpdateOptions {
  /** Keep the page number (paging itself); any other change starts again at page 1. */
  keepPage?: boolean;
  /** Replace the history entry (typing in the search box) instead of adding one. */
  replace?: boolean;
}

/** `defaults.replace`: every change replaces the history entry (a list whose filters are not steps). */
export function useUrlState(defaults: Pick<UpdateOptions, 'replace'> = {}) {
  const [params, setParams] = useSearchParams();
  const replaceByDefault = defaults.replace ?? false;
  const update = useCallback(
    (changes: ParamChanges, options: UpdateOptions = {}) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(changes)) {
            if (v) next.set(k, v);
            else next.delete(k);
          }
          if (!options.keepPage) next.delete('page');
          return next;
        },
        { replace: options.replace ?? replaceByDefault },
      ),
    [setParams, replaceByDefault],
  );
  return [params, update] as const;
}

export type UpdateUrlState = ReturnType<typeof useUrlState>[1];

/** The changes that take the given keys out of the address (a filter bar's reset). */
export function cleared(keys: readonly string[]): ParamChanges {
  return Object.fromEntries(keys.map((k) => [k, undefined]));
}

export function readChoice<T extends string>(
  value: string | null,
  choices: readonly T[],
): T | undefined {
  return choices.find((c) => c === value);
}

export function readPage(value: string | null): number {
  const page = Number(value ?? '1');
  return Number.isInteger(page) && page > 0 && page <= 100_000 ? page : 1;
}

/** A record id: digits within the database's range. */
export function readId(value: string | null): string | undefined {
  return value && /^\d{1,10}$/.test(value) && Number(value) >= 1 && Number(value) <= RECORDS_MAX_ID
    ? value
    : undefined;
}

/** A day written YYYY-MM-DD. */
export function readDay(value: string | null): string | undefined {
  return toCalendarDate(value) ? (value ?? undefined) : undefined;
}

/** Text as typed (the field shows it so); blank is none. The API query trims it. */
export function readText(value: string | null, max = 255): string | undefined {
  const text = value?.slice(0, max);
  return text?.trim() ? text : undefined;
}

/** The days of the address as the instants the API takes: whole days in the browser's zone. */
export function dayRange(from: string | undefined, to: string | undefined) {
  const [start, end] = from && to && from > to ? [to, from] : [from, to];
  return {
    from: start ? startOfDayInstant(start) : undefined,
    to: end ? endOfDayInstant(end) : undefined,
  };
}
