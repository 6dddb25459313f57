// `npm run bench:oidc`: the token service (issue 28) beside /healthz of the same run, the client in
// this process and the portal in another: password sign-ins (the code flow with PKCE by hand:
// authorize, sign-in form post, redirects, code for tokens) with /healthz's p99 meanwhile (argon2
// must not block the event loop), refresh grants (a chain of rotated refresh tokens per connection)
// and client-credentials grants, at 100 connections. Results in bench/results-oidc.json, one run
// per database ({ pglite, postgres }); bench-report.mjs puts them in the report with their targets.
// PGlite by default; PostgreSQL with DATABASE_URL, in a schema of its own (oidc_bench).
// Options: --seconds N (each phase, default 5), --profile (CPU profiles of the portal during the
// sign-in and refresh phases over the inspector: bench/profile-<phase>-<database>.json with the
// top frames).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { mustRun, root, SERVER_NODE_FLAGS } from './lib.mjs';
import { startPortal } from './bench-http.mjs';
import { codeFlowTokens } from './bench-sign-in.mjs';
import { inspectorProfiler, summarize } from './bench-profile.mjs';

const args = process.argv.slice(2);
const seconds = Number(args[args.indexOf('--seconds') + 1]) || 5;
const profile = args.includes('--profile');
const PORT = Number(process.env.BENCH_PORT ?? 3791);
const INSPECT_PORT = PORT + 1;
const postgres = Boolean(process.env.DATABASE_URL);
const database = postgres ? 'postgres' : 'pglite';
const CONNECTIONS = 100;
/** Password sign-ins in flight at once (each is five requests and one argon2id check). */
const SIGN_IN_CONCURRENCY = 8;
/** Demo users who sign in with a password alone (the administrators have a second factor). */
const USERS = ['sam.standard@atlas.example', 'ivy.internal@atlas.example'];
const WORKER = { id: 'integration-worker', secret: 'bench-integration-secret-0123456789' };

/** A fresh schema of its own on PostgreSQL (the provider's state of earlier runs does not count). */
async function databaseUrl(dataDir) {
  if (!postgres) return undefined;
  const client = path.join(root, 'apps/server/dist/db/client.js');
  const { openDatabase } = await import(pathToFileURL(client).href);
  const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  await db.exec('DROP SCHEMA IF EXISTS oidc_bench CASCADE; CREATE SCHEMA oidc_bench');
  await db.close();
  const url = new URL(process.env.DATABASE_URL);
  url.searchParams.set('options', '-c search_path=oidc_bench,public');
  return url.href;
}

/**
 * The argon2 parameters of the demo users' stored hash, as `m=…,t=…,p=…` (memory KiB, passes,
 * lanes): what the sign-ins checked. Read after the portal stopped (PGlite: one process at a time).
 */
async function storedHashParameters(dataDir, url) {
  const client = path.join(root, 'apps/server/dist/db/client.js');
  const { openDatabase } = await import(pathToFileURL(client).href);
  const db = await openDatabase({ databaseUrl: url, dataDir });
  try {
    const { rows } = await db.orm.execute(
      sql`SELECT password_hash AS h FROM identity WHERE email = ${USERS[0]}`,
    );
    return /\$(m=\d+,t=\d+,p=\d+)\$/.exec(rows[0]?.h ?? '')?.[1];
  } finally {
    await db.close();
  }
}

/** CPU milliseconds the portal has used so far (Linux /proc). */
function cpuMs(pid) {
  try {
    const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(f[11]) + Number(f[12])) * 10;
  } catch {
    return undefined;
  }
}

let firstFailure;
const round = (n, d = 1) => Math.round(n * 10 ** d) / 10 ** d;

