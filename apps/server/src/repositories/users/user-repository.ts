// Users' records and assignments: read, insert (one or many), update, replace assignments, delete.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { LocationAssignment, RoleAssignment, UserFields } from '@portal/shared';
import { randomUUID } from 'node:crypto';
import { one, type Executor } from '../../db/client.js';
import { insertRows } from '../row-writes.js';
import { intArray, jsonValue, textArray } from '../../db/sql.js';
import {
  identity,
  identityApplication,
  identityBrand,
  identityLocation,
  identityPermissionSet,
  identityRegion,
  identityRole,
  oidcPayload,
} from '../../db/schema/index.js';

/** A user's record. */
export type IdentityRow = typeof identity.$inferSelect;

/** The user's assignments, in the shape of the request payload. */
export interface Assignments {
  locations: LocationAssignment[];
  brandIds: number[];
  regionCodes: string[];
  roles: RoleAssignment[];
  permissionSetIds: number[];
  applicationIds: number[];
}

/** Reads a user; `lock` takes a row lock for the rest of the transaction. */
export async function findIdentity(
  ex: Executor,
  id: number,
  lock = false,
): Promise<IdentityRow | undefined> {
  const query = ex.select().from(identity).where(eq(identity.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** True when the user has an included location inside the scope. */
export async function isInScope(ex: Executor, id: number, scope: readonly number[]) {
  const [row] = await ex
    .select({ ok: sql<boolean>`${identity.includedOrgIds} && ${intArray(scope)}` })
    .from(identity)
    .where(eq(identity.id, id));
  return row?.ok === true;
}

export async function loadAssignments(ex: Executor, id: number): Promise<Assignments> {
  // Hand-written: one statement aggregates all six link tables (one round trip instead of six).
  const row = await one<{
    locations: LocationAssignment[] | string;
    brands: number[];
    regions: string[];
    roles: RoleAssignment[] | string;
    sets: number[];
    apps: number[];
  }>(
    ex,
    sql`SELECT
      COALESCE((SELECT json_agg(json_build_object('organizationId', organization_id, 'mode', mode, 'preferred', preferred)
        ORDER BY organization_id) FROM identity_location WHERE identity_id = ${id}), '[]'::json) AS locations,
      ARRAY(SELECT brand_id FROM identity_brand WHERE identity_id = ${id} ORDER BY 1) AS brands,
      ARRAY(SELECT region_code FROM identity_region WHERE identity_id = ${id} ORDER BY 1) AS regions,
      COALESCE((SELECT json_agg(json_build_object('roleId', security_role_id, 'organizationId', organization_id)
        ORDER BY security_role_id) FROM identity_role WHERE identity_id = ${id}), '[]'::json) AS roles,
      ARRAY(SELECT permission_set_id FROM identity_permission_set WHERE identity_id = ${id} ORDER BY 1) AS sets,
      ARRAY(SELECT application_id FROM identity_application WHERE identity_id = ${id} ORDER BY 1) AS apps`,
  );
  return {
    locations: jsonValue(row!.locations),
    brandIds: row!.brands.map(Number),
    regionCodes: row!.regions,
    roles: jsonValue(row!.roles),
    permissionSetIds: row!.sets.map(Number),
    applicationIds: row!.apps.map(Number),
  };
}

const nullIfEmpty = (v: string | null | undefined) => (v == null || v.trim() === '' ? null : v);

/** The identity columns written from a payload (and compared for the audit). */
export type IdentityColumns = Pick<
  IdentityRow,
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'jobTitle'
  | 'mobilePhone'
  | 'secondaryPhone'
  | 'fax'
  | 'userType'
  | 'accountType'
  | 'preferredLanguage'
  | 'employeeNumber'
  | 'emailPreferences'
  | 'digitalPermissions'
>;

export function identityColumns(f: UserFields): IdentityColumns {
  return {
    email: f.email,
    firstName: f.firstName,
    lastName: f.lastName,
    jobTitle: nullIfEmpty(f.jobTitle),
    mobilePhone: nullIfEmpty(f.mobilePhone),
    secondaryPhone: nullIfEmpty(f.secondaryPhone),
    fax: nullIfEmpty(f.fax),
    userType: f.userType,
    accountType: f.accountType,
    preferredLanguage: f.preferredLanguage,
    employeeNumber: nullIfEmpty(f.serialNumber),
    emailPreferences: [...f.emailPreferences].sort(),
    digitalPermissions: [...f.digitalPermissions].sort(),
  };
}

/** New users in one statement; their ids and versions in the order of `list`. */
export async function insertIdentities(ex: Executor, list: readonly IdentityColumns[], by: string) {
  const created = await insertRows(
    ex,
    'identity',
    {
      subject: 'text',
      email: 'text',
      first_name: 'text',
      last_name: 'text',
      job_title: 'text',
      mobile_phone: 'text',
      secondary_phone: 'text',
      fax: 'text',
      user_type: 'text',
      account_type: 'text',
      preferred_language: 'text',
      employee_number: 'text',
      email_preferences: 'text[]',
      digital_permissions: 'text[]',
      email_verified: 'boolean',
      modified_by: 'text',
    },
    list.map((c) => ({
      subject: randomUUID(),
      email: c.email,
      first_name: c.firstName,
      last_name: c.lastName,
      job_title: c.jobTitle,
      mobile_phone: c.mobilePhone,
      secondary_phone: c.secondaryPhone,
      fax: c.fax,
      user_type: c.userType,
      account_type: c.accountType,
      preferred_language: c.preferredLanguage,
      employee_number: c.employeeNumber,
      email_preferences: c.emailPreferences,
      digital_permissions: c.digitalPermissions,
      email_verified: false,
      modified_by: by,
    })),
    sql`id, version, email`,
  );
  // RETURNING follows the rows as given; matched by address all the same, never trusted blindly.
  const byEmail = new Map(created.map((r) => [r.email as string, r]));
  return list.map((c) => {
    const row = byEmail.get(c.email);
    if (!row) throw new Error(`insertIdentities: no row came back for ${c.email}`);
    return { id: Number(row.id), version: Number(row.version) };
  });
}

export function updateIdentity(ex: Executor, id: number, c: IdentityColumns, by: string) {
  return touchIdentity(ex, id, by, c);
}

/** Columns a change may set besides the modification stamp and version. */
export type IdentityChanges = Omit<
  PgUpdateSetSource<typeof identity>,
  'id' | 'version' | 'updatedAt' | 'modifiedBy'
>;

/** Bumps version and modification stamp, with the changed columns (status, a profile field...). */
export async function touchIdentity(
  ex: Executor,
  id: number,
  by: string,
  changes: IdentityChanges = {},
) {
  const [row] = await ex
    .update(identity)
    .set({
      ...changes,
      updatedAt: sql`now()`,
      modifiedBy: by,
      version: sql`${identity.version} + 1`,
    })
    .where(eq(identity.id, id))
    .returning({ version: identity.version });
  return row!.version;
}

/**
 * The first password, set through a verification link: the address is verified, and sessions
 * from before (if any) end. Not a change by an administrator, so modified_by stays.
 */
export async function setFirstPasswordHash(ex: Executor, id: number, passwordHash: string) {
  await ex
    .update(identity)
    .set({ ...newPasswordColumns(passwordHash), emailVerified: true })
    .where(eq(identity.id, id));
}

/** The columns naming the user a mailed link (verification, password reset) belongs to. */
export const LINK_OWNER = {
  identityId: identity.id,
  email: identity.email,
  firstName: identity.firstName,
  lastName: identity.lastName,
};

/**
 * A new password's columns: the hash, its time, every earlier access token ended
 * (sessions_revoked_at) and a new version (which refreshes cached principals).
 */
export function newPasswordColumns(passwordHash: string) {
  return {
    passwordHash,
    passwordChangedAt: sql`now()`,
    sessionsRevokedAt: sql`clock_timestamp()`,
    updatedAt: sql`now()`,
    version: sql`${identity.version} + 1`,
  };
}

/** Deactivates a user with a reason, or reactivates them; returns the new version. */
export function setIdentityStatus(
  ex: Executor,
  id: number,
  by: string,
  change: { status: 'INACTIVE'; reason: string } | { status: 'ACTIVE' },
) {
  return touchIdentity(
    ex,
    id,
    by,
    change.status === 'INACTIVE'
      ? { status: 'INACTIVE', deactivationReason: change.reason }
      : { status: 'ACTIVE', deactivationReason: null, reactivatedAt: sql`now()` },
  );
}

/** Replaces every assignment of the user with the given ones. */
export async function replaceAssignments(ex: Executor, id: number, a: Assignments) {
  await ex.delete(identityLocation).where(eq(identityLocation.identityId, id));
  await ex.delete(identityBrand).where(eq(identityBrand.identityId, id));
  await ex.delete(identityRegion).where(eq(identityRegion.identityId, id));
  await ex.delete(identityRole).where(eq(identityRole.identityId, id));
  await ex.delete(identityPermissionSet).where(eq(identityPermissionSet.identityId, id));
  await ex.delete(identityApplication).where(eq(identityApplication.identityId, id));
  await insertAssignments(ex, [{ id, a }]);
}

/** Each link table of a user's assignments: its columns past identity_id, and its rows' values. */
const ASSIGNMENT_TABLES: [string, Record<string, string>, (a: Assignments) => unknown[][]][] = [
  [
    'identity_location',
    { organization_id: 'int', mode: 'text', preferred: 'boolean' },
    (a) => a.locations.map((l) => [l.organizationId, l.mode, l.preferred]),
  ],
  ['identity_brand', { brand_id: 'int' }, (a) => a.brandIds.map((x) => [x])],
  ['identity_region', { region_code: 'text' }, (a) => a.regionCodes.map((x) => [x])],
  [
    'identity_role',
    { security_role_id: 'int', organization_id: 'int' },
    (a) => a.roles.map((r) => [r.roleId, r.organizationId ?? null]),
  ],
  [
    'identity_permission_set',
    { permission_set_id: 'int' },
    (a) => a.permissionSetIds.map((x) => [x]),
  ],
  ['identity_application', { application_id: 'int' }, (a) => a.applicationIds.map((x) => [x])],
];

/** The assignments of users who have none yet (new users): one statement a table at most. */
export async function insertAssignments(
  ex: Executor,
  list: readonly { id: number; a: Assignments }[],
) {
  for (const [table, columns, values] of ASSIGNMENT_TABLES) {
    const names = Object.keys(columns);
    const rows = list.flatMap(({ id, a }) =>
      values(a).map((v) => ({
        identity_id: id,
        ...Object.fromEntries(names.map((n, k) => [n, v[k]])),
      })),
    );
    await insertRows(ex, table, { identity_id: 'int', ...columns }, rows);
  }
}

/** The features a user's roles and permission sets grant. */
export async function grantedFeatures(ex: Executor, id: number): Promise<string[]> {
  // Hand-written: a set-based UNION of unnested activities over two join paths, clearer as SQL.
  const row = await one<{ features: string[] }>(
    ex,
    sql`SELECT ARRAY(SELECT unnest(r.activities) FROM identity_role x JOIN security_role r ON r.id = x.security_role_id
        WHERE x.identity_id = ${id}
      UNION SELECT unnest(r.activities) FROM identity_permission_set s
        JOIN permission_set_role pr ON pr.permission_set_id = s.permission_set_id
        JOIN security_role r ON r.id = pr.security_role_id WHERE s.identity_id = ${id}) AS features`,
  );
  return row?.features ?? [];
}

/** Ends the user's provider sessions, grants and tokens (refresh tokens included). */
export async function revokeProviderState(ex: Executor, subject: string) {
  await ex.delete(oidcPayload).where(sql`${oidcPayload.payload} ->> 'accountId' = ${subject}`);
  // Access tokens issued before now are refused (the guard compares with their issue time).
  await ex
    .update(identity)
    .set({ sessionsRevokedAt: sql`clock_timestamp()` })
    .where(eq(identity.subject, subject));
}

export async function deleteIdentity(ex: Executor, id: number) {
  await ex.delete(identity).where(eq(identity.id, id));
}

const holdsEmail = (email: string, exceptId: number) =>
  and(sql`lower(${identity.email}) = lower(${email})`, ne(identity.id, exceptId));

/** The users who hold any of these e-mail addresses (compared in lower case). */
export async function emailHolders(ex: Executor, emails: readonly string[]) {
  if (emails.length === 0) return [];
  return ex
    .select({ id: identity.id, userType: identity.userType, email: identity.email })
    .from(identity)
    .where(sql`lower(${identity.email}) = ANY(${textArray(emails.map((e) => e.toLowerCase()))})`);
}

/** The user (other than `exceptId`) who holds an e-mail address, if any. */
export async function emailHolder(ex: Executor, email: string, exceptId = 0) {
  const [row] = await ex
    .select({ id: identity.id, userType: identity.userType })
    .from(identity)
    .where(holdsEmail(email, exceptId))
    .limit(1);
  return row;
}
