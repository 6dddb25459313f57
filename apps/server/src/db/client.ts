// Opens the database: embedded PGlite under DATA_DIR (in a thread of its own), or PostgreSQL when
// DATABASE_URL is set.
// Each driver is imported when its database opens: a PGlite start loads no node-postgres, a
// PostgreSQL start no PGlite.
import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pino from 'pino';
import fs from 'node:fs';
import path from 'node:path';
import { acquireDataDirLock, type DataDirLock } from './lock.js';
import { stallWatch } from './stall-watch.js';
import { RemotePglite } from './pglite-remote.js';

/** The query builder both drivers share (PGlite and node-postgres). */
type QueryBuilder = Pick<PgDatabase<PgQueryResultHKT>, 'select' | 'insert' | 'update' | 'delete'>;

/**
 * Anything that runs queries: the database itself or a transaction. Repositories use the query
 * builder, and `execute` for the hand-written statements that say why they are hand-written.
 */
export interface Executor extends QueryBuilder {
  execute(query: SQL): Promise<{ rows: unknown[] }>;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  /** The drizzle instance; repositories use it through `rows`/`tx`. */
  orm: Executor & { transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T> };
  /** Runs `fn` in one transaction; everything in it lands or nothing does. */
  tx<T>(fn: (tx: Executor) => Promise<T>): Promise<T>;
  /**
   * Runs a multi-statement SQL script with the simple query protocol: one implicit transaction,
   * so a failing statement undoes the script's earlier ones (migrations).
   */
  exec(script: string): Promise<void>;
  /** PGlite only: the data directory as a tar, for `pgliteSnapshot` (the API tests' template). */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /** PostgreSQL only: a schema to create and use, so test files do not collide. */
  schema?: string;
  poolSize?: number;
  /**
   * PGlite only: start from this data directory snapshot (`dumpDataDir`) instead of an empty
   * cluster. The API tests open ~90 databases a run; a migrated and seeded snapshot saves each one
   * PostgreSQL's initdb, the migrations and the seed (about 70% of an open).
   */
  pgliteSnapshot?: Blob;
}

/** Runs a query and returns its rows typed as T. */
export async function rows<T>(ex: Executor, query: SQL): Promise<T[]> {
  const result = await ex.execute(query);
  return result.rows as T[];
}

export async function one<T>(ex: Executor, query: SQL): Promise<T | undefined> {
  return (await rows<T>(ex, query))[0];
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.schema, opts.poolSize ?? 20);
  return openPglite(opts.dataDir, opts.pgliteSnapshot);
}

async function openPostgres(
  url: string,
  schema: string | undefined,
  max: number,
): Promise<Database> {
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`bad schema name ${schema}`);
  const [{ default: pg }, { drizzle }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  if (schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await admin.end();
  }
  const connection = {
    connectionString: url,
    ...(schema ? { options: `-c search_path=${schema},public` } : {}),
  };
  // A server that stops answering (a dropped network) fails the stalled queries within seconds.
  const watch = stallWatch(pg, connection);
  const pool = new pg.Pool({
    ...connection,
    Client: watch.Client,
    max,
    // An unreachable server fails a request within seconds (503) instead of holding it open.
    connectionTimeoutMillis: 3_000,
    // Dead connections of a quiet pool are noticed by the operating system as well.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  pool.on('error', () => undefined);
  // The first connection opens now, while the caller goes on (at start-up the server's modules
  // load meanwhile); a failure here is the first real query's to report.
  pool.query('SELECT 1').catch(() => undefined);
  const orm = drizzle(pool) as unknown as Database['orm'];
  return {
    kind: 'postgres',
    orm,
    tx: (fn) => orm.transaction(fn),
    // A query without parameters goes over the simple protocol, which takes several statements.
    exec: async (script) => void (await pool.query(script)),
    close: async () => {
      watch.stop();
      await pool.end();
    },
  };
}

async function openPglite(dataDir: string, snapshot?: Blob): Promise<Database> {
  let lock: DataDirLock | undefined;
  let target = dataDir;
  if (!dataDir.startsWith('memory://')) {
    fs.mkdirSync(dataDir, { recursive: true });
    lock = await acquireDataDirLock(dataDir);
    target = path.join(dataDir, 'pgdata');
  }
  // The query builder's modules load while PostgreSQL starts in its own thread.
  const driver = import('drizzle-orm/pglite');
  let client: RemotePglite;
  try {
    client = await RemotePglite.open(target, snapshot);
  } catch (err) {
    lock?.release();
    throw err;
  }
  // The query builder needs only `query` and `transaction` of PGlite's interface.
  const orm = (await driver).drizzle(client as unknown as PGlite) as unknown as Database['orm'];
  // PGlite runs one query at a time; a transaction holds it for the whole block.
  return {
    kind: 'pglite',
    orm,
    tx: (fn) => orm.transaction(fn),
    exec: (script) => client.exec(script),
    snapshot: () => client.dumpDataDir(),
    close: async () => {
      await client.close();
      lock?.release();
    },
  };
}

/** The first words of a statement, e.g. "INSERT INTO document (name,": enough to find it, no values. */
function statementName(query: string): string {
  return query.replace(/\s+/g, ' ').trim().split(' ').slice(0, 5).join(' ').slice(0, 80);
}

/** The stack without its first lines, which repeat the message (and with it a failed query's values). */
const framesOnly = (stack: string | undefined) => {
  const at = stack?.indexOf('\n    at ') ?? -1;
  return at >= 0 ? stack!.slice(at + 1) : undefined;
};

/**
 * pino's `err` serializer for the portal's logs: a failed query (drizzle's error, or the driver's
 * own) is logged as its statement's first words, the PostgreSQL error code and the constraint,
 * never the parameters nor the driver's message and detail (which quote values). Other errors
 * are logged as pino logs them by default.
 */
export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function serializeError(err: unknown): SerializedError {
  let query: string | undefined;
  let dbError: Record<string, unknown> | undefined;
  for (let e: unknown = err, i = 0; e && typeof e === 'object' && i < 4; i++) {
    const o = e as Record<string, unknown>;
    if (typeof o.query === 'string' && 'params' in o) query ??= o.query;
    if (typeof o.code === 'string' && /^[0-9A-Z]{5}$/.test(o.code)) {
      dbError = o;
      break;
    }
    e = o.cause;
  }
  if (query === undefined && dbError === undefined)
    return pino.stdSerializers.err(err as Error) as SerializedError;
  const where = query === undefined ? 'query' : `query "${statementName(query)}"`;
  const code = typeof dbError?.code === 'string' ? dbError.code : undefined;
  return {
    type: 'DatabaseError',
    message: `Failed ${where}${code ? ` (SQLSTATE ${code})` : ''}`,
    code,
    constraint: dbError?.constraint,
    table: dbError?.table,
    column: dbError?.column,
    stack: framesOnly((err as Error).stack) ?? '',
  };
}
