// `npm run bench:runtimes` (also `npm run bench -- --runtimes`): start-up, the home calls and the
// bulk import on Node 24 against Node 20 (or the majors given: `-- --runtimes 24,22,20`) in one run
// on the same machine, the runtimes taking turns over `--rounds` rounds (2), with the ratio of each
// figure and of the server's CPU time per request.
// Results in bench/results-runtimes.json. PGlite; PostgreSQL with DATABASE_URL.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mustRun, root, SERVER_MAIN } from './lib.mjs';
import { measureApi, startPortal } from './bench-http.mjs';
import { nodeBinary } from './runtimes.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3795);
const args = process.argv.slice(2);
const at = args.indexOf('--runtimes');
const majors = (at >= 0 && args[at + 1] && !args[at + 1].startsWith('--') ? args[at + 1] : '24,20')
  .split(',')
  .map(Number);
const seconds = Number(args[args.indexOf('--seconds') + 1]) || 5;
const importRows = Number(args[args.indexOf('--rows') + 1]) || 5_000;
const rounds = Number(args[args.indexOf('--rounds') + 1]) || 2;
const importFile = path.join(root, 'bench', 'results-import.json');

/** Median of three starts of the server alone on a seeded data directory, in ms to /readyz. */
async function startUp(node, env) {
  const times = [];
  for (let i = 0; i < 3; i++) {
    const p = startPortal({ port: PORT, env, cmd: [node, ...SERVER_MAIN] });
    times.push(await p.ready);
    await p.stop();
  }
  return times.sort((a, b) => a - b)[1];
}

/** The bulk import on `node`: bench-import's own figures, its results file left as it was. */
function bulkImport(node, env) {
  const kept = fs.existsSync(importFile) ? fs.readFileSync(importFile) : undefined;
  try {
    execFileSync(node, ['scripts/bench-import.mjs', '--rows', String(importRows)], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: 'inherit',
    });
    const all = JSON.parse(fs.readFileSync(importFile, 'utf8'));
    const r = all[process.env.DATABASE_URL ? 'postgres' : 'pglite'];
    return {
      validateRowsPerSecond: r.validate.rowsPerSecond,
      applyRowsPerSecond: r.apply.rowsPerSecond,
    };
  } finally {
    if (kept) fs.writeFileSync(importFile, kept);
  }
}

await mustRun('build', 'node', ['scripts/build.mjs']);
const cpu = os.cpus();
const results = {
  date: new Date().toISOString(),
  machine: `${cpu.length} cores (${cpu[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM`,
  loadAverage: Math.round(os.loadavg()[0] * 10) / 10,
  database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
  runtimes: {},
};
/** One measuring round on `major`: start-up, the calls at 100 connections, the bulk import. */
async function measure(major) {
  const node = nodeBinary(major);
  const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-bench-node${major}-`));
  const env = {
    DATA_DIR: dataDir,
    SEED: 'demo',
    RATE_LIMIT_API_READ: '100000000/60',
    ALLOW_UNSUPPORTED_NODE: '1',
    PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH}`,
  };
  console.log(`\n▶ Node.js ${version}`);
  const seeded = startPortal({ port: PORT, env, cmd: [node, ...SERVER_MAIN] });
  const firstStartWithSeedMs = await seeded.ready;
  await seeded.stop();
  const serverAloneMs = await startUp(node, env);
  const portal = startPortal({ port: PORT, env, cmd: [node, ...SERVER_MAIN] });
  await portal.ready;
  let api;
  try {
    api = await measureApi(portal.origin, seconds, portal.pid);
  } finally {
    await portal.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const calls = Object.fromEntries(
    Object.entries(api.calls).map(([name, c]) => [
      name,
      {
        requestsPerSecond: c.requestsPerSecond,
        p99Ms: c.p99Ms,
        serverCpuMsPerRequest: c.serverCpuMsPerRequest ?? null,
      },
    ]),
  );
  return {
    version,
    firstStartWithSeedMs,
    serverAloneMs,
    healthz: {
      requestsPerSecond: api.healthz.requestsPerSecond,
      p99Ms: api.healthz.p99Ms,
      serverCpuMsPerRequest: api.healthz.serverCpuMsPerRequest ?? null,
    },
    calls,
    import: bulkImport(node, { ALLOW_UNSUPPORTED_NODE: '1' }),
    loadAverage: Math.round(os.loadavg()[0] * 10) / 10,
  };
}

