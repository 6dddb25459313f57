// A table with sortable columns, optional collapsible groups, and a card layout on small screens.
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMinWidth } from '../lib/use-media-query';
import {
  groupRows,
  nextSort,
  sortRows,
  type SortState,
  type SortValue,
  type TableGroup,
} from './data-table-model';

export interface Column<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Makes the column sortable. */
  sortValue?: (row: T) => SortValue;
  /** Header hidden visually (e.g. an actions column). */
  hideHeader?: boolean;
}

export interface DataTableProps<T> {
  caption: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string | number;
  initialSort?: SortState;
  groupBy?: (row: T) => string;
  groupLabel?: (key: string) => string;
  groupOrder?: readonly string[];
  emptyText: string;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending', none: 'none' } as const;

function SortIcon({ direction }: { direction: 'asc' | 'desc' | null }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 12 16" className="size-3.5 shrink-0" fill="currentColor">
      <path d="M6 1 10 6H2z" opacity={direction === 'desc' ? 0.3 : 1} />
      <path d="M6 15 2 10h8z" opacity={direction === 'asc' ? 0.3 : 1} />
    </svg>
  );
}

export function DataTable<T>(props: DataTableProps<T>) {
  const { t, i18n } = useTranslation();
  const { rows, columns, rowKey, groupBy, groupLabel = (k) => k } = props;
  const [sort, setSort] = useState<SortState | null>(props.initialSort ?? null);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const wide = useMinWidth('md');
  const locale = i18n.language;

  const groups: TableGroup<T>[] = useMemo(() => {
    const column = columns.find((c) => c.id === sort?.column);
    const sorted = sortRows(rows, column?.sortValue, sort?.direction ?? 'asc', locale);
    return groupBy
      ? groupRows(sorted, groupBy, collapsed, props.groupOrder, locale)
      : [{ key: '', rows: sorted, collapsed: false }];
  }, [rows, columns, sort, groupBy, collapsed, props.groupOrder, locale]);

  const toggle = (key: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const groupButton = (g: TableGroup<T>) => (
    <button
      type="button"
      aria-expanded={!g.collapsed}
      onClick={() => toggle(g.key)}
      className="flex w-full items-center gap-2 text-left font-semibold"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 16 16"
        className={`size-4 transition-transform ${g.collapsed ? '' : 'rotate-90'}`}
        fill="none"
      >
        <path d="m6 3 5 5-5 5" stroke="currentColor" strokeWidth="2" />
      </svg>
      {groupLabel(g.key)}
      <span className="font-normal text-muted-fg">({g.rows.length})</span>
    </button>
  );

  if (rows.length === 0) return <p className="py-6 text-muted-fg">{props.emptyText}</p>;

  if (!wide) {
    return (
      <div aria-label={props.caption} role="region">
        {groups.map((g) => (
          <section key={g.key} className="mb-4">
            {groupBy && <h3 className="mb-2 border-b border-muted pb-1">{groupButton(g)}</h3>}
            {!g.collapsed && (
              <ul className="space-y-3">
                {g.rows.map((row) => (
                  <li key={rowKey(row)} className="rounded-md bg-surface p-3 shadow-sm">
                    <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
                      {columns.map((c) => (
                        <div key={c.id} className="contents">
                          <dt className={c.hideHeader ? 'sr-only' : 'font-semibold'}>{c.header}</dt>
                          <dd className={c.hideHeader ? 'col-span-2' : ''}>{c.cell(row)}</dd>
                        </div>
                      ))}
                    </dl>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    );
  }

  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse bg-surface text-left text-sm shadow-sm">
        <caption className="sr-only">{props.caption}</caption>
        <thead className="border-b-2 border-page-fg">
          <tr>
            {columns.map((c) => {
              const direction = sort?.column === c.id ? sort.direction : null;
              return (
                <th
                  key={c.id}
                  scope="col"
                  className="px-3 py-2 font-semibold"
                  aria-sort={c.sortValue ? ARIA_SORT[direction ?? 'none'] : undefined}
                >
                  {c.hideHeader ? (
                    <span className="sr-only">{c.header}</span>
                  ) : c.sortValue ? (
                    <button
                      type="button"
                      className="inline-flex items-center gap-1.5"
                      onClick={() => setSort(nextSort(sort, c.id))}
                      title={t('table.sortBy', { column: c.header })}
                    >
                      {c.header}
                      <SortIcon direction={direction} />
                    </button>
                  ) : (
                    c.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        {groups.map((g) => (
          <tbody key={g.key} className="border-b border-muted">
            {groupBy && (
              <tr className="bg-page">
                <th scope="rowgroup" colSpan={columns.length} className="px-3 py-2">
                  {groupButton(g)}
                </th>
              </tr>
            )}
            {!g.collapsed &&
              g.rows.map((row) => (
                <tr key={rowKey(row)} className="border-t border-muted/60">
                  {columns.map((c) => (
                    <td key={c.id} className="px-3 py-2 align-top">
                      {c.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
