// Directory data: types per context, configurations per organisation, selected identities, the
// identity search for a location, and each administrator's last review date per context.
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DirectoryContext, DirectoryIdentity, DirectoryLocation } from '@portal/shared';
import { one, rows, type Executor } from '../../db/client.js';
import { intArray, likeContains } from '../../db/sql.js';
import {
  directoryDataConfiguration,
  directoryDataSelection,
  directoryDataType,
  directoryReview,
  identity,
  organization,
} from '../../db/schema/index.js';

export type DirectoryType = typeof directoryDataType.$inferSelect;

export async function typesOf(ex: Executor, context: DirectoryContext): Promise<DirectoryType[]> {
  return ex
    .select()
    .from(directoryDataType)
    .where(eq(directoryDataType.context, context))
    .orderBy(asc(directoryDataType.sortOrder), asc(directoryDataType.id));
}

export interface LocationFilter {
  /** Contained in the location's name, city or code, any case. */
  text?: string;
  /** Only locations where an item of the context has no active holder. */
  attention?: boolean;
  orgIds?: readonly number[];
}

/**
 * The configured locations a directory page asks for: those of the context in the
 * administrator's `scope`, of the brands (any when empty), narrowed by the filter.
 */
export interface LocationQuery {
  context: DirectoryContext;
  scope: readonly number[];
  brandIds: readonly number[];
  filter?: LocationFilter;
}

/** The condition on the configured locations a query matches. */
function locationWhere({ context, scope, brandIds, filter: f = {} }: LocationQuery) {
  const text = f.text?.toLowerCase();
  return and(
    eq(directoryDataConfiguration.context, context),
    eq(organization.status, 'ACTIVE'),
    inArray(organization.id, [...scope]),
    brandIds.length ? inArray(organization.brandId, [...brandIds]) : undefined,
    f.orgIds ? inArray(organization.id, [...f.orgIds]) : undefined,
    text
      ? sql`lower(${organization.name} || CASE WHEN ${organization.city} <> '' THEN ', ' || ${organization.city} ELSE '' END || ' (' || ${organization.code} || ')') LIKE ${likeContains(text)}`
      : undefined,
    // Hand-written: "a type of the context without an active holder" is a NOT EXISTS the query
    // builder would only spell less clearly.
    f.attention
      ? sql`EXISTS (SELECT 1 FROM directory_data_type t WHERE t.context = ${context}
          AND NOT EXISTS (SELECT 1 FROM directory_data_selection s
            JOIN identity i ON i.id = s.identity_id AND i.status = 'ACTIVE'
            WHERE s.configuration_id = ${directoryDataConfiguration.id}
              AND s.directory_data_type_id = t.id))`
      : undefined,
  );
}

/** The matching locations, by name; a page of them when `page` is given. */
async function configuredLocations(
  ex: Executor,
  q: LocationQuery,
  page?: { page: number; pageSize: number },
) {
  if (q.scope.length === 0) return [];
  const query = ex
    .select({
      orgId: organization.id,
      name: organization.name,
      city: organization.city,
      code: organization.code,
      configId: directoryDataConfiguration.id,
    })
    .from(directoryDataConfiguration)
    .innerJoin(organization, eq(organization.id, directoryDataConfiguration.organizationId))
    .where(locationWhere(q))
    .orderBy(asc(organization.name), asc(organization.id));
  return page ? query.limit(page.pageSize).offset((page.page - 1) * page.pageSize) : query;
}

/** How many locations match (for the manage-directory pagination). */
export async function countLocations(ex: Executor, q: LocationQuery): Promise<number> {
  if (q.scope.length === 0) return 0;
  const [row] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(directoryDataConfiguration)
    .innerJoin(organization, eq(organization.id, directoryDataConfiguration.organizationId))
    .where(locationWhere(q));
  return Number(row?.n ?? 0);
}

/** The locations of the spec's directory data answer, each with one configuration and its items. */
export async function loadLocations(
  ex: Executor,
  q: LocationQuery,
  page?: { page: number; pageSize: number },
  /** An external administrator's view: internal holders without e-mail and serial number. */
  maskInternal = false,
): Promise<DirectoryLocation[]> {
  const locations = await configuredLocations(ex, q, page);
  if (locations.length === 0) return [];
  const types = await typesOf(ex, q.context);
  const chosen = await ex
    .select({
      configId: directoryDataSelection.configurationId,
      typeId: directoryDataSelection.directoryDataTypeId,
      id: identity.id,
      firstName: identity.firstName,
      lastName: identity.lastName,
      email: identity.email,
      serialNumber: identity.employeeNumber,
      userType: identity.userType,
    })
    .from(directoryDataSelection)
    .innerJoin(identity, eq(identity.id, directoryDataSelection.identityId))
    .where(
      and(
        inArray(
          directoryDataSelection.configurationId,
          locations.map((l) => l.configId),
        ),
        eq(identity.status, 'ACTIVE'),
      ),
    );
  const byKey = new Map(chosen.map((c) => [`${c.configId}:${c.typeId}`, c]));
  return locations.map((l) => ({
    id: l.orgId,
    // Named with its code: several locations of one dealer share a name and a city.
    locationName: `${l.city ? `${l.name}, ${l.city}` : l.name} (${l.code})`,
    configurations: [
      {
        id: l.configId,
        items: types.map((t) => {
          const c = byKey.get(`${l.configId}:${t.id}`);
          return {
            id: t.id,
            name: t.name,
            displayName: t.displayName,
            description: t.description,
            required: t.required,
            identity: c
              ? {
                  id: c.id,
                  firstName: c.firstName,
                  lastName: c.lastName,
                  ...(maskInternal && c.userType !== 'EXTERNAL'
                    ? { email: '', serialNumber: null }
                    : { email: c.email, serialNumber: c.serialNumber }),
                }
              : null,
          };
        }),
      },
    ],
  }));
}

