// Notices a PostgreSQL that stopped answering (a silently dropped network): stalled queries are
// failed within seconds, so requests answer 503 instead of hanging, while slow queries on a live
// server go on.
import type pg from 'pg';

/** A query older than this makes the watch ask whether the server still answers. */
const STALL_MS = 2_000;
/** How long the probe (a fresh connection and `SELECT 1`) may take before the server counts as gone. */
const PROBE_MS = 2_000;
const CHECK_EVERY_MS = 500;

interface Pending {
  since: number;
  client: pg.Client;
}

/**
 * A pool's Client class that records its running queries, and a timer that, when one has run for
 * STALL_MS, probes the server over a new connection: if the probe fails too, every connection with
 * a running query is destroyed (its queries fail with "Connection terminated", answered 503, and
 * the pool replaces the connection). A live server, however slow a query, answers the probe.
 */
export function stallWatch(
  pgModule: typeof pg,
  connection: pg.ClientConfig,
): { Client: typeof pg.Client; stop(): void } {
  const pending = new Set<Pending>();
  let probing = false;

  const probe = async () => {
    const c = new pgModule.Client({
      ...connection,
      connectionTimeoutMillis: PROBE_MS,
      query_timeout: PROBE_MS,
    });
    c.on('error', () => undefined);
    try {
      await c.connect();
      await c.query('SELECT 1');
      return true;
    } catch {
      return false;
    } finally {
      // A connection that never answers is destroyed rather than ended politely.
      (
        c as unknown as { connection?: { stream?: { destroy(): void } } }
      ).connection?.stream?.destroy();
    }
  };

  const check = async () => {
    const now = Date.now();
    const stalled = [...pending].filter((p) => now - p.since > STALL_MS);
    if (stalled.length === 0 || probing) return;
    probing = true;
    try {
      if (await probe()) {
        // Alive: look again after another STALL_MS.
        for (const p of stalled) p.since = Date.now();
        return;
      }
      for (const p of stalled) {
        pending.delete(p);
        (
          p.client as unknown as { connection: { stream: { destroy(): void } } }
        ).connection.stream.destroy();
      }
    } finally {
      probing = false;
    }
  };
  const timer = setInterval(() => void check(), CHECK_EVERY_MS);
  timer.unref();

  const track = (client: pg.Client) => {
    const entry: Pending = { since: Date.now(), client };
    pending.add(entry);
    return () => pending.delete(entry);
  };

  class WatchedClient extends pgModule.Client {
    // pg's query has many overloads (promise, callback, config object); all pass through here.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- forwards pg's overloads unchanged
    override query(...args: any[]): any {
      const done = track(this);
      const last = args.length - 1;
      if (typeof args[last] === 'function') {
        const cb = args[last] as (...r: unknown[]) => void;
        args[last] = (...r: unknown[]) => {
          done();
          cb(...r);
        };
        return (super.query as (...a: unknown[]) => unknown)(...args);
      }
      const cbInConfig = args[0] as { callback?: (...r: unknown[]) => void } | undefined;
      if (
        cbInConfig &&
        typeof cbInConfig === 'object' &&
        typeof cbInConfig.callback === 'function'
      ) {
        const cb = cbInConfig.callback;
        cbInConfig.callback = (...r: unknown[]) => {
          done();
          cb(...r);
        };
      }
      const result = (super.query as (...a: unknown[]) => unknown)(...args);
      if (result && typeof (result as Promise<unknown>).then === 'function')
        (result as Promise<unknown>).then(done, done);
      else if (!cbInConfig?.callback) done();
      return result;
    }
  }

  return { Client: WatchedClient, stop: () => clearInterval(timer) };
}
