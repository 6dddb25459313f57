// SQL conditions that say what reaches a user: their roles (direct and through permission sets)
// and the applications they may open (by roles, brands, regions and features).
import { sql, type SQL } from 'drizzle-orm';
import { intArray, textArray } from '../../db/sql.js';

/** What the conditions need to know about the signed-in user. */
export interface Reach {
  identityId: number;
  /** Their active brands. */
  brandIds: readonly number[];
  regionCodes: readonly string[];
  features: Iterable<string>;
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
 * Hand-written: correlated EXISTS over four link tables read more clearly as SQL.
 */
export function applicationVisibleTo(r: Reach): SQL {
  return sql`(a.brand_id IS NULL OR a.brand_id = ANY(${intArray(r.brandIds)}))
    AND (a.region_code IS NULL OR a.region_code = ANY(${textArray(r.regionCodes)}))
    AND (EXISTS (SELECT 1 FROM application_role ar WHERE ar.application_id = a.id
        AND ar.security_role_id IN ${roleIdsOf(r.identityId)})
      OR EXISTS (SELECT 1 FROM identity_application ia WHERE ia.application_id = a.id
        AND ia.identity_id = ${r.identityId}))
    AND (cardinality(a.features) = 0 OR a.features && ${textArray([...r.features])})`;
}
