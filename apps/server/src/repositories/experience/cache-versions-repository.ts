// The versions the per-process caches of the signed-in user's calls are keyed by (migration 0012):
// the user's and the catalogue's, bumped by triggers in the writing transaction.
import { sql } from 'drizzle-orm';
import { one, rows, type Executor } from '../../db/client.js';
import { intArray, textArray } from '../../db/sql.js';

export interface CacheVersions {
  identityId: number;
  /** bigint versions as text: node-postgres and PGlite hand them over differently. */
  userVersion: string;
  catalogVersion: string;
  /** When the password age counts from (epoch ms); null without a password (never expires). */
  passwordAnchorMs: number | null;
}

type VersionRow = {
  subject: string;
  identity_id: number;
  user_version: string | bigint;
  catalog_version: string | bigint;
  password_anchor_ms: string | bigint | number | null;
};

/**
 * The user's and the catalogue's versions for many token subjects in one statement (the batched
 * reads of services/experience/version-reads.ts); subjects not found are absent from the map.
 * The portal_cache_versions function (migration 0012) keeps its plan per connection; one
 * statement and one round trip serve every request of a batch.
 */
export async function cacheVersionsOf(
  ex: Executor,
  subjects: readonly string[],
): Promise<Map<string, CacheVersions>> {
  const found = await rows<VersionRow>(
    ex,
    sql`SELECT s.subject, v.* FROM unnest(${textArray(subjects)}) AS s(subject),
      LATERAL portal_cache_versions(s.subject) AS v`,
  );
  const map = new Map<string, CacheVersions>();
  for (const row of found) {
    map.set(row.subject, {
      identityId: row.identity_id,
      userVersion: String(row.user_version),
      catalogVersion: String(row.catalog_version),
      passwordAnchorMs: row.password_anchor_ms === null ? null : Number(row.password_anchor_ms),
    });
  }
  return map;
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
