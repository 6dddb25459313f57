// The error reset every set-based check of a run starts with.
import { sql } from 'drizzle-orm';

/** Drops a run's errors that depend on the data, before checking them (again). */
export const clearDataErrors = (runId: number) =>
  sql`DELETE FROM import_error WHERE run_id = ${runId} AND source = 'data'`;
