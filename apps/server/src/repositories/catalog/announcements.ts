// SQL of announcements: list with search, date range and order; one entry with its targeting; writes.
import { and, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  LOCALES,
  type Announcement,
  type AnnouncementInput,
  type AnnouncementSummary,
} from '@portal/shared';
import type { Executor } from '../../db/client.js';
import { iso, isoOrNull, jsonList, textArray } from '../../db/sql.js';
import { deleteEntry, distinct, lockVersion, nextVersion, replaceLinks } from './entry-rows.js';
import { listQueries, searchAny } from './list-query.js';
import { removeWhere } from '../row-writes.js';
import {
  announcement,
  announcementApplication,
  announcementBrand,
  announcementPermissionSet,
  announcementRegion,
  announcementRole,
  announcementTranslation,
} from '../../db/schema/catalog.js';

type Ref = { id: number; name: string };
const a = announcement;

/**
 * A targeting list: the entries of `table` linked through `link`, as {id, name} from the `label`
 * column, in `order`. Hand-written: a json_agg over a join per list keeps reading an entry one
 * statement (table and column names are the fixed ones below, never input).
 */
const refs = (link: string, table: string, column: string, label: string, order: string) =>
  jsonList<Ref>(sql`SELECT json_agg(json_build_object('id', t.id, 'name', t.${sql.raw(label)}) ORDER BY t.${sql.raw(order)})
    FROM ${sql.raw(`${link} x JOIN ${table} t ON t.id = x.${column}`)} WHERE x.announcement_id = ${a.id}`);

const SUMMARY = {
  id: a.id,
  title: a.title,
  language: a.language,
  languages: sql<
    string[]
  >`ARRAY[${a.language}] || ARRAY(SELECT x.locale FROM announcement_translation x
    WHERE x.announcement_id = ${a.id} AND x.locale <> ${a.language}
    ORDER BY array_position(${textArray(LOCALES)}, x.locale), x.locale)`,
  displayLocation: a.displayLocation,
  priority: a.priority,
  startDate: a.startDate,
  expirationDate: a.expirationDate,
  updatedAt: a.updatedAt,
  modifiedBy: a.modifiedBy,
  version: a.version,
  brands: refs('announcement_brand', 'brand', 'brand_id', 'name', 'id'),
  regions: jsonList<{ code: string; name: string }>(
    sql`SELECT json_agg(json_build_object('code', r.code, 'name', r.name) ORDER BY r.code)
      FROM announcement_region x JOIN region r ON r.code = x.region_code WHERE x.announcement_id = ${a.id}`,
  ),
};
const LABEL = 'display_name';
const FULL = {
  ...SUMMARY,
  description: a.description,
  content: a.content,
  linkUrl: a.linkUrl,
  createdAt: a.createdAt,
  roles: refs('announcement_role', 'security_role', 'security_role_id', LABEL, LABEL),
  permissionSets: refs(
    'announcement_permission_set',
    'permission_set',
    'permission_set_id',
    LABEL,
    LABEL,
  ),
  applications: refs('announcement_application', 'application', 'application_id', LABEL, LABEL),
  // In the order of the interface languages (array_position over the fixed list below).
  translations: jsonList<{ language: string; title: string; content: string }>(
    sql`SELECT json_agg(json_build_object('language', x.locale, 'title', x.title, 'content', x.content)
      ORDER BY array_position(${textArray(LOCALES)}, x.locale), x.locale)
      FROM announcement_translation x WHERE x.announcement_id = ${a.id} AND x.locale <> ${a.language}`,
  ),
};

const summaryRows = (ex: Executor) => ex.select(SUMMARY).from(a).$dynamic();
type SummaryRow = Awaited<ReturnType<typeof summaryRows>>[number];

const toSummary = (r: SummaryRow): AnnouncementSummary => ({
  ...r,
  startDate: iso(r.startDate),
  expirationDate: isoOrNull(r.expirationDate),
  updatedAt: iso(r.updatedAt),
});

export const ANNOUNCEMENT_ORDER = {
  title: sql`lower(${a.title})`,
  priority: sql`CASE ${a.priority} WHEN 'highest' THEN 0 WHEN 'medium' THEN 1 ELSE 2 END`,
  language: a.language,
  displayLocation: a.displayLocation,
  startDate: a.startDate,
  expirationDate: a.expirationDate,
  updatedAt: a.updatedAt,
};

export interface AnnouncementFilter {
  search?: string | undefined;
  /** Active at some time in [from, to]: started by `to`, not expired before `from`. */
  from?: Date | undefined;
  to?: Date | undefined;
}

