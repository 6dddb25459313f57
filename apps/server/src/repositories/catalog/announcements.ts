// SQL of announcements: list with search, date range and order; one entry with its targeting; writes.
import { sql, type SQL } from 'drizzle-orm';
import type { Announcement, AnnouncementInput, AnnouncementSummary } from '@portal/shared';
import { one, rows, type Executor } from '../../db/client.js';
import { intArray, iso, isoOrNull, jsonValue, textArray } from '../../db/sql.js';
import { deleteEntry, lockVersion, replaceLinks } from './entry-rows.js';
import { listQueries, searchAny } from './list-query.js';
import { where } from './sql-helpers.js';
import type { announcement, SqlRow } from '../../db/schema.js';

type Ref = { id: number; name: string };
type Columns = SqlRow<typeof announcement.$inferSelect>;
type SummaryRow = Pick<
  Columns,
  | 'id'
  | 'title'
  | 'language'
  | 'display_location'
  | 'priority'
  | 'start_date'
  | 'expiration_date'
  | 'updated_at'
  | 'modified_by'
  | 'version'
> & { brands: Ref[] | string; regions: { code: string; name: string }[] | string };
type FullRow = SummaryRow &
  Pick<Columns, 'description' | 'content' | 'link_url' | 'created_at'> & {
    roles: Ref[] | string;
    permission_sets: Ref[] | string;
    applications: Ref[] | string;
  };

const SUMMARY = sql`a.id, a.title, a.language, a.display_location, a.priority, a.start_date, a.expiration_date,
  a.updated_at, a.modified_by, a.version,
  COALESCE((SELECT json_agg(json_build_object('id', b.id, 'name', b.name) ORDER BY b.id)
    FROM announcement_brand x JOIN brand b ON b.id = x.brand_id WHERE x.announcement_id = a.id), '[]'::json) AS brands,
  COALESCE((SELECT json_agg(json_build_object('code', r.code, 'name', r.name) ORDER BY r.code)
    FROM announcement_region x JOIN region r ON r.code = x.region_code WHERE x.announcement_id = a.id), '[]'::json) AS regions`;

const FULL = sql`${SUMMARY}, a.description, a.content, a.link_url, a.created_at,
  COALESCE((SELECT json_agg(json_build_object('id', r.id, 'name', r.display_name) ORDER BY r.display_name)
    FROM announcement_role x JOIN security_role r ON r.id = x.security_role_id WHERE x.announcement_id = a.id), '[]'::json) AS roles,
  COALESCE((SELECT json_agg(json_build_object('id', p.id, 'name', p.display_name) ORDER BY p.display_name)
    FROM announcement_permission_set x JOIN permission_set p ON p.id = x.permission_set_id WHERE x.announcement_id = a.id), '[]'::json) AS permission_sets,
  COALESCE((SELECT json_agg(json_build_object('id', ap.id, 'name', ap.display_name) ORDER BY ap.display_name)
    FROM announcement_application x JOIN application ap ON ap.id = x.application_id WHERE x.announcement_id = a.id), '[]'::json) AS applications`;

function toSummary(r: SummaryRow): AnnouncementSummary {
  return {
    id: r.id,
    title: r.title,
    language: r.language,
    displayLocation: r.display_location,
    priority: r.priority,
    startDate: iso(r.start_date),
    expirationDate: isoOrNull(r.expiration_date),
    brands: jsonValue(r.brands),
    regions: jsonValue(r.regions),
    updatedAt: iso(r.updated_at),
    modifiedBy: r.modified_by,
    version: r.version,
  };
}

function toFull(r: FullRow): Announcement {
  return {
    ...toSummary(r),
    description: r.description,
    content: r.content,
    linkUrl: r.link_url,
    createdAt: iso(r.created_at),
    roles: jsonValue(r.roles),
    permissionSets: jsonValue(r.permission_sets),
    applications: jsonValue(r.applications),
  };
}

export const ANNOUNCEMENT_ORDER: Record<string, SQL> = {
  title: sql`lower(a.title)`,
  priority: sql`CASE a.priority WHEN 'highest' THEN 0 WHEN 'medium' THEN 1 ELSE 2 END`,
  language: sql`a.language`,
  displayLocation: sql`a.display_location`,
  startDate: sql`a.start_date`,
  expirationDate: sql`a.expiration_date`,
  updatedAt: sql`a.updated_at`,
};

