// The built server as a child process on a PostgreSQL database of its own, for tests that kill it
// (SIGKILL) in the middle of a write; and the small waits those tests need.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const MAIN = fileURLToPath(new URL('../../dist/main.js', import.meta.url));

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function admin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

export async function waitFor<T>(
  what: string,
  fn: () => Promise<T | undefined>,
  ms: number,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await fn().catch(() => undefined);
    if (v !== undefined) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Waits until another backend of this database is blocked on a lock while it holds rows written
 * into `table` in its open transaction (the server half-way through a write), and returns its pid.
 */
export function blockedWriter(locker: pg.Client, table: string, what: string, ms: number) {
  return waitFor(
    what,
    async () =>
      (
        await locker.query<{ pid: number }>(
          `SELECT a.pid FROM pg_stat_activity a WHERE a.datname = current_database()
            AND a.wait_event_type = 'Lock' AND a.pid <> pg_backend_pid()
            AND EXISTS (SELECT 1 FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
              WHERE l.pid = a.pid AND l.granted AND c.relname = $1
                AND l.mode = 'RowExclusiveLock')`,
          [table],
        )
      ).rows[0]?.pid,
    ms,
  );
}

export interface ChildPortal {
  child: ChildProcess;
  origin: string;
  dbUrl: string;
  /** Kills the server if still running and drops its database. */
  close(): Promise<void>;
}

/** Starts dist/main.js on a fresh database (minimal seed) and waits until it is ready. */
export async function startChildPortal(baseUrl: string, prefix: string): Promise<ChildPortal> {
  if (!fs.existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build\` first`);
  const dbName = `${prefix}_${randomBytes(5).toString('hex')}`;
  const u = new URL(baseUrl);
  u.pathname = `/${dbName}`;
  const dbUrl = u.toString();
  await admin(baseUrl, (c) => c.query(`CREATE DATABASE ${dbName}`));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATABASE_URL: dbUrl,
      SEED: 'minimal',
      LOG_LEVEL: 'error',
      WEB_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(
    'the server to be ready',
    async () => ((await fetch(`${origin}/readyz`)).ok ? true : undefined),
    90_000,
  );
  return {
    child,
    origin,
    dbUrl,
    async close() {
      child.kill('SIGKILL');
      await admin(baseUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
    },
  };
}
