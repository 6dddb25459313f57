// What the set-based checks need to know about the importer (from the users editor's context).
import { sql, type SQL } from 'drizzle-orm';
import { intArray, textArray } from '../../db/sql.js';

export interface Importer {
  identityId: number;
  internal: boolean;
  scope: number[];
  brandIds: number[];
  roleNames: string[];
  features: string[];
}

/** The importer's facts as SQL parameters. */
export function importerParams(i: Importer) {
  return {
    me: sql`${i.identityId}::int`,
    internal: sql`${i.internal}::boolean`,
    scope: intArray(i.scope),
    brands: intArray(i.brandIds),
    roles: textArray(i.roleNames),
    features: textArray(i.features),
  } satisfies Record<string, SQL>;
}

/** Drops a run's errors that depend on the data, before checking them (again). */
export const clearDataErrors = (runId: number) =>
  sql`DELETE FROM import_error WHERE run_id = ${runId} AND source = 'data'`;
