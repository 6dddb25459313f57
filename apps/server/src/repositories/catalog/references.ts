// Catalogue entries that refer to another one change with it: a new version (so an editor open on
// them cannot save over the change unseen) when a referenced entry goes away.
import { eq, inArray, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import {
  announcement,
  announcementApplication,
  announcementPermissionSet,
  announcementRole,
  application,
  applicationRole,
  permissionSetRole,
  permissionSet,
  securityRole,
} from '../../db/schema/index.js';
import { nextVersion, type EntryTable } from './entry-rows.js';

/** A referrer: its table, and the link table's column naming it and the one naming the entry. */
type Referrer = [EntryTable, PgColumn, PgColumn];

const REFERRERS: Record<'security_role' | 'permission_set' | 'application', Referrer[]> = {
  security_role: [
    [permissionSet, permissionSetRole.permissionSetId, permissionSetRole.securityRoleId],
    [application, applicationRole.applicationId, applicationRole.securityRoleId],
    [announcement, announcementRole.announcementId, announcementRole.securityRoleId],
  ],
  permission_set: [
    [
      announcement,
      announcementPermissionSet.announcementId,
      announcementPermissionSet.permissionSetId,
    ],
  ],
  application: [
    [announcement, announcementApplication.announcementId, announcementApplication.applicationId],
  ],
};

async function touch(ex: Executor, table: EntryTable, ids: SQLWrapper | number[]): Promise<void> {
  await ex.update(table).set(nextVersion(table)).where(inArray(table.id, ids));
}

/** New versions for the entries that refer to `id` (call before deleting it). */
export async function touchReferrers(
  ex: Executor,
  table: keyof typeof REFERRERS,
  id: number,
): Promise<void> {
  for (const [referrer, link, entry] of REFERRERS[table]) {
    const ids = ex
      .select({ id: link })
      .from(link.table as PgTable)
      .where(eq(entry, id));
    await touch(ex, referrer, ids);
  }
}

/** New versions for security roles whose relations changed through another role's edit. */
export async function touchSecurityRoles(ex: Executor, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await touch(ex, securityRole, [...ids]);
}
