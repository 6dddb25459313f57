// /admin/users: search, filters, sortable columns, server pages, re-send verification, CSV export.
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  USERS_PAGE_SIZE,
  USER_SORTS,
  type UserListItem,
  type UsersQuery,
  type UsersQueryInput,
} from '@portal/shared';
import { ListResults } from '../../../components/list-results';
import type { MenuAction } from '../../../components/menu';
import { LoaderOverlay } from '../../../components/loader-overlay';
import { requestModal } from '../../../components/modal-host';
import { useUsers } from '../api/get-users';
import { useUserOptions } from '../api/get-user-options';
import { useResendVerification } from '../api/resend-verification';
import { useExportUsers } from '../api/export-users';
import { describeError } from '../lib/api-error';
import { useUsersAccess } from '../lib/use-users-access';
import { FILTER_KEYS, UsersFilters, type Filters } from './users-filters';
import { UsersTable } from './users-table';
import { Notice, type NoticeState } from '../../../components/notice';
import { WorkStatus } from '../../../components/work-status';
import { linkTo } from '../../../lib/route-links';
import { readPage, useUrlState } from '../../../lib/url-state';
import { withNamespace } from '../../../components/with-namespace';

type Sort = UsersQuery['sort'];

/** Page sizes offered under the list; the spec's 10 first. */
const PAGE_SIZES = [USERS_PAGE_SIZE, 25, 50, 100] as const;
const readSize = (value: string | null) =>
  PAGE_SIZES.find((s) => String(s) === value) ?? USERS_PAGE_SIZE;

// The outbox is for feature:dev users only: its dialog (about 50 kB gzip of React Aria overlays)
// loads when it is first opened, not with the list.
const MoreActions = lazy(() => import('./users-more-actions'));
const OutboxDialog = lazy(() =>
  import('./outbox-dialog').then((m) => ({ default: m.OutboxDialog })),
);

function readQuery(
  params: URLSearchParams,
): UsersQueryInput & { page: number; sort: Sort; order: 'asc' | 'desc' } {
  const sort = params.get('sort') as Sort | null;
  return {
    ...Object.fromEntries(FILTER_KEYS.map((k) => [k, params.get(k) || undefined])),
    sort: sort && USER_SORTS.includes(sort) ? sort : 'name',
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    page: readPage(params.get('page')),
    pageSize: readSize(params.get('size')),
  };
}

function UsersListPage() {
  const { t, i18n } = useTranslation('users');
  const { t: words } = useTranslation('words', { useSuspense: false });
  const access = useUsersAccess();
  // Filters replace the history entry: the back button leaves the list, not one filter.
  const [params, update] = useUrlState({ replace: true });
  const query = useMemo(() => readQuery(params), [params]);
  const list = useUsers(query);
  const options = useUserOptions();
  const resend = useResendVerification();
  const exporter = useExportUsers();
  const [outboxOpen, setOutboxOpen] = useState(false);
  const flash = (useLocation().state as { notice?: NoticeState } | null)?.notice;
  const [notice, setNotice] = useState<NoticeState | undefined>(flash);

  const filters = Object.fromEntries(
    FILTER_KEYS.map((k) => [k, params.get(k) ?? '']),
  ) as unknown as Filters;
  const onFilters = useCallback((next: Partial<Filters>) => update(next), [update]);
  const onSort = (sort: Sort, order: 'asc' | 'desc') => update({ sort, order });
  const onResend = (u: UserListItem) =>
    resend.mutate(u.id, {
      onSuccess: () => setNotice({ kind: 'success', text: t('list.resent', { email: u.email }) }),
      onError: (e) => setNotice({ kind: 'error', ...toText(describeError(t, e)) }),
    });
  const onExport = () => {
    const { page: _page, pageSize: _size, ...filter } = query;
    setNotice(undefined);
    exporter.mutate(
      { ...filter, lang: i18n.resolvedLanguage },
      { onError: (e) => setNotice({ kind: 'error', ...toText(describeError(t, e)) }) },
    );
  };
  // Shown from the moment the export starts (8,000 rows take seconds), then that it is done.
  const exportStatus = exporter.isPending
    ? words('export.working')
    : exporter.isSuccess
      ? words('export.done')
      : '';

  return (
    <section className="page">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="page-title">{t('list.title')}</h1>
        <div className="flex flex-wrap gap-2">
          {access.canWrite && (
            <Link to={linkTo('createUser')} className="btn-primary">
              {t('list.create')}
            </Link>
          )}
          {access.canWrite && (
            <button
              type="button"
              className="btn-secondary"
              onClick={() => requestModal('securityReview')}
            >
              {t('applications.devModals.securityReview', { ns: 'portal' })}
            </button>
          )}
          <Suspense
            fallback={
              <button type="button" className="btn-secondary" aria-disabled="true">
                {t('layout.moreActions', { ns: 'portal' })}
              </button>
            }
          >
            <MoreActions
              label={t('layout.moreActions', { ns: 'portal' })}
              busy={exporter.isPending}
              actions={
                [
                  ...(access.canCopy
                    ? [
                        { id: 'copyUser', label: t('copyUser.title'), href: linkTo('copyUser') },
                        { id: 'copyRole', label: t('copyRole.title'), href: linkTo('copyRole') },
                      ]
                    : []),
                  {
                    id: 'export',
                    label: t('list.export'),
                    onAction: onExport,
                    isDisabled: exporter.isPending,
                  },
                  ...(access.isDev
                    ? [
                        {
                          id: 'outbox',
                          label: t('outbox.open'),
                          onAction: () => setOutboxOpen(true),
                        },
                      ]
                    : []),
                ] satisfies MenuAction[]
              }
            />
          </Suspense>
        </div>
      </div>
      <div className="mt-2 flex justify-end empty:hidden">
        <WorkStatus text={exportStatus} working={exporter.isPending} />
      </div>
      <Notice notice={notice} onClose={() => setNotice(undefined)} />
      <div className="mt-6">
        <UsersFilters filters={filters} options={options.data} onChange={onFilters} />
      </div>
      <ListResults
        list={list}
        page={query.page}
        pageSize={query.pageSize ?? USERS_PAGE_SIZE}
        pageSizes={PAGE_SIZES}
        onPageSize={(size) => update({ size: size === USERS_PAGE_SIZE ? '' : String(size) })}
        onPage={(page) => update({ page: String(page) }, { keepPage: true })}
        pagesLabel={t('list.pagination')}
        errorText={(e) => toText(describeError(t, e))}
        noResults={t('list.noResults')}
        rangeText={(range, data) => t(data.totalCapped ? 'list.rangeCapped' : 'list.range', range)}
      >
        {(data, pagination) => (
          <UsersTable
            items={data.items}
            sort={query.sort}
            order={query.order}
            onSort={onSort}
            mode={access.canEdit ? 'edit' : 'view'}
            canResend={access.canEdit}
            onResend={onResend}
            resendingId={resend.isPending ? resend.variables : undefined}
            pagination={pagination}
          />
        )}
      </ListResults>
      {access.isDev && outboxOpen && (
        <Suspense fallback={<LoaderOverlay />}>
          <OutboxDialog isOpen onClose={() => setOutboxOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}

const toText = (d: { message: string; details?: string | undefined }) => ({
  text: d.message,
  details: d.details,
});

export const Component = withNamespace('users', UsersListPage);
