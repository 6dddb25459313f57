// `npm test`: build, type-check, lint, unused code (knip), OpenAPI lint, format check, unit and
// component tests; then side by side the end-to-end tests in Chromium against the built portal and
// the API tests on PGlite (and PostgreSQL when DATABASE_URL is set) on Node 24 and the
// runtime-sensitive ones on Node 22. Each stage prints its own time.
import path from 'node:path';
import { mustRun, run } from './lib.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { nodeBinary } from './runtimes.mjs';
import { printFailures, reportFile } from './test-summary.mjs';

const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Runs labelled commands side by side; true when all passed. */
async function allPassed(label, jobs) {
  const since = Date.now();
  console.log(`\n▶ ${label}`);
  const codes = await Promise.all(
    jobs.map(async (job) => {
      const [name, cmd, args, opts] = job;
      const t = Date.now();
      const code = await run(cmd, args, opts);
      job.code = code;
      console.log(`${code === 0 ? '✔' : '✖'} ${name} (${seconds(t)})`);
      return code;
    }),
  );
  const ok = codes.every((c) => c === 0);
  console.log(ok ? `✔ ${label} (${seconds(since)})` : `✖ ${label} failed`);
  return ok;
}

/** Runs labelled commands side by side; stops the run when one fails. */
async function together(label, jobs) {
  if (!(await allPassed(label, jobs))) process.exit(1);
}

ensureChromium();
await mustRun('build', 'node', ['scripts/build.mjs']);
await together('static checks', [
  ['type-check', 'npx', ['tsc', '-b', 'tsconfig.json']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
]);
await together('more static checks', [
  ['unused code (knip)', 'npx', ['knip', '--no-config-hints']],
  // The build above compiled the server: the OpenAPI document is generated from it without a server.
  ['OpenAPI lint', 'node', ['scripts/openapi-lint.mjs', '--no-build']],
  ['format check', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
]);

// API suites: each test file has its own database, so the passes run side by side. Node 24 runs
// every file on both databases. Node 22 (the other supported LTS) runs, on PostgreSQL, the files
// whose code leans on what differs between runtimes: crypto and WebAuthn, argon2, streams and zip
// reading, sockets (SMTP, webhooks), child processes and signals, the provider's token service.
// The rest exercises the portal's own logic through the same libraries; a whole third pass cost a
// third of the CI budget on two cores (README, "Supported Node.js").
const NODE22_FILES = [
  'oidc-flow',
  'oidc-refresh-grace',
  'security-passkeys',
  'security-second-factor',
  'security-password-reset',
  'imports-flow',
  'imports-bombs',
  'scim-bulk-stream',
  'scim-oauth',
  'records-webhooks',
  'mail-smtp',
  'security-sigkill',
  'security-db-down',
].map((name) => `apps/server/test/${name}.test.ts`);
const node22 = nodeBinary(22);
const on22 = {
  PATH: `${path.dirname(node22)}${path.delimiter}${process.env.PATH}`,
};
const vitest = ['node_modules/vitest/vitest.mjs', 'run', '--project', 'api'];
/** The live output, and a JSON report from which the end of the run names what failed. */
const reported = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reportFile(name)}`,
];
// With both databases, the generated-input tests split their draws between the two passes
// (apps/server/test/helpers/property-runs.ts).
const split = process.env.DATABASE_URL ? { FC_SPLIT: '1' } : {};
const api = [
  [
    'API tests on PGlite, Node 24',
    'node',
    [...vitest, ...reported('api-pglite-24')],
    { env: { TEST_DB: 'pglite', ...split } },
  ],
];
const db22 = process.env.DATABASE_URL ? 'postgres' : 'pglite';
if (process.env.DATABASE_URL)
  api.push([
    'API tests on PostgreSQL, Node 24',
    'node',
    [...vitest, ...reported('api-postgres-24')],
    { env: { TEST_DB: 'postgres', ...split } },
  ]);
api.push([
  `API tests on ${db22 === 'postgres' ? 'PostgreSQL' : 'PGlite'}, Node 22 (runtime-sensitive files)`,
  node22,
  [
    ...vitest,
    ...reported('api-22'),
    ...NODE22_FILES.filter((f) => db22 === 'postgres' || !/sigkill|db-down/.test(f)),
  ],
  { env: { TEST_DB: db22, ...on22 } },
]);

// Unit and component tests alone: their 20-second timeouts met a loaded machine when the
// end-to-end tests ran beside them (a lazy page took over 20 s at load 14).
await together('unit and component tests', [
  ['unit and component tests', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'web']],
]);

// The end-to-end tests mostly wait on the browser and the portal (about a quarter of two cores
// when they ran alone), so they run beside the API passes instead of after them.
const since = Date.now();
const e2eReport = reportFile('e2e');
const [e2e, rest] = await Promise.all([
  run('npx', ['playwright', 'test'], { env: { E2E_JSON_REPORT: e2eReport } }),
  allPassed('API tests', api),
]);
console.log(
  `${e2e === 0 ? '✔' : '✖'} end-to-end tests (Chromium), beside the API tests (${seconds(since)})`,
);
if (e2e !== 0 || !rest) {
  printFailures([
    ...(e2e !== 0 ? [{ label: 'end-to-end tests', file: e2eReport, kind: 'playwright' }] : []),
    ...api
      .filter((job) => job.code !== 0)
      .map(([label, , args]) => ({
        label,
        file: args.find((a) => a.startsWith('--outputFile.json=')).split('=')[1],
        kind: 'vitest',
      })),
  ]);
  console.error('\n✖ tests failed');
  process.exit(1);
}
console.log(`\nAll tests passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
