// Row statements every catalogue repeats: version lock, delete, and replacing an entry's link-table rows.
import { sql, type SQL } from 'drizzle-orm';
import { one, type Executor } from '../../db/client.js';

type EntryTable = 'application' | 'permission_set' | 'security_role' | 'announcement';

/** Locks the row for the rest of the transaction and answers its version. */
export async function lockVersion(
  ex: Executor,
  table: EntryTable,
  id: number,
): Promise<number | undefined> {
  const r = await one<{ version: number }>(
    ex,
    sql`SELECT version FROM ${sql.raw(table)} WHERE id = ${id} FOR UPDATE`,
  );
  return r?.version;
}

export async function deleteEntry(ex: Executor, table: EntryTable, id: number): Promise<void> {
  await ex.execute(sql`DELETE FROM ${sql.raw(table)} WHERE id = ${id}`);
}

/** A link table (allow-listed by the callers): its owner column, the other column, the new values. */
export interface Link {
  table: string;
  owner: string;
  column: string;
  values: SQL;
}

/** Replaces the owner's rows in a link table with one row per distinct value. */
export async function replaceLinks(ex: Executor, id: number, link: Link): Promise<void> {
  const table = sql.raw(link.table);
  const owner = sql.raw(link.owner);
  await ex.execute(sql`DELETE FROM ${table} WHERE ${owner} = ${id}`);
  await ex.execute(sql`INSERT INTO ${table} (${owner}, ${sql.raw(link.column)})
    SELECT DISTINCT ${id}::int, v FROM unnest(${link.values}) AS v`);
}
