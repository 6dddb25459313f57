// SQL helpers of the catalogue repositories: array parameters, JSON columns, search, ordering, paging.
import { sql, type SQL } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client.js';

/** An integer[] parameter both drivers accept. */
export function intArray(values: readonly number[]): SQL {
  return sql`${`{${values.map((v) => Math.trunc(v)).join(',')}}`}::int[]`;
}

/** JSON columns arrive parsed (node-postgres) or as text (PGlite, in some positions). */
export function json<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

export function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

export function isoOrNull(value: Date | string | null): string | null {
  return value == null ? null : iso(value);
}

/** An ILIKE pattern matching the search text anywhere, with its wildcards taken literally. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

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
