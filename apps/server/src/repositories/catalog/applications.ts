// SQL of applications: list with search and order, one entry with its web security roles, writes.
import { sql, type SQL } from 'drizzle-orm';
import type {
  Application,
  ApplicationInput,
  ApplicationSummary,
  CatalogRoleRef,
} from '@portal/shared';
import { one, rows, type Executor } from '../../db/client.js';
import { textArray } from '../../db/sql.js';
import {
  containsPattern,
  intArray,
  iso,
  json,
  orderBy,
  where,
  type PageRequest,
} from './sql-helpers.js';

interface SummaryRow {
  id: number;
  title: string;
  display_name: string;
  link: string;
  region_code: string | null;
  region_name: string | null;
  brand_id: number | null;
  brand_name: string | null;
  categories: string[];
  updated_at: Date | string;
  modified_by: string | null;
  version: number;
}
interface FullRow extends SummaryRow {
  description: string;
  contract_codes: string[];
  contract_types: string[];
  primary_tasks: string[];
  typical_users: string[];
  views: string[];
  sub_types: string[];
  features: string[];
  idp_user_id: string | null;
  custom_rules: string;
  roles: CatalogRoleRef[] | string;
}

const SUMMARY = sql`ap.id, ap.title, ap.display_name, ap.link, ap.region_code, rg.name AS region_name,
  ap.brand_id, b.name AS brand_name, ap.categories, ap.updated_at, ap.modified_by, ap.version`;
const FROM = sql`FROM application ap LEFT JOIN region rg ON rg.code = ap.region_code LEFT JOIN brand b ON b.id = ap.brand_id`;
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
    roles: json(r.roles),
  };
}

export const APPLICATION_ORDER: Record<string, SQL> = {
  title: sql`lower(ap.title)`,
  displayName: sql`lower(ap.display_name)`,
  link: sql`ap.link`,
  updatedAt: sql`ap.updated_at`,
};

function filterSql(search: string | undefined): SQL {
  if (!search) return where([]);
  const p = containsPattern(search);
  return where([
    sql`(ap.title ILIKE ${p} OR ap.display_name ILIKE ${p} OR ap.link ILIKE ${p} OR array_to_string(ap.categories, ' ') ILIKE ${p})`,
  ]);
}

export async function countApplications(ex: Executor, search: string | undefined): Promise<number> {
  const r = await one<{ n: number }>(
    ex,
    sql`SELECT count(*)::int AS n FROM application ap ${filterSql(search)}`,
  );
  return r?.n ?? 0;
}

export async function listApplications(
  ex: Executor,
  search: string | undefined,
  sort: string,
  order: 'asc' | 'desc',
  page: PageRequest,
): Promise<ApplicationSummary[]> {
  const list = await rows<SummaryRow>(
    ex,
    sql`SELECT ${SUMMARY} ${FROM} ${filterSql(search)}
      ${orderBy(APPLICATION_ORDER[sort] ?? APPLICATION_ORDER.title!, order, sql`ap.id`)}
      LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  return list.map(toSummary);
}

export async function getApplication(ex: Executor, id: number): Promise<Application | undefined> {
  const r = await one<FullRow>(ex, sql`SELECT ${FULL} ${FROM} WHERE ap.id = ${id}`);
  return r && toFull(r);
}

export async function lockApplication(ex: Executor, id: number): Promise<number | undefined> {
  const r = await one<{ version: number }>(
    ex,
    sql`SELECT version FROM application WHERE id = ${id} FOR UPDATE`,
  );
  return r?.version;
}

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

async function replaceRoles(ex: Executor, id: number, roleIds: readonly number[]): Promise<void> {
  await ex.execute(sql`DELETE FROM application_role WHERE application_id = ${id}`);
  await ex.execute(sql`INSERT INTO application_role (application_id, security_role_id)
    SELECT DISTINCT ${id}::int, v FROM unnest(${intArray(roleIds)}) AS v`);
}

export async function deleteApplication(ex: Executor, id: number): Promise<void> {
  await ex.execute(sql`DELETE FROM application WHERE id = ${id}`);
}
