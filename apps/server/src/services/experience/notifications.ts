// Announcements for users: what targets them (brand, region, role, permission set, application,
// display location, dates), in their language, ordered by priority then title; read state per user.
import { sql, type SQL } from 'drizzle-orm';
import {
  CONTENT_FALLBACK,
  compareAnnouncements,
  type Locale,
  type UserNotification,
} from '@portal/shared';
import { one, rows, type Executor } from '../../db/client.js';
import { intArray, iso, textArray } from '../../db/sql.js';
import type { Principal } from '../access.js';
import { activeBrandIds, applicationVisibleTo, regionCodes, roleIdsOf } from './user-scope.js';
import type { announcement, SqlRow } from '../../db/schema.js';

export interface NotificationFilter {
  displayLocationCode?: string | undefined;
  /** Asked-for brands and regions; only the user's own count, none asked means all of theirs. */
  brands?: number[] | undefined;
  regionCodes?: string[] | undefined;
  language: Locale;
}

type NotificationRow = Pick<
  SqlRow<typeof announcement.$inferSelect>,
  | 'id'
  | 'title'
  | 'content'
  | 'description'
  | 'language'
  | 'link_url'
  | 'priority'
  | 'start_date'
  | 'expiration_date'
  | 'display_location'
> & {
  brand_ids: number[];
  region_codes: string[];
  read: boolean;
  tl_title: string | null;
  tl_content: string | null;
  en_title: string | null;
  en_content: string | null;
};

function scopeOf(p: Principal, filter: Pick<NotificationFilter, 'brands' | 'regionCodes'>) {
  const mine = activeBrandIds(p);
  const myRegions = regionCodes(p);
  return {
    brands: filter.brands ? mine.filter((b) => filter.brands!.includes(b)) : mine,
    regions: filter.regionCodes
      ? myRegions.filter((r) => filter.regionCodes!.includes(r))
      : myRegions,
  };
}

/** The condition on `n` (an announcement row) that it targets the user now, in the given scope. */
function targets(p: Principal, brands: number[], regions: string[]): SQL {
  return sql`n.start_date <= now() AND (n.expiration_date IS NULL OR n.expiration_date > now())
    AND (NOT EXISTS (SELECT 1 FROM announcement_brand x WHERE x.announcement_id = n.id)
      OR EXISTS (SELECT 1 FROM announcement_brand x WHERE x.announcement_id = n.id AND x.brand_id = ANY(${intArray(brands)})))
    AND (NOT EXISTS (SELECT 1 FROM announcement_region x WHERE x.announcement_id = n.id)
      OR EXISTS (SELECT 1 FROM announcement_region x WHERE x.announcement_id = n.id AND x.region_code = ANY(${textArray(regions)})))
    AND (NOT EXISTS (SELECT 1 FROM announcement_role x WHERE x.announcement_id = n.id)
      OR EXISTS (SELECT 1 FROM announcement_role x WHERE x.announcement_id = n.id
        AND x.security_role_id IN ${roleIdsOf(p.identityId)}))
    AND (NOT EXISTS (SELECT 1 FROM announcement_permission_set x WHERE x.announcement_id = n.id)
      OR EXISTS (SELECT 1 FROM announcement_permission_set x JOIN identity_permission_set ips
        ON ips.permission_set_id = x.permission_set_id AND ips.identity_id = ${p.identityId}
        WHERE x.announcement_id = n.id))
    AND (NOT EXISTS (SELECT 1 FROM announcement_application x WHERE x.announcement_id = n.id)
      OR EXISTS (SELECT 1 FROM announcement_application x JOIN application a ON a.id = x.application_id
        WHERE x.announcement_id = n.id AND ${applicationVisibleTo(p)}))`;
}

/** Text in the asked language, else English, else '-' for title and content. */
function texts(r: NotificationRow, language: Locale) {
  if (r.tl_title !== null) return { title: r.tl_title, content: r.tl_content ?? '' };
  if (r.language === language) return { title: r.title, content: r.content };
  if (r.en_title !== null) return { title: r.en_title, content: r.en_content ?? '' };
  if (r.language === 'en') return { title: r.title, content: r.content };
  return { title: CONTENT_FALLBACK, content: CONTENT_FALLBACK };
}

export async function listUserNotifications(
  ex: Executor,
  p: Principal,
  filter: NotificationFilter,
): Promise<UserNotification[]> {
  const { brands, regions } = scopeOf(p, filter);
  if (brands.length === 0) return [];
  const location = filter.displayLocationCode ?? 'dealer-home';
  const list = await rows<NotificationRow>(
    ex,
    sql`SELECT n.id, n.title, n.content, n.description, n.language, n.link_url, n.priority, n.start_date,
        n.expiration_date, n.display_location,
        ARRAY(SELECT x.brand_id FROM announcement_brand x WHERE x.announcement_id = n.id ORDER BY x.brand_id) AS brand_ids,
        ARRAY(SELECT x.region_code FROM announcement_region x WHERE x.announcement_id = n.id ORDER BY x.region_code) AS region_codes,
        EXISTS (SELECT 1 FROM announcement_read r WHERE r.announcement_id = n.id AND r.identity_id = ${p.identityId}) AS read,
        tl.title AS tl_title, tl.content AS tl_content, te.title AS en_title, te.content AS en_content
      FROM announcement n
      LEFT JOIN announcement_translation tl ON tl.announcement_id = n.id AND tl.locale = ${filter.language}
      LEFT JOIN announcement_translation te ON te.announcement_id = n.id AND te.locale = 'en'
      WHERE n.display_location = ${location} AND ${targets(p, brands, regions)}`,
  );
  const brandName = new Map(p.access.brands.map((b) => [b.id, b.name]));
  const internal = p.userType === 'INTERNAL';
  return list
    .map((r): UserNotification => {
      const shownBrands =
        r.brand_ids.length === 0 ? brands : brands.filter((b) => r.brand_ids.includes(b));
      return {
        id: r.id,
        ...texts(r, filter.language),
        description: internal ? r.description : null,
        linkUrl: r.link_url,
        priority: r.priority,
        startDate: iso(r.start_date),
        expirationDate: r.expiration_date === null ? null : iso(r.expiration_date),
        displayLocationCode: r.display_location,
        brands: shownBrands.map((id) => ({ id, name: brandName.get(id) ?? '' })),
        regionCode:
          r.region_codes.length === 0 ? regions : regions.filter((c) => r.region_codes.includes(c)),
        read: r.read,
      };
    })
    .sort(compareAnnouncements);
}

/** Marks an announcement read or unread for the user; false when it does not target them. */
export async function setNotificationRead(
  ex: Executor,
  p: Principal,
  id: number,
  read: boolean,
): Promise<boolean> {
  const { brands, regions } = scopeOf(p, {});
  const found = await one<{ id: number }>(
    ex,
    sql`SELECT n.id FROM announcement n WHERE n.id = ${id} AND ${targets(p, brands, regions)}`,
  );
  if (!found || brands.length === 0) return false;
  if (read) {
    await ex.execute(sql`INSERT INTO announcement_read (announcement_id, identity_id)
      VALUES (${id}, ${p.identityId}) ON CONFLICT DO NOTHING`);
  } else {
    await ex.execute(
      sql`DELETE FROM announcement_read WHERE announcement_id = ${id} AND identity_id = ${p.identityId}`,
    );
  }
  return true;
}
