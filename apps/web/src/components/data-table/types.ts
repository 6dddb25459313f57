// The data table's public types: columns, the spec's serverOptions and the props of both modes.
import type { ReactNode } from 'react';
import type { PaginationProps } from '../pagination';

export type SortValue = string | number | null | undefined;
export type SortType = 'asc' | 'desc';

export interface DataTableColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Client mode: the value the column sorts by; the column is sortable when given. */
  sortValue?: (row: T) => SortValue;
  /** Server mode: the server's sort key of the column (serverOptions.sortBy); sortable when given. */
  sortKey?: string;
  /** Header hidden visually (an actions column); still read by screen readers. */
  hideHeader?: boolean;
  /** Wide screens: the cell stays on one line, cut with "…" past `maxWidth` (rem), the whole
   *  value in its tooltip. */
  truncate?: { text: (row: T) => string; maxWidth: number };
}

/** Spec section 3, table props: the order the server applies. */
export interface ServerOptions {
  sortBy: string;
  sortType: SortType;
}

interface BaseProps<T> {
  /** The table's accessible name (and the card list's). */
  caption: string;
  rows: readonly T[];
  columns: readonly DataTableColumn<T>[];
  rowKey: (row: T) => string | number;
  /** Shown instead of the table when there are no rows. */
  emptyText?: string;
  /** The one pagination below the table (server pages). */
  pagination?: PaginationProps;
}

/** Sorting, grouping and collapsing happen in the browser over all rows. */
export interface ClientModeProps<T> extends BaseProps<T> {
  mode?: 'client';
  initialSort?: { column: string; direction: SortType };
  /** Groups rows by this key (spec: group name per row); groups can be collapsed. */
  groupBy?: (row: T) => string;
  groupLabel?: (key: string) => string;
  /** Group keys in display order; others follow alphabetically. */
  groupOrder?: readonly string[];
}

/** The server sorts and pages: a header click asks for new serverOptions. */
export interface ServerModeProps<T> extends BaseProps<T> {
  mode: 'server';
  serverOptions: ServerOptions;
  onServerOptionsChange: (next: ServerOptions) => void;
}

export type DataTableProps<T> = ClientModeProps<T> | ServerModeProps<T>;
