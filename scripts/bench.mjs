// `npm run bench`: bundle sizes, start-up time, GET /v2/user/ui-access-data throughput, Lighthouse scores
// of / and /admin/users (bench/results.json),
// then the user search benchmark (scripts/bench-users.mjs, bench/results-users.json; its options pass through).
// Uses PostgreSQL when DATABASE_URL is set (in a schema of its own).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { mustRun, root } from './lib.mjs';
import { signInWithFetch } from './bench-sign-in.mjs';
import { lighthouseScores } from './bench-lighthouse.mjs';

const PORT = 3390;
const origin = `http://localhost:${PORT}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));

await mustRun('build', 'node', ['scripts/build.mjs']);

function startPortal() {
  const started = Date.now();
  const child = spawn('node', ['apps/server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED: 'demo' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const ready = (async () => {
    for (;;) {
      try {
        if ((await fetch(`${origin}/readyz`)).ok) return Date.now() - started;
      } catch {
        /* not listening yet */
      }
      await new Promise((r) => setTimeout(r, 25));
    }
  })();
  return { child, ready };
}

const stop = (child) => new Promise((r) => (child.on('exit', r), child.kill('SIGTERM')));

/** Gzip bytes of what the first render of `/` needs: the entry script, its preloads and the CSS. */
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
  const chunks = fs
    .readdirSync(path.join(dist, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ file: f, gzipBytes: gz(`assets/${f}`) }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    firstLoadJsGzipBytes: js,
    firstLoadCssGzipBytes: css,
    largestChunks: chunks.slice(0, 8),
  };
}

const results = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
  database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
};

results.bundles = bundleSizes();
console.log(
  `first load: ${(results.bundles.firstLoadJsGzipBytes / 1024).toFixed(1)} kB JS, ${(results.bundles.firstLoadCssGzipBytes / 1024).toFixed(1)} kB CSS gzip (targets 150 / 30)`,
);

let portal = startPortal();
results.firstStartWithSeedMs = await portal.ready;
await stop(portal.child);
portal = startPortal();
results.readyOnExistingDataMs = await portal.ready;
console.log(
  `ready in ${results.readyOnExistingDataMs} ms on an existing data directory (target <= 2000 ms)`,
);

const token = await signInWithFetch(origin, 'sam.standard@atlas.example');
const run = await autocannon({
  url: `${origin}/v2/user/ui-access-data`,
  connections: 100,
  duration: 10,
  headers: { authorization: `Bearer ${token}` },
});
results.uiAccessData = {
  connections: 100,
  requestsPerSecond: run.requests.average,
  p99Ms: run.latency.p99,
  non2xx: run.non2xx,
  errors: run.errors,
};
console.log(
  `ui-access-data: ${run.requests.average} req/s, p99 ${run.latency.p99} ms (targets >= 2000 req/s, p99 <= 50 ms on PostgreSQL)`,
);
results.lighthouse = await lighthouseScores(
  origin,
  'dan.dealer@atlas.example',
  'Portal-Demo-2026!',
  ['/', '/admin/users'],
);
for (const r of results.lighthouse)
  console.log(
    `lighthouse ${r.path} (${r.preset}): performance ${r.performance}, FCP ${r.firstContentfulPaintMs} ms, LCP ${r.largestContentfulPaintMs} ms (target >= 95)`,
  );
await stop(portal.child);

fs.writeFileSync(path.join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log('written to bench/results.json');
fs.rmSync(dataDir, { recursive: true, force: true });

// User search and page loads over many users (1,000,000 on PostgreSQL, 100,000 on PGlite by default).
await mustRun('user search benchmark', 'node', [
  'scripts/bench-users.mjs',
  ...process.argv.slice(2),
]);
