// Row statements repositories of different areas repeat: a link row added once, rows removed by
// their key columns, and whether a query found or touched any row.
import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';

/** Adds a row (of a link table, typically) unless an equal key is there already. */
export async function addOnce<T extends PgTable>(
  ex: Executor,
  table: T,
  values: T['$inferInsert'],
): Promise<void> {
  await ex.insert(table).values(values).onConflictDoNothing();
}

/** Removes the rows whose columns hold the given values; true when any went. */
export async function removeWhere(
  ex: Executor,
  table: PgTable,
  ...keys: [PgColumn, unknown][]
): Promise<boolean> {
  const gone = await ex
    .delete(table)
    .where(and(...keys.map(([column, value]) => eq(column, value))))
    .returning({ one: sql`1` });
  return gone.length > 0;
}

/** Whether a query answers any row. */
export const anyRow = async (query: PromiseLike<readonly unknown[]>): Promise<boolean> =>
  (await query).length > 0;