/** One autocannon run with the portal's CPU ms per answered request. */
async function cannon(opts, pid, duration = seconds) {
  const before = cpuMs(pid);
  const run = await autocannon({ connections: CONNECTIONS, duration, ...opts });
  const after = cpuMs(pid);
  return {
    requestsPerSecond: run.requests.average,
    p99Ms: run.latency.p99,
    non2xx: run.non2xx,
    errors: run.errors,
    timeouts: run.timeouts,
    serverCpuMsPerRequest: run.requests.total
      ? round((after - before) / run.requests.total, 3)
      : undefined,
  };
}

/**
 * Password sign-ins for `seconds`, SIGN_IN_CONCURRENCY at a time, while /healthz is called at 10
 * connections (its p99 shows whether hashing holds up the event loop); also the refresh tokens.
 */
async function measureSignIns(origin, pid, needTokens) {
  const refreshTokens = [];
  let done = 0;
  let failed = 0;
  const started = Date.now();
  const before = cpuMs(pid);
  const until = started + seconds * 1000;
  const worker = async (w) => {
    for (
      let i = w;
      Date.now() < until || refreshTokens.length < needTokens;
      i += SIGN_IN_CONCURRENCY
    ) {
      try {
        const t = await codeFlowTokens(origin, USERS[i % USERS.length]);
        refreshTokens.push(t.refresh_token);
        done++;
      } catch (err) {
        failed++;
        if (failed > 20) throw err;
      }
    }
  };
  const [healthz] = await Promise.all([
    autocannon({ url: `${origin}/healthz`, connections: 10, duration: seconds }),
    ...Array.from({ length: SIGN_IN_CONCURRENCY }, (_, w) => worker(w)),
  ]);
  const elapsed = (Date.now() - started) / 1000;
  return {
    result: {
      perSecond: round(done / elapsed),
      failed,
      concurrency: SIGN_IN_CONCURRENCY,
      serverCpuMsPerSignIn: round((cpuMs(pid) - before) / done, 2),
      healthzMeanwhile: { requestsPerSecond: healthz.requests.average, p99Ms: healthz.latency.p99 },
    },
    refreshTokens,
  };
}

/** POSTs a form over the chain's own connection; resolves with the status and the body text. */
function post(agent, url, form) {
  return new Promise((resolve, reject) => {
    const body = new URLSearchParams(form).toString();
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Refresh grants on 100 connections for `duration` seconds, each connection a chain: every
 * answer's refresh token is its next request's (autocannon's request context does not last from
 * one request to the next). A chain whose grant fails stops.
 */
async function refreshRun(origin, pid, pool, duration = seconds) {
  const url = `${origin}/oidc/token`;
  const latencies = [];
  let ok = 0;
  let failed = 0;
  const before = cpuMs(pid);
  const started = performance.now();
  const until = started + duration * 1000;
  const chain = async (token) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    while (performance.now() < until) {
      const t0 = performance.now();
      const res = await post(agent, url, {
        grant_type: 'refresh_token',
        refresh_token: token,
        client_id: 'portal',
      });
      latencies.push(performance.now() - t0);
      if (res.status !== 200) {
        failed++;
        if (!firstFailure)
          console.error(`refresh grant: ${(firstFailure = res.status)} ${res.text}`);
        break;
      }
      ok++;
      token = JSON.parse(res.text).refresh_token;
    }
    agent.destroy();
  };
  await Promise.all(pool.splice(0, CONNECTIONS).map(chain));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: round(ok / elapsed),
    p99Ms: Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? 0),
    non2xx: failed,
    serverCpuMsPerRequest: ok ? round((cpuMs(pid) - before) / (ok + failed), 3) : undefined,
  };
}

function clientCredentialsRun(origin, pid) {
  const basic = Buffer.from(`${WORKER.id}:${WORKER.secret}`).toString('base64');
  return cannon(
    {
      url: `${origin}/oidc/token`,
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials&scope=integration%3Aerrors%3Awrite',
    },
    pid,
  );
}

