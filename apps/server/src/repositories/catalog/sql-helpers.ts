// SQL helpers of the catalogue repositories: ordering, conditions, paging and reference checks.
import { sql, type SQL } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client.js';
import { intArray } from '../../db/sql.js';

export interface PageRequest {
  limit: number;
  offset: number;
}

/** ORDER BY from an allow-listed expression, a direction and a stable tie-breaker. */
export function orderBy(expression: SQL, order: 'asc' | 'desc', tieBreaker: SQL): SQL {
  return sql`ORDER BY ${expression} ${sql.raw(order === 'desc' ? 'DESC NULLS LAST' : 'ASC NULLS LAST')}, ${tieBreaker}`;
}

export function where(conditions: SQL[]): SQL {
  return conditions.length === 0 ? sql`` : sql`WHERE ${sql.join(conditions, sql` AND `)}`;
}

/** The ids among `ids` that have no row in `table` (an allow-listed table name). */
export async function missingIds(
  ex: Executor,
  table: 'brand' | 'security_role' | 'permission_set' | 'application',
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await rows<{ id: number }>(
    ex,
    sql`SELECT id FROM ${sql.raw(table)} WHERE id = ANY(${intArray(ids)})`,
  );
  const known = new Set(found.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

export async function missingRegions(ex: Executor, codes: readonly string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const found = await rows<{ code: string }>(ex, sql`SELECT code FROM region`);
  const known = new Set(found.map((r) => r.code));
  return codes.filter((c) => !known.has(c));
}
