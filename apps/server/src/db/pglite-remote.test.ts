// PGlite on its own thread, seen from the main thread: a transaction keeps other statements out
// until it ends, a failed statement brings PostgreSQL's fields, values come back as the query
// builder expects, and a closed database says so (which the API answers with 503).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RemotePglite } from './pglite-remote.js';
import { isDatabaseUnavailable } from './unavailable.js';

let db: RemotePglite;

beforeAll(async () => {
  db = await RemotePglite.open('memory://');
  await db.exec(`CREATE TABLE item (id int PRIMARY KEY, at timestamptz, data jsonb);`);
}, 60_000);

afterAll(() => db?.close());

const count = async () => (await db.query('SELECT count(*)::int AS n FROM item')).rows[0];

describe('PGlite in a worker thread', () => {
  it('keeps a statement from outside a transaction waiting until the transaction ends', async () => {
    let outside: Promise<unknown> | undefined;
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO item (id) VALUES (1)');
      // Asked while the transaction is open: it must not see, nor run between, its statements.
      outside = count();
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.query('INSERT INTO item (id) VALUES (2)');
    });
    expect(await outside).toEqual({ n: 2 });
    await db.query('DELETE FROM item');
  });

  it('rolls a failed transaction back and reports the constraint it broke', async () => {
    const failed = db.transaction(async (tx) => {
      await tx.query('INSERT INTO item (id) VALUES ($1)', [7]);
      await tx.query('INSERT INTO item (id) VALUES ($1)', [7]);
    });
    await expect(failed).rejects.toMatchObject({ code: '23505', constraint: 'item_pkey' });
    expect(await count()).toEqual({ n: 0 });
  });

  it('runs transactions started at the same moment one after another, never interleaved', async () => {
    const order: string[] = [];
    const one = (name: string) =>
      db.transaction(async (tx) => {
        order.push(`${name} begins`);
        await tx.query('CREATE TEMP TABLE scratch (n int) ON COMMIT DROP');
        await new Promise((resolve) => setTimeout(resolve, 10));
        order.push(`${name} ends`);
      });
    await Promise.all([one('a'), one('b'), one('c')]);
    expect(order).toEqual(['a begins', 'a ends', 'b begins', 'b ends', 'c begins', 'c ends']);
  });

  it('does not commit a transaction in which a statement failed, even when the error was caught', async () => {
    const committed = db.transaction(async (tx) => {
      await tx.query('INSERT INTO item (id) VALUES (8)');
      await tx.query('SELECT * FROM nowhere').catch(() => undefined);
    });
    await expect(committed).rejects.toThrow();
    expect(await count()).toEqual({ n: 0 });
  });

  it('hands timestamps over as text, JSON parsed, rows as arrays when asked', async () => {
    await db.query(`INSERT INTO item VALUES (3, '2026-11-27T10:00:00Z', '{"a":[1,2]}')`);
    const { rows } = await db.query('SELECT id, at, data FROM item');
    expect(rows).toEqual([{ id: 3, at: '2026-11-27 10:00:00+00', data: { a: [1, 2] } }]);
    const arrays = await db.query('SELECT id FROM item', [], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[3]]);
    // As drizzle's PGlite and node-postgres drivers hand them over: text, arrays included.
    const kinds = `SELECT DATE '2026-11-27' AS d, INTERVAL '1 day' AS i,
      TIMESTAMP '2026-11-27 10:00' AS t, ARRAY[TIMESTAMPTZ '2026-11-27T10:00:00Z'] AS ta,
      ARRAY[DATE '2026-11-27'] AS da, ARRAY[1.5]::numeric[] AS na, ARRAY[1, 2] AS ia`;
    const expected = {
      d: '2026-11-27',
      i: '1 day',
      t: '2026-11-27 10:00:00',
      ta: '{"2026-11-27 10:00:00+00"}',
      da: '{2026-11-27}',
      na: '{1.5}',
      ia: [1, 2],
    };
    expect((await db.query(kinds)).rows).toEqual([expected]);
    const inTx = await db.transaction(async (tx) => (await tx.query(kinds)).rows);
    expect(inTx).toEqual([expected]);
  });

  it('fails every statement after close as a database that is unavailable', async () => {
    const other = await RemotePglite.open('memory://');
    await other.close();
    const err = await other.query('SELECT 1').catch((e: unknown) => e);
    expect(isDatabaseUnavailable(err)).toBe(true);
  }, 60_000);
});
