// SQL of applications: list with search and order, one entry with its web security roles, writes.
import { sql, type SQL } from 'drizzle-orm';
import type {
  Application,
  ApplicationInput,
  ApplicationSummary,
  CatalogRoleRef,
} from '@portal/shared';
import { one, type Executor } from '../../db/client.js';
import { intArray, iso, jsonValue, textArray } from '../../db/sql.js';
import { deleteEntry, lockVersion, replaceLinks } from './entry-rows.js';
import { listQueries, searchWhere } from './list-query.js';
import type { application, SqlRow } from '../../db/schema.js';

type Columns = SqlRow<typeof application.$inferSelect>;
type SummaryRow = Pick<
  Columns,
  | 'id'
  | 'title'
  | 'display_name'
  | 'link'
  | 'region_code'
  | 'brand_id'
  | 'categories'
  | 'updated_at'
  | 'modified_by'
  | 'version'
> & { region_name: string | null; brand_name: string | null };
type FullRow = SummaryRow &
  Pick<
    Columns,
    | 'description'
    | 'contract_codes'
    | 'contract_types'
    | 'primary_tasks'
    | 'typical_users'
    | 'views'
    | 'sub_types'
    | 'features'
    | 'idp_user_id'
    | 'custom_rules'
  > & { roles: CatalogRoleRef[] | string };

const SUMMARY = sql`ap.id, ap.title, ap.display_name, ap.link, ap.region_code, rg.name AS region_name,
  ap.brand_id, b.name AS brand_name, ap.categories, ap.updated_at, ap.modified_by, ap.version`;
const JOINS = sql`LEFT JOIN region rg ON rg.code = ap.region_code LEFT JOIN brand b ON b.id = ap.brand_id`;
const FULL = sql`${SUMMARY}, ap.description, ap.contract_codes, ap.contract_types, ap.primary_tasks, ap.typical_users,
  ap.views, ap.sub_types, ap.features, ap.idp_user_id, ap.custom_rules,
  COALESCE((SELECT json_agg(json_build_object('id', r.id, 'name', r.name, 'displayName', r.display_name) ORDER BY r.display_name)
    FROM application_role x JOIN security_role r ON r.id = x.security_role_id WHERE x.application_id = ap.id), '[]'::json) AS roles`;

function toSummary(r: SummaryRow): ApplicationSummary {
  return {
    id: r.id,
    title: r.title,
    displayName: r.display_name,
    link: r.link,
    region: r.region_code ? { code: r.region_code, name: r.region_name ?? r.region_code } : null,
    brand: r.brand_id ? { id: r.brand_id, name: r.brand_name ?? String(r.brand_id) } : null,
    categories: r.categories,
    updatedAt: iso(r.updated_at),
    modifiedBy: r.modified_by,
    version: r.version,
  };
}

function toFull(r: FullRow): Application {
  return {
    ...toSummary(r),
    description: r.description,
    contractCodes: r.contract_codes,
    contractTypes: r.contract_types,
    primaryTasks: r.primary_tasks,
    typicalUsers: r.typical_users,
    views: r.views,
    subTypes: r.sub_types,
    features: r.features,
    idpUserId: r.idp_user_id,
    customRules: r.custom_rules,
    roles: jsonValue(r.roles),
  };
}

export const APPLICATION_ORDER: Record<string, SQL> = {
  title: sql`lower(ap.title)`,
  displayName: sql`lower(ap.display_name)`,
  link: sql`ap.link`,
  updatedAt: sql`ap.updated_at`,
};

const lists = listQueries({
  table: sql`application ap`,
  joins: JOINS,
  columns: SUMMARY,
  where: (search: string | undefined) =>
    searchWhere(search, [
      sql`ap.title`,
      sql`ap.display_name`,
      sql`ap.link`,
      sql`array_to_string(ap.categories, ' ')`,
    ]),
  order: APPLICATION_ORDER,
  defaultSort: 'title',
  tieBreaker: sql`ap.id`,
  toSummary,
});
export const countApplications = lists.count;
export const listApplications = lists.list;

export async function getApplication(ex: Executor, id: number): Promise<Application | undefined> {
  const r = await one<FullRow>(
    ex,
    sql`SELECT ${FULL} FROM application ap ${JOINS} WHERE ap.id = ${id}`,
  );
  return r && toFull(r);
}

export const lockApplication = (ex: Executor, id: number) => lockVersion(ex, 'application', id);

/** The list columns, in the order of the column lists below. */
const arrayValues = (a: ApplicationInput) =>
  sql.join(
    [
      a.categories,
      a.contractCodes,
      a.contractTypes,
      a.primaryTasks,
      a.typicalUsers,
      a.views,
      a.subTypes,
      a.features,
    ].map((list) => textArray(list)),
    sql`, `,
  );

export async function insertApplication(
  ex: Executor,
  a: ApplicationInput,
  by: string,
): Promise<number> {
  const r = await one<{ id: number }>(
    ex,
    sql`INSERT INTO application (title, display_name, description, link, region_code, brand_id,
        categories, contract_codes, contract_types, primary_tasks, typical_users, views, sub_types, features,
        idp_user_id, custom_rules, modified_by)
      VALUES (${a.title}, ${a.displayName}, ${a.description}, ${a.link}, ${a.regionCode}, ${a.brandId}::int,
        ${arrayValues(a)}, ${a.idpUserId}, ${a.customRules}, ${by})
      RETURNING id`,
  );
  await replaceRoles(ex, r!.id, a.roleIds);
  return r!.id;
}

export async function updateApplication(
  ex: Executor,
  id: number,
  a: ApplicationInput,
  by: string,
): Promise<void> {
  await ex.execute(sql`UPDATE application SET (title, display_name, description, link, region_code, brand_id,
      categories, contract_codes, contract_types, primary_tasks, typical_users, views, sub_types, features,
      idp_user_id, custom_rules, modified_by) =
      (${a.title}, ${a.displayName}, ${a.description}, ${a.link}, ${a.regionCode}, ${a.brandId}::int,
        ${arrayValues(a)}, ${a.idpUserId}, ${a.customRules}, ${by}),
      updated_at = now(), version = version + 1
    WHERE id = ${id}`);
  await replaceRoles(ex, id, a.roleIds);
}

const replaceRoles = (ex: Executor, id: number, roleIds: readonly number[]) =>
  replaceLinks(ex, id, {
    table: 'application_role',
    owner: 'application_id',
    column: 'security_role_id',
    values: intArray(roleIds),
  });

export const deleteApplication = (ex: Executor, id: number) => deleteEntry(ex, 'application', id);
