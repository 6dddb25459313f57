// `npm run bench`: bundle sizes (first load and admin chunks), start-up (`npm start` and the server
// alone), the home calls, documents and the users list at 100 connections as ratios to /healthz,
// Lighthouse (median of three), the user search benchmark (scripts/bench-users.mjs), the SCIM
// benchmark (scripts/bench-scim.mjs) and the bulk import benchmark (scripts/bench-import.mjs); each figure against its target in
// bench/results.json and bench/results.md; exits 1 when one misses (scripts/bench-report.mjs).
// PGlite by default; PostgreSQL with DATABASE_URL, in a schema of its own (perf_bench).
// bench/results-import.json holds one bench-import run per database ({ pglite, postgres }); this
// database's goes in as import: { validateRowsPerSecond, applyRowsPerSecond, peakRssGrowthMb }
// (targets on PostgreSQL only, bench-report.mjs).
// Options: --seconds N (each autocannon run, default 5), --skip-users (fold the last user search
// result in instead of running it), --skip-scim (likewise for the SCIM benchmark), --skip-import (likewise for the bulk import), --skip-oidc
// (likewise for the token service, scripts/bench-oidc.mjs), --skip-lighthouse, --readme (then
// regenerate the README table).
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { mustRun, root } from './lib.mjs';
import { lighthouseScores } from './bench-lighthouse.mjs';
import { measureApi, measureStartUp, startPortal } from './bench-http.mjs';
import { passes, figures, save, updateReadme } from './bench-report.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3790);
const args = process.argv.slice(2);
const seconds = Number(args[args.indexOf('--seconds') + 1]) || 5;
const postgres = Boolean(process.env.DATABASE_URL);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));

