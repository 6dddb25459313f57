// Daily purge of security bookkeeping: login failures past the throttle's longest window, ended rate-limit windows.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/** Deletes what no throttle or limit looks at any more; returns how many rows went. */
export async function purgeSecurityState(db: Database): Promise<number> {
  const failures = await db.orm.execute(
    sql`DELETE FROM login_failure WHERE failed_at < now() - interval '1 hour' RETURNING 1`,
  );
  const windows = await db.orm.execute(
    sql`DELETE FROM rate_limit_hit WHERE window_ends_at < now() RETURNING 1`,
  );
  return failures.rows.length + windows.rows.length;
}
