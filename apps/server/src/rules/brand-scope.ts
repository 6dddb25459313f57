// Brand scope: an administrator gives or takes only brands they hold themselves (directly, or
// as a location's brand in the bulk import). Predicate for the editor, SQL form for the import.
import { sql, type SQL } from 'drizzle-orm';
import { intArray } from '../db/sql.js';

export function brandInScope(brandIds: readonly number[], brandId: number): boolean {
  return brandIds.includes(brandId);
}

/** The same over a brand id expression. */
export const brandInScopeSql = (brandIds: readonly number[], brandId: SQL): SQL =>
  sql`(${brandId} = ANY(${intArray(brandIds)}))`;
