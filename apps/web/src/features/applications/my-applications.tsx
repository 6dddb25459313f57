// My Applications, as a page section (home) or in the header's apps panel: the applications the
// user may open for the shown brand, grouped by region then category, plus the developers' links.
// On home it is a launcher: tiles with icon and description, a search that filters as one types,
// and the user's favourites pinned in a group of their own at the top.
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserApplication } from '@portal/shared';
import { useAccess } from '../../lib/access-context';
import { currentLocale } from '../../lib/i18n';
import { Accordion } from '../../components/accordion';
import { InfoAlert } from '../../components/info-alert';
import { TextInput } from '../../components/form/inputs';
import { useUserApplications } from './api/get-user-applications';
import { useFavourites, useSetFavourite } from './api/favourites';
import { groupApplications, type CategoryGroup, type RegionGroup } from './group-applications';
import { ApplicationLink } from './application-link';
import { ApplicationTile } from './application-tile';
import { DevOnlySection } from './dev-only-section';
import { AlertText } from '../../components/alert-text';

export type MyApplicationsVariant = 'page' | 'header';

function useGroups(brandId: number, search: string, pinned: ReadonlySet<number>) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const query = useUserApplications(locale);
  const needle = search.trim().toLocaleLowerCase(locale);
  const categoryLabel = (c: string) => t(`applications.categories.${c}`, { defaultValue: c });
  const regionLabel = (r: { code: string; name: string }) =>
    t(`regions.${r.code}`, { defaultValue: r.name });
  const matches = (a: UserApplication) =>
    !needle ||
    a.name.toLocaleLowerCase(locale).includes(needle) ||
    a.description.toLocaleLowerCase(locale).includes(needle);
  const options = { brandId, categoryLabel, regionLabel, locale };
  const shown = (query.data ?? []).filter(matches);
  // Favourites leave their usual group for the pinned one (each tile shows once).
  const favourites = shown
    .filter((a) => pinned.has(a.id) && (!a.brand || a.brand.id === brandId))
    .sort((a, b) => a.name.localeCompare(b.name, locale, { sensitivity: 'base' }) || a.id - b.id);
  const groups = groupApplications(
    shown.filter((a) => !pinned.has(a.id)),
    options,
  );
  return { query, groups, favourites, categoryLabel, regionLabel };
}

const TILE_GRID = 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3';

interface CategoriesProps {
  region: RegionGroup;
  variant: MyApplicationsVariant;
  categoryLabel: (category: string) => string;
  tile: (app: UserApplication) => ReactNode;
}

function CategoryHeading({ group, label }: { group: CategoryGroup; label: string }) {
  const { t } = useTranslation();
  // Uncategorised applications sit under a blank heading: a rule, not an empty line of text;
  // screen readers still get a name.
  if (group.category === null)
    return (
      <h4 className="border-t border-muted">
        <span className="sr-only">{t('applications.other')}</span>
      </h4>
    );
  return <h4 className="text-sm font-semibold tracking-wide text-muted-fg uppercase">{label}</h4>;
}

