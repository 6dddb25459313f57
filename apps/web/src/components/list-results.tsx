// The results of a server-paged list: the loader while a page loads, the error, the line above the
// list ("11–20 of 95 entries" or no results) and the list itself, given its pagination.
import type { ReactNode } from 'react';
import { LoaderOverlay } from './loader-overlay';
import { Notice } from './notice';
import type { PaginationProps } from './pagination';

export interface ListPage {
  items: readonly unknown[];
  total: number;
  pageSize: number;
}

/** What the results need of the list's query (TanStack Query's result has it). */
export interface ListQuery<P extends ListPage> {
  data: P | undefined;
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
}

interface Props<P extends ListPage> {
  list: ListQuery<P>;
  page: number;
  /** The page size to assume when the answer gives none. */
  pageSize: number;
  onPage: (page: number) => void;
  /** The pagination's name. */
  pagesLabel: string;
  errorText: (error: unknown) => { text: string; details?: string | undefined };
  noResults: string;
  rangeText: (range: { from: number; to: number; total: number }, data: P) => string;
  children: (data: P, pagination: PaginationProps) => ReactNode;
  /** A choice of page sizes under the list. */
  pageSizes?: readonly number[];
  onPageSize?: (size: number) => void;
}

export function ListResults<P extends ListPage>(props: Props<P>) {
  const { list, page } = props;
  const data = list.data;
  const pageSize = data?.pageSize || props.pageSize;
  const from = (page - 1) * pageSize + 1;
  return (
    <div className="relative mt-6 min-h-40" aria-busy={list.isFetching}>
      {list.isPending && <LoaderOverlay />}
      {list.isError && <Notice notice={{ kind: 'error', ...props.errorText(list.error) }} />}
      {data && (
        <>
          <p className="mb-2 text-sm" aria-live="polite">
            {data.items.length === 0
              ? props.noResults
              : props.rangeText(
                  { from, to: from + data.items.length - 1, total: data.total },
                  data,
                )}
          </p>
          {data.items.length > 0 &&
            props.children(data, {
              page,
              pageSize,
              total: data.total,
              onPage: props.onPage,
              label: props.pagesLabel,
              showSummary: false,
              ...(props.pageSizes && props.onPageSize
                ? { pageSizes: props.pageSizes, onPageSize: props.onPageSize }
                : {}),
            })}
        </>
      )}
    </div>
  );
}
