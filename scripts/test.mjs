// `npm test`: type-check, lint, unused dependencies, OpenAPI lint, format check, unit and component tests, API tests on PGlite (and PostgreSQL
// when DATABASE_URL is set), then end-to-end tests in Chromium against the built portal.
import { mustRun, run } from './lib.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

const started = Date.now();
ensureChromium();
await mustRun('build', 'node', ['scripts/build.mjs']);
await mustRun('type-check', 'npx', ['tsc', '-b', 'tsconfig.json']);
await mustRun('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
await mustRun('unused dependencies (knip)', 'npx', ['knip', '--no-config-hints']);
// The build above compiled the server: the OpenAPI document is generated from it without a server.
await mustRun('OpenAPI lint', 'node', ['scripts/openapi-lint.mjs', '--no-build']);
await mustRun('format check', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
await mustRun('unit and component tests', 'npx', [
  'vitest',
  'run',
  '--project',
  'unit',
  '--project',
  'web',
]);

// API suites on both databases run side by side: each test file has its own database or schema.
const api = [run('npx', ['vitest', 'run', '--project', 'api'], { env: { TEST_DB: 'pglite' } })];
if (process.env.DATABASE_URL)
  api.push(run('npx', ['vitest', 'run', '--project', 'api'], { env: { TEST_DB: 'postgres' } }));
console.log(`\n▶ API tests on PGlite${process.env.DATABASE_URL ? ' and PostgreSQL' : ''}`);
const codes = await Promise.all(api);
if (codes.some((c) => c !== 0)) {
  console.error('✖ API tests failed');
  process.exit(1);
}
console.log('✔ API tests');

await mustRun('end-to-end tests (Chromium)', 'npx', ['playwright', 'test']);
console.log(`\nAll tests passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
