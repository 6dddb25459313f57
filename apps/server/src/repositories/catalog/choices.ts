// SQL of the choices the catalogue editors offer: brands, regions, roles, permission sets, applications.
import { sql } from 'drizzle-orm';
import { CATALOG_LIMITS, GRANTABLE_FEATURES, type CatalogChoices } from '@portal/shared';
import { rows, type Executor } from '../../db/client.js';

const LIMIT = CATALOG_LIMITS.optionsLimit;

export async function loadChoices(ex: Executor): Promise<CatalogChoices> {
  const brands = await rows<{ id: number; name: string }>(
    ex,
    sql`SELECT id, name FROM brand WHERE status = 'ACTIVE' ORDER BY id`,
  );
  const regions = await rows<{ code: string; name: string }>(
    ex,
    sql`SELECT code, name FROM region ORDER BY name`,
  );
  const roles = await rows<{ id: number; name: string; displayName: string }>(
    ex,
    sql`SELECT id, name, display_name AS "displayName" FROM security_role ORDER BY lower(display_name), id LIMIT ${LIMIT}`,
  );
  const permissionSets = await rows<{ id: number; name: string; displayName: string }>(
    ex,
    sql`SELECT id, name, display_name AS "displayName" FROM permission_set ORDER BY lower(display_name), id LIMIT ${LIMIT}`,
  );
  const applications = await rows<{ id: number; name: string }>(
    ex,
    sql`SELECT id, display_name AS name FROM application ORDER BY lower(display_name), id LIMIT ${LIMIT}`,
  );
  return {
    brands,
    regions,
    roles,
    permissionSets,
    applications,
    features: [...GRANTABLE_FEATURES],
  };
}
