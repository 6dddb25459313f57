// SCIM benchmark (issue 27): p50/p95 of `GET /scim/v2/Users?filter=userName eq "…"` and of
// `filter=emails.value co "…"&count=100` over many users (PostgreSQL with DATABASE_URL: 1,000,000,
// seeded as the user search benchmark seeds them; PGlite: 100,000), and one streamed /Bulk of
// 10,000 creates: operations a second and the server's peak RSS (and its growth during the Bulk).
// Targets on PostgreSQL: eq p95 <= 50 ms, co p95 <= 300 ms (trigram index on lower(email),
// migration 0024), Bulk >= 500 operations/s with RSS growth <= 150 MB; PGlite is reported only.
// Results go to bench/results-scim.json, one per database, with the load average at start and end.
// Options: --users N, --runs N (sequential calls per filter case), --bulk N (operations).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root, SERVER_NODE_FLAGS } from './lib.mjs';
import { loadServer, seedUsers } from './seed-users.mjs';

const PORT = Number(process.env.BENCH_SCIM_PORT ?? 3796);
const origin = `http://localhost:${PORT}`;
const postgres = Boolean(process.env.DATABASE_URL);
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  const value = i < 0 ? NaN : Number(args[i + 1]);
  if (i >= 0 && !(Number.isInteger(value) && value > 0))
    throw new Error(`--${name} needs a positive number`);
  return i < 0 ? fallback : value;
};
const wanted = option('users', postgres ? 1_000_000 : 100_000);
const runs = option('runs', 100);
const bulkOperations = option('bulk', 10_000);
// The user search benchmark's data directory: both use the same generated users.
const dataDir = process.env.DATA_DIR ?? path.join(os.tmpdir(), 'portal-bench-users');
const TARGETS = postgres
  ? { eqP95Ms: 50, coP95Ms: 300, bulkOpsPerSecond: 500, bulkRssGrowthMb: 150 }
  : undefined;
const BULK = 'urn:ietf:params:scim:api:messages:2.0:BulkRequest';
const PORTAL = 'urn:ietf:params:scim:schemas:extension:atlas:2.0:User';
const load = (p) => import(pathToFileURL(path.join(root, 'apps/server/dist', p)).href);

/** Seeds up to `wanted` users, registers a provisioning client over every location. */
async function prepare() {
  const server = await loadServer();
  const config = server.loadConfig({ ...process.env, DATA_DIR: dataDir });
  const db = await server.openDatabase({ databaseUrl: config.databaseUrl, dataDir });
  await server.migrate(db);
  await server.seedIfEmpty(db, { scale: 'demo' });
  const { sql } = server.drizzle;
  const count = async (q) => Number((await db.orm.execute(q)).rows[0].n);
  const have = await count(
    sql`SELECT count(*)::int AS n FROM identity WHERE email LIKE 's%@scale.example'`,
  );
  if (have < wanted) {
    console.log(`seeding ${wanted - have} users (there are ${have})`);
    await seedUsers(server, db, wanted - have);
  }
  const total = await count(sql`SELECT count(*)::int AS n FROM identity`);
  // Addresses that exist, spread over the table (a 1 % block sample, not a sort of every row).
  const emails = (
    await db.orm.execute(
      sql`SELECT email FROM identity TABLESAMPLE SYSTEM (1) WHERE email LIKE 's%@scale.example' LIMIT ${runs}`,
    )
  ).rows.map((r) => r.email);
  const { loadPrincipal } = await load('auth/principal.js');
  const { loadAdminContext } = await load('services/users/admin-context.js');
  const { registerClient } = await load('services/scim/clients-service.js');
  const subject = (
    await db.orm.execute(sql`SELECT subject FROM identity WHERE email = 'ada.admin@atlas.example'`)
  ).rows[0].subject;
  const ada = await loadPrincipal(db.orm, subject, config.idpKind);
  const ctx = await loadAdminContext(db.orm, ada);
  const { token } = await registerClient(db, ada, {
    name: `bench ${new Date().toISOString()}`,
    organizationIds: ctx.scope,
    brandIds: ctx.brandIds,
    regionCodes: ctx.regionCodes,
    roleIds: [],
    expiresInDays: 1,
  });
  const location = (
    await db.orm.execute(
      sql`SELECT code FROM organization WHERE id = ANY(${`{${ctx.scope.join(',')}}`}::int[]) ORDER BY id LIMIT 1`,
    )
  ).rows[0].code;
  await db.close();
  return { total, emails, token, location };
}

