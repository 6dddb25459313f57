// The TanStack Table behind the data table: sorting in the browser (client mode) or by the server
// (manual sorting mapped to serverOptions), grouping by a hidden column, groups expanded at first.
import { useMemo, useState } from 'react';
import {
  columnGroupingFeature,
  createExpandedRowModel,
  createGroupedRowModel,
  createSortedRowModel,
  functionalUpdate,
  rowExpandingFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type ExpandedState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { compareValues, orderByGroup, sortable } from './compare';
import type { DataTableProps, SortValue } from './types';

const features = tableFeatures({
  rowSortingFeature,
  columnGroupingFeature,
  rowExpandingFeature,
  sortedRowModel: createSortedRowModel(),
  groupedRowModel: createGroupedRowModel(),
  expandedRowModel: createExpandedRowModel(),
});

export type Features = typeof features;

/** The hidden column rows are grouped by. */
export const GROUP_COLUMN = '__group';

export function useDataTable<T extends object>(props: DataTableProps<T>, locale: string) {
  const server = props.mode === 'server' ? props : undefined;
  const client = props.mode === 'server' ? undefined : props;
  const groupBy = client?.groupBy;
  const groupOrder = client?.groupOrder;
  const [clientSorting, setClientSorting] = useState<SortingState>(() =>
    client?.initialSort
      ? [{ id: client.initialSort.column, desc: client.initialSort.direction === 'desc' }]
      : [],
  );
  const [expanded, setExpanded] = useState<ExpandedState>(true);

  const { columns, rowKey } = props;
  const columnDefs = useMemo(() => {
    const defs: ColumnDef<Features, T>[] = columns.map((c) => ({
      id: c.id,
      header: c.header,
      accessorFn: (row: T) => sortable(c.sortValue?.(row)),
      enableSorting: Boolean(server ? c.sortKey : c.sortValue),
      sortDescFirst: false,
      sortUndefined: 'last' as const,
      sortFn: (a, b, id) =>
        compareValues(a.getValue<SortValue>(id), b.getValue<SortValue>(id), locale),
    }));
    if (groupBy)
      defs.push({ id: GROUP_COLUMN, accessorFn: (row: T) => groupBy(row), enableSorting: false });
    return defs;
  }, [columns, groupBy, server, locale]);

  const data = useMemo(
    () => (groupBy ? orderByGroup(props.rows, groupBy, groupOrder, locale) : [...props.rows]),
    [props.rows, groupBy, groupOrder, locale],
  );

  const serverSorting = useMemo<SortingState>(() => {
    if (!server) return [];
    const column = columns.find((c) => c.sortKey === server.serverOptions.sortBy);
    return column ? [{ id: column.id, desc: server.serverOptions.sortType === 'desc' }] : [];
  }, [server, columns]);

  const onSortingChange = (updater: Updater<SortingState>) => {
    if (!server) return setClientSorting(updater);
    const next = functionalUpdate(updater, serverSorting)[0];
    const sortBy = columns.find((c) => c.id === next?.id)?.sortKey;
    if (next && sortBy)
      server.onServerOptionsChange({ sortBy, sortType: next.desc ? 'desc' : 'asc' });
  };

  return useTable({
    features,
    columns: columnDefs,
    data,
    getRowId: (row) => String(rowKey(row)),
    manualSorting: Boolean(server),
    enableSortingRemoval: false,
    enableMultiSort: false,
    // Pages rebuild their columns on each render (cells use t()); collapsed groups stay collapsed.
    autoResetExpanded: false,
    state: {
      sorting: server ? serverSorting : clientSorting,
      grouping: groupBy ? [GROUP_COLUMN] : [],
      expanded,
    },
    onSortingChange,
    onExpandedChange: setExpanded,
  });
}

export type DataTableModel<T extends object> = ReturnType<typeof useDataTable<T>>;
