// The choices the catalogue editors offer: brands, regions, roles, permission sets, applications.
import { eq, sql } from 'drizzle-orm';
import { CATALOG_LIMITS, GRANTABLE_FEATURES, type CatalogChoices } from '@portal/shared';
import type { Executor } from '../../db/client.js';
import { application, brand, permissionSet, region, securityRole } from '../../db/schema/index.js';

const LIMIT = CATALOG_LIMITS.optionsLimit;

export async function loadChoices(ex: Executor): Promise<CatalogChoices> {
  const brands = await ex
    .select({ id: brand.id, name: brand.name })
    .from(brand)
    .where(eq(brand.status, 'ACTIVE'))
    .orderBy(brand.id);
  const regions = await ex
    .select({ code: region.code, name: region.name })
    .from(region)
    .orderBy(region.name);
  const roles = await ex
    .select({ id: securityRole.id, name: securityRole.name, displayName: securityRole.displayName })
    .from(securityRole)
    .orderBy(sql`lower(${securityRole.displayName})`, securityRole.id)
    .limit(LIMIT);
  const permissionSets = await ex
    .select({
      id: permissionSet.id,
      name: permissionSet.name,
      displayName: permissionSet.displayName,
    })
    .from(permissionSet)
    .orderBy(sql`lower(${permissionSet.displayName})`, permissionSet.id)
    .limit(LIMIT);
  const applications = await ex
    .select({ id: application.id, name: application.displayName })
    .from(application)
    .orderBy(sql`lower(${application.displayName})`, application.id)
    .limit(LIMIT);
  return {
    brands,
    regions,
    roles,
    permissionSets,
    applications,
    features: [...GRANTABLE_FEATURES],
  };
}
