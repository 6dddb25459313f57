// Location scope: an administrator gives, takes, changes or places things only at the locations
// of their scope. The predicate serves the editor, the SQL form the bulk import's checks.
import { sql, type SQL } from 'drizzle-orm';
import { intArray } from '../db/sql.js';

export function locationInScope(scope: readonly number[], organizationId: number): boolean {
  return scope.includes(organizationId);
}

/** The same over a location id expression (null, a location not created yet: neither). */
export const locationInScopeSql = (scope: readonly number[], organizationId: SQL): SQL =>
  sql`(${organizationId} = ANY(${intArray(scope)}))`;
