// Writes of the demo seed's reference data and personas: brands, regions, roles, permission sets,
// locations and the demo accounts with their brands, regions, locations and roles.
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { brand, organization, region } from '../../db/schema/platform.js';
import {
  identity,
  identityBrand,
  identityLocation,
  identityRegion,
  identityRole,
} from '../../db/schema/users.js';
import { permissionSet, permissionSetRole, securityRole } from '../../db/schema/catalog.js';
import type { RoleSeed } from '../../seed/catalog.js';
import type { DemoOrg, Persona } from '../../seed/personas.js';

/** Inserts the rows, if there are any. */
export async function insertRows<T extends PgTable>(
  ex: Executor,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  if (rows.length > 0) await ex.insert(table).values(rows);
}

export async function hasBrands(ex: Executor): Promise<boolean> {
  const [r] = await ex.select({ n: count() }).from(brand);
  return (r?.n ?? 0) > 0;
}

export async function insertBrands(ex: Executor, rows: (typeof brand.$inferInsert)[]) {
  await ex.insert(brand).values(rows);
}

export async function insertRegions(ex: Executor, rows: (typeof region.$inferInsert)[]) {
  await ex.insert(region).values(rows);
}

export async function insertRoles(ex: Executor, roles: readonly RoleSeed[]): Promise<void> {
  for (const role of roles)
    await ex.insert(securityRole).values({
      name: role.name,
      displayName: role.displayName,
      activities: [...role.activities],
      businessFunctions: [...(role.businessFunctions ?? [])],
      assignableBy: [...(role.assignableBy ?? [])],
      singular: role.singular ?? false,
      excludeFromCopyUser: role.excludeFromCopyUser ?? false,
      feedId: `feed-${role.name.toLowerCase()}`,
    });
}

/** The ids of the roles with these names. */
export async function roleIds(ex: Executor, names: readonly string[]): Promise<number[]> {
  if (names.length === 0) return [];
  const found = await ex
    .select({ id: securityRole.id })
    .from(securityRole)
    .where(inArray(securityRole.name, [...names]));
  return found.map((r) => r.id);
}

export async function insertPermissionSet(
  ex: Executor,
  set: { name: string; displayName: string; selectionMode: 'SINGLE' | 'MULTIPLE' },
  roles: readonly string[],
): Promise<void> {
  const [row] = await ex
    .insert(permissionSet)
    .values({ name: set.name, displayName: set.displayName, selectionMode: set.selectionMode })
    .returning({ id: permissionSet.id });
  const ids = await roleIds(ex, roles);
  const permissionSetId = row!.id;
  await insertRows(
    ex,
    permissionSetRole,
    ids.map((securityRoleId) => ({ permissionSetId, securityRoleId })),
  );
}

export async function insertOrganizations(ex: Executor, orgs: readonly DemoOrg[]): Promise<void> {
  for (const org of orgs)
    await ex.insert(organization).values({
      code: org.code,
      name: org.name,
      brandId: org.brandId,
      regionCode: org.region,
      city: org.city,
      country: org.country,
      address: `1 Main Street, ${org.city}`,
    });
}

export async function organizationId(ex: Executor, code: string): Promise<number | undefined> {
  const [r] = await ex
    .select({ id: organization.id })
    .from(organization)
    .where(eq(organization.code, code));
  return r?.id;
}

export async function identityId(ex: Executor, email: string): Promise<number | undefined> {
  const [r] = await ex.select({ id: identity.id }).from(identity).where(eq(identity.email, email));
  return r?.id;
}

export async function insertPersona(ex: Executor, p: Persona, passwordHash: string) {
  const lastLogin =
    p.lastLoginDaysAgo == null ? null : new Date(Date.now() - p.lastLoginDaysAgo * 86_400_000);
  const [row] = await ex
    .insert(identity)
    .values({
      subject: sql`gen_random_uuid()::text`,
      email: p.email,
      firstName: p.firstName,
      lastName: p.lastName,
      jobTitle: p.jobTitle,
      userType: p.userType,
      accountType: p.accountType,
      employeeNumber: p.employeeNumber,
      directoryGroups: [...(p.directoryGroups ?? [])],
      requiredActions: [...(p.requiredActions ?? [])],
      passwordHash,
      passwordChangedAt: sql`now()`,
      emailVerified: true,
      lastLoginAt: lastLogin,
      preferredLanguage: 'en',
      mobilePhone: '+1 614 555 0100',
    })
    .returning({ id: identity.id });
  const id = row!.id;
  await insertRows(
    ex,
    identityBrand,
    p.brands.map((brandId) => ({ identityId: id, brandId })),
  );
  await insertRows(
    ex,
    identityRegion,
    p.regions.map((regionCode) => ({ identityId: id, regionCode })),
  );
  if (p.orgs === 'ALL') {
    // Set-based: every location at once, ATL-0001 preferred.
    await ex.execute(sql`INSERT INTO identity_location (identity_id, organization_id, preferred)
      SELECT ${id}, o.id, o.code = 'ATL-0001' FROM organization o`);
  } else {
    for (const [i, code] of p.orgs.entries()) {
      const orgId = await organizationId(ex, code);
      if (orgId !== undefined)
        await ex
          .insert(identityLocation)
          .values({ identityId: id, organizationId: orgId, preferred: i === 0 });
    }
  }
  const firstOrg = await organizationId(ex, p.orgs === 'ALL' ? 'ATL-0001' : (p.orgs[0] ?? ''));
  for (const securityRoleId of await roleIds(ex, p.roles))
    await ex
      .insert(identityRole)
      .values({ identityId: id, securityRoleId, organizationId: firstOrg ?? null });
}
