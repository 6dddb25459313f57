// The signed-in user's own record with their first (preferred) included location.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { identity, identityLocation, organization } from '../../db/schema/index.js';

export async function findProfile(ex: Executor, identityId: number) {
  const firstLocation = ex
    .select({ id: organization.id, name: organization.name })
    .from(identityLocation)
    .innerJoin(organization, eq(organization.id, identityLocation.organizationId))
    .where(and(eq(identityLocation.identityId, identity.id), eq(identityLocation.mode, 'INCLUDE')))
    .orderBy(desc(identityLocation.preferred), organization.id)
    .limit(1)
    .as('first_location');
  const [row] = await ex
    .select({ user: identity, orgId: firstLocation.id, orgName: firstLocation.name })
    .from(identity)
    .leftJoinLateral(firstLocation, sql`true`)
    .where(eq(identity.id, identityId));
  return row;
}
