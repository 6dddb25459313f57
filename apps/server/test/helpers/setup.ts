// Builds the portal for one API test file on a real database of its own: PGlite in memory, or a
// PostgreSQL database of its own; both start as copies of the run's template (global-setup.ts).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../../src/config.js';
import { openDatabase, type Database } from '../../src/db/client.js';
import { buildApp } from '../../src/app.js';
import { databaseUrlFor, onServer, TEMPLATE_SCHEMA } from './template.js';

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

let pgliteTar: Blob | undefined;

/** The run's migrated and seeded PGlite template, read once a process. */
function pgliteTemplate(): Blob {
  pgliteTar ??= new Blob([fs.readFileSync(inject('pgliteSnapshot'))]);
  return pgliteTar;
}

/** A new PostgreSQL database copied from the run's template; its URL and how to drop it. */
async function postgresCopy(base: string) {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await onServer(base, `CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  return {
    url: databaseUrlFor(base, name),
    drop: () => onServer(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export async function startPortal(env: Record<string, string> = {}): Promise<TestPortal> {
  const kind = testDbKind();
  const base = process.env.DATABASE_URL ?? '';
  if (kind === 'postgres' && !base) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const copy = kind === 'postgres' ? await postgresCopy(base) : undefined;
  const config = loadConfig({
    PORT: '3999',
    PUBLIC_URL: 'http://localhost:3999',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    WEB_DIST: '/nonexistent',
    ...env,
    DATABASE_URL: copy?.url ?? '',
  });
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: 'memory://',
    ...(copy ? { schema: TEMPLATE_SCHEMA } : { pgliteSnapshot: pgliteTemplate() }),
    poolSize: 5,
  });
  const app = await buildApp({ config, db, logger: false });
  await app.ready();
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await db.close();
      await copy?.drop();
    },
  };
}
