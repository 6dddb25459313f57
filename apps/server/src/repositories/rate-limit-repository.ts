// Rate limit counters shared by every portal process (rate_limit_hit, migration 0008).
import { sql } from 'drizzle-orm';
import { one, type Executor } from '../db/client.js';

/**
 * Counts one hit for the key in its window; returns the hits so far and the window's remaining
 * milliseconds. Hand-written: portal_rate_limit_hit is a SQL function that counts (and opens a
 * new window) in one statement, one round trip per request.
 */
export function countHit(ex: Executor, key: string, windowMs: number) {
  return one<{ hits: number; ttl_ms: number }>(
    ex,
    sql`SELECT * FROM portal_rate_limit_hit(${key}, ${Math.round(windowMs)})`,
  );
}

/**
 * Adds `hits` counted in one process since its last report to the key's current window (or opens
 * a new one with them); returns the shared count and the window's remaining milliseconds.
 * Hand-written: the same window rule as portal_rate_limit_hit, with a count instead of one.
 */
export function addHits(ex: Executor, key: string, hits: number, windowMs: number) {
  return one<{ hits: number; ttl_ms: number }>(
    ex,
    sql`INSERT INTO rate_limit_hit AS r (key, hits, window_ends_at)
      VALUES (${key}, ${hits}, now() + ${Math.round(windowMs)} * interval '1 millisecond')
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN r.window_ends_at <= now() THEN excluded.hits ELSE r.hits + excluded.hits END,
        window_ends_at = CASE WHEN r.window_ends_at <= now() THEN excluded.window_ends_at ELSE r.window_ends_at END
      RETURNING r.hits, greatest(0, ceil(extract(epoch FROM r.window_ends_at - now()) * 1000))::integer AS ttl_ms`,
  );
}
