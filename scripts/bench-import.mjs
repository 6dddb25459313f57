// Bulk import benchmark: generates an identities CSV (100,000 rows on PostgreSQL with
// DATABASE_URL, 10,000 on PGlite; `--rows N` to choose), uploads it through the import service
// (streamed, checked, staged) and applies it, reporting rows a second for each step and the peak
// RSS growth; then the write floor (below). `--runs N` rounds (default 3) of a new file each.
// Target on PostgreSQL: >= 20,000 rows/s each, RSS growth < 150 MB.
// Results go to bench/results-import.json, one per database ({ postgres, pglite }).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import { root } from './lib.mjs';
import { loadServer } from './seed-users.mjs';

const postgres = Boolean(process.env.DATABASE_URL);
const args = process.argv.slice(2);
const at = args.indexOf('--rows');
const rows = at >= 0 ? Number(args[at + 1]) : postgres ? 100_000 : 10_000;
if (!(Number.isInteger(rows) && rows > 0)) throw new Error('--rows needs a positive number');
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 3;
if (!(Number.isInteger(runs) && runs > 0)) throw new Error('--runs needs a positive number');
const dataDir = process.env.DATA_DIR ?? path.join(os.tmpdir(), 'portal-bench-import');

/** Writes the CSV to a temporary file, streamed (never held whole in memory). */
async function writeCsv(file, count) {
  const out = fs.createWriteStream(file);
  const stamp = Date.now();
  out.write('email,firstName,lastName,userType,locations,roles,jobTitle\n');
  for (let i = 0; i < count; i++) {
    const line = `bench.${stamp}.${i}@import.example,Bench${i},Import,EXTERNAL,ATL-0001|ATL-0002,WARRANTY_CLERK,Clerk\n`;
    if (!out.write(line)) await new Promise((r) => out.once('drain', r));
  }
  await new Promise((r) => out.end(r));
}

const load = (p) => import(pathToFileURL(path.join(root, 'apps/server/dist', p)).href);

const server = await loadServer();
const { stageUpload, finishUpload } = await load('services/imports/upload-service.js');
const { applyRun } = await load('services/imports/apply-service.js');
const { loadPrincipal } = await load('auth/principal.js');
const { createMailer } = await load('mail/mailer.js');
const config = server.loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  IMPORT_MAX_ROWS: String(rows),
});
const db = await server.openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await server.migrate(db);
await server.seedIfEmpty(db, { scale: 'minimal' });
const { sql } = server.drizzle;
const subject = (
  await db.orm.execute(sql`SELECT subject FROM identity WHERE email = 'ada.admin@atlas.example'`)
).rows[0].subject;
const principal = await loadPrincipal(db.orm, subject, config.idpKind);
const deps = {
  db,
  config,
  mailer: createMailer(db, { smtpUrl: undefined, from: config.mailFrom }),
};

const file = path.join(os.tmpdir(), `bench-import-${process.pid}.csv`);
let bytes = 0;

// The RSS growth is the first counted round's, over the RSS it starts from (after the warm-up
// and a garbage collection): later rounds start from wherever the collector left the heap (it
// returned memory after one, not after another), their growth logged only.
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc');
let baseRss = 0;
let peakRss = 0;
let peakGrowth = 0;
/** The highest RSS of any counted round. */
let maxRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 20);

/**
 * One round: a new file of `rows` users uploaded (validate: streamed, checked, staged) and
 * applied. The apply's time ends at its `done` line, when the person sees the result.
 */
async function uploadAndApply(count = rows) {
  await writeCsv(file, count);
  bytes = fs.statSync(file).size;
  let started = performance.now();
  const runId = await stageUpload(
    deps,
    principal,
    'identities',
    'bench.csv',
    fs.createReadStream(file),
  );
  const summary = await finishUpload(deps, 'identities', runId);
  const validateSeconds = (performance.now() - started) / 1000;
  if (summary.counts.errors > 0)
    throw new Error(`the file has errors: ${JSON.stringify(summary.errors.slice(0, 3))}`);

  started = performance.now();
  let last;
  let applySeconds = 0;
  await applyRun(deps, principal, 'identities', runId, (line) => {
    last = line;
    if (line.type === 'done') applySeconds = (performance.now() - started) / 1000;
  });
  if (last?.type !== 'done') throw new Error(`apply did not finish: ${JSON.stringify(last)}`);
  fs.rmSync(file, { force: true });
  return { validateSeconds, applySeconds };
}