await mustRun('build', 'node', ['scripts/build.mjs']);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-oidc-'));
const env = {
  DATA_DIR: dataDir,
  SEED: 'demo',
  INTEGRATION_CLIENT_SECRET: WORKER.secret,
  // Counted as always, but one address's load must not hit the per-minute limits.
  RATE_LIMIT_SIGN_IN: '100000000/60',
  RATE_LIMIT_TOKEN: '100000000/60',
  RATE_LIMIT_API_READ: '100000000/60',
  ...(postgres ? { DATABASE_URL: await databaseUrl(dataDir) } : {}),
};
const cpu = os.cpus();
const results = {
  date: new Date().toISOString(),
  machine: `${cpu.length} cores (${cpu[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM`,
  node: process.version,
  loadAverage: round(os.loadavg()[0]),
  database,
  connections: CONNECTIONS,
  seconds,
};
/** Stops a phase's profile: the whole in the temporary folder, its top frames in bench/. */
async function keepProfile(profiler, phase) {
  const raw = path.join(os.tmpdir(), `bench-oidc-${phase}-${database}.cpuprofile`);
  const summary = summarize(await profiler.stop(raw), 30);
  console.log(`full profile (open in Chrome's DevTools): ${raw}`);
  const file = path.join(root, `bench/profile-${phase}-${database}.json`);
  fs.writeFileSync(file, `${JSON.stringify({ date: results.date, ...summary }, null, 2)}\n`);
  console.log(`${phase} profile: ${path.relative(root, file)}`);
}

const portal = startPortal({
  port: PORT,
  env,
  cmd: [
    'node',
    ...SERVER_NODE_FLAGS,
    ...(profile ? [`--inspect=127.0.0.1:${INSPECT_PORT}`] : []),
    // Another build's server may be named to compare (e.g. a copy of an earlier dist/bundle).
    process.env.BENCH_SERVER ?? 'apps/server/dist/main.js',
  ],
});
await portal.ready;
try {
  const { origin, pid } = portal;
  await cannon({ url: `${origin}/healthz` }, pid, 1);
  results.healthz = await cannon({ url: `${origin}/healthz` }, pid);
  console.log(`/healthz: ${JSON.stringify(results.healthz)}`);

  const signInProfiler = profile ? await inspectorProfiler(INSPECT_PORT) : undefined;
  await signInProfiler?.start();
  const signIns = await measureSignIns(origin, pid, 2 * CONNECTIONS + 10);
  if (signInProfiler) await keepProfile(signInProfiler, 'sign-in');
  results.signIns = signIns.result;
  console.log(`password sign-ins: ${JSON.stringify(results.signIns)}`);

  // Warm-up on tokens of their own, then the measured run on the others.
  const pool = signIns.refreshTokens;
  await refreshRun(origin, pid, pool, 1);
  const profiler = profile ? await inspectorProfiler(INSPECT_PORT) : undefined;
  await profiler?.start();
  results.refresh = await refreshRun(origin, pid, pool);
  if (profiler) await keepProfile(profiler, 'refresh');
  console.log(`refresh grants: ${JSON.stringify(results.refresh)}`);

  await clientCredentialsRun(origin, pid).then(() => undefined);
  results.clientCredentials = await clientCredentialsRun(origin, pid);
  console.log(`client credentials: ${JSON.stringify(results.clientCredentials)}`);
  for (const k of ['refresh', 'clientCredentials'])
    results[k].ratio = round(results[k].requestsPerSecond / results.healthz.requestsPerSecond, 3);
} finally {
  await portal.stop();
  if (results.signIns)
    results.signIns.argon2 = await storedHashParameters(dataDir, env.DATABASE_URL).catch(
      () => undefined,
    );
  fs.rmSync(dataDir, { recursive: true, force: true });
}
results.loadAverageAtEnd = round(os.loadavg()[0]);

const file = path.join(root, 'bench/results-oidc.json');
const all = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
fs.writeFileSync(file, `${JSON.stringify({ ...all, [database]: results }, null, 2)}\n`);
console.log(`written to ${path.relative(root, file)}`);
