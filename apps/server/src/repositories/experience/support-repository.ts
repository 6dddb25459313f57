// The administrators who look after a user's dealer locations, with the locations they share.
import { sql } from 'drizzle-orm';
import { FEATURES } from '@portal/shared';
import { rows, type Executor } from '../../db/client.js';
import { jsonValue } from '../../db/sql.js';
import type { identity } from '../../db/schema/index.js';

type AdministratorRow = Pick<
  typeof identity.$inferSelect,
  'id' | 'firstName' | 'lastName' | 'email' | 'jobTitle' | 'mobilePhone' | 'secondaryPhone'
> & { locations: { id: number; name: string; city: string }[] | string };

/**
 * Active administrators who manage users and share one of the user's locations (not the user).
 * Hand-written: a self-join of identity_location grouped per administrator with an EXISTS over
 * two role paths is clearer in SQL than in the builder.
 */
export async function locationAdministrators(ex: Executor, identityId: number, limit: number) {
  const list = await rows<AdministratorRow>(
    ex,
    sql`SELECT i.id, i.first_name AS "firstName", i.last_name AS "lastName", i.email,
        i.job_title AS "jobTitle", i.mobile_phone AS "mobilePhone", i.secondary_phone AS "secondaryPhone",
        json_agg(json_build_object('id', o.id, 'name', o.name, 'city', o.city) ORDER BY o.name, o.id) AS locations
      FROM identity_location mine
      JOIN identity_location theirs ON theirs.organization_id = mine.organization_id AND theirs.mode = 'INCLUDE'
      JOIN identity i ON i.id = theirs.identity_id
      JOIN organization o ON o.id = mine.organization_id
      WHERE mine.identity_id = ${identityId} AND mine.mode = 'INCLUDE' AND i.id <> ${identityId}
        AND i.status = 'ACTIVE' AND i.account_type = 'ADMINISTRATOR'
        AND EXISTS (
          SELECT 1 FROM identity_role x JOIN security_role sr ON sr.id = x.security_role_id
            WHERE x.identity_id = i.id AND ${FEATURES.usersWrite} = ANY(sr.activities)
          UNION ALL
          SELECT 1 FROM identity_permission_set ips
            JOIN permission_set_role psr ON psr.permission_set_id = ips.permission_set_id
            JOIN security_role sr ON sr.id = psr.security_role_id
            WHERE ips.identity_id = i.id AND ${FEATURES.usersWrite} = ANY(sr.activities))
      GROUP BY i.id ORDER BY lower(i.last_name), lower(i.first_name), i.id
      LIMIT ${limit}`,
  );
  return list.map((r) => ({ ...r, locations: jsonValue(r.locations) }));
}