/**
 * The write floor (bench/import-floor.sql): the rows the apply writes, inserted bare into the
 * same tables, in a transaction rolled back. The apply's figure is read against it.
 */
async function writeFloorSeconds(count = rows) {
  const text = fs.readFileSync(path.join(root, 'bench/import-floor.sql'), 'utf8');
  const statements = text
    .replace(/^--.*$/gm, '')
    .split(/^;$/m)
    .map((s) => s.trim().replaceAll(':rows', String(count)))
    .filter(Boolean);
  const rollback = new Error('rollback');
  let seconds = 0;
  await db
    .tx(async (tx) => {
      await tx.execute(sql.raw('SET LOCAL jit = off'));
      const t0 = performance.now();
      for (const s of statements) await tx.execute(sql.raw(s));
      seconds = (performance.now() - t0) / 1000;
      throw rollback;
    })
    .catch((err) => {
      if (err !== rollback) throw err;
    });
  return seconds;
}
// Rounds of apply then floor, one after the other: the machine's neighbours land on either, so
// the reported round is the one of the median apply / floor (all rounds are kept in `rounds`).
// A warm-up round of a tenth of the rows first, not counted: the first statements of a process
// pay for compiling their code paths (PGlite's WebAssembly most), and they were the apply's.
await uploadAndApply(Math.ceil(rows / 10));
await writeFloorSeconds(Math.ceil(rows / 10));
const rounds = [];
for (let i = 0; i < runs; i++) {
  gc();
  baseRss = peakRss = process.memoryUsage().rss;
  const { validateSeconds, applySeconds } = await uploadAndApply();
  if (i === 0) peakGrowth = peakRss - baseRss;
  maxRss = Math.max(maxRss, peakRss);
  console.error(
    `round ${i + 1}: RSS ${Math.round(baseRss / 2 ** 20)} MB, growth ${Math.round((peakRss - baseRss) / 2 ** 20)} MB`,
  );
  const floorSeconds = await writeFloorSeconds();
  rounds.push({ validateSeconds, applySeconds, floorSeconds, share: floorSeconds / applySeconds });
  console.error(`round ${i + 1}: apply / floor ${(floorSeconds / applySeconds).toFixed(2)}`);
}
clearInterval(sampler);
await db.close();
const { validateSeconds, applySeconds, floorSeconds } = [...rounds].sort(
  (a, b) => a.share - b.share,
)[Math.floor(rounds.length / 2)];

const result = {
  date: new Date().toISOString(),
  database: postgres ? 'postgres' : 'pglite',
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`,
  /** The machine's 1-minute load average at the end: figures on a shared machine vary with it. */
  loadAverage: +os.loadavg()[0].toFixed(1),
  rows,
  fileMB: +(bytes / 2 ** 20).toFixed(1),
  validate: {
    seconds: +validateSeconds.toFixed(2),
    rowsPerSecond: Math.round(rows / validateSeconds),
  },
  apply: { seconds: +applySeconds.toFixed(2), rowsPerSecond: Math.round(rows / applySeconds) },
  /** The same rows inserted bare (bench/import-floor.sql): no apply can be faster. */
  writeFloor: {
    seconds: +floorSeconds.toFixed(2),
    rowsPerSecond: Math.round(rows / floorSeconds),
    applyShare: +(floorSeconds / applySeconds).toFixed(2),
  },
  /** Every round's apply / floor, in the order they ran. */
  rounds: rounds.map((r) => +r.share.toFixed(2)),
  peakRssGrowthMB: Math.round(peakGrowth / 2 ** 20),
  peakRssMB: Math.round(maxRss / 2 ** 20),
  target: postgres ? '>= 20,000 rows/s for validate and apply, RSS growth < 150 MB' : 'reported',
};
// One result per database ({ postgres, pglite }): a run replaces only its own database's.
const out = path.join(root, 'bench/results-import.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
const previous = fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, 'utf8')) : {};
// An older file held one run flat: kept under its database.
const all = previous.database ? { [previous.database]: previous } : previous;
// Written as the formatter writes it (the file is checked with the rest of the repository).
const json = JSON.stringify({ ...all, [result.database]: result });
fs.writeFileSync(out, await prettier.format(json, { filepath: out }));
console.log(JSON.stringify(result, null, 2));
