// User search benchmark: p50/p95/p99 of substring searches and page loads over many users, through the
// real API. PostgreSQL with DATABASE_URL (target p95 <= 100 ms at 1,000,000 users), else PGlite
// (target p95 <= 150 ms at 100,000 users). Results go to bench/results-users.json.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, SERVER_MAIN } from './lib.mjs';
import { signInWithFetch } from './bench-sign-in.mjs';
import { loadServer, seedUsers } from './seed-users.mjs';

const PORT = Number(process.env.BENCH_USERS_PORT ?? 3798);
const origin = `http://localhost:${PORT}`;
const postgres = Boolean(process.env.DATABASE_URL);
const args = process.argv.slice(2);
/** The number after `--name`, else the default. */
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  const value = i < 0 ? NaN : Number(args[i + 1]);
  if (i >= 0 && !(Number.isInteger(value) && value > 0))
    throw new Error(`--${name} needs a positive number`);
  return i < 0 ? fallback : value;
};
const wanted = option('users', postgres ? 1_000_000 : 100_000);
const runs = option('runs', 200);
const target = postgres ? 100 : 150;
const dataDir = process.env.DATA_DIR ?? path.join(os.tmpdir(), 'portal-bench-users');

/** Makes sure the database holds at least `wanted` generated users. */
async function prepare() {
  const server = await loadServer();
  const config = server.loadConfig({ ...process.env, DATA_DIR: dataDir });
  const db = await server.openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
  });
  await server.migrate(db);
  await server.seedIfEmpty(db, { scale: 'demo' });
  const { sql } = server.drizzle;
  const have = Number(
    (
      await db.orm.execute(
        sql`SELECT count(*)::int AS n FROM identity WHERE email LIKE 's%@scale.example'`,
      )
    ).rows[0].n,
  );
  if (have < wanted) {
    console.log(`seeding ${wanted - have} users (there are ${have})`);
    await seedUsers(server, db, wanted - have);
  }
  const total = Number(
    (await db.orm.execute(sql`SELECT count(*)::int AS n FROM identity`)).rows[0].n,
  );
  await db.close();
  return total;
}

function startPortal() {
  const child = spawn('node', SERVER_MAIN, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED: 'none',
      ACCESS_TOKEN_TTL: '3600',
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

const pick = (list, i) => list[i % list.length];
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Times `runs` sequential calls (after a few warm-up calls); `next` gives the query of call i. */
async function measure(token, next) {
  const times = [];
  let previous;
  for (let i = -10; i < runs; i++) {
    const query = next(i < 0 ? runs + i : i, previous);
    const started = performance.now();
    const res = await fetch(`${origin}/v2/admin/users?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = await res.json();
    if (!res.ok) throw new Error(`${query}: ${res.status} ${JSON.stringify(body)}`);
    if (i >= 0) times.push(performance.now() - started);
    previous = body;
  }
  times.sort((a, b) => a - b);
  const round = (v) => Math.round(v * 10) / 10;
  return {
    runs,
    p50Ms: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    p99Ms: round(percentile(times, 99)),
    maxMs: round(times.at(-1)),
  };
}

const NAMES = [
  'mül',
  'garc',
  'ossi',
  'nowak',
  'vries',
  'dubo',
  'ander',
  'yilm',
  'tanaka',
  'fern',
  'sofia',
  'min-j',
  'chlo',
  'kwam',
  'svens',
];
const EMAILS = [
  's1234',
  's98765.',
  'smith@',
  'kowalski@scale',
  '.petrov@',
  's55555',
  'ito@scale',
  's700',
];

const total = await prepare();
const portal = startPortal();
await portal.ready;
const results = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
  database: postgres ? 'postgres' : 'pglite',
  users: total,
  targetP95Ms: target,
  cases: {},
};
try {
  const ada = await signInWithFetch(origin, 'ada.admin@atlas.example');
  const dan = await signInWithFetch(origin, 'dan.dealer@atlas.example');
  const cases = {
    'search name (all locations)': [ada, (i) => `q=${encodeURIComponent(pick(NAMES, i))}`],
    'search e-mail (all locations)': [ada, (i) => `q=${encodeURIComponent(pick(EMAILS, i))}`],
    'search name (two locations)': [dan, (i) => `q=${encodeURIComponent(pick(NAMES, i))}`],
    'any page by number (all locations)': [ada, (i) => `page=${1 + ((i * 7919) % 1000)}`],
    'any page by number, e-mail order': [
      ada,
      (i) => `sort=email&order=desc&page=${1 + ((i * 104729) % 1000)}`,
    ],
    'next page by cursor (keyset)': [
      ada,
      (_i, prev) => (prev?.nextCursor ? `after=${prev.nextCursor}` : 'page=1'),
    ],
    'any page (two locations)': [dan, (i) => `page=${1 + ((i * 31) % 100)}`],
    'filtered: inactive external administrators': [
      ada,
      (i) => `status=INACTIVE&userType=EXTERNAL&accountType=ADMINISTRATOR&page=${1 + (i % 20)}`,
    ],
  };
  for (const [name, [token, next]] of Object.entries(cases)) {
    results.cases[name] = await measure(token, next);
    const r = results.cases[name];
    console.log(
      `${name.padEnd(45)} p50 ${r.p50Ms} ms  p95 ${r.p95Ms} ms  p99 ${r.p99Ms} ms  ${r.p95Ms <= target ? 'ok' : `over ${target} ms`}`,
    );
  }
  results.worstP95Ms = Math.max(...Object.values(results.cases).map((c) => c.p95Ms));
  results.meetsTarget = results.worstP95Ms <= target;
} finally {
  await new Promise((r) => (portal.child.on('exit', r), portal.child.kill('SIGTERM')));
}
const file = path.join(root, 'bench/results-users.json');
const all = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
all[results.database] = results;
fs.writeFileSync(file, `${JSON.stringify(all, null, 2)}\n`);
console.log(
  `\nwritten to bench/results-users.json (worst p95 ${results.worstP95Ms} ms, target ${target} ms)`,
);
console.log('\n| case | p50 | p95 | p99 |\n|---|---|---|---|');
for (const [name, r] of Object.entries(results.cases))
  console.log(`| ${name} | ${r.p50Ms} ms | ${r.p95Ms} ms | ${r.p99Ms} ms |`);
