// A catalogue list: title, search, optional filters, a table with sortable columns whose order the
// server applies, and server-side pagination.
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CatalogPage } from '@portal/shared';
import { LoaderOverlay } from '../../../components/loader-overlay';
import type { ListParams } from '../api/query-keys';
import { errorText } from './api-errors';
import { Pagination } from './pagination';
import { useListState, type ListDefaults } from './list-state';

export interface ListColumn<T> {
  id: string;
  header: string;
  /** The server's sort key of the column; sortable when given. */
  sort?: string;
  cell: (row: T) => ReactNode;
}

export interface CatalogListPageProps<T> {
  title: string;
  createPath: string;
  createLabel: string;
  canWrite: boolean;
  columns: readonly ListColumn<T>[];
  defaults: ListDefaults;
  useList: (params: ListParams) => UseQueryResult<CatalogPage<T>>;
  rowKey: (row: T) => number;
  /** Extra filters above the table (the announcements' date range). */
  filters?: (
    state: ListParams,
    update: (change: Record<string, string | number | undefined>) => void,
  ) => ReactNode;
}

export function CatalogListPage<T>(props: CatalogListPageProps<T>) {
  const { t } = useTranslation('catalog');
  const { state, update } = useListState(props.defaults);
  const [search, setSearch] = useState(state.search ?? '');
  const query = props.useList(state);
  const data = query.data;

  const sortBy = (column: string) =>
    update({
      sort: column,
      order: state.sort === column && state.order === 'asc' ? 'desc' : 'asc',
    });

  return (
    <section className="page">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="page-title">{props.title}</h1>
        {props.canWrite && (
          <Link to={props.createPath} className="btn-primary">
            {props.createLabel}
          </Link>
        )}
      </div>
      <div className="mt-6 flex flex-wrap items-end gap-4">
        <form
          role="search"
          className="flex w-full flex-wrap items-end gap-2 sm:w-auto"
          onSubmit={(e) => {
            e.preventDefault();
            update({ q: search.trim() });
          }}
        >
          <label className="grid min-w-0 flex-1 gap-1 sm:flex-none">
            <span className="font-semibold">{t('list.search')}</span>
            <input
              type="search"
              className="field w-full sm:w-72"
              value={search}
              maxLength={255}
              onChange={(e) => setSearch(e.target.value)}
            />
          </label>
          <button type="submit" className="btn-secondary">
            {t('list.searchButton')}
          </button>
        </form>
        {props.filters?.(state, update)}
      </div>

      <div className="relative mt-6 overflow-x-auto rounded-md border border-muted bg-surface">
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">{t('list.caption', { title: props.title })}</caption>
          <thead>
            <tr className="border-b border-muted">
              {props.columns.map((c) => (
                <th
                  key={c.id}
                  scope="col"
                  className="px-3 py-2 font-semibold"
                  aria-sort={
                    c.sort && state.sort === c.sort
                      ? state.order === 'asc'
                        ? 'ascending'
                        : 'descending'
                      : undefined
                  }
                >
                  {c.sort ? (
                    <button
                      type="button"
                      className="flex items-center gap-1 font-semibold"
                      onClick={() => sortBy(c.sort!)}
                    >
                      {c.header}
                      <span aria-hidden="true" className="text-xs">
                        {state.sort === c.sort ? (state.order === 'asc' ? '▲' : '▼') : '↕'}
                      </span>
                    </button>
                  ) : (
                    c.header
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data?.items.map((row) => (
              <tr key={props.rowKey(row)} className="border-b border-muted last:border-0">
                {props.columns.map((c) => (
                  <td key={c.id} className="px-3 py-2 align-top">
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {data && data.items.length === 0 && (
          <p className="p-4 text-muted-fg">{t('list.noResults')}</p>
        )}
        {query.isPending && <LoaderOverlay />}
        {query.isError && (
          <p role="alert" className="p-4 font-semibold text-danger">
            {errorText(t, query.error)}
          </p>
        )}
      </div>
      {data && (
        <Pagination
          page={state.page}
          pageSize={state.pageSize}
          total={data.total}
          onPage={(page) => update({ page })}
        />
      )}
    </section>
  );
}
