// The migration runner on PGlite (and on PostgreSQL when DATABASE_URL is set): whole-file scripts,
// one transaction per file, and the refusal of a migration file edited after it was applied.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, rows, type Database } from './client.js';
import { migrate, MigrationChecksumError } from './migrate.js';

const FIRST = `-- a table and a function whose body holds line-ending semicolons
CREATE TABLE thing (id int PRIMARY KEY, name text NOT NULL);
CREATE FUNCTION thing_count() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE n bigint;
BEGIN
  SELECT count(*) INTO n FROM thing;
  RETURN n;
END $$;
INSERT INTO thing VALUES (1, 'a;b'), (2, 'c');
`;
const SECOND = `ALTER TABLE thing ADD COLUMN note text; -- trailing comment
UPDATE thing SET note = 'x'`;

const kinds = ['pglite', ...(process.env.DATABASE_URL ? ['postgres' as const] : [])] as const;

describe.each(kinds)('migrate on %s', (kind) => {
  let dir: string;
  let db: Database;
  let schema: string;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
    fs.writeFileSync(path.join(dir, '0001_first.sql'), FIRST);
    fs.writeFileSync(path.join(dir, '0002_second.sql'), SECOND);
    schema = `m_${randomBytes(6).toString('hex')}`;
    db = await openDatabase({
      databaseUrl: kind === 'postgres' ? process.env.DATABASE_URL : undefined,
      dataDir: 'memory://',
      schema,
      poolSize: 2,
    });
    // Starting PGlite takes seconds on a busy machine.
  }, 60_000);
  afterEach(async () => {
    if (kind === 'postgres') await db.orm.execute(sql.raw(`DROP SCHEMA ${schema} CASCADE`));
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  const count = async () =>
    (await rows<{ n: string }>(db.orm, sql`SELECT thing_count() AS n`))[0]!.n;

  it('runs each file whole, once, and records its checksum', async () => {
    expect(await migrate(db, dir)).toEqual(['0001_first.sql', '0002_second.sql']);
    expect(String(await count())).toBe('2');
    expect(await migrate(db, dir)).toEqual([]);
    const recorded = await rows<{ name: string; checksum: string }>(
      db.orm,
      sql`SELECT name, checksum FROM schema_migration ORDER BY name`,
    );
    expect(recorded.map((r) => [r.name, r.checksum.length])).toEqual([
      ['0001_first.sql', 64],
      ['0002_second.sql', 64],
    ]);
  });

  it('refuses to go on when an applied migration file was edited, naming the file', async () => {
    await migrate(db, dir);
    fs.writeFileSync(path.join(dir, '0001_first.sql'), FIRST.replace("'c'", "'d'"));
    fs.writeFileSync(path.join(dir, '0003_third.sql'), 'CREATE TABLE later (x int);');
    const run = migrate(db, dir);
    await expect(run).rejects.toThrow(MigrationChecksumError);
    await expect(run).rejects.toThrow(/Migration 0001_first\.sql was changed after it was applied/);
    const later = await rows(db.orm, sql`SELECT 1 FROM pg_tables WHERE tablename = 'later'`);
    expect(later).toEqual([]);
  });

  it('undoes the whole file when one of its statements fails', async () => {
    fs.writeFileSync(path.join(dir, '0002_second.sql'), `${SECOND};\nSELECT * FROM missing_table;`);
    await expect(migrate(db, dir)).rejects.toThrow(/missing_table/);
    const columns = await rows(
      db.orm,
      sql`SELECT 1 FROM information_schema.columns WHERE table_name = 'thing' AND column_name = 'note'`,
    );
    expect(columns).toEqual([]);
    const names = await rows<{ name: string }>(db.orm, sql`SELECT name FROM schema_migration`);
    expect(names.map((r) => r.name)).toEqual(['0001_first.sql']);
  });

  it('records the checksums of a database migrated before they were kept, without complaint', async () => {
    await db.exec(`${FIRST};
      CREATE TABLE schema_migration (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());
      INSERT INTO schema_migration (name) VALUES ('0001_first.sql');`);
    expect(await migrate(db, dir)).toEqual(['0002_second.sql']);
    const recorded = await rows<{ checksum: string | null }>(
      db.orm,
      sql`SELECT checksum FROM schema_migration WHERE name = '0001_first.sql'`,
    );
    expect(recorded[0]!.checksum).toMatch(/^[0-9a-f]{64}$/);
  });

  // PostgreSQL only: PGlite has one schema per database here.
  if (kind === 'postgres')
    it('migrates a schema first in the search path even when a later one is up to date', async () => {
      expect(await migrate(db, dir)).toHaveLength(2);
      const ahead = `${schema}_ahead`;
      await db.orm.execute(sql.raw(`CREATE SCHEMA ${ahead}`));
      const url = new URL(process.env.DATABASE_URL!);
      url.searchParams.set('options', `-c search_path=${ahead},${schema}`);
      const both = await openDatabase({ databaseUrl: url.href, dataDir: 'memory://', poolSize: 1 });
      try {
        expect(await migrate(both, dir)).toEqual(['0001_first.sql', '0002_second.sql']);
        const [where] = await rows<{ s: string }>(
          both.orm,
          sql`SELECT relnamespace::regnamespace::text AS s FROM pg_class WHERE oid = 'thing'::regclass`,
        );
        expect(where!.s).toBe(ahead);
      } finally {
        await both.close();
        await db.orm.execute(sql.raw(`DROP SCHEMA ${ahead} CASCADE`));
      }
    });
});