function Categories({ region, variant, categoryLabel, tile }: CategoriesProps) {
  return (
    <div className={variant === 'page' ? 'grid gap-5' : 'grid gap-3'}>
      {region.categories.map((group) => (
        <div key={group.category ?? ''}>
          <CategoryHeading group={group} label={categoryLabel(group.category ?? '')} />
          <ul className={variant === 'page' ? `mt-2 ${TILE_GRID}` : 'mt-1 grid gap-1'}>
            {group.applications.map((app) => (
              <li key={app.id}>
                {variant === 'page' ? (
                  tile(app)
                ) : (
                  <ApplicationLink href={app.link} className="link block py-0.5">
                    {app.name}
                  </ApplicationLink>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** Home's two empty states: nothing to open at all, or nothing matching the search. */
function EmptyState(props: { search: string; onClear: () => void }) {
  const { t } = useTranslation();
  const searching = props.search.trim() !== '';
  return (
    <div
      role="status"
      className="grid justify-items-center gap-2 rounded-md border border-dashed border-muted bg-surface px-4 py-10 text-center"
    >
      <p className="text-lg font-semibold">
        {searching
          ? t('layout.noApplicationMatch', { search: props.search.trim() })
          : t('applications.empty')}
      </p>
      <p className="max-w-prose text-muted-fg">
        {searching ? t('applications.noMatchHint') : t('applications.emptyHint')}
      </p>
      {searching && (
        <button type="button" className="btn-secondary mt-2" onClick={props.onClear}>
          {t('layout.clearSearch')}
        </button>
      )}
    </div>
  );
}

export interface MyApplicationsProps {
  /** The shown brand: its applications and the brandless ones are listed. */
  brandId: number;
  variant?: MyApplicationsVariant;
}

export function MyApplications({ brandId, variant = 'page' }: MyApplicationsProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const searchId = useId();
  const page = variant === 'page';
  const favouritesQuery = useFavourites(page);
  const setFavourite = useSetFavourite();
  const [said, setSaid] = useState('');
  const [moved, setMoved] = useState<number>();
  const pinned = new Set(page ? (favouritesQuery.data?.applicationIds ?? []) : []);
  const { query, groups, favourites, regionLabel, categoryLabel } = useGroups(
    brandId,
    page ? search : '',
    pinned,
  );
  const access = useAccess();
  const regionTitle = (g: RegionGroup) =>
    g.region ? regionLabel(g.region) : t('applications.allRegions');

  function toggle(app: UserApplication, favourite: boolean) {
    setMoved(app.id);
    setSaid('');
    setFavourite.mutate(
      { id: app.id, favourite },
      {
        onSuccess: () =>
          setSaid(
            t(favourite ? 'applications.favouriteAdded' : 'applications.favouriteRemoved', {
              name: app.name,
            }),
          ),
      },
    );
  }
  const tile = (app: UserApplication) => (
    <ApplicationTile
      app={app}
      favourite={pinned.has(app.id)}
      onToggleFavourite={toggle}
      focusStar={moved === app.id}
    />
  );

  let body;
  const nothing = groups.length === 0 && favourites.length === 0;
  if (query.isPending) body = <p role="status">{t('common.loading')}</p>;
  else if (nothing && page) body = <EmptyState search={search} onClear={() => setSearch('')} />;
  else if (nothing) body = <InfoAlert>{t('applications.empty')}</InfoAlert>;
  else if (!page)
    body = groups.map((g) => (
      <section key={g.region?.code ?? ''} className="mt-3 first:mt-0">
        <h3 className="mb-1 border-b border-muted font-bold">{regionTitle(g)}</h3>
        <Categories region={g} variant="header" categoryLabel={categoryLabel} tile={tile} />
      </section>
    ));
  else
    body = (
      <div className="grid gap-4">
        {favourites.length > 0 && (
          <section aria-labelledby={`${searchId}-favourites`}>
            <h3 id={`${searchId}-favourites`} className="mb-2 text-lg font-bold">
              {t('applications.favourites')}
            </h3>
            <ul className={TILE_GRID}>
              {favourites.map((app) => (
                <li key={app.id}>{tile(app)}</li>
              ))}
            </ul>
          </section>
        )}
        {groups.map((g) => (
          <Accordion
            key={g.region?.code ?? ''}
            title={regionTitle(g)}
            variant="branded"
            defaultExpanded
          >
            <Categories region={g} variant="page" categoryLabel={categoryLabel} tile={tile} />
          </Accordion>
        ))}
      </div>
    );

  return (
    <section aria-labelledby={`my-applications-${variant}`}>
      <div className={page ? 'mb-4 flex flex-wrap items-end justify-between gap-3' : ''}>
        <h2
          id={`my-applications-${variant}`}
          className={page ? 'text-2xl font-bold' : 'mb-2 text-lg font-bold'}
        >
          {t('applications.title')}
        </h2>
        {page && (query.data?.length ?? 0) > 0 && (
          <div className="w-full sm:w-72">
            <TextInput
              type="search"
              label={t('layout.findApplication')}
              value={search}
              onChange={setSearch}
            />
          </div>
        )}
      </div>
      {page && (
        <p role="status" className="sr-only">
          {said}
        </p>
      )}
      {setFavourite.isError && (
        <AlertText className="mb-3">{t('applications.favouriteFailed')}</AlertText>
      )}
      {body}
      {access.isAnyAdmin && <DevOnlySection compact={!page} />}
    </section>
  );
}
