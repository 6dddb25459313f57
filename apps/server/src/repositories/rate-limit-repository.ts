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
