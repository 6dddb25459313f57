// /admin/manage-directory/:context?: every location the administrator manages in one directory
// context (singular roles by default, or dealer-location contacts), searchable, a page at a time,
// each location's holders edited as in the review modals.
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DEFAULT_DIRECTORY_CONTEXT, DIRECTORY_CONTEXTS, requiresAttention } from '@portal/shared';
import { withNamespace } from '../../../components/with-namespace';
import { NotFoundPage } from '../../../components/not-found-page';
import { Checkbox } from '../../../components/checkbox';
import { PAGE_SIZE, Pagination } from '../../../components/pagination';
import { LoaderOverlay } from '../../../components/loader-overlay';
import { isAbortError } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/debounce';
import { useRouteParams } from '../../../lib/route-params';
import { toManageDirectory } from '../../../lib/route-links';
import { useDirectoryLocations } from '../api/directory';
import { LocationEditor } from '../directory/location-editor';
import { useAssignedBrandIds } from '../directory/use-assigned-brands';

const params = z.object({ context: z.enum(DIRECTORY_CONTEXTS).default(DEFAULT_DIRECTORY_CONTEXT) });

function ManageDirectoryPage() {
  const { t } = useTranslation('compliance');
  const { t: tp } = useTranslation();
  const route = useRouteParams(params);
  const context = route?.context ?? DEFAULT_DIRECTORY_CONTEXT;
  const locations = useDirectoryLocations(context, useAssignedBrandIds());
  const [text, setText] = useState('');
  const search = useDebouncedValue(text).trim().toLowerCase();
  const [onlyAttention, setOnlyAttention] = useState(false);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<number | null>(null);

  const matching = useMemo(
    () =>
      (locations.data ?? []).filter(
        (l) =>
          (!onlyAttention || requiresAttention(l)) &&
          (search === '' || l.locationName.toLowerCase().includes(search)),
      ),
    [locations.data, onlyAttention, search],
  );
  const pages = Math.max(1, Math.ceil(matching.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = matching.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  if (!route) return <NotFoundPage />;
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
            onClick={() => {
              setEditing(null);
              setPage(1);
            }}
            className={`-mb-px border-b-4 px-3 py-2 font-semibold ${
              c === context ? 'border-primary' : 'border-transparent text-muted-fg'
            }`}
          >
            {t(`manageDirectory.contexts.${c}`)}
          </Link>
        ))}
      </nav>
      <div className="mt-4 flex flex-wrap items-end gap-4">
        <label className="grid gap-1">
          <span className="font-semibold">{t('manageDirectory.search')}</span>
          <input
            type="search"
            className="field"
            value={text}
            maxLength={255}
            placeholder={t('manageDirectory.searchPlaceholder')}
            onChange={(e) => {
              setText(e.target.value);
              setPage(1);
            }}
          />
        </label>
        <Checkbox
          isSelected={onlyAttention}
          onChange={(on) => {
            setOnlyAttention(on);
            setPage(1);
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
      {locations.isPending && <LoaderOverlay />}
      {locations.isSuccess && matching.length === 0 && (
        <p className="mt-6">{t('manageDirectory.noResults')}</p>
      )}
      <div className="mt-4 grid gap-3">
        {shown.map((location) => (
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
      {matching.length > PAGE_SIZE && (
        <Pagination
          page={current}
          total={matching.length}
          onPage={(p) => {
            setEditing(null);
            setPage(p);
          }}
          label={t('manageDirectory.pages')}
        />
      )}
    </div>
  );
}

export const Component = withNamespace('compliance', ManageDirectoryPage);
