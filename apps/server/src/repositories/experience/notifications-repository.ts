// Announcements as users see them: what targets a user now, with all their texts, and their read marks.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { intArray, jsonList, textArray } from '../../db/sql.js';
import { announcement, announcementRead } from '../../db/schema/index.js';
import { addOnce, anyRow, removeWhere } from '../row-writes.js';
import { applicationVisibleTo, roleIdsOf, type Reach } from './reach.js';

/** The brands and regions asked for (already narrowed to the user's own). */
export interface TargetScope {
  brands: readonly number[];
  regions: readonly string[];
}

// The alias `n` is the one the targeting condition names.
const n = alias(announcement, 'n');

/**
 * The condition on `n` that it targets the user now, in the given scope. Hand-written: five
 * "no targets of this kind, or one of them matches" pairs read more clearly as SQL.
 */
function targets(reach: Reach, scope: TargetScope): SQL {
  return sql`n.start_date <= now() AND (n.expiration_date IS NULL OR n.expiration_date > now())
    AND (NOT EXISTS (SELECT 1 FROM announcement_brand x WHERE x.announcement_id = n.id)
      OR EXISTS (SELECT 1 FROM announcement_brand x WHERE x.announcement_id = n.id AND x.brand_id = ANY(${intArray(scope.brands)})))
    AND (NOT EXISTS (SELECT 1 FROM announcement_region x WHERE x.announcement_id = n.id)
      OR EXISTS (SELECT 1 FROM announcement_region x WHERE x.announcement_id = n.id AND x.region_code = ANY(${textArray(scope.regions)})))
    AND (NOT EXISTS (SELECT 1 FROM announcement_role x WHERE x.announcement_id = n.id)
      OR EXISTS (SELECT 1 FROM announcement_role x WHERE x.announcement_id = n.id
        AND x.security_role_id IN ${roleIdsOf(reach.identityId)}))
    AND (NOT EXISTS (SELECT 1 FROM announcement_permission_set x WHERE x.announcement_id = n.id)
      OR EXISTS (SELECT 1 FROM announcement_permission_set x JOIN identity_permission_set ips
        ON ips.permission_set_id = x.permission_set_id AND ips.identity_id = ${reach.identityId}
        WHERE x.announcement_id = n.id))
    AND (NOT EXISTS (SELECT 1 FROM announcement_application x WHERE x.announcement_id = n.id)
      OR EXISTS (SELECT 1 FROM announcement_application x JOIN application a ON a.id = x.application_id
        WHERE x.announcement_id = n.id AND ${applicationVisibleTo(reach)}))`;
}

/** Announcements of a display location that target the user, with every text and the read mark. */
export function targetedAnnouncements(
  ex: Executor,
  reach: Reach,
  scope: TargetScope,
  location: string,
) {
  return ex
    .select({
      id: n.id,
      title: n.title,
      content: n.content,
      description: n.description,
      language: n.language,
      linkUrl: n.linkUrl,
      priority: n.priority,
      startDate: n.startDate,
      expirationDate: n.expirationDate,
      displayLocation: n.displayLocation,
      brandIds: sql<number[]>`ARRAY(SELECT x.brand_id FROM announcement_brand x
        WHERE x.announcement_id = n.id ORDER BY x.brand_id)`,
      regionCodes: sql<string[]>`ARRAY(SELECT x.region_code FROM announcement_region x
        WHERE x.announcement_id = n.id ORDER BY x.region_code)`,
      read: sql<boolean>`EXISTS (SELECT 1 FROM announcement_read r
        WHERE r.announcement_id = n.id AND r.identity_id = ${reach.identityId})`,
      translations: jsonList<{ language: string; title: string; content: string }>(
        sql`SELECT json_agg(json_build_object('language', x.locale, 'title', x.title, 'content', x.content))
          FROM announcement_translation x WHERE x.announcement_id = n.id`,
      ),
    })
    .from(n)
    .where(and(eq(n.displayLocation, location), targets(reach, scope)));
}

/** True when the announcement targets the user now. */
export async function isTargeted(ex: Executor, reach: Reach, scope: TargetScope, id: number) {
  return anyRow(
    ex
      .select({ id: n.id })
      .from(n)
      .where(and(eq(n.id, id), targets(reach, scope))),
  );
}

export async function markRead(ex: Executor, announcementId: number, identityId: number) {
  await addOnce(ex, announcementRead, { announcementId, identityId });
}

export async function markUnread(ex: Executor, announcementId: number, identityId: number) {
  const r = announcementRead;
  await removeWhere(ex, r, [r.announcementId, announcementId], [r.identityId, identityId]);
}
