// The main thread's handle on PGlite running in a worker thread (pglite-worker.ts): the part of
// PGlite's interface the query builder uses (query, transaction) plus exec, dump and close.
// Statements ran on the event loop before: during password sign-ins (~28 statements each) other
// requests waited 109-122 ms at p99, 25-28 ms with this thread (README, "Password sign-ins").
import { Worker } from 'node:worker_threads';
import type { Request } from './pglite-worker.js';

interface Answer {
  id: number;
  rows?: unknown[];
  affectedRows?: number;
  data?: ArrayBuffer;
  error?: Record<string, unknown>;
}

/** Each kind of request without its id (#send adds it). */
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

interface Pending {
  resolve: (answer: Answer) => void;
  reject: (err: Error) => void;
}

export interface QueryResult {
  rows: unknown[];
  affectedRows?: number;
}

/** The statements of one transaction: the query builder's transaction client. */
export interface QueryClient {
  query(
    sql: string,
    params?: unknown[],
    options?: { rowMode?: 'array' | 'object' },
  ): Promise<QueryResult>;
}

/** An error the worker reported, with PostgreSQL's fields (code, constraint, …) as PGlite gives them. */
function databaseError(fields: Record<string, unknown>): Error {
  const { message, ...rest } = fields;
  return Object.assign(new Error(typeof message === 'string' ? message : 'database error'), rest);
}

/** This module's sibling: the built .js file, or the source under the test runner. */
const workerFile = new URL(
  import.meta.url.endsWith('.ts') ? './pglite-worker.ts' : './pglite-worker.js',
  import.meta.url,
);

export class RemotePglite implements QueryClient {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #next = 1;
  #closed: Error | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (answer: Answer) => {
      const pending = this.#pending.get(answer.id);
      if (!pending) return;
      this.#pending.delete(answer.id);
      if (this.#pending.size === 0) worker.unref();
      if (answer.error) pending.reject(databaseError(answer.error));
      else pending.resolve(answer);
    });
    // A thread that stopped (its WebAssembly aborted, say) fails every statement from then on as
    // a database that is unavailable: the API answers 503 and /readyz tells the service manager.
    const fail = (cause?: Error) => {
      this.#closed ??= new Error(`PGlite is closed${cause ? `: ${cause.message}` : ''}`, { cause });
      for (const p of this.#pending.values()) p.reject(this.#closed);
      this.#pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', () => fail());
  }

  /** Starts the worker and opens the database there (from `snapshot` when given). */
  static async open(dataDir: string, snapshot?: Blob): Promise<RemotePglite> {
    const data = snapshot ? await snapshot.arrayBuffer() : undefined;
    const worker = new Worker(workerFile, {
      workerData: { dataDir, snapshot: data },
      transferList: data ? [data] : [],
    });
    let onMessage!: (answer: Answer & { ready?: boolean }) => void;
    let onError!: (err: Error) => void;
    let onExit!: (code: number) => void;
    const ready = await new Promise<Answer & { ready?: boolean }>((resolve, reject) => {
      onMessage = resolve;
      onError = reject;
      onExit = (code) => reject(new Error(`PGlite's thread ended (${code})`));
      worker.once('message', onMessage).once('error', onError).once('exit', onExit);
    }).finally(() => {
      // Only these: the worker's own listeners keep its message port running.
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
    });
    if (!ready.ready) {
      await worker.terminate();
      throw databaseError(ready.error ?? {});
    }
    worker.unref();
    return new RemotePglite(worker);
  }

  /** Sends a request (its id added here) and settles with the worker's answer to it. */
  #send(request: WithoutId<Request>) {
    if (this.#closed) return Promise.reject(this.#closed);
    const id = this.#next++;
    // Like PGlite on the main thread, an idle database keeps no process alive (scripts that end
    // without closing it); a statement under way does.
    if (this.#pending.size === 0) this.#worker.ref();
    return new Promise<Answer>((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...request, id });
    });
  }

  #query(sql: string, params: unknown[] = [], rowMode: 'array' | 'object' = 'object', tx = false) {
    return this.#send({ op: 'query', sql, params, rowMode, tx }).then((a): QueryResult => ({
      rows: a.rows ?? [],
      affectedRows: a.affectedRows,
    }));
  }

  async query(
    sql: string,
    params?: unknown[],
    options?: { rowMode?: 'array' | 'object' },
  ): Promise<QueryResult> {
    return this.#query(sql, params, options?.rowMode);
  }

  /**
   * Runs `fn` in one of PGlite's transactions in the worker (COMMIT, or ROLLBACK when it throws or
   * a statement failed); nothing else runs meanwhile.
   */
  async transaction<T>(fn: (tx: QueryClient) => Promise<T>): Promise<T> {
    // The worker begins it once the statements and transactions asked before it have run.
    await this.#send({ op: 'begin' });
    let result: T;
    try {
      result = await fn({
        query: (sql, params, options) => this.#query(sql, params, options?.rowMode, true),
      });
    } catch (err) {
      await this.#send({ op: 'rollback' }).catch(() => undefined);
      throw err;
    }
    await this.#send({ op: 'commit' });
    return result;
  }

  /** A multi-statement script over the simple protocol (migrations). */
  async exec(script: string): Promise<void> {
    await this.#send({ op: 'exec', sql: script });
  }

  /** The data directory as a tar (the API tests' template). */
  async dumpDataDir(): Promise<Blob> {
    const { data } = await this.#send({ op: 'dump' });
    return new Blob([data!]);
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    await this.#send({ op: 'close' }).catch(() => undefined);
    this.#closed = new Error('PGlite is closed');
    await this.#worker.terminate();
  }
}
