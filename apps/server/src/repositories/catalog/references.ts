// Catalogue entries that refer to another one change with it: a new version (so an editor open on
// them cannot save over the change unseen) when a referenced entry goes away.
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { intArray } from '../../db/sql.js';

const REFERRERS: Record<'security_role' | 'permission_set' | 'application', [string, SQL][]> = {
  security_role: [
    [
      'permission_set',
      sql`SELECT permission_set_id FROM permission_set_role WHERE security_role_id = `,
    ],
    ['application', sql`SELECT application_id FROM application_role WHERE security_role_id = `],
    ['announcement', sql`SELECT announcement_id FROM announcement_role WHERE security_role_id = `],
  ],
  permission_set: [
    [
      'announcement',
      sql`SELECT announcement_id FROM announcement_permission_set WHERE permission_set_id = `,
    ],
  ],
  application: [
    [
      'announcement',
      sql`SELECT announcement_id FROM announcement_application WHERE application_id = `,
    ],
  ],
};

/** New versions for the entries that refer to `id` (call before deleting it). */
export async function touchReferrers(
  ex: Executor,
  table: keyof typeof REFERRERS,
  id: number,
): Promise<void> {
  for (const [referrer, ids] of REFERRERS[table]) {
    await ex.execute(sql`UPDATE ${sql.raw(referrer)} SET version = version + 1, updated_at = now()
      WHERE id IN (${ids}${id})`);
  }
}

/** New versions for security roles whose relations changed through another role's edit. */
export async function touchSecurityRoles(ex: Executor, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await ex.execute(
    sql`UPDATE security_role SET version = version + 1, updated_at = now() WHERE id = ANY(${intArray(ids)})`,
  );
}