/** The better of two rounds, figure by figure (a busy moment only ever makes a figure worse). */
function best(x, y) {
  if (!x) return y;
  const hi = (a, b) => Math.max(a ?? 0, b ?? 0);
  const lo = (a, b) => (a == null ? b : b == null ? a : Math.min(a, b));
  const pick = (a, b) => ({
    requestsPerSecond: hi(a.requestsPerSecond, b.requestsPerSecond),
    p99Ms: lo(a.p99Ms || null, b.p99Ms || null),
    serverCpuMsPerRequest: lo(a.serverCpuMsPerRequest, b.serverCpuMsPerRequest),
  });
  return {
    version: x.version,
    firstStartWithSeedMs: lo(x.firstStartWithSeedMs, y.firstStartWithSeedMs),
    serverAloneMs: lo(x.serverAloneMs, y.serverAloneMs),
    healthz: pick(x.healthz, y.healthz),
    calls: Object.fromEntries(Object.keys(x.calls).map((k) => [k, pick(x.calls[k], y.calls[k])])),
    import: {
      validateRowsPerSecond: hi(x.import.validateRowsPerSecond, y.import.validateRowsPerSecond),
      applyRowsPerSecond: hi(x.import.applyRowsPerSecond, y.import.applyRowsPerSecond),
    },
    loadAverages: [...(x.loadAverages ?? [x.loadAverage]), y.loadAverage],
  };
}

// Runtimes alternate over the rounds (24, 20, 24, 20) so that a change in the machine's load
// falls on both, and each figure keeps its best round.
for (let round = 0; round < rounds; round++)
  for (const major of majors)
    results.runtimes[major] = best(results.runtimes[major], await measure(major));

// Each figure of the first runtime over the same figure of the others (above 1: the first is faster).
const [first, ...others] = majors;
const a = results.runtimes[first];
results.ratios = {};
for (const other of others) {
  const b = results.runtimes[other];
  const faster = (x, y) => Math.round((x / y) * 100) / 100;
  results.ratios[`${first}/${other}`] = {
    serverAloneSpeed: faster(b.serverAloneMs, a.serverAloneMs),
    healthz: faster(a.healthz.requestsPerSecond, b.healthz.requestsPerSecond),
    ...Object.fromEntries(
      Object.keys(a.calls).map((k) => [
        k,
        faster(a.calls[k].requestsPerSecond, b.calls[k].requestsPerSecond),
      ]),
    ),
    // Server CPU per answered request: what a loaded machine disturbs least.
    cpuPerRequest: Object.fromEntries(
      ['healthz', ...Object.keys(a.calls)].map((k) => {
        const x = k === 'healthz' ? a.healthz : a.calls[k];
        const y = k === 'healthz' ? b.healthz : b.calls[k];
        return [
          k,
          x.serverCpuMsPerRequest && y.serverCpuMsPerRequest
            ? faster(y.serverCpuMsPerRequest, x.serverCpuMsPerRequest)
            : null,
        ];
      }),
    ),
    importValidate: faster(a.import.validateRowsPerSecond, b.import.validateRowsPerSecond),
    importApply: faster(a.import.applyRowsPerSecond, b.import.applyRowsPerSecond),
  };
}
fs.writeFileSync(
  path.join(root, 'bench', 'results-runtimes.json'),
  JSON.stringify(results, null, 2) + '\n',
);
console.log(JSON.stringify(results.ratios, null, 2));
console.log('written to bench/results-runtimes.json');
