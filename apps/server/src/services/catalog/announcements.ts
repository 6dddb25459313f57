// Rules of announcement administration: sanitised content, known targeting, versions, audit.
import {
  ANNOUNCEMENT_DISPLAY_LOCATIONS,
  ANNOUNCEMENT_PRIORITIES,
  CATALOG_LIMITS,
  LOCALES,
  type Announcement,
  type AnnouncementDefinitions,
  type AnnouncementInput,
  type AnnouncementSort,
  type AnnouncementSummary,
  type CatalogPage,
} from '@portal/shared';
import type { Database, Executor } from '../../db/client.js';
import * as repo from '../../repositories/catalog/announcements.js';
import { loadChoices } from '../../repositories/catalog/choices.js';
import { missingIds, missingRegions } from '../../repositories/catalog/entry-rows.js';
import { listText, type Snapshot } from '../records/catalog-diff.js';
import { versionedWrites, type CatalogStore } from './versioned-writes.js';
import { notFound, unknownChoices } from './errors.js';
import {
  dateRange,
  pageOf,
  pageRequest,
  searchText,
  type DateRangeQuery,
  type ListQuery,
} from './list-query.js';
import { sanitizeHtml } from './sanitize-html.js';
import { badRequest } from '../../lib/http-errors.js';

const WHAT = 'announcement';

export async function listAnnouncements(
  db: Database,
  q: ListQuery & DateRangeQuery & { sort?: AnnouncementSort | undefined },
): Promise<CatalogPage<AnnouncementSummary>> {
  const filter = { search: searchText(q), ...dateRange(q) };
  const sort = q.sort ?? 'startDate';
  const order = q.order ?? (q.sort ? 'asc' : 'desc');
  const total = await repo.countAnnouncements(db.orm, filter);
  const items = await repo.listAnnouncements(db.orm, filter, sort, order, pageRequest(q));
  return pageOf(items, total, q);
}

export async function getAnnouncement(db: Database, id: number): Promise<Announcement> {
  const found = await repo.getAnnouncement(db.orm, id);
  if (!found) throw notFound(WHAT);
  return found;
}

export async function getAnnouncementCollection(
  db: Database,
  ids: number[],
): Promise<Announcement[]> {
  return repo.getAnnouncements(db.orm, [...new Set(ids)]);
}

export async function announcementDefinitions(db: Database): Promise<AnnouncementDefinitions> {
  return {
    ...(await loadChoices(db.orm)),
    displayLocations: [...ANNOUNCEMENT_DISPLAY_LOCATIONS],
    priorities: [...ANNOUNCEMENT_PRIORITIES],
    languages: [...LOCALES],
  };
}

/** The input as it is stored: content sanitised, lists without duplicates. */
async function normalise(a: AnnouncementInput): Promise<AnnouncementInput> {
  const unique = <T>(list: T[]) => [...new Set(list)];
  return {
    ...a,
    content: await sanitizedContent(a.content),
    ...(a.translations && {
      translations: await Promise.all(
        a.translations.map(async (t) => ({ ...t, content: await sanitizedContent(t.content) })),
      ),
    }),
    brandIds: unique(a.brandIds),
    regionCodes: unique(a.regionCodes),
    roleIds: unique(a.roleIds),
    permissionSetIds: unique(a.permissionSetIds),
    applicationIds: unique(a.applicationIds),
  };
}

/** Sanitised content within the field's limit (escaping may lengthen it): else a 400. */
async function sanitizedContent(html: string): Promise<string> {
  const content = await sanitizeHtml(html);
  if (content.length > CATALOG_LIMITS.content)
    throw badRequest(`The maximum length allowed is ${CATALOG_LIMITS.content} (content)`);
  return content;
}

async function checkTargets(tx: Executor, a: AnnouncementInput): Promise<void> {
  // One after the other: a transaction runs one query at a time.
  const checks: [string, () => Promise<(number | string)[]>][] = [
    ['brands', () => missingIds(tx, 'brand', a.brandIds)],
    ['regions', () => missingRegions(tx, a.regionCodes)],
    ['security roles', () => missingIds(tx, 'security_role', a.roleIds)],
    ['permission sets', () => missingIds(tx, 'permission_set', a.permissionSetIds)],
    ['applications', () => missingIds(tx, 'application', a.applicationIds)],
  ];
  for (const [what, find] of checks) {
    const missing = await find();
    if (missing.length > 0) throw unknownChoices(what, missing);
  }
}

function snapshot(a: Announcement): Snapshot {
  const names = (list: { name: string }[]) => listText(list.map((x) => x.name));
  return {
    title: a.title,
    description: a.description,
    content: a.content,
    language: a.language,
    displayLocation: a.displayLocation,
    priority: a.priority,
    startDate: a.startDate,
    expirationDate: a.expirationDate,
    linkUrl: a.linkUrl,
    brands: names(a.brands),
    regions: listText(a.regions.map((r) => r.code)),
    roles: names(a.roles),
    permissionSets: names(a.permissionSets),
    applications: names(a.applications),
    // Each further language with its title: a changed text shows as a changed entry.
    translations: listText(a.translations.map((t) => `${t.language}: ${t.title}`)),
  };
}

const store: CatalogStore<AnnouncementInput, Announcement> = {
  entity: 'announcement',
  what: WHAT,
  lock: repo.lockAnnouncement,
  get: repo.getAnnouncement,
  insert: repo.insertAnnouncement,
  update: repo.updateAnnouncement,
  remove: repo.deleteAnnouncement,
  snapshot,
  check: (tx, a) => checkTargets(tx, a),
};

export const createAnnouncement = async (db: Database, input: AnnouncementInput, by: string) =>
  versionedWrites(db, store).create(await normalise(input), by);

export const updateAnnouncement = async (
  db: Database,
  id: number,
  input: AnnouncementInput & { version: number },
  by: string,
) => versionedWrites(db, store).update(id, await normalise(input), input.version, by);

export const deleteAnnouncement = (
  db: Database,
  id: number,
  version: number | undefined,
  by: string,
) => versionedWrites(db, store).remove(id, version, by);
