// /admin/manage-directory/:context?: every location the administrator manages in one directory
// context (singular roles by default, or dealer-location contacts), searched, filtered and paged
// on the server (the address keeps search, filter and page) and listed like the other admin lists;
// a location is edited in a dialog, as in the review modals.
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  DEFAULT_DIRECTORY_CONTEXT,
  DIRECTORY_CONTEXTS,
  DIRECTORY_PAGE_SIZE,
  type DirectoryContext,
  type DirectoryLocation,
} from '@portal/shared';
import { withNamespace } from '../../../components/with-namespace';
import { NotFoundPage } from '../../../components/not-found-page';
import { Checkbox } from '../../../components/checkbox';
import { FilterBar } from '../../../components/filter-bar';
import { ListResults } from '../../../components/list-results';
import { LazyModal } from '../../../components/modal-host';
import { Notice, type NoticeState } from '../../../components/notice';
import { SearchBox } from '../../../components/search-box';
import { isAbortError } from '../../../lib/api-client';
import { readPage, useUrlState } from '../../../lib/url-state';
import { useRouteParams } from '../../../lib/route-params';
import { toManageDirectory } from '../../../lib/route-links';
import { useDirectoryPage } from '../api/directory';
import { LocationEditor } from '../directory/location-editor';
import { DirectoryTable } from './directory-table';
import { useAssignedBrandIds } from '../directory/use-assigned-brands';

const params = z.object({ context: z.enum(DIRECTORY_CONTEXTS).default(DEFAULT_DIRECTORY_CONTEXT) });

function DirectoryLocations({ context }: { context: DirectoryContext }) {
  const { t } = useTranslation('compliance');
  // Search, filter and page replace the history entry: the back button leaves the page.
  const [search, update] = useUrlState({ replace: true });
  const text = search.get('search') ?? '';
  const attention = search.get('attention') === 'true';
  const page = readPage(search.get('page'));
  const [editing, setEditing] = useState<DirectoryLocation | null>(null);
  const [notice, setNotice] = useState<NoticeState | undefined>();
  const brandIds = useAssignedBrandIds();
  const locations = useDirectoryPage(context, {
    brandIds: brandIds.length > 0 ? brandIds.join(',') : '1',
    text: text.trim(),
    attention,
    page,
    pageSize: DIRECTORY_PAGE_SIZE,
  });

  return (
    <>
      <div className="mt-6">
        {/* Every list's filter bar reads alike on purpose: the bar is shared, and each list
            names only its own texts, grid and filters. */}
        <FilterBar
          label={t('manageDirectory.filters')}
          className="sm:grid-cols-2 lg:grid-cols-4"
          searchClassName="sm:col-span-2"
          search={
            <SearchBox
              label={t('manageDirectory.search')}
              placeholder={t('manageDirectory.searchPlaceholder')}
              value={text}
              onSearch={(value) => update({ search: value })}
            />
          }
          activeFilters={attention ? 1 : 0}
          resetLabel={t('manageDirectory.reset')}
          onReset={() => update({ search: undefined, attention: undefined })}
        >
          <div className="flex items-end self-stretch">
            <Checkbox
              isSelected={attention}
              onChange={(on) => update({ attention: on ? 'true' : undefined })}
            >
              {t('manageDirectory.onlyAttention')}
            </Checkbox>
          </div>
        </FilterBar>
      </div>
      <Notice notice={notice} onClose={() => setNotice(undefined)} />
      <ListResults
        list={locations}
        page={page}
        pageSize={DIRECTORY_PAGE_SIZE}
        onPage={(p) => update({ page: p > 1 ? String(p) : undefined }, { keepPage: true })}
        pagesLabel={t('manageDirectory.pages')}
        errorText={(e) => ({
          text: isAbortError(e) ? t('review.cancelled') : t('review.loadFailed'),
        })}
        noResults={t('manageDirectory.noResults')}
        rangeText={(range) => t('manageDirectory.range', range)}
      >
        {(data, pagination) => (
          <DirectoryTable
            locations={data.items}
            pagination={pagination}
            onEdit={(location) => {
              setNotice(undefined);
              setEditing(location);
            }}
          />
        )}
      </ListResults>
      {editing && (
        <LazyModal
          isOpen
          wide
          title={t('manageDirectory.editLocation', { location: editing.locationName })}
          onExit={() => setEditing(null)}
        >
          <LocationEditor
            bare
            context={context}
            location={editing}
            editing
            locked={false}
            onEdit={() => {}}
            onDone={() => setEditing(null)}
            onSaved={(saved) =>
              setNotice({
                kind: 'success',
                text: t('manageDirectory.saved', { location: saved.locationName }),
              })
            }
          />
        </LazyModal>
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
    <section className="page">
      <h1 className="page-title">{tp('pages.manageDirectory')}</h1>
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
    </section>
  );
}

export const Component = withNamespace('compliance', ManageDirectoryPage);
