// Applies the versioned SQL migrations in apps/server/migrations, once each, under an advisory
// lock, and refuses to start when a migration file changed after it was applied (sha256 checksum).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { rows, type Database } from './client.js';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url));
const LOCK_KEY = 7_415_001;
const LOCK = `SELECT pg_advisory_xact_lock(${LOCK_KEY});`;

/** A migration file differs from the one applied: the start stops (main exits with code 4). */
export class MigrationChecksumError extends Error {}

const checksum = (text: string) => createHash('sha256').update(text).digest('hex');
/** File names are `0001_name.sql` (checked below) and checksums hex: quoting is for form's sake. */
const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;

export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = fs
    .readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((name) => {
      const text = fs.readFileSync(path.join(dir, name), 'utf8');
      return { name, text, sum: checksum(text) };
    });
  if (await allApplied(db, files)) return [];
  // Databases from before the checksum column get it here; their checksums are recorded below.
  await db.exec(
    `${LOCK}
     CREATE TABLE IF NOT EXISTS schema_migration (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());
     ALTER TABLE schema_migration ADD COLUMN IF NOT EXISTS checksum text;`,
  );
  // One read of what is applied: a start on an up-to-date database makes no query per file.
  const recorded = new Map(
    (
      await rows<{ name: string; checksum: string | null }>(
        db.orm,
        sql`SELECT name, checksum FROM schema_migration`,
      )
    ).map((r) => [r.name, r.checksum]),
  );
  const applied: string[] = [];
  for (const { name: file, text, sum } of files) {
    if (recorded.get(file) === sum) continue;
    if (await verifyApplied(db, file, sum)) continue;
    try {
      // One script, one implicit transaction: the lock, the record and the file land together.
      // The record goes first, so a process that lost the race fails on its primary key.
      await db.exec(
        `${LOCK}
         INSERT INTO schema_migration (name, checksum) VALUES (${literal(file)}, ${literal(sum)});
         ${text}`,
      );
      applied.push(file);
    } catch (err) {
      if (!(await verifyApplied(db, file, sum))) throw err;
    }
  }
  return applied;
}

/**
 * Whether every file is recorded with its checksum: then there is nothing to do, and the start
 * skips the lock and the DDL below (about 100 ms of a PGlite start on an existing directory).
 * Any error (a new database without the table) means: take the full path.
 */
async function allApplied(db: Database, files: { name: string; sum: string }[]) {
  try {
    // Only the current schema's table counts: with a search_path of several schemas (a schema
    // per test file, a bench schema) another schema's table would otherwise answer.
    const recorded = await rows<{ name: string; checksum: string | null }>(
      db.orm,
      sql`SELECT name, checksum FROM schema_migration
        WHERE to_regclass('schema_migration') = to_regclass(format('%I.schema_migration', current_schema()))`,
    );
    const sums = new Map(recorded.map((r) => [r.name, r.checksum]));
    return files.every((f) => sums.get(f.name) === f.sum);
  } catch {
    return false;
  }
}

/** Whether the file is applied already (its checksum recorded on first sight, then compared). */
async function verifyApplied(db: Database, file: string, sum: string): Promise<boolean> {
  const [row] = await rows<{ checksum: string | null }>(
    db.orm,
    sql`SELECT checksum FROM schema_migration WHERE name = ${file}`,
  );
  if (!row) return false;
  if (row.checksum === null) {
    await db.orm.execute(
      sql`UPDATE schema_migration SET checksum = ${sum} WHERE name = ${file} AND checksum IS NULL`,
    );
  } else if (row.checksum !== sum) {
    throw new MigrationChecksumError(
      `Migration ${file} was changed after it was applied (checksum ${row.checksum.slice(0, 12)}… ` +
        `recorded, ${sum.slice(0, 12)}… on disk). Restore the file and add the change as a new migration.`,
    );
  }
  return true;
}