/** A fresh schema of its own on PostgreSQL: the run starts from an empty database. */
async function benchDatabaseUrl(schema = 'perf_bench') {
  if (!postgres) return undefined;
  const client = path.join(root, 'apps/server/dist/db/client.js');
  const { openDatabase } = await import(pathToFileURL(client).href);
  const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: dataDir });
  await db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema}`);
  await db.close();
  const url = new URL(process.env.DATABASE_URL);
  url.searchParams.set('options', `-c search_path=${schema},public`);
  return url.href;
}

/** Gzip bytes of what the first render of `/` needs (entry script, preloads, CSS) and admin chunks. */
function bundleSizes() {
  const dist = path.join(root, 'apps/web/dist');
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+\.(js|css))"/g)];
  const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
  let js = 0;
  let css = 0;
  for (const [, file, ext] of refs) {
    if (ext === 'js') js += gz(file);
    else css += gz(file);
  }
  const chunks = JSON.parse(
    execFileSync('node', ['scripts/chunk-sizes.mjs', '--json'], { cwd: root, encoding: 'utf8' }),
  );
  return { firstLoadJsGzipBytes: js, firstLoadCssGzipBytes: css, adminChunks: chunks.rows };
}

/** Median performance score per page and preset over three Lighthouse rounds. */
async function lighthouseMedians(origin) {
  const rounds = [];
  for (let i = 0; i < 3; i++)
    rounds.push(
      await lighthouseScores(origin, 'dan.dealer@atlas.example', 'Portal-Demo-2026!', [
        '/',
        '/admin/users',
      ]),
    );
  return rounds[0].map((r, i) => {
    const all = rounds.map((round) => round[i]).sort((a, b) => a.performance - b.performance);
    return { ...all[1], runs: 3, scores: rounds.map((round) => round[i].performance) };
  });
}

/** The result of a sub-benchmark's JSON file for this database, if it wrote one. */
function readResult(file) {
  const p = path.join(root, 'bench', file);
  if (!fs.existsSync(p)) return undefined;
  const all = JSON.parse(fs.readFileSync(p, 'utf8'));
  return all[postgres ? 'postgres' : 'pglite'] ?? (all.database ? all : undefined);
}

/** The bulk import figures of this database (scripts/bench-import.mjs keeps one per database). */
function importFigures() {
  const r = readResult('results-import.json');
  if (!r || r.database !== (postgres ? 'postgres' : 'pglite')) return undefined;
  return {
    rows: r.rows,
    validateRowsPerSecond: r.validate.rowsPerSecond,
    applyRowsPerSecond: r.apply.rowsPerSecond,
    peakRssGrowthMb: r.peakRssGrowthMB,
    writeFloorRowsPerSecond: r.writeFloor?.rowsPerSecond,
    applyShareOfFloor: r.writeFloor?.applyShare,
    loadAverage: r.loadAverage,
  };
}

if (args.includes('--runtimes')) {
  // Node 24 against Node 20 (or the majors given) side by side: scripts/bench-runtimes.mjs.
  await mustRun('runtimes side by side', 'node', ['scripts/bench-runtimes.mjs', ...args]);
  process.exit(0);
}
await mustRun('build', 'node', ['scripts/build.mjs']);
const cpu = os.cpus();
const results = {
  date: new Date().toISOString(),
  machine: `${cpu.length} cores (${cpu[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM`,
  node: process.version,
  // Other work on the machine skews req/s and p99: the one-minute load average at the start.
  loadAverage: Math.round(os.loadavg()[0] * 10) / 10,
  database: postgres ? 'postgres' : 'pglite',
};
results.bundles = bundleSizes();

const env = {
  DATA_DIR: dataDir,
  SEED: 'demo',
  // Counted as always, but one user's 100 connections must not hit the per-minute limit.
  RATE_LIMIT_API_READ: '100000000/60',
  ...(postgres ? { DATABASE_URL: await benchDatabaseUrl() } : {}),
};
results.startUp = await measureStartUp({ port: PORT, env });
console.log(`start-up: ${JSON.stringify(results.startUp)}`);

const portal = startPortal({ port: PORT, env });
await portal.ready;
try {
  results.api = await measureApi(portal.origin, seconds, portal.pid);
  if (!args.includes('--skip-lighthouse'))
    results.lighthouse = await lighthouseMedians(portal.origin).catch((err) => {
      // Reported as a miss (e.g. no Chromium at CHROMIUM_PATH), the other figures still count.
      console.error(`✖ lighthouse: ${err.message.split('\n')[0]}`);
      return [{ path: 'lighthouse', preset: 'not run', performance: 0, runs: 0 }];
    });
} finally {
  await portal.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

if (postgres && !args.includes('--skip-users'))
  await mustRun('user search benchmark', 'node', ['scripts/bench-users.mjs']);
results.users = readResult('results-users.json');
// SCIM filters at 1,000,000 users (the same generated users) and a /Bulk of 10,000 creates.
if (postgres && !args.includes('--skip-scim'))
  await mustRun('SCIM benchmark', 'node', ['scripts/bench-scim.mjs']);
results.scim = readResult('results-scim.json');
if (args.includes('--skip-import')) results.import = importFigures();
else if (fs.existsSync(path.join(root, 'scripts/bench-import.mjs'))) {
  // On PostgreSQL in a fresh schema of its own: the figures do not depend on what earlier runs
  // left in the database (each run adds 100,000 users).
  await mustRun('bulk import benchmark', 'node', ['scripts/bench-import.mjs'], {
    env: postgres ? { DATABASE_URL: await benchDatabaseUrl('import_bench') } : {},
  });
  results.import = importFigures();
}

// The token service (issue 28): its own portal, after this one stopped; --skip-oidc folds in the
// last result of scripts/bench-oidc.mjs for this database.
if (!args.includes('--skip-oidc'))
  await mustRun('token service benchmark', 'node', [
    'scripts/bench-oidc.mjs',
    '--seconds',
    String(seconds),
  ]);
results.oidc = readResult('results-oidc.json');

save(results);
if (args.includes('--readme')) updateReadme();
for (const [name, f] of figures(results))
  if (f.pass === false) console.error(`✖ ${name}: ${f.value} (target ${f.target})`);
console.log('written to bench/results.json and bench/results.md');
process.exit(passes(results) ? 0 : 1);
