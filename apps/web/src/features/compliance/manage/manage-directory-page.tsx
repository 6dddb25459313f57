// /admin/manage-directory/:context?: every location the administrator manages in one directory
// context (singular roles by default, or dealer-location contacts), searched, filtered and paged
// on the server (the address keeps search, filter and page), each location edited as in the
// review modals.
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
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
import { isAbortError } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/debounce';
import { useRouteParams } from '../../../lib/route-params';
import { toManageDirectory } from '../../../lib/route-links';
import { useDirectoryPage } from '../api/directory';
import { LocationEditor } from '../directory/location-editor';
import { useAssignedBrandIds } from '../directory/use-assigned-brands';

const params = z.object({ context: z.enum(DIRECTORY_CONTEXTS).default(DEFAULT_DIRECTORY_CONTEXT) });

/** A page number from the address: a positive whole number, else 1. */
const pageOf = (value: string | null) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
};

function DirectoryLocations({ context }: { context: DirectoryContext }) {
  const { t } = useTranslation('compliance');
  const [search, setSearch] = useSearchParams();
  const [text, setText] = useState(search.get('search') ?? '');
  const debounced = useDebouncedValue(text.trim());
  const attention = search.get('attention') === 'true';
  const page = pageOf(search.get('page'));
  const [editing, setEditing] = useState<number | null>(null);
  const brandIds = useAssignedBrandIds();
  const locations = useDirectoryPage(context, {
    brandIds: brandIds.length > 0 ? brandIds.join(',') : '1',
    text: debounced,
    attention,
    page,
    pageSize: DIRECTORY_PAGE_SIZE,
  });

  /** Sets address parameters (empty removes one); a changed filter goes back to page 1. */
  const update = (changes: Record<string, string>, keepPage = false) =>
    setSearch(
      (p) => {
        for (const [key, value] of Object.entries(changes)) {
          if (value) p.set(key, value);
          else p.delete(key);
        }
        if (!keepPage) p.delete('page');
        return p;
      },
      { replace: true },
    );

  useEffect(() => {
    if (debounced !== (search.get('search') ?? '')) update({ search: debounced });
    // Only a settled search changes the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const data = locations.data;
  return (
    <>
      <div className="mt-4 flex flex-wrap items-end gap-4">
        <label className="grid gap-1">
          <span className="font-semibold">{t('manageDirectory.search')}</span>
          <input
            type="search"
            className="field"
            value={text}
            maxLength={255}
            placeholder={t('manageDirectory.searchPlaceholder')}
            onChange={(e) => setText(e.target.value)}
          />
        </label>
        <Checkbox
          isSelected={attention}
          onChange={(on) => {
            setEditing(null);
            update({ attention: on ? 'true' : '' });
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
      <div className="mt-4 grid gap-3">
        {data?.items.map((location) => (
          <LocationEditor
            key={`${context}-${location.id}`}
            context={context}
            location={location}
            editing={editing === location.id}
            locked={editing !== null && editing !== location.id}
            onEdit={() => setEditing(location.id)}
            onDone={() => setEditing(null)}
          />
        ))}
      </div>
      {data && data.total > data.pageSize && (
        <Pagination
          page={page}
          pageSize={data.pageSize}
          total={data.total}
          onPage={(p) => {
            setEditing(null);
            update({ page: p > 1 ? String(p) : '' }, true);
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
