// A catalogue list: title, search, optional filters, and the data table in server mode (the server
// sorts and pages; the order and page live in the address).
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CatalogPage } from '@portal/shared';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/types';
import { LoaderOverlay } from '../../../components/loader-overlay';
import type { ListParams } from '../api/query-keys';
import { errorText } from './api-errors';
import { useListState, type ListDefaults } from './list-state';
import { AlertText } from '../../../components/alert-text';
import { TextInput } from '../../../components/form/inputs';

export interface CatalogListPageProps<T> {
  title: string;
  createPath: string;
  createLabel: string;
  canWrite: boolean;
  columns: readonly DataTableColumn<T>[];
  defaults: ListDefaults;
  useList: (params: ListParams) => UseQueryResult<CatalogPage<T>>;
  rowKey: (row: T) => number;
  /** Extra filters above the table (the announcements' date range). */
  filters?: (
    state: ListParams,
    update: (change: Record<string, string | number | undefined>) => void,
  ) => ReactNode;
}

export function CatalogListPage<T extends object>(props: CatalogListPageProps<T>) {
  const { t } = useTranslation('catalog');
  const { state, update } = useListState(props.defaults);
  const [search, setSearch] = useState(state.search ?? '');
  const query = props.useList(state);
  const data = query.data;

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
          <div className="min-w-0 flex-1 sm:w-72 sm:flex-none">
            <TextInput
              type="search"
              label={t('list.search')}
              value={search}
              maxLength={255}
              onChange={setSearch}
            />
          </div>
          <button type="submit" className="btn-secondary">
            {t('list.searchButton')}
          </button>
        </form>
        {props.filters?.(state, update)}
      </div>

      <div className="relative mt-6 min-h-24" aria-busy={query.isFetching}>
        {query.isError ? (
          <AlertText className="p-4">{errorText(t, query.error)}</AlertText>
        ) : (
          data && (
            <DataTable
              mode="server"
              caption={t('list.caption', { title: props.title })}
              rows={data.items}
              columns={props.columns}
              rowKey={props.rowKey}
              emptyText={t('list.noResults')}
              serverOptions={{
                sortBy: state.sort ?? props.defaults.sort,
                sortType: state.order ?? props.defaults.order,
              }}
              onServerOptionsChange={(o) => update({ sort: o.sortBy, order: o.sortType })}
              pagination={{
                page: state.page,
                pageSize: state.pageSize,
                total: data.total,
                onPage: (page) => update({ page }),
              }}
            />
          )
        )}
        {query.isPending && <LoaderOverlay />}
      </div>
    </section>
  );
}
