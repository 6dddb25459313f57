// The signed-in user's preferences: what they may read about themselves and the columns they may set.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { identity, identityLocation, organization } from '../../db/schema/index.js';
import { roleIdsOf } from './reach.js';

/** E-mail preferences, security question, and the names of the user's roles and permission sets. */
export async function preferenceFacts(ex: Executor, identityId: number) {
  const [row] = await ex
    .select({
      emailPreferences: identity.emailPreferences,
      securityQuestion: identity.securityQuestion,
      roles: sql<string[]>`ARRAY(SELECT sr.display_name FROM security_role sr
        WHERE sr.id IN ${roleIdsOf(identityId)} ORDER BY sr.display_name)`,
      permissionSets: sql<string[]>`ARRAY(SELECT ps.display_name FROM identity_permission_set ips
        JOIN permission_set ps ON ps.id = ips.permission_set_id
        WHERE ips.identity_id = ${identityId} ORDER BY ps.display_name)`,
    })
    .from(identity)
    .where(eq(identity.id, identityId));
  return row;
}

/** The user's included locations, the preferred one first. */
export function includedLocations(ex: Executor, identityId: number, limit: number) {
  return ex
    .select({ id: organization.id, name: organization.name, city: organization.city })
    .from(identityLocation)
    .innerJoin(organization, eq(organization.id, identityLocation.organizationId))
    .where(and(eq(identityLocation.identityId, identityId), eq(identityLocation.mode, 'INCLUDE')))
    .orderBy(desc(identityLocation.preferred), organization.name, organization.id)
    .limit(limit);
}

/** The columns users set themselves, locked for the rest of the transaction. */
export async function lockSelfColumns(ex: Executor, identityId: number) {
  const [row] = await ex
    .select({
      jobTitle: identity.jobTitle,
      mobilePhone: identity.mobilePhone,
      secondaryPhone: identity.secondaryPhone,
      fax: identity.fax,
      preferredLanguage: identity.preferredLanguage,
      emailPreferences: identity.emailPreferences,
      securityQuestion: identity.securityQuestion,
    })
    .from(identity)
    .where(eq(identity.id, identityId))
    .for('update');
  return row;
}
