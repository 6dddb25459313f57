// PostgreSQL only (not collected on PGlite, see vitest.config.ts): the built server, killed with
// SIGKILL while it applies an import, leaves none of the file's rows. The test locks the existing
// user the import updates, so the apply stops after inserting the new users, and kills it there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { signInWithFetch } from '../../../scripts/bench-sign-in.mjs';
import { openDatabase, rows, type Database } from '../src/db/client.js';
import {
  blockedWriter,
  startChildPortal,
  waitFor,
  type ChildPortal,
} from './helpers/child-portal.js';
import { insertUser, PERSONA_EMAILS } from './users-support.js';

let portal: ChildPortal;
let locker: pg.Client | undefined;
let db: Database;
let token: string;

beforeAll(async () => {
  portal = await startChildPortal(process.env.DATABASE_URL ?? '', 'importkill');
  token = await signInWithFetch(portal.origin, PERSONA_EMAILS.ada);
  db = await openDatabase({ databaseUrl: portal.dbUrl, dataDir: 'memory://', poolSize: 2 });
});

afterAll(async () => {
  await locker?.end().catch(() => undefined);
  await db?.close();
  await portal?.close();
});

const count = async (query: ReturnType<typeof sql>) =>
  Number((await rows<{ n: number }>(db.orm, query))[0]!.n);

describe('SIGKILL during an apply', () => {
  it('leaves none of the rows written, and the run not applied', async () => {
    const existing = await insertUser(db, { orgCodes: ['ATL-0001'] });
    const lines = Array.from(
      { length: 20 },
      (_, i) => `kill.${i}@dealer.example,K${i},Kill,EXTERNAL,ATL-0001`,
    );
    const csv = `email,firstName,lastName,userType,locations\n${lines.join('\n')}\n${existing.email},Renamed,Kill,EXTERNAL,ATL-0001\n`;
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'kill.csv');
    const auth = { authorization: `Bearer ${token}` };
    const up = await fetch(`${portal.origin}/v2/admin/imports/identities/runs`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    const run = (await up.json()) as { id: number; counts: { create: number; update: number } };
    expect(run.counts).toMatchObject({ create: 20, update: 1 });

    locker = new pg.Client({ connectionString: portal.dbUrl });
    locker.on('error', () => undefined);
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('SELECT id FROM identity WHERE id = $1 FOR UPDATE', [existing.id]);

    const apply = fetch(`${portal.origin}/v2/admin/imports/identities/runs/${run.id}/apply`, {
      method: 'POST',
      headers: auth,
    })
      .then((r) => r.text())
      .catch((err: unknown) => err);

    // Half-way: the new users are inserted in the apply's transaction, which waits for the lock.
    const pid = await blockedWriter(
      locker!,
      'identity',
      'the apply to block on the locked user, with new users inserted',
      30_000,
    );

    portal.child.kill('SIGKILL');
    await new Promise((resolve) => portal.child.once('exit', resolve));
    await apply;
    await locker.query('ROLLBACK');
    await locker.end();
    locker = undefined;
    await waitFor(
      'the server transaction to end',
      async () =>
        (await rows(db.orm, sql`SELECT 1 FROM pg_stat_activity WHERE pid = ${pid}`)).length === 0
          ? true
          : undefined,
      20_000,
    );

    expect(
      await count(sql`SELECT count(*)::int AS n FROM identity WHERE email LIKE 'kill.%'`),
    ).toBe(0);
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM identity WHERE id = ${existing.id} AND first_name = 'Renamed'`,
      ),
    ).toBe(0);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM email_outbox WHERE to_address LIKE 'kill.%'`),
    ).toBe(0);
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM import_run WHERE id = ${run.id} AND status = 'VALIDATED'`,
      ),
    ).toBe(1);
  });
});
