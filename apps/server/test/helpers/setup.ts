// Builds the portal for one API test file on a real database of its own (PGlite in memory or a PostgreSQL schema).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { loadConfig, type Config } from '../../src/config.js';
import { openDatabase, type Database } from '../../src/db/client.js';
import { migrate } from '../../src/db/migrate.js';
import { seedIfEmpty } from '../../src/seed/seed.js';
import { syncTranslations } from '../../src/services/platform/translations.js';
import { buildApp } from '../../src/app.js';

export interface TestPortal {
  app: FastifyInstance;
  db: Database;
  config: Config;
  close(): Promise<void>;
}

/** Which database the API suite runs on: TEST_DB=postgres needs DATABASE_URL. */
export function testDbKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

export async function startPortal(env: Record<string, string> = {}): Promise<TestPortal> {
  const kind = testDbKind();
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const config = loadConfig({
    PORT: '3999',
    PUBLIC_URL: 'http://localhost:3999',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    WEB_DIST: '/nonexistent',
    ...env,
    DATABASE_URL: kind === 'postgres' ? (process.env.DATABASE_URL ?? '') : '',
  });
  if (kind === 'postgres' && !config.databaseUrl)
    throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: 'memory://',
    schema,
    poolSize: 5,
  });
  await migrate(db);
  await seedIfEmpty(db, { scale: 'minimal' });
  await syncTranslations(db);
  const app = await buildApp({ config, db, logger: false });
  await app.ready();
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      if (kind === 'postgres') await db.orm.execute(sql.raw(`DROP SCHEMA ${schema} CASCADE`));
      await db.close();
    },
  };
}
