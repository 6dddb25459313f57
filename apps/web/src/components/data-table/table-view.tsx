// The data table on wide screens: a <table> with sortable headers, group header rows, and virtual
// rows once the list is long.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { GroupToggle, SortIcon } from './group-toggle';
import { sections, type Line } from './lines';
import type { DataTableModel } from './use-data-table';
import { useVirtualRows } from './use-virtual-rows';
import type { DataTableColumn } from './types';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

export interface ViewProps<T extends object> {
  caption: string;
  columns: readonly DataTableColumn<T>[];
  lines: readonly Line<T>[];
  groupLabel: (key: string) => string;
}

export function TableView<T extends object>(props: ViewProps<T> & { table: DataTableModel<T> }) {
  const { t } = useTranslation();
  const { columns, lines, table } = props;
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const virtual = useVirtualRows(bodyRef, lines.length, 49);

  const header = (c: DataTableColumn<T>) => {
    const column = table.getColumn(c.id);
    const sortable = column?.getCanSort() ?? false;
    const direction = column?.getIsSorted() ?? false;
    return (
      <th
        key={c.id}
        scope="col"
        className="px-3 py-2 font-semibold"
        aria-sort={sortable ? (direction ? ARIA_SORT[direction] : 'none') : undefined}
      >
        {c.hideHeader ? (
          <span className="sr-only">{c.header}</span>
        ) : sortable ? (
          <button
            type="button"
            className="inline-flex items-center gap-1.5 font-semibold"
            onClick={column?.getToggleSortingHandler()}
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
  };

  const renderLine = (line: Line<T>) =>
    line.kind === 'group' ? (
      <tr key={line.id} className="bg-page">
        <th scope="rowgroup" colSpan={columns.length} className="px-3 py-2">
          <GroupToggle group={line} label={props.groupLabel(line.key)} />
        </th>
      </tr>
    ) : (
      <tr key={line.id} className="border-t border-muted/60">
        {columns.map((c) => (
          <td key={c.id} className="px-3 py-2 align-top">
            {c.truncate ? (
              <span
                className="block truncate whitespace-nowrap"
                style={{ maxWidth: `${c.truncate.maxWidth}rem` }}
                title={c.truncate.text(line.row)}
              >
                {c.cell(line.row)}
              </span>
            ) : (
              c.cell(line.row)
            )}
          </td>
        ))}
      </tr>
    );

  const spacer = (height: number, key: string) =>
    height > 0 ? (
      <tr key={key} aria-hidden="true">
        <td colSpan={columns.length} style={{ height, padding: 0 }} />
      </tr>
    ) : null;

  return (
    // relative: visually hidden header texts (absolute) stay inside the scrolling box.
    <div className="relative overflow-x-auto rounded-md border border-muted bg-surface">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{props.caption}</caption>
        <thead className="border-b-2 border-muted bg-page">
          <tr>{columns.map(header)}</tr>
        </thead>
        {virtual.enabled ? (
          <tbody ref={bodyRef}>
            {spacer(virtual.before, 'before')}
            {virtual.indexes.map((i) => renderLine(lines[i]!))}
            {spacer(virtual.after, 'after')}
          </tbody>
        ) : (
          sections(lines).map((section, s) => (
            <tbody key={section[0]?.id ?? s} className="border-b border-muted last:border-0">
              {section.map((line) => renderLine(line))}
            </tbody>
          ))
        )}
      </table>
    </div>
  );
}
