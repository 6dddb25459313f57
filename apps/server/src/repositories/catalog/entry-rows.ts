// Row statements every catalogue repeats: version lock, delete, link-table rows and reference checks.
import { eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import type { announcement } from '../../db/schema/index.js';
import { application, brand, permissionSet, region, securityRole } from '../../db/schema/index.js';

/** The catalogue tables with an id and an optimistic-lock version. */
export type EntryTable =
  typeof application | typeof permissionSet | typeof securityRole | typeof announcement;

/** Locks the row for the rest of the transaction and answers its version. */
export async function lockVersion(
  ex: Executor,
  table: EntryTable,
  id: number,
): Promise<number | undefined> {
  const [r] = await ex
    .select({ version: table.version })
    .from(table as PgTable)
    .where(eq(table.id, id))
    .for('update');
  return r?.version;
}

export async function deleteEntry(ex: Executor, table: EntryTable, id: number): Promise<void> {
  await ex.delete(table).where(eq(table.id, id));
}

/** The columns every entry update sets: a new version, now. */
export const nextVersion = (table: EntryTable) => ({
  updatedAt: sql`now()`,
  version: sql`${table.version} + 1`,
});

/** Replaces the owner's rows in a link table (`owner` is its column naming the entry). */
export async function replaceLinks<T extends PgTable>(
  ex: Executor,
  table: T,
  owner: PgColumn,
  id: number,
  links: T['$inferInsert'][],
): Promise<void> {
  await ex.delete(table).where(eq(owner, id));
  if (links.length > 0) await ex.insert(table).values(links);
}

/** The values once each, in their first order (link tables take each pair once). */
export const distinct = <T>(values: readonly T[]): T[] => [...new Set(values)];

const WITH_IDS = { brand, security_role: securityRole, permission_set: permissionSet, application };

/** The ids among `ids` that have no row in the table. */
export async function missingIds(
  ex: Executor,
  table: keyof typeof WITH_IDS,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const t = WITH_IDS[table];
  const found = await ex
    .select({ id: t.id })
    .from(t as PgTable)
    .where(inArray(t.id, [...ids]));
  const known = new Set(found.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

export async function missingRegions(ex: Executor, codes: readonly string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const found = await ex.select({ code: region.code }).from(region);
  const known = new Set(found.map((r) => r.code));
  return codes.filter((c) => !known.has(c));
}
