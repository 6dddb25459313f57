// Applies the versioned SQL migrations in apps/server/migrations, once each, under an advisory lock.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { rows, type Database } from './client.js';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url));
const LOCK_KEY = 7_415_001;

export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = fs
    .readdirSync(dir)
    .filter((f) => /^\d{4}_.+\.sql$/.test(f))
    .sort();
  return db.tx(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_KEY})`);
    await tx.execute(
      sql`CREATE TABLE IF NOT EXISTS schema_migration (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const done = new Set(
      (await rows<{ name: string }>(tx, sql`SELECT name FROM schema_migration`)).map((r) => r.name),
    );
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      for (const statement of splitStatements(fs.readFileSync(path.join(dir, file), 'utf8'))) {
        await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`INSERT INTO schema_migration (name) VALUES (${file})`);
      applied.push(file);
    }
    return applied;
  });
}

/**
 * Splits a migration into statements at semicolons that end a line (PGlite's query call takes
 * one statement). Migrations therefore keep function bodies free of line-ending semicolons.
 */
export function splitStatements(text: string): string[] {
  return text
    .split(/;[ \t]*(?:--[^\n]*)?$/m)
    .map((s) => s.replace(/^\s*(--[^\n]*\n\s*)*/g, '').trim())
    .filter((s) => s !== '');
}
