// SQL fragments of user administration: the search expression and the delegated-scope condition.
import { sql, type SQL } from 'drizzle-orm';
import { intArray } from '../../db/sql.js';

/** The expression of the trigram index identity_search_trgm_idx (must stay identical). */
export const SEARCH_TEXT = sql.raw(
  `lower(i.first_name || ' ' || i.last_name || ' ' || i.email || ' ' || coalesce(i.employee_number, ''))`,
);

/**
 * True for a user (alias i) with an included location among the administrator's scope.
 * identity.included_org_ids mirrors the user's included locations (trigger of migration 0004).
 */
export function inScope(scope: readonly number[] | 'all'): SQL {
  // An administrator of every location sees every user who has one.
  if (scope === 'all') return sql`i.included_org_ids <> '{}'`;
  return sql`i.included_org_ids && ${intArray(scope)}`;
}
