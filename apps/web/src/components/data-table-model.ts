// The rows a data table shows: sorted by a column, then grouped (groups in first-seen order of
// their sorted keys), with collapsed groups keeping their header only.

export type SortDirection = 'asc' | 'desc';

export interface SortState {
  column: string;
  direction: SortDirection;
}

export type SortValue = string | number | null | undefined;

export interface TableGroup<T> {
  key: string;
  rows: T[];
  collapsed: boolean;
}

export function compareValues(a: SortValue, b: SortValue, locale?: string): number {
  if (a == null || a === '') return b == null || b === '' ? 0 : 1;
  if (b == null || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), locale, { sensitivity: 'base', numeric: true });
}

/** Stable sort by the value of one column; empty values last in both directions. */
export function sortRows<T>(
  rows: readonly T[],
  value: ((row: T) => SortValue) | undefined,
  direction: SortDirection,
  locale?: string,
): T[] {
  if (!value) return [...rows];
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, v: value(row) }))
    .sort((x, y) => {
      const empty = (v: SortValue) => v == null || v === '';
      if (empty(x.v) !== empty(y.v)) return empty(x.v) ? 1 : -1;
      return sign * compareValues(x.v, y.v, locale) || x.index - y.index;
    })
    .map((x) => x.row);
}

/** Groups rows by key; groups sorted by key (or by the given order), rows keep their order. */
export function groupRows<T>(
  rows: readonly T[],
  groupOf: (row: T) => string,
  collapsed: ReadonlySet<string>,
  order?: readonly string[],
  locale?: string,
): TableGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = groupOf(row);
    const list = groups.get(key);
    if (list) list.push(row);
    else groups.set(key, [row]);
  }
  const rank = (k: string) => (order ? order.indexOf(k) : -1);
  return [...groups.keys()]
    .sort((a, b) =>
      order ? rank(a) - rank(b) || compareValues(a, b, locale) : compareValues(a, b, locale),
    )
    .map((key) => ({ key, rows: groups.get(key)!, collapsed: collapsed.has(key) }));
}

/** The next sort after a click on a column header: ascending first, then flipping. */
export function nextSort(current: SortState | null, column: string): SortState {
  if (current?.column !== column) return { column, direction: 'asc' };
  return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}
