// My Applications grouping (spec section 2): by region, then category; the Admin category last,
// uncategorised applications under a blank heading; names in alphabetical order.
import type { UserApplication } from '@portal/shared';

export const ADMIN_CATEGORY = 'Admin';

export interface CategoryGroup {
  /** null: uncategorised (shown under a blank heading). */
  category: string | null;
  applications: UserApplication[];
}

export interface RegionGroup {
  /** null: applications for every region. */
  region: { code: string; name: string } | null;
  categories: CategoryGroup[];
}

export interface GroupOptions {
  /** The shown brand: applications of other brands stay out (brandless ones are for all). */
  brandId?: number;
  /** The shown label of a category or region, for ordering in the interface language. */
  categoryLabel?: (category: string) => string;
  regionLabel?: (region: { code: string; name: string }) => string;
  locale?: string;
}

function categoryRank(category: string | null): number {
  if (category === ADMIN_CATEGORY) return 2;
  return category === null ? 1 : 0;
}

export function groupApplications(
  apps: readonly UserApplication[],
  options: GroupOptions = {},
): RegionGroup[] {
  const { brandId, locale } = options;
  const categoryLabel = options.categoryLabel ?? ((c: string) => c);
  const regionLabel = options.regionLabel ?? ((r: { name: string }) => r.name);
  const compare = (a: string, b: string) => a.localeCompare(b, locale, { sensitivity: 'base' });
  const shown = apps.filter((a) => brandId === undefined || !a.brand || a.brand.id === brandId);

  const regions = new Map<string, RegionGroup>();
  for (const app of shown) {
    const regionKey = app.region?.code ?? '';
    let region = regions.get(regionKey);
    if (!region) regions.set(regionKey, (region = { region: app.region, categories: [] }));
    const categories = app.categories.length > 0 ? [...new Set(app.categories)] : [null];
    for (const category of categories) {
      let group = region.categories.find((c) => c.category === category);
      if (!group) region.categories.push((group = { category, applications: [] }));
      group.applications.push(app);
    }
  }

  for (const region of regions.values()) {
    region.categories.sort(
      (a, b) =>
        categoryRank(a.category) - categoryRank(b.category) ||
        compare(categoryLabel(a.category ?? ''), categoryLabel(b.category ?? '')),
    );
    for (const group of region.categories)
      group.applications.sort((a, b) => compare(a.name, b.name) || a.id - b.id);
  }
  // Applications for every region first, then the regions by name.
  return [...regions.values()].sort((a, b) => {
    if (!a.region || !b.region) return a.region ? 1 : b.region ? -1 : 0;
    return compare(regionLabel(a.region), regionLabel(b.region));
  });
}
