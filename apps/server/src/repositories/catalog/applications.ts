// SQL of applications: list with search and order, one entry with its web security roles, writes.
import { eq, sql } from 'drizzle-orm';
import type {
  Application,
  ApplicationInput,
  ApplicationSummary,
  CatalogRoleRef,
} from '@portal/shared';
import type { Executor } from '../../db/client.js';
import { iso, jsonList } from '../../db/sql.js';
import { deleteEntry, distinct, lockVersion, nextVersion, replaceLinks } from './entry-rows.js';
import { listQueries, searchWhere } from './list-query.js';
import { application, applicationRole, brand, region } from '../../db/schema/index.js';
import { pick } from '../../lib/pick.js';

const ap = application;
const SUMMARY = {
  id: ap.id,
  title: ap.title,
  displayName: ap.displayName,
  link: ap.link,
  regionCode: ap.regionCode,
  regionName: region.name,
  brandId: ap.brandId,
  brandName: brand.name,
  categories: ap.categories,
  updatedAt: ap.updatedAt,
  modifiedBy: ap.modifiedBy,
  version: ap.version,
};
const FULL = {
  ...SUMMARY,
  description: ap.description,
  contractCodes: ap.contractCodes,
  contractTypes: ap.contractTypes,
  primaryTasks: ap.primaryTasks,
  typicalUsers: ap.typicalUsers,
  views: ap.views,
  subTypes: ap.subTypes,
  features: ap.features,
  idpUserId: ap.idpUserId,
  customRules: ap.customRules,
  shortDescription: ap.shortDescription,
  iconVersion: sql<
    string | null
  >`(SELECT left(i.sha256, 16) FROM application_icon i WHERE i.application_id = ${ap.id})`,
  // Hand-written: the web security roles (json_agg over a join) in the same statement.
  roles: jsonList<CatalogRoleRef>(
    sql`SELECT json_agg(json_build_object('id', r.id, 'name', r.name, 'displayName', r.display_name) ORDER BY r.display_name)
      FROM application_role x JOIN security_role r ON r.id = x.security_role_id WHERE x.application_id = ${ap.id}`,
  ),
};

const REGION = eq(region.code, ap.regionCode);
const BRAND = eq(brand.id, ap.brandId);
const summaryRows = (ex: Executor) =>
  ex.select(SUMMARY).from(ap).leftJoin(region, REGION).leftJoin(brand, BRAND).$dynamic();
type SummaryRow = Awaited<ReturnType<typeof summaryRows>>[number];

function toSummary(r: SummaryRow): ApplicationSummary {
  return {
    ...pick(r, 'id', 'title', 'displayName', 'link'),
    region: r.regionCode ? { code: r.regionCode, name: r.regionName ?? r.regionCode } : null,
    brand: r.brandId ? { id: r.brandId, name: r.brandName ?? String(r.brandId) } : null,
    categories: r.categories,
    updatedAt: iso(r.updatedAt),
    ...pick(r, 'modifiedBy', 'version'),
  };
}

export const APPLICATION_ORDER = {
  title: sql`lower(${ap.title})`,
  displayName: sql`lower(${ap.displayName})`,
  link: ap.link,
  updatedAt: ap.updatedAt,
};

const lists = listQueries({
  table: ap,
  select: summaryRows,
  where: (search: string | undefined) =>
    searchWhere(search, [
      ap.title,
      ap.displayName,
      ap.link,
      sql`array_to_string(${ap.categories}, ' ')`,
    ]),
  order: APPLICATION_ORDER,
  defaultSort: 'title',
  tieBreaker: [ap.id],
  toSummary,
});
export const countApplications = lists.count;
export const listApplications = lists.list;

export async function getApplication(ex: Executor, id: number): Promise<Application | undefined> {
  const [r] = await ex
    .select(FULL)
    .from(ap)
    .leftJoin(region, REGION)
    .leftJoin(brand, BRAND)
    .where(eq(ap.id, id));
  return (
    r && {
      ...toSummary(r),
      description: r.description,
      contractCodes: r.contractCodes,
      contractTypes: r.contractTypes,
      primaryTasks: r.primaryTasks,
      typicalUsers: r.typicalUsers,
      views: r.views,
      subTypes: r.subTypes,
      features: r.features,
      idpUserId: r.idpUserId,
      customRules: r.customRules,
      shortDescription: r.shortDescription,
      iconVersion: r.iconVersion,
      roles: r.roles,
    }
  );
}

export const lockApplication = (ex: Executor, id: number) => lockVersion(ex, ap, id);

const columns = (a: ApplicationInput, by: string) => ({
  title: a.title,
  displayName: a.displayName,
  description: a.description,
  link: a.link,
  regionCode: a.regionCode,
  brandId: a.brandId,
  categories: a.categories,
  contractCodes: a.contractCodes,
  contractTypes: a.contractTypes,
  primaryTasks: a.primaryTasks,
  typicalUsers: a.typicalUsers,
  views: a.views,
  subTypes: a.subTypes,
  features: a.features,
  idpUserId: a.idpUserId,
  customRules: a.customRules,
  ...(a.shortDescription !== undefined && { shortDescription: a.shortDescription }),
  modifiedBy: by,
});

export async function insertApplication(
  ex: Executor,
  a: ApplicationInput,
  by: string,
): Promise<number> {
  const [r] = await ex.insert(ap).values(columns(a, by)).returning({ id: ap.id });
  await replaceRoles(ex, r!.id, a.roleIds);
  return r!.id;
}

export async function updateApplication(
  ex: Executor,
  id: number,
  a: ApplicationInput,
  by: string,
): Promise<void> {
  await ex
    .update(ap)
    .set({ ...columns(a, by), ...nextVersion(ap) })
    .where(eq(ap.id, id));
  await replaceRoles(ex, id, a.roleIds);
}

const replaceRoles = (ex: Executor, id: number, roleIds: readonly number[]) =>
  replaceLinks(
    ex,
    applicationRole,
    applicationRole.applicationId,
    id,
    distinct(roleIds).map((securityRoleId) => ({ applicationId: id, securityRoleId })),
  );

export const deleteApplication = (ex: Executor, id: number) => deleteEntry(ex, ap, id);
