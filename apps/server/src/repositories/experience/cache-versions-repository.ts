// The versions the per-process caches of the signed-in user's calls are keyed by (migration 0012):
// the user's and the catalogue's, bumped by triggers in the writing transaction.
import { sql } from 'drizzle-orm';
import { one, type Executor } from '../../db/client.js';
import { intArray } from '../../db/sql.js';

export interface CacheVersions {
  identityId: number;
  /** bigint versions as text: node-postgres and PGlite hand them over differently. */
  userVersion: string;
  catalogVersion: string;
  /** When the password age counts from (epoch ms); null without a password (never expires). */
  passwordAnchorMs: number | null;
}

/**
 * The user's and the catalogue's versions for a token subject; undefined for an unknown subject.
 * Hand-written: the portal_cache_versions function keeps its plan per connection, and this is the
 * one query every signed-in request makes before its answer may come from the cache.
 */
export async function cacheVersions(
  ex: Executor,
  subject: string,
): Promise<CacheVersions | undefined> {
  const row = await one<{
    identity_id: number;
    user_version: string | bigint;
    catalog_version: string | bigint;
    password_anchor_ms: string | bigint | number | null;
  }>(ex, sql`SELECT * FROM portal_cache_versions(${subject})`);
  return (
    row && {
      identityId: row.identity_id,
      userVersion: String(row.user_version),
      catalogVersion: String(row.catalog_version),
      passwordAnchorMs: row.password_anchor_ms === null ? null : Number(row.password_anchor_ms),
    }
  );
}

/**
 * When the next announcement starts or ends (epoch ms), null when none will: until then a cached
 * list of targeted announcements stays right for the catalogue version it was read under.
 */
export async function nextAnnouncementChange(ex: Executor): Promise<number | null> {
  const row = await one<{ next_ms: string | number | null }>(
    ex,
    sql`SELECT (extract(epoch FROM min(t)) * 1000)::bigint AS next_ms FROM (
      SELECT min(start_date) AS t FROM announcement WHERE start_date > now()
      UNION ALL SELECT min(expiration_date) FROM announcement WHERE expiration_date > now()) x`,
  );
  return row?.next_ms == null ? null : Number(row.next_ms);
}

/**
 * Bumps the versions by hand: the catalogue's, and the given users'. The triggers of migration
 * 0012 already do this for every write to the tables involved; call it only for a write that
 * goes around them (e.g. a COPY into a table with triggers disabled).
 */
export async function bumpCacheVersions(ex: Executor, identityIds: readonly number[] = []) {
  await ex.execute(
    sql`UPDATE cache_version SET version = nextval('cache_version_seq') WHERE scope = 'catalog'`,
  );
  if (identityIds.length === 0) return;
  await ex.execute(sql`INSERT INTO identity_cache_version (identity_id, version)
    SELECT id, nextval('cache_version_seq') FROM unnest(${intArray(identityIds)}) AS id
    ON CONFLICT (identity_id) DO UPDATE SET version = excluded.version`);
}
