// A second portal application on the test portal's database, as another process would be (PGlite:
// the same db object, which one process alone may open; PostgreSQL: its own pool on the same schema).
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/app.js';
import { one, openDatabase } from '../../src/db/client.js';
import { testDbKind, type TestPortal } from './setup.js';

export interface SecondApp {
  app: FastifyInstance;
  close: () => Promise<void>;
}

export async function startSecondApp(portal: TestPortal): Promise<SecondApp> {
  let db = portal.db;
  if (testDbKind() === 'postgres') {
    const schema = await one<{ s: string }>(portal.db.orm, sql`SELECT current_schema() AS s`);
    db = await openDatabase({
      databaseUrl: portal.config.databaseUrl,
      dataDir: 'memory://',
      schema: schema!.s,
      poolSize: 2,
    });
  }
  const app = await buildApp({ config: portal.config, db, logger: false });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      if (db !== portal.db) await db.close();
    },
  };
}
