// The table's rows as the views draw them: group headers and data rows in display order.
import type { DataTableModel } from './use-data-table';

/** A group's header: its key, how many rows it holds, and whether they are shown. */
export interface GroupLine {
  kind: 'group';
  id: string;
  key: string;
  count: number;
  expanded: boolean;
  toggle: () => void;
}

export type Line<T> = GroupLine | { kind: 'row'; id: string; row: T };

export function toLines<T extends object>(table: DataTableModel<T>): Line<T>[] {
  return table.getRowModel().rows.map((row): Line<T> => {
    if (row.getIsGrouped())
      return {
        kind: 'group',
        id: row.id,
        key: String(row.groupingValue),
        count: row.subRows.length,
        expanded: row.getIsExpanded(),
        toggle: () => row.toggleExpanded(),
      };
    return { kind: 'row', id: row.id, row: row.original };
  });
}

/** Lines cut at each group header (one section or table body per group). */
export function sections<T>(lines: readonly Line<T>[]): Line<T>[][] {
  const out: Line<T>[][] = [];
  for (const line of lines) {
    if (line.kind === 'group' || out.length === 0) out.push([line]);
    else out.at(-1)!.push(line);
  }
  return out;
}