function startPortal() {
  // BENCH_NODE_ARGS: extra node flags for the portal, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn('node', [...SERVER_NODE_FLAGS, ...nodeArgs, 'apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED: 'none',
      // Counted as always, but the benchmark's sequential calls must not hit the limit.
      RATE_LIMIT_API_READ: '100000000/60',
      RATE_LIMIT_API_WRITE: '100000000/60',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const ready = (async () => {
    for (;;) {
      try {
        if ((await fetch(`${origin}/readyz`)).ok) return;
      } catch {
        /* not listening yet */
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  return { child, ready };
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (v) => Math.round(v * 10) / 10;

/** Times `runs` sequential list calls after ten warm-up calls; `filter(i)` gives call i's filter. */
async function measure(token, filter, extra = '') {
  const times = [];
  let found = 0;
  for (let i = -10; i < runs; i++) {
    const url = `${origin}/scim/v2/Users?filter=${encodeURIComponent(filter((i + runs) % runs))}${extra}`;
    const started = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = await res.json();
    if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
    if (i >= 0) {
      times.push(performance.now() - started);
      found += body.Resources.length;
    }
  }
  times.sort((a, b) => a - b);
  return {
    runs,
    p50Ms: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    maxMs: round(times.at(-1)),
    meanResults: round(found / runs),
  };
}

/** The server's resident set in MB (Linux /proc), or undefined elsewhere. */
function rssMb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
  } catch {
    return undefined;
  }
}

/** One /Bulk of `n` creates, its body generated while it is sent (never held whole). */
async function bulk(token, pid, location, n) {
  const stamp = Date.now();
  async function* body() {
    yield Buffer.from(`{"schemas":["${BULK}"],"Operations":[`);
    for (let i = 0; i < n; i += 100) {
      const ops = [];
      for (let k = i; k < Math.min(n, i + 100); k++)
        ops.push(
          JSON.stringify({
            method: 'POST',
            path: '/Users',
            bulkId: `u${k}`,
            data: {
              userName: `bulk.${stamp}.${k}@scim-bench.example`,
              name: { givenName: 'Bulk', familyName: `User${k}` },
              title: 'Technician',
              [PORTAL]: { locations: [{ code: location, mode: 'INCLUDE', preferred: true }] },
            },
          }),
        );
      yield Buffer.from(`${i === 0 ? '' : ','}${ops.join(',')}`);
    }
    yield Buffer.from(']}');
  }
  const baseRss = rssMb(pid);
  let peakRss = baseRss;
  const sampler = setInterval(() => {
    const now = rssMb(pid);
    if (now !== undefined) peakRss = Math.max(peakRss ?? 0, now);
  }, 50);
  const started = performance.now();
  const res = await fetch(`${origin}/scim/v2/Bulk`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' },
    body: body(),
    duplex: 'half',
  });
  const answer = await res.json();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (!res.ok) throw new Error(`bulk: ${res.status} ${JSON.stringify(answer).slice(0, 500)}`);
  const failed = answer.Operations.filter((o) => o.status !== '201');
  if (failed.length > 0)
    throw new Error(`bulk: ${failed.length} failed, e.g. ${JSON.stringify(failed[0])}`);
  return {
    operations: n,
    seconds: round(seconds),
    operationsPerSecond: Math.round(n / seconds),
    peakRssMb: peakRss === undefined ? undefined : Math.round(peakRss),
    rssGrowthMb:
      peakRss === undefined || baseRss === undefined ? undefined : Math.round(peakRss - baseRss),
    responseKb: Math.round(JSON.stringify(answer).length / 1024),
  };
}

/** Substrings a client searches e-mail addresses by: number fragments and surnames. */
const CONTAINS = ['4321', '98765', '12345.', 's5555', 'kowalski@', 'nguyen', '.petrov@', '7007'];

const prepared = await prepare();
const portal = startPortal();
await portal.ready;
const loadAtStart = round(os.loadavg()[0]);
const results = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`,
  database: postgres ? 'postgres' : 'pglite',
  users: prepared.total,
  loadAverage: loadAtStart,
  targets: TARGETS ?? 'reported',
};
try {
  const { token, emails } = prepared;
  results.userNameEq = await measure(token, (i) => `userName eq "${emails[i % emails.length]}"`);
  console.log(`userName eq            ${JSON.stringify(results.userNameEq)}`);
  results.emailsCo = await measure(
    token,
    (i) => `emails.value co "${CONTAINS[i % CONTAINS.length]}"`,
    '&count=100',
  );
  console.log(`emails.value co (100)  ${JSON.stringify(results.emailsCo)}`);
  results.bulk = await bulk(token, portal.child.pid, prepared.location, bulkOperations);
  console.log(`bulk                   ${JSON.stringify(results.bulk)}`);
} finally {
  await new Promise((r) => (portal.child.on('exit', r), portal.child.kill('SIGTERM')));
}
results.loadAverageAtEnd = round(os.loadavg()[0]);
if (TARGETS)
  results.meetsTargets =
    results.userNameEq.p95Ms <= TARGETS.eqP95Ms &&
    results.emailsCo.p95Ms <= TARGETS.coP95Ms &&
    results.bulk.operationsPerSecond >= TARGETS.bulkOpsPerSecond &&
    (results.bulk.rssGrowthMb ?? 0) <= TARGETS.bulkRssGrowthMb;
const file = path.join(root, 'bench/results-scim.json');
const all = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
all[results.database] = results;
fs.writeFileSync(file, `${JSON.stringify(all, null, 2)}\n`);
console.log(
  `written to bench/results-scim.json${TARGETS ? ` (targets met: ${results.meetsTargets})` : ''}`,
);
