// Directory data: types per context, configurations per organisation, selected identities, the
// identity search for a location, and each administrator's last review date per context.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
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
} from '../../db/schema.js';

export type DirectoryType = typeof directoryDataType.$inferSelect;

export async function typesOf(ex: Executor, context: DirectoryContext): Promise<DirectoryType[]> {
  return ex
    .select()
    .from(directoryDataType)
    .where(eq(directoryDataType.context, context))
    .orderBy(asc(directoryDataType.sortOrder), asc(directoryDataType.id));
}

/** The active locations in `scope` of the brands with a configuration of the context, by name. */
async function configuredLocations(
  ex: Executor,
  context: DirectoryContext,
  scope: readonly number[],
  brandIds: readonly number[],
  orgIds?: readonly number[],
) {
  if (scope.length === 0) return [];
  return ex
    .select({
      orgId: organization.id,
      name: organization.name,
      city: organization.city,
      configId: directoryDataConfiguration.id,
    })
    .from(directoryDataConfiguration)
    .innerJoin(organization, eq(organization.id, directoryDataConfiguration.organizationId))
    .where(
      and(
        eq(directoryDataConfiguration.context, context),
        eq(organization.status, 'ACTIVE'),
        inArray(organization.id, [...scope]),
        brandIds.length ? inArray(organization.brandId, [...brandIds]) : undefined,
        orgIds ? inArray(organization.id, [...orgIds]) : undefined,
      ),
    )
    .orderBy(asc(organization.name), asc(organization.id));
}

/** The locations of the spec's directory data answer, each with one configuration and its items. */
export async function loadLocations(
  ex: Executor,
  context: DirectoryContext,
  scope: readonly number[],
  brandIds: readonly number[],
  orgIds?: readonly number[],
): Promise<DirectoryLocation[]> {
  const locations = await configuredLocations(ex, context, scope, brandIds, orgIds);
  if (locations.length === 0) return [];
  const types = await typesOf(ex, context);
  const chosen = await ex
    .select({
      configId: directoryDataSelection.configurationId,
      typeId: directoryDataSelection.directoryDataTypeId,
      id: identity.id,
      firstName: identity.firstName,
      lastName: identity.lastName,
      email: identity.email,
      serialNumber: identity.employeeNumber,
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
    locationName: l.city ? `${l.name} (${l.city})` : l.name,
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
                  email: c.email,
                  serialNumber: c.serialNumber,
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
