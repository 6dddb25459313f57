// /admin/manage-directory/:context?: every location the administrator manages in one directory
// context (singular roles by default, or dealer-location contacts), searched, filtered and paged
// on the server (the address keeps search, filter and page), each location edited as in the
// review modals.
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  DEFAULT_DIRECTORY_CONTEXT,
  DIRECTORY_CONTEXTS,
  DIRECTORY_PAGE_SIZE,
  type DirectoryContext,
} from '@portal/shared';
import { withNamespace } from '../../../components/with-namespace';
import { NotFoundPage } from '../../../components/not-found-page';
import { Checkbox } from '../../../components/checkbox';
import { Pagination } from '../../../components/pagination';
import { LoaderOverlay } from '../../../components/loader-overlay';
import { SearchBox } from '../../../components/search-box';
import { isAbortError } from '../../../lib/api-client';
import { readPage, useUrlState } from '../../../lib/url-state';
import { useRouteParams } from '../../../lib/route-params';
import { toManageDirectory } from '../../../lib/route-links';
import { useDirectoryPage } from '../api/directory';
import { LocationEditorList } from '../directory/location-editor-list';
import { useAssignedBrandIds } from '../directory/use-assigned-brands';

const params = z.object({ context: z.enum(DIRECTORY_CONTEXTS).default(DEFAULT_DIRECTORY_CONTEXT) });

function DirectoryLocations({ context }: { context: DirectoryContext }) {
  const { t } = useTranslation('compliance');
  // Search, filter and page replace the history entry: the back button leaves the page.
  const [search, update] = useUrlState({ replace: true });
  const text = search.get('search') ?? '';
  const attention = search.get('attention') === 'true';
  const page = readPage(search.get('page'));
  const [editing, setEditing] = useState<number | null>(null);
  const brandIds = useAssignedBrandIds();
  const locations = useDirectoryPage(context, {
    brandIds: brandIds.length > 0 ? brandIds.join(',') : '1',
    text: text.trim(),
    attention,
    page,
    pageSize: DIRECTORY_PAGE_SIZE,
  });

  const data = locations.data;
  return (
    <>
      <div className="mt-4 flex flex-wrap items-end gap-4">
        <SearchBox
          label={t('manageDirectory.search')}
          placeholder={t('manageDirectory.searchPlaceholder')}
          value={text}
          onSearch={(value) => update({ search: value })}
        />
        <Checkbox
          isSelected={attention}
          onChange={(on) => {
            setEditing(null);
            update({ attention: on ? 'true' : undefined });
          }}
        >
          {t('manageDirectory.onlyAttention')}
        </Checkbox>
      </div>
      {locations.isError && (
        <p role="alert" className="mt-4 font-semibold text-danger">
          {isAbortError(locations.error) ? t('review.cancelled') : t('review.loadFailed')}
        </p>
      )}
      {locations.isFetching && <LoaderOverlay />}
      {locations.isSuccess && data?.total === 0 && (
        <p className="mt-6">{t('manageDirectory.noResults')}</p>
      )}
      <LocationEditorList
        context={context}
        locations={data?.items ?? []}
        editing={editing}
        onEditing={setEditing}
      />
      {data && data.total > data.pageSize && (
        <Pagination
          page={page}
          pageSize={data.pageSize}
          total={data.total}
          onPage={(p) => {
            setEditing(null);
            update({ page: p > 1 ? String(p) : undefined }, { keepPage: true });
          }}
          label={t('manageDirectory.pages')}
        />
      )}
    </>
  );
}

function ManageDirectoryPage() {
  const { t } = useTranslation('compliance');
  const { t: tp } = useTranslation();
  const route = useRouteParams(params);
  if (!route) return <NotFoundPage />;
  const context = route.context;
  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <h1 className="text-2xl font-bold">{tp('pages.manageDirectory')}</h1>
      <nav
        aria-label={t('manageDirectory.contextNav')}
        className="mt-4 flex gap-2 border-b border-muted"
      >
        {DIRECTORY_CONTEXTS.map((c) => (
          <Link
            key={c}
            to={toManageDirectory({ context: c })}
            aria-current={c === context ? 'page' : undefined}
            className={`-mb-px border-b-4 px-3 py-2 font-semibold ${
              c === context ? 'border-primary' : 'border-transparent text-muted-fg'
            }`}
          >
            {t(`manageDirectory.contexts.${c}`)}
          </Link>
        ))}
      </nav>
      <DirectoryLocations key={context} context={context} />
    </div>
  );
}

export const Component = withNamespace('compliance', ManageDirectoryPage);