export interface AnnouncementFilter {
  search?: string | undefined;
  /** Active at some time in [from, to]: started by `to`, not expired before `from`. */
  from?: Date | undefined;
  to?: Date | undefined;
}

function filterSql(f: AnnouncementFilter): SQL {
  const c: SQL[] = [];
  if (f.search) c.push(searchAny(f.search, [sql`a.title`, sql`a.description`, sql`a.link_url`]));
  if (f.to) c.push(sql`a.start_date <= ${f.to.toISOString()}::timestamptz`);
  if (f.from)
    c.push(
      sql`(a.expiration_date IS NULL OR a.expiration_date >= ${f.from.toISOString()}::timestamptz)`,
    );
  return where(c);
}

const lists = listQueries({
  table: sql`announcement a`,
  columns: SUMMARY,
  where: filterSql,
  order: ANNOUNCEMENT_ORDER,
  defaultSort: 'startDate',
  // Equal priorities are ordered alphabetically by title (spec section 9).
  tieBreaker: (sort) => (sort === 'priority' ? sql`lower(a.title), a.id` : sql`a.id`),
  toSummary,
});
export const countAnnouncements = lists.count;
export const listAnnouncements = lists.list;

export async function getAnnouncements(
  ex: Executor,
  ids: readonly number[],
): Promise<Announcement[]> {
  const list = await rows<FullRow>(
    ex,
    sql`SELECT ${FULL} FROM announcement a WHERE a.id = ANY(${intArray(ids)})
      ORDER BY array_position(${intArray(ids)}, a.id)`,
  );
  return list.map(toFull);
}

export async function getAnnouncement(ex: Executor, id: number): Promise<Announcement | undefined> {
  return (await getAnnouncements(ex, [id]))[0];
}

export const lockAnnouncement = (ex: Executor, id: number) => lockVersion(ex, 'announcement', id);

export async function insertAnnouncement(
  ex: Executor,
  a: AnnouncementInput,
  by: string,
): Promise<number> {
  const r = await one<{ id: number }>(
    ex,
    sql`INSERT INTO announcement (title, description, content, language, display_location, priority, start_date,
        expiration_date, link_url, modified_by)
      VALUES (${a.title}, ${a.description}, ${a.content}, ${a.language}, ${a.displayLocation}, ${a.priority},
        ${a.startDate}::timestamptz, ${a.expirationDate}::timestamptz, ${a.linkUrl}, ${by})
      RETURNING id`,
  );
  await replaceTargets(ex, r!.id, a);
  return r!.id;
}

export async function updateAnnouncement(
  ex: Executor,
  id: number,
  a: AnnouncementInput,
  by: string,
): Promise<void> {
  await ex.execute(sql`UPDATE announcement SET title = ${a.title}, description = ${a.description},
      content = ${a.content}, language = ${a.language}, display_location = ${a.displayLocation},
      priority = ${a.priority}, start_date = ${a.startDate}::timestamptz,
      expiration_date = ${a.expirationDate}::timestamptz, link_url = ${a.linkUrl},
      modified_by = ${by}, updated_at = now(), version = version + 1
    WHERE id = ${id}`);
  await replaceTargets(ex, id, a);
}

async function replaceTargets(ex: Executor, id: number, a: AnnouncementInput): Promise<void> {
  const links: [string, string, SQL][] = [
    ['announcement_brand', 'brand_id', intArray(a.brandIds)],
    ['announcement_region', 'region_code', textArray(a.regionCodes)],
    ['announcement_role', 'security_role_id', intArray(a.roleIds)],
    ['announcement_permission_set', 'permission_set_id', intArray(a.permissionSetIds)],
    ['announcement_application', 'application_id', intArray(a.applicationIds)],
  ];
  for (const [table, column, values] of links)
    await replaceLinks(ex, id, { table, owner: 'announcement_id', column, values });
}

export const deleteAnnouncement = (ex: Executor, id: number) => deleteEntry(ex, 'announcement', id);
