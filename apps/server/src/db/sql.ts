// The one copy of the small helpers hand-written SQL needs: array parameters, LIKE patterns,
// JSON columns and timestamps as the API writes them.
import { sql, type SQL } from 'drizzle-orm';

/** A text[] parameter that both drivers (PGlite and node-postgres) accept. */
export function textArray(values: readonly string[]): SQL {
  const literal = `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
  return sql`${literal}::text[]`;
}

/** An int[] parameter both drivers accept (ids are validated integers; anything else is a bug). */
export function intArray(values: readonly number[]): SQL {
  for (const v of values) if (!Number.isSafeInteger(v)) throw new Error(`not an integer: ${v}`);
  return sql`${`{${values.join(',')}}`}::int[]`;
}

/** `%text%` for LIKE / ILIKE, with the wildcards of the text itself taken literally. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/** A JSON column or expression: node-postgres parses it, PGlite hands some positions over as text. */
export function jsonValue<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/** A timestamp as the API writes it (ISO 8601, UTC). */
export function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

export function isoOrNull(value: Date | string | null | undefined): string | null {
  return value == null ? null : iso(value);
}

/** A json_agg subquery as a list column: `[]` when it finds nothing, parsed on both drivers. */
export function jsonList<T>(subquery: SQL): SQL<T[]> {
  return sql<T[]>`COALESCE((${subquery}), '[]'::json)`.mapWith((v: T[] | string) => jsonValue(v));
}