function filterSql(f: AnnouncementFilter): SQL | undefined {
  return and(
    f.search ? searchAny(f.search, [a.title, a.description, a.linkUrl]) : undefined,
    f.to ? lte(a.startDate, f.to) : undefined,
    f.from ? or(isNull(a.expirationDate), gte(a.expirationDate, f.from)) : undefined,
  );
}

const lists = listQueries({
  table: a,
  select: summaryRows,
  where: filterSql,
  order: ANNOUNCEMENT_ORDER,
  defaultSort: 'startDate',
  // Equal priorities are ordered alphabetically by title (spec section 9).
  tieBreaker: (sort) => (sort === 'priority' ? [sql`lower(${a.title})`, a.id] : [a.id]),
  toSummary,
});
export const countAnnouncements = lists.count;
export const listAnnouncements = lists.list;

/** The announcements with these ids, in the order of the ids. */
export async function getAnnouncements(
  ex: Executor,
  ids: readonly number[],
): Promise<Announcement[]> {
  if (ids.length === 0) return [];
  const list = await ex
    .select(FULL)
    .from(a)
    .where(inArray(a.id, [...ids]));
  const byId = new Map(list.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [{ ...r, ...toSummary(r), createdAt: iso(r.createdAt) }] : [];
  });
}

export async function getAnnouncement(ex: Executor, id: number): Promise<Announcement | undefined> {
  return (await getAnnouncements(ex, [id]))[0];
}

export const lockAnnouncement = (ex: Executor, id: number) => lockVersion(ex, a, id);

const columns = (n: AnnouncementInput, by: string) => ({
  title: n.title,
  description: n.description,
  content: n.content,
  language: n.language,
  displayLocation: n.displayLocation,
  priority: n.priority,
  startDate: new Date(n.startDate),
  expirationDate: n.expirationDate === null ? null : new Date(n.expirationDate),
  linkUrl: n.linkUrl,
  modifiedBy: by,
});

export async function insertAnnouncement(
  ex: Executor,
  n: AnnouncementInput,
  by: string,
): Promise<number> {
  const [r] = await ex.insert(a).values(columns(n, by)).returning({ id: a.id });
  await replaceTargets(ex, r!.id, n);
  return r!.id;
}

export async function updateAnnouncement(
  ex: Executor,
  id: number,
  n: AnnouncementInput,
  by: string,
): Promise<void> {
  await ex
    .update(a)
    .set({ ...columns(n, by), ...nextVersion(a) })
    .where(eq(a.id, id));
  await replaceTargets(ex, id, n);
}

async function replaceTargets(ex: Executor, id: number, n: AnnouncementInput): Promise<void> {
  const owner = { announcementId: id };
  // Left out of an update, the stored translations stay (clients that know only one language).
  if (n.translations)
    await replaceLinks(
      ex,
      announcementTranslation,
      announcementTranslation.announcementId,
      id,
      n.translations.map((t) => ({ ...owner, locale: t.language, ...pick(t) })),
    );
  else await dropWrittenInLanguage(ex, id, n.language);
  const links = <T extends PgTable & { announcementId: PgColumn }>(
    table: T,
    rows: T['$inferInsert'][],
  ) => replaceLinks(ex, table, table.announcementId, id, rows);
  await links(
    announcementBrand,
    distinct(n.brandIds).map((brandId) => ({ ...owner, brandId })),
  );
  await links(
    announcementRegion,
    distinct(n.regionCodes).map((regionCode) => ({ ...owner, regionCode })),
  );
  await links(
    announcementRole,
    distinct(n.roleIds).map((securityRoleId) => ({ ...owner, securityRoleId })),
  );
  await links(
    announcementPermissionSet,
    distinct(n.permissionSetIds).map((permissionSetId) => ({ ...owner, permissionSetId })),
  );
  await links(
    announcementApplication,
    distinct(n.applicationIds).map((applicationId) => ({ ...owner, applicationId })),
  );
}

const pick = (t: { title: string; content: string }) => ({ title: t.title, content: t.content });

/** The written-in language lives in the announcement row: a stored translation of it goes. */
async function dropWrittenInLanguage(ex: Executor, id: number, language: string): Promise<void> {
  const t = announcementTranslation;
  await removeWhere(ex, t, [t.announcementId, id], [t.locale, language]);
}

export const deleteAnnouncement = (ex: Executor, id: number) => deleteEntry(ex, a, id);
