// `npm run migrate`: applies the SQL migrations to DATABASE_URL (or the PGlite data directory).
import { root, mustRun } from './lib.mjs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

await mustRun('build shared + server', 'npx', ['tsc', '-b', 'packages/shared', 'apps/server']);
const { loadConfig } = await import(
  pathToFileURL(path.join(root, 'apps/server/dist/config.js')).href
);
const { openDatabase } = await import(
  pathToFileURL(path.join(root, 'apps/server/dist/db/client.js')).href
);
const { migrate } = await import(
  pathToFileURL(path.join(root, 'apps/server/dist/db/migrate.js')).href
);
const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const applied = await migrate(db);
console.log(applied.length ? `applied: ${applied.join(', ')}` : 'the schema is up to date');
await db.close();
