// The provider's writes during one of its own requests, kept until the answer is ready and then made in one statement.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { AdapterPayload } from 'oidc-provider';
import type Provider from 'oidc-provider';
import type { Database } from '../db/client.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { writePayloads, type PayloadRow } from '../repositories/oidc/payload-repository.js';

interface Pending {
  /** Rows to write, by model and id. */
  rows: Map<string, PayloadRow>;
  /** Rows to remove, by model and id (never also in `rows`). */
  gone: Map<string, { model: string; id: string }>;
}

const current = new AsyncLocalStorage<Pending>();
const keyOf = (model: string, id: string) => `${model} ${id}`;

/**
 * From now on, each request the provider answers keeps its writes of provider state (upserts and
 * removals) until its answer is ready, then makes them in one statement before the answer leaves:
 * the return from the login page wrote its grant, code and session and removed its interaction in
 * four statements, of the sixteen a sign-in makes. Nothing leaves the process earlier than it did:
 * the code and the cookies reach the browser only with the answer, after the statement. A failed
 * statement fails the answer (503 when the database is down, answerUnavailable). Register after
 * answerUnavailable and before the provider's callback is made.
 */
export function writeBehind(provider: Provider, db: Database) {
  provider.use(async (ctx, next) => {
    const pending: Pending = { rows: new Map(), gone: new Map() };
    try {
      await current.run(pending, next);
    } finally {
      await writePending(db, pending).catch((err: unknown) => {
        if (!isDatabaseUnavailable(err)) throw err;
        ctx.state.databaseUnavailable = true;
      });
    }
  });
}

async function writePending(db: Database, pending: Pending) {
  const rows = [...pending.rows.values()];
  const gone = [...pending.gone.values()];
  pending.rows.clear();
  pending.gone.clear();
  if (rows.length || gone.length) await writePayloads(db.orm, rows, gone);
}

/** Makes this request's kept writes now: before a statement that must see them. */
export async function writeKeptNow(db: Database) {
  const pending = current.getStore();
  if (pending) await writePending(db, pending);
}

/** Keeps an upsert for the end of the request; false outside one of the provider's requests. */
export function keepUpsert(row: PayloadRow): boolean {
  const pending = current.getStore();
  if (!pending) return false;
  const key = keyOf(row.model, row.id);
  pending.gone.delete(key);
  // A copy, as a statement would have taken it: the provider may change its object afterwards.
  pending.rows.set(key, { ...row, payload: structuredClone(row.payload) });
  return true;
}

/** Keeps a removal for the end of the request; false outside one of the provider's requests. */
export function keepRemoval(model: string, id: string): boolean {
  const pending = current.getStore();
  if (!pending) return false;
  const key = keyOf(model, id);
  pending.rows.delete(key);
  pending.gone.set(key, { model, id });
  return true;
}

type Lookup = { id: string } | { uid: string } | { userCode: string };

/**
 * A look-up answered by this request's kept writes: `{ payload }` (undefined when removed), or
 * undefined when the database is to answer. A look-up by uid or user code while a removal of the
 * model is kept is the database's, after the kept writes are made (the removed row's uid is not
 * known here).
 */
export async function keptPayload(
  db: Database,
  model: string,
  by: Lookup,
): Promise<{ payload: AdapterPayload | undefined } | undefined> {
  const pending = current.getStore();
  if (!pending) return undefined;
  if ('id' in by) {
    const key = keyOf(model, by.id);
    if (pending.gone.has(key)) return { payload: undefined };
    const row = pending.rows.get(key);
    return row && { payload: structuredClone(row.payload) as AdapterPayload };
  }
  const field = 'uid' in by ? 'uid' : 'userCode';
  const value = 'uid' in by ? by.uid : by.userCode;
  for (const row of pending.rows.values())
    if (row.model === model && row[field] === value)
      return { payload: structuredClone(row.payload) as AdapterPayload };
  if ([...pending.gone.values()].some((g) => g.model === model)) await writeKeptNow(db);
  return undefined;
}
