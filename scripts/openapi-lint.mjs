// `npm run openapi:lint`: builds the app (no server), writes its OpenAPI document to
// apps/server/dist/openapi.json and lints it with Redocly's recommended rules: any error or
// warning fails.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root, mustRun } from './lib.mjs';

const dist = (file) => pathToFileURL(path.join(root, 'apps/server/dist', file)).href;
if (!process.argv.includes('--no-build'))
  await mustRun('build shared + server', 'npx', ['tsc', '-b', 'packages/shared', 'apps/server']);
const { loadConfig } = await import(dist('config.js'));
const { openDatabase } = await import(dist('db/client.js'));
const { migrate } = await import(dist('db/migrate.js'));
const { buildApp } = await import(dist('app.js'));

const config = loadConfig({
  PORT: '3000',
  LOG_LEVEL: 'silent',
  DATA_DIR: 'memory://',
  WEB_DIST: '/nonexistent',
});
const db = await openDatabase({ dataDir: 'memory://' });
await migrate(db);
const app = await buildApp({ config, db, logger: false });
await app.ready();
const file = path.join(root, 'apps/server/dist/openapi.json');
fs.writeFileSync(file, JSON.stringify(app.swagger(), null, 2));
await app.close();
await db.close();

console.log('\n▶ OpenAPI lint (Redocly, recommended rules)');
const lint = (format) =>
  spawnSync(
    'npx',
    ['redocly', 'lint', file, '--config', path.join(root, 'redocly.yaml'), `--format=${format}`],
    { cwd: root, encoding: 'utf8' },
  );
const result = lint('json');
const totals = JSON.parse(result.stdout.slice(result.stdout.indexOf('{'))).totals;
if (totals.errors + totals.warnings > 0) {
  process.stdout.write(lint('stylish').stdout);
  console.error(`✖ OpenAPI lint: ${totals.errors} errors, ${totals.warnings} warnings`);
  process.exit(1);
}
console.log(`✔ OpenAPI lint: no errors, no warnings (${file})`);
