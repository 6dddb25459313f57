// Which applications a user may be given: an application of a brand or region only to a user who
// holds that brand and that region. Predicate for the editor, SQL form for the bulk import.
import { sql, type SQL } from 'drizzle-orm';

interface Application {
  brand_id: number | null;
  region_code: string | null;
}

export function applicationAvailable(
  app: Application,
  brandIds: readonly number[],
  regionCodes: readonly string[],
): boolean {
  const brandOk = app.brand_id == null || brandIds.includes(app.brand_id);
  const regionOk = app.region_code == null || regionCodes.includes(app.region_code);
  return brandOk && regionOk;
}

/**
 * The same over an application row `app` (its brand_id and region_code), where `holdsBrand(b)`
 * and `holdsRegion(r)` say whether the user holds brand b and region r.
 */
export const applicationAvailableSql = (
  app: SQL,
  holdsBrand: (brandId: SQL) => SQL,
  holdsRegion: (regionCode: SQL) => SQL,
): SQL => {
  const brand = sql`${app}.brand_id`;
  const region = sql`${app}.region_code`;
  return sql`((${brand} IS NULL OR ${holdsBrand(brand)})
    AND (${region} IS NULL OR ${holdsRegion(region)}))`;
};