/** A configuration of the context at the organisation, locked for the save. */
export async function lockConfiguration(
  ex: Executor,
  id: number,
  organizationId: number,
  context: DirectoryContext,
) {
  return one<{ id: number }>(
    ex,
    sql`SELECT id FROM directory_data_configuration
      WHERE id = ${id} AND organization_id = ${organizationId} AND context = ${context} FOR UPDATE`,
  );
}

export async function selectionsOf(ex: Executor, configurationId: number) {
  return ex
    .select()
    .from(directoryDataSelection)
    .where(eq(directoryDataSelection.configurationId, configurationId));
}

/** Replaces the configuration's selections with `next` (type id to identity id). */
export async function replaceSelections(
  ex: Executor,
  configurationId: number,
  next: ReadonlyMap<number, number>,
  by: string,
) {
  await ex
    .delete(directoryDataSelection)
    .where(eq(directoryDataSelection.configurationId, configurationId));
  if (next.size === 0) return;
  await ex.insert(directoryDataSelection).values(
    [...next].map(([typeId, identityId]) => ({
      configurationId,
      directoryDataTypeId: typeId,
      identityId,
      updatedBy: by,
    })),
  );
}

/** Which of `ids` are active users with `orgId` among their included locations (and external, if asked). */
export async function identitiesAtLocation(
  ex: Executor,
  orgId: number,
  ids: readonly number[],
  externalOnly: boolean,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await rows<{ id: number }>(
    ex,
    sql`SELECT id FROM identity WHERE id = ANY(${intArray(ids)}) AND status = 'ACTIVE'
      AND included_org_ids @> ARRAY[${orgId}]::int[]
      ${externalOnly ? sql`AND user_type = 'EXTERNAL'` : sql``}`,
  );
  return found.map((r) => r.id);
}

/**
 * Active users at the location whose name, e-mail or serial number contains `text`. Hand-written:
 * the same lower(...) expression as the users list, so its trigram index serves it.
 */
export async function searchAtLocation(
  ex: Executor,
  orgId: number,
  text: string,
  limit: number,
  externalOnly: boolean,
): Promise<DirectoryIdentity[]> {
  const list = await rows<{
    id: number;
    first_name: string;
    last_name: string;
    email: string;
    employee_number: string | null;
  }>(
    ex,
    sql`SELECT id, first_name, last_name, email, employee_number FROM identity
      WHERE status = 'ACTIVE' AND included_org_ids @> ARRAY[${orgId}]::int[]
        ${externalOnly ? sql`AND user_type = 'EXTERNAL'` : sql``}
        AND lower(first_name || ' ' || last_name || ' ' || email || ' ' || coalesce(employee_number, ''))
          LIKE ${likeContains(text.trim().toLowerCase())}
      ORDER BY last_name, first_name, id LIMIT ${limit}`,
  );
  return list.map((r) => ({
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    serialNumber: r.employee_number,
  }));
}

/** Records that the administrator finished a review of the context now; returns the time. */
export async function markReviewed(
  ex: Executor,
  identityId: number,
  context: DirectoryContext,
): Promise<Date> {
  const [row] = await ex
    .insert(directoryReview)
    .values({ identityId, context, reviewedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [directoryReview.identityId, directoryReview.context],
      set: { reviewedAt: sql`now()` },
    })
    .returning({ at: directoryReview.reviewedAt });
  return row!.at;
}

/** The e-mail address of each of the users, for readable audit entries (builder: plain read). */
export async function emailsOf(ex: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const found = await ex
    .select({ id: identity.id, email: identity.email })
    .from(identity)
    .where(inArray(identity.id, [...ids]));
  return new Map(found.map((r) => [r.id, r.email]));
}

/** Which of the identities are not external users (an external administrator cannot change them). */
export async function internalAmong(ex: Executor, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await ex
    .select({ id: identity.id })
    .from(identity)
    .where(and(inArray(identity.id, [...ids]), ne(identity.userType, 'EXTERNAL')));
  return found.map((r) => r.id);
}
