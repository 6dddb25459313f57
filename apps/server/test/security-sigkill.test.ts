// PostgreSQL only (not collected on PGlite, see vitest.config.ts): the built server, killed with
// SIGKILL in the middle of a multi-row write (copy by role to five users), leaves all or nothing.
// The test holds a row lock on the last user the write touches, so that the write stops there
// after changing the first four, and kills the process while it waits.
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
import { insertUser, PERSONA_EMAILS, roleId } from './users-support.js';

let portal: ChildPortal;
let locker: pg.Client | undefined;
let db: Database;
let origin: string;
let token: string;

beforeAll(async () => {
  portal = await startChildPortal(process.env.DATABASE_URL ?? '', 'sigkill');
  origin = portal.origin;
  token = await signInWithFetch(origin, PERSONA_EMAILS.ada);
  db = await openDatabase({ databaseUrl: portal.dbUrl, dataDir: 'memory://', poolSize: 2 });
});

afterAll(async () => {
  await locker?.end().catch(() => undefined);
  await db?.close();
  await portal?.close();
});

/** Roles and audit entries of the users, and their versions: what the write would change. */
async function stateOf(ids: number[]) {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  return rows<{ id: number; version: number; roles: number; audit: number }>(
    db.orm,
    sql`SELECT i.id, i.version,
        (SELECT count(*)::int FROM identity_role r WHERE r.identity_id = i.id) AS roles,
        (SELECT count(*)::int FROM audit_entry a WHERE a.entity_type = 'identity'
          AND a.entity_id = i.id::text) AS audit
      FROM identity i WHERE i.id IN (${list}) ORDER BY i.id`,
  );
}

describe('SIGKILL during a multi-row write', () => {
  it('leaves none of the rows written', async () => {
    const users = [];
    for (let i = 0; i < 5; i++)
      users.push((await insertUser(db, { orgCodes: ['ATL-0001'], roles: ['DOCUMENT_READER'] })).id);
    const before = await stateOf(users);
    const last = Math.max(...users);

    // The test's own transaction holds the last user's row: the write stops there.
    locker = new pg.Client({ connectionString: portal.dbUrl });
    locker.on('error', () => undefined);
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('SELECT id FROM identity WHERE id = $1 FOR UPDATE', [last]);

    const write = fetch(`${origin}/v2/admin/users/copy-role`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        roleIds: [await roleId(db, 'PARTS_MANAGER'), await roleId(db, 'WARRANTY_CLERK')],
        userIds: users,
        combine: true,
      }),
    }).catch((err: unknown) => err);

    // Half-way: the server's transaction waits for the lock, having written roles of four users.
    const pid = await blockedWriter(
      locker!,
      'identity_role',
      'the write to block on the locked user, with rows written in its transaction',
      20_000,
    );

    portal.child.kill('SIGKILL');
    await new Promise((resolve) => portal.child.once('exit', resolve));
    expect(await write).toBeInstanceOf(Error);
    await locker.query('ROLLBACK');
    await locker.end();
    locker = undefined;

    // The orphaned transaction gets the lock, finds its client gone and rolls back.
    await waitFor(
      'the server transaction to end',
      async () =>
        (await rows(db.orm, sql`SELECT 1 FROM pg_stat_activity WHERE pid = ${pid}`)).length === 0
          ? true
          : undefined,
      20_000,
    );
    expect(await stateOf(users)).toEqual(before);
    expect(before.every((u) => u.roles === 1 && u.audit === 0)).toBe(true);
  });
});
