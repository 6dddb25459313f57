// Once per API test run: a migrated, seeded database from which every test file's portal starts,
// so that no file pays for initdb, the migrations and the seed. On PGlite it is a data-directory
// tar; on PostgreSQL a template database that each file copies with CREATE DATABASE … TEMPLATE.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../../src/db/client.js';
import { migrate } from '../../src/db/migrate.js';
import { seedIfEmpty } from '../../src/seed/seed.js';
import { syncTranslations } from '../../src/services/platform/translations.js';
import { databaseUrlFor, onServer, TEMPLATE_SCHEMA } from './template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the template's tar file ('' on PostgreSQL). */
    pgliteSnapshot: string;
    /** PostgreSQL: the template database's name ('' on PGlite). */
    postgresTemplate: string;
  }
}

async function fill(db: Database) {
  await migrate(db);
  await seedIfEmpty(db, { scale: 'minimal' });
  await syncTranslations(db);
}

export default async function setup(project: TestProject) {
  const base = process.env.DATABASE_URL;
  if (process.env.TEST_DB === 'postgres' && base) {
    const name = `tpl_${randomBytes(5).toString('hex')}`;
    await onServer(base, `CREATE DATABASE ${name}`);
    const url = databaseUrlFor(base, name);
    const db = await openDatabase({ databaseUrl: url, dataDir: '', schema: TEMPLATE_SCHEMA });
    await fill(db);
    await db.close();
    project.provide('pgliteSnapshot', '');
    project.provide('postgresTemplate', name);
    return () => onServer(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const db = await openDatabase({ dataDir: 'memory://' });
  await fill(db);
  const tar = await db.snapshot!();
  await db.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-api-'));
  const file = path.join(dir, 'template.tar');
  fs.writeFileSync(file, Buffer.from(await tar.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  project.provide('postgresTemplate', '');
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
