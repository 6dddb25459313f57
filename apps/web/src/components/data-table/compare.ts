// How the client-mode table orders values: numbers by size, text by the language's collation with
// numbers inside text in numeric order; empty values are left to the table (always last).
import type { SortValue } from './types';

/** '' and null count as empty: the table puts undefined last in both directions. */
export function sortable(value: SortValue): string | number | undefined {
  return value === null || value === '' ? undefined : value;
}

export function compareValues(a: SortValue, b: SortValue, locale?: string): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''), locale, {
    sensitivity: 'base',
    numeric: true,
  });
}

/** Rows in group order (the given order first, then by key), stable inside a group. */
export function orderByGroup<T>(
  rows: readonly T[],
  groupOf: (row: T) => string,
  order: readonly string[] | undefined,
  locale?: string,
): T[] {
  const rank = (key: string) => {
    const i = order?.indexOf(key) ?? -1;
    return i === -1 ? Number.MAX_SAFE_INTEGER : i;
  };
  return rows
    .map((row, index) => ({ row, index, key: groupOf(row) }))
    .sort(
      (x, y) =>
        rank(x.key) - rank(y.key) || compareValues(x.key, y.key, locale) || x.index - y.index,
    )
    .map((x) => x.row);
}
