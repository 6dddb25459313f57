// `npm run seed`: migrates and seeds the demo data into an empty database (DATABASE_URL or DATA_DIR).
import { root, mustRun, run } from './lib.mjs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
if (args.includes('--users')) {
  // Scale data: `npm run seed -- --users 1000000` (best on PostgreSQL).
  process.exit(await run('node', ['scripts/seed-users.mjs', ...args]));
}
const minimal = args.includes('--minimal');
const unknown = args.filter((a) => a !== '--minimal');
if (unknown.length) {
  console.error(
    `unknown option(s): ${unknown.join(' ')}\nusage: npm run seed [-- --minimal | --users N]`,
  );
  process.exit(2);
}
await mustRun('build shared + server', 'npx', ['tsc', '-b', 'packages/shared', 'apps/server']);
const load = (p) => import(pathToFileURL(path.join(root, 'apps/server/dist', p)).href);
const { loadConfig } = await load('config.js');
const { openDatabase } = await load('db/client.js');
const { migrate } = await load('db/migrate.js');
const { seedIfEmpty } = await load('seed/seed.js');
const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrate(db);
const seeded = await seedIfEmpty(db, { scale: minimal ? 'minimal' : 'demo' });
console.log(seeded ? 'demo data created' : 'the database already holds data; nothing changed');
await db.close();
