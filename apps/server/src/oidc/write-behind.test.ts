// The provider's writes during one of its requests: kept, answered from memory, and made in one
// statement when the answer is ready (the statement is a stand-in here).
import { describe, expect, it, vi } from 'vitest';
import type Provider from 'oidc-provider';
import type { Database } from '../db/client.js';
import type { PayloadRow } from '../repositories/oidc/payload-repository.js';

const statements: { rows: PayloadRow[]; gone: { model: string; id: string }[] }[] = [];
let failWith: Error | undefined;
vi.mock('../repositories/oidc/payload-repository.js', () => ({
  writePayloads: (_ex: unknown, rows: PayloadRow[], gone: { model: string; id: string }[]) => {
    if (failWith) return Promise.reject(failWith);
    statements.push({ rows, gone });
    return Promise.resolve();
  },
}));

const { keepRemoval, keepUpsert, keptPayload, writeBehind } = await import('./write-behind.js');

type Middleware = (
  ctx: { state: Record<string, unknown> },
  next: () => Promise<void>,
) => Promise<void>;
const db = { orm: {} } as Database;

/** The middleware writeBehind adds, run around `work` as the provider's request. */
async function request(work: () => Promise<void>) {
  let middleware: Middleware | undefined;
  writeBehind({ use: (fn: Middleware) => (middleware = fn) } as unknown as Provider, db);
  const ctx: { state: Record<string, unknown> } = { state: {} };
  await middleware!(ctx, work);
  return ctx;
}

const row = (model: string, id: string, uid?: string): PayloadRow => ({
  id,
  model,
  payload: { kind: model, uid },
  uid: uid ?? null,
});

describe('write-behind', () => {
  it('writes nothing itself outside a provider request', async () => {
    expect(keepUpsert(row('Session', 's1'))).toBe(false);
    expect(keepRemoval('Interaction', 'i1')).toBe(false);
    expect(await keptPayload(db, 'Session', { id: 's1' })).toBeUndefined();
  });

  it("answers a request's look-ups from its kept writes and makes them in one statement", async () => {
    statements.length = 0;
    await request(async () => {
      const grant = row('Grant', 'g1');
      expect(keepUpsert(grant)).toBe(true);
      // The provider changing its object afterwards does not change what was saved.
      (grant.payload as Record<string, unknown>).kind = 'changed';
      expect(keepUpsert(row('Session', 's1', 'uid-1'))).toBe(true);
      expect(keepRemoval('Interaction', 'i1')).toBe(true);
      // Upserted, then removed: removed only.
      keepUpsert(row('AuthorizationCode', 'c1'));
      keepRemoval('AuthorizationCode', 'c1');
      expect(await keptPayload(db, 'Grant', { id: 'g1' })).toEqual({ payload: { kind: 'Grant' } });
      expect(await keptPayload(db, 'Session', { uid: 'uid-1' })).toEqual({
        payload: { kind: 'Session', uid: 'uid-1' },
      });
      expect(await keptPayload(db, 'Interaction', { id: 'i1' })).toEqual({ payload: undefined });
      expect(await keptPayload(db, 'Grant', { id: 'other' })).toBeUndefined();
      expect(statements).toHaveLength(0);
    });
    expect(statements).toHaveLength(1);
    expect(statements[0]!.rows.map((r) => [r.model, r.id, r.payload])).toEqual([
      ['Grant', 'g1', { kind: 'Grant' }],
      ['Session', 's1', { kind: 'Session', uid: 'uid-1' }],
    ]);
    expect(statements[0]!.gone).toEqual([
      { model: 'Interaction', id: 'i1' },
      { model: 'AuthorizationCode', id: 'c1' },
    ]);
  });

  it('looks a removed model up by uid in the database, after making the kept writes', async () => {
    statements.length = 0;
    await request(async () => {
      keepRemoval('Session', 's1');
      expect(await keptPayload(db, 'Session', { uid: 'uid-1' })).toBeUndefined();
      expect(statements).toHaveLength(1);
    });
    expect(statements).toHaveLength(1);
  });

  it('turns a database outage at the end into the unavailable answer', async () => {
    failWith = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    try {
      const ctx = await request(async () => void keepUpsert(row('Session', 's2')));
      expect(ctx.state.databaseUnavailable).toBe(true);
    } finally {
      failWith = undefined;
    }
  });
});
