// My Applications, as a page section (home) or in the header's apps panel: the applications the
// user may open for the shown brand, grouped by region then category, plus the developers' links.
// On home each tile carries a monogram in the brand's colour, and a search box filters the tiles
// as one types.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../lib/access-context';
import { currentLocale } from '../../lib/i18n';
import { Accordion } from '../../components/accordion';
import { InfoAlert } from '../../components/info-alert';
import { useUserApplications } from './api/get-user-applications';
import { groupApplications, type CategoryGroup, type RegionGroup } from './group-applications';
import { ApplicationLink } from './application-link';
import { DevOnlySection } from './dev-only-section';

export type MyApplicationsVariant = 'page' | 'header';

function useGroups(brandId: number, search: string) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const query = useUserApplications(locale);
  const needle = search.trim().toLocaleLowerCase(locale);
  const categoryLabel = (c: string) => t(`applications.categories.${c}`, { defaultValue: c });
  const regionLabel = (r: { code: string; name: string }) =>
    t(`regions.${r.code}`, { defaultValue: r.name });
  const shown = (query.data ?? []).filter(
    (a) => !needle || a.name.toLocaleLowerCase(locale).includes(needle),
  );
  const groups = groupApplications(shown, {
    brandId,
    categoryLabel,
    regionLabel,
    locale,
  });
  return { query, groups, categoryLabel, regionLabel };
}

function CategoryHeading({ group, label }: { group: CategoryGroup; label: string }) {
  const { t } = useTranslation();
  // Uncategorised applications sit under a blank heading; screen readers still get a name.
  return (
    <h4 className="min-h-6 text-sm font-semibold tracking-wide text-muted-fg uppercase">
      {group.category === null ? <span className="sr-only">{t('applications.other')}</span> : label}
    </h4>
  );
}

interface CategoriesProps {
  region: RegionGroup;
  variant: MyApplicationsVariant;
  categoryLabel: (category: string) => string;
}

function Categories({ region, variant, categoryLabel }: CategoriesProps) {
  return (
    <div className={variant === 'page' ? 'grid gap-5' : 'grid gap-3'}>
      {region.categories.map((group) => (
        <div key={group.category ?? ''}>
          <CategoryHeading group={group} label={categoryLabel(group.category ?? '')} />
          <ul
            className={
              variant === 'page'
                ? 'mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4'
                : 'mt-1 grid gap-1'
            }
          >
            {group.applications.map((app) => (
              <li key={app.id}>
                <ApplicationLink
                  href={app.link}
                  className={
                    variant === 'page'
                      ? 'app-tile flex min-h-14 items-center rounded-md border border-muted bg-surface px-4 py-3 font-semibold shadow-sm'
                      : 'link block py-0.5'
                  }
                >
                  {variant === 'page' && (
                    <span
                      aria-hidden="true"
                      className="mr-3 inline-flex size-9 shrink-0 items-center justify-center rounded-md bg-primary text-sm font-bold text-primary-fg"
                    >
                      {monogram(app.name)}
                    </span>
                  )}
                  {app.name}
                </ApplicationLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** Two letters standing for an application: its first two words' initials, or its first two. */
function monogram(name: string): string {
  const words = name.split(/\s+/).filter((w) => /^\p{L}/u.test(w));
  const letters =
    words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : (words[0] ?? name).slice(0, 2);
  return letters.toUpperCase();
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
  const { query, groups, regionLabel, categoryLabel } = useGroups(
    brandId,
    variant === 'page' ? search : '',
  );
  const access = useAccess();
  const regionTitle = (g: RegionGroup) =>
    g.region ? regionLabel(g.region) : t('applications.allRegions');

  let body;
  if (query.isPending) body = <p role="status">{t('common.loading')}</p>;
  else if (groups.length === 0 && search.trim() && variant === 'page')
    body = (
      <p role="status" className="rounded-md bg-surface p-4">
        {t('layout.noApplicationMatch', { search: search.trim() })}
      </p>
    );
  else if (groups.length === 0) body = <InfoAlert>{t('applications.empty')}</InfoAlert>;
  else if (variant === 'header')
    body = groups.map((g) => (
      <section key={g.region?.code ?? ''} className="mt-3 first:mt-0">
        <h3 className="mb-1 border-b border-muted font-bold">{regionTitle(g)}</h3>
        <Categories region={g} variant="header" categoryLabel={categoryLabel} />
      </section>
    ));
  else
    body = (
      <div className="grid gap-4">
        {groups.map((g) => (
          <Accordion
            key={g.region?.code ?? ''}
            title={regionTitle(g)}
            variant="branded"
            defaultExpanded
          >
            <Categories region={g} variant="page" categoryLabel={categoryLabel} />
          </Accordion>
        ))}
      </div>
    );

  return (
    <section aria-labelledby={`my-applications-${variant}`}>
      <h2
        id={`my-applications-${variant}`}
        className={variant === 'page' ? 'mb-4 text-2xl font-bold' : 'mb-2 text-lg font-bold'}
      >
        {t('applications.title')}
      </h2>
      {variant === 'page' && (query.data?.length ?? 0) > 0 && (
        <div className="mb-4 max-w-md">
          <label htmlFor={searchId} className="mb-1 block font-semibold">
            {t('layout.findApplication')}
          </label>
          <input
            id={searchId}
            type="search"
            className="field"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
      )}
      {body}
      {access.isAnyAdmin && <DevOnlySection compact={variant === 'header'} />}
    </section>
  );
}
