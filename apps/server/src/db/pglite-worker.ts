// The embedded database's own thread: PGlite runs here and executes the statements the main
// thread sends (pglite-remote.ts), so the HTTP server never waits behind a query's WebAssembly.
// Only packages and Node's modules are imported: Node runs this file as the build or the source
// (type stripping) made it, outside the server's bundle.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** What the main thread asks (pglite-remote.ts); each request names an id the answer repeats. */
export type Request =
  | {
      id: number;
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object';
      /** A statement of the open transaction. */
      tx: boolean;
    }
  | { id: number; op: 'begin' | 'commit' | 'rollback' }
  | { id: number; op: 'exec'; sql: string }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

interface Start {
  dataDir: string;
  snapshot?: ArrayBuffer;
}

const port = parentPort!;
const start = workerData as Start;

/**
 * Date, time and interval values (and their arrays) stay text, as the query builder reads them on
 * both drivers: the parsers drizzle-orm/pglite passes with each query, which as functions cannot
 * cross threads. Set once on the instance (open()), not per query: PGlite copies its 318 parsers
 * into a new object for each query given parsers of its own, 150-190 µs of a 150-220 µs point
 * query (3,000 point reads of a 1 KB jsonb row, this machine, 2026-11-27).
 */
const keep = (value: string) => value;
const parsers = Object.fromEntries(
  [
    types.TIMESTAMP,
    types.TIMESTAMPTZ,
    types.INTERVAL,
    types.DATE,
    1231,
    1115,
    1185,
    1187,
    1182,
  ].map((oid) => [oid, keep]),
);

/** A database error as plain data: its message and its fields (code, constraint, table, …). */
function plainError(err: unknown): Record<string, unknown> {
  const e = err instanceof Error ? err : new Error(String(err));
  const fields: Record<string, unknown> = { message: e.message, name: e.name };
  for (const [key, value] of Object.entries(e)) {
    if (key === 'queryOptions' || key === 'params') continue;
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
      fields[key] = value;
  }
  return fields;
}

async function open(): Promise<PGlite> {
  const client = await PGlite.create(start.dataDir, {
    extensions: { pg_trgm },
    ...(start.snapshot ? { loadDataDir: new Blob([start.snapshot]) } : {}),
    // 32 MB of shared buffers instead of PostgreSQL's 128 MB: setting up the larger pool cost
    // ~50 ms of every start; pages beyond it come from the OS cache.
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
  });
  // After creation: PGlite sets the array types' parsers while it starts, over any given before.
  Object.assign(client.parsers, parsers);
  return client;
}

/** The open transaction: its statements, how to end it, and its end (PGlite's own COMMIT check). */
let openTx:
  { tx: Transaction; finish: (commit: boolean) => void; ended: Promise<unknown> } | undefined;
const rolledBack = new Error('rolled back');

/** Opens one of PGlite's transactions, kept open until `commit` or `rollback` ends it. */
function begin(client: PGlite): Promise<void> {
  return new Promise((started, failed) => {
    const ended = client.transaction(
      (tx) =>
        new Promise((commit, rollback) => {
          openTx = {
            tx,
            finish: (ok) => (ok ? commit(undefined) : rollback(rolledBack)),
            ended,
          };
          started();
        }),
    );
    ended.catch(failed);
  });
}

async function finish(commit: boolean): Promise<void> {
  const current = openTx!;
  openTx = undefined;
  current.finish(commit);
  await current.ended.catch((err: unknown) => {
    if (err !== rolledBack) throw err;
  });
}

async function answer(client: PGlite, req: Request): Promise<void> {
  try {
    switch (req.op) {
      case 'begin':
        await begin(client);
        port.postMessage({ id: req.id });
        return;
      case 'commit':
      case 'rollback':
        await finish(req.op === 'commit');
        port.postMessage({ id: req.id });
        return;
      case 'query': {
        const on = req.tx ? openTx!.tx : client;
        const result = await on.query(req.sql, req.params, { rowMode: req.rowMode });
        port.postMessage({ id: req.id, rows: result.rows, affectedRows: result.affectedRows });
        return;
      }
      case 'exec':
        await client.exec(req.sql);
        port.postMessage({ id: req.id });
        return;
      case 'dump': {
        const data = await (await client.dumpDataDir('none')).arrayBuffer();
        port.postMessage({ id: req.id, data }, [data]);
        return;
      }
      case 'close':
        await client.close();
        port.postMessage({ id: req.id });
        port.close();
        return;
    }
  } catch (err) {
    port.postMessage({ id: req.id, error: plainError(err) });
  }
}

try {
  const client = await open();
  // Each request starts at once: PGlite runs them one after another in the order they came.
  port.on('message', (req: Request) => void answer(client, req));
  port.postMessage({ ready: true });
} catch (err) {
  port.postMessage({ ready: false, error: plainError(err) });
}
