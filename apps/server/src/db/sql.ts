// Small SQL helpers shared by repositories and seeds.
import { sql } from 'drizzle-orm';

/** A text[] parameter that both drivers (PGlite and node-postgres) accept. */
export function textArray(values: readonly string[]) {
  const literal = `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
  return sql`${literal}::text[]`;
}
