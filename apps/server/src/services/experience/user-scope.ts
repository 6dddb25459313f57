// SQL pieces that say what reaches a user: their roles (direct and through permission sets) and
// the applications they may open (by roles, brands, regions and features).
import { sql, type SQL } from 'drizzle-orm';
import { intArray, textArray } from '../../db/sql.js';
import type { Principal } from '../access.js';

export function activeBrandIds(p: Principal): number[] {
  return p.access.brands.filter((b) => b.status === 'ACTIVE').map((b) => b.id);
}

export function regionCodes(p: Principal): string[] {
  return p.access.regions.map((r) => r.code);
}

/** Ids of the security roles a user holds, directly or through permission sets. */
export function roleIdsOf(identityId: number): SQL {
  return sql`(SELECT x.security_role_id FROM identity_role x WHERE x.identity_id = ${identityId}
    UNION SELECT psr.security_role_id FROM identity_permission_set ips
      JOIN permission_set_role psr ON psr.permission_set_id = ips.permission_set_id
      WHERE ips.identity_id = ${identityId})`;
}

/**
 * The condition on `a` (an application row) for a user: brand and region among theirs (or none
 * set), one of its web security roles held (an application without roles is shown to nobody, as
 * in catalogue administration) or the application assigned to the user, and any of its features.
 */
export function applicationVisibleTo(p: Principal): SQL {
  return sql`(a.brand_id IS NULL OR a.brand_id = ANY(${intArray(activeBrandIds(p))}))
    AND (a.region_code IS NULL OR a.region_code = ANY(${textArray(regionCodes(p))}))
    AND (EXISTS (SELECT 1 FROM application_role ar WHERE ar.application_id = a.id
        AND ar.security_role_id IN ${roleIdsOf(p.identityId)})
      OR EXISTS (SELECT 1 FROM identity_application ia WHERE ia.application_id = a.id
        AND ia.identity_id = ${p.identityId}))
    AND (cardinality(a.features) = 0 OR a.features && ${textArray([...p.features])})`;
}
