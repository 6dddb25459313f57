// A user's links (locations, brands, regions, roles, permission sets, applications) always name
// parents that exist (and verification links their user): links to missing ones are refused,
// deleting a user, role, permission set or application removes its links, a linked location,
// brand or region is not deleted (migration 0015: statement triggers instead of FOREIGN KEYs).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { one, serializeError, type Executor } from '../src/db/client.js';
import type { TestPortal } from './helpers/setup.js';
import { identity, insertUser, startUsersPortal, type As } from './users-support.js';

let portal: TestPortal;
let as: As;
beforeAll(async () => {
  ({ portal, as } = await startUsersPortal(['dan']));
});
afterAll(async () => portal?.close());

const LINKS = [
  'identity_location',
  'identity_brand',
  'identity_region',
  'identity_role',
  'identity_permission_set',
  'identity_application',
  'verification_token',
] as const;

async function refused(query: SQL, ex: Executor = portal.db.orm) {
  return ex.execute(query).then(
    () => undefined,
    // The SQLSTATE and constraint, found through the driver's wrapping as the server logs them.
    (err: unknown) => {
      const { code, constraint } = serializeError(err);
      return { code, constraint };
    },
  );
}

async function linkCounts(ex: Executor, column: string, id: number | string) {
  const counts: Record<string, number> = {};
  for (const t of LINKS) {
    const has = await one<{ n: number }>(
      ex,
      sql`SELECT count(*)::int AS n FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = ${t} AND column_name = ${column}`,
    );
    if (!has?.n) continue;
    const row = await one<{ n: number }>(
      ex,
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(t)} WHERE ${sql.identifier(column)} = ${id}`,
    );
    counts[t] = row!.n;
  }
  return counts;
}

/** Runs `fn` in a transaction rolled back afterwards (the demo data stays as it was). */
async function rolledBack(fn: (tx: Executor) => Promise<void>) {
  const done = new Error('rollback');
  await portal.db
    .tx(async (tx) => {
      await fn(tx);
      throw done;
    })
    .catch((err: unknown) => {
      if (err !== done) throw err;
    });
}

const MISSING = 987654321;

describe('user links', () => {
  it('refuses a link to a user, location, brand, region, role, permission set or application that does not exist', async () => {
    const { id } = await insertUser(portal.db, { orgCodes: ['ATL-0001'] });
    const role = sql`(SELECT id FROM security_role WHERE name = 'DOCUMENT_READER')`;
    const cases: [SQL, string][] = [
      [
        sql`INSERT INTO identity_location (identity_id, organization_id) SELECT ${MISSING}, id FROM organization WHERE code = 'ATL-0002'`,
        'identity_location_identity_id_fkey',
      ],
      [
        sql`INSERT INTO identity_location (identity_id, organization_id) VALUES (${id}, ${MISSING})`,
        'identity_location_organization_id_fkey',
      ],
      [sql`INSERT INTO identity_brand VALUES (${id}, ${MISSING})`, 'identity_brand_brand_id_fkey'],
      [
        sql`INSERT INTO identity_region VALUES (${id}, 'NOWHERE')`,
        'identity_region_region_code_fkey',
      ],
      [
        sql`INSERT INTO identity_role (identity_id, security_role_id) VALUES (${MISSING}, ${role})`,
        'identity_role_identity_id_fkey',
      ],
      [
        sql`INSERT INTO identity_role (identity_id, security_role_id) VALUES (${id}, ${MISSING})`,
        'identity_role_security_role_id_fkey',
      ],
      [
        sql`INSERT INTO identity_role (identity_id, security_role_id, organization_id) VALUES (${id}, ${role}, ${MISSING})`,
        'identity_role_organization_id_fkey',
      ],
      [
        sql`INSERT INTO identity_permission_set VALUES (${id}, ${MISSING})`,
        'identity_permission_set_permission_set_id_fkey',
      ],
      [
        sql`INSERT INTO identity_application VALUES (${id}, ${MISSING})`,
        'identity_application_application_id_fkey',
      ],
      [
        sql`INSERT INTO verification_token (identity_id, token_hash, expires_at)
          VALUES (${MISSING}, 'links-missing', now())`,
        'verification_token_identity_id_fkey',
      ],
      [
        sql`UPDATE identity_location SET organization_id = ${MISSING} WHERE identity_id = ${id}`,
        'identity_location_organization_id_fkey',
      ],
    ];
    for (const [query, constraint] of cases)
      expect(await refused(query)).toEqual({ code: '23503', constraint });
    // Nothing of the refused statements stayed.
    expect(await linkCounts(portal.db.orm, 'identity_id', MISSING)).toEqual(
      Object.fromEntries(LINKS.map((t) => [t, 0])),
    );
    expect(await linkCounts(portal.db.orm, 'identity_id', id)).toMatchObject({
      identity_location: 1,
      identity_role: 0,
    });
  });

  it('deleting a user through the API removes all its links', async () => {
    const { id } = await insertUser(portal.db, {
      orgCodes: ['ATL-0001', 'ATL-0002'],
      roles: ['DOCUMENT_READER'],
    });
    await portal.db.orm.execute(sql`INSERT INTO identity_permission_set
      SELECT ${id}, id FROM permission_set ORDER BY id LIMIT 1`);
    await portal.db.orm.execute(sql`INSERT INTO identity_application
      SELECT ${id}, id FROM application ORDER BY id LIMIT 1`);
    await portal.db.orm.execute(sql`INSERT INTO verification_token (identity_id, token_hash,
      expires_at) VALUES (${id}, ${`links-${id}`}, now() + interval '1 day')`);
    expect(await linkCounts(portal.db.orm, 'identity_id', id)).toEqual({
      identity_location: 2,
      identity_brand: 1,
      identity_region: 1,
      identity_role: 1,
      identity_permission_set: 1,
      identity_application: 1,
      verification_token: 1,
    });
    expect((await as('dan', 'DELETE', `/v2/admin/users/${id}`)).statusCode).toBe(204);
    expect(await identity(portal.db, id)).toBeUndefined();
    expect(await linkCounts(portal.db.orm, 'identity_id', id)).toEqual(
      Object.fromEntries(LINKS.map((t) => [t, 0])),
    );
  });

  it("deleting a role, permission set or application removes its users' links", async () => {
    const { id } = await insertUser(portal.db, { orgCodes: ['ATL-0001'], roles: ['EMPLOYEE'] });
    const set = await one<{ id: number }>(
      portal.db.orm,
      sql`SELECT id FROM permission_set ORDER BY id LIMIT 1`,
    );
    const app = await one<{ id: number }>(
      portal.db.orm,
      sql`SELECT id FROM application ORDER BY id LIMIT 1`,
    );
    await portal.db.orm.execute(
      sql`INSERT INTO identity_permission_set VALUES (${id}, ${set!.id})`,
    );
    await portal.db.orm.execute(sql`INSERT INTO identity_application VALUES (${id}, ${app!.id})`);
    await rolledBack(async (tx) => {
      await tx.execute(sql`DELETE FROM security_role WHERE name = 'EMPLOYEE'`);
      await tx.execute(sql`DELETE FROM permission_set WHERE id = ${set!.id}`);
      await tx.execute(sql`DELETE FROM application WHERE id = ${app!.id}`);
      expect(await linkCounts(tx, 'identity_id', id)).toMatchObject({
        identity_location: 1,
        identity_role: 0,
        identity_permission_set: 0,
        identity_application: 0,
      });
    });
    // Rolled back: the links are there again.
    expect(await linkCounts(portal.db.orm, 'identity_id', id)).toMatchObject({
      identity_role: 1,
      identity_permission_set: 1,
      identity_application: 1,
    });
  });

  it('refuses to delete a location, brand or region a user is linked to, or to change its key', async () => {
    // Parents of their own: nothing but the user's links refers to them.
    await portal.db.orm.execute(
      sql`INSERT INTO brand (id, name, theme) VALUES (9901, 'Links', 'atlas')`,
    );
    await portal.db.orm.execute(sql`INSERT INTO region (code, name) VALUES ('ZQ', 'Links')`);
    await portal.db.orm.execute(sql`INSERT INTO organization (code, name, brand_id, region_code)
      VALUES ('ZQ-0001', 'Links', 1, 'NA')`);
    const { id } = await insertUser(portal.db, {
      orgCodes: ['ZQ-0001'],
      brands: [9901],
      regions: ['ZQ'],
    });
    const org = sql`(SELECT id FROM organization WHERE code = 'ZQ-0001')`;
    const cases: [SQL, string][] = [
      [sql`DELETE FROM organization WHERE id = ${org}`, 'identity_location_organization_id_fkey'],
      [
        sql`UPDATE organization SET id = ${MISSING} WHERE id = ${org}`,
        'identity_location_organization_id_fkey',
      ],
      [sql`DELETE FROM brand WHERE id = 9901`, 'identity_brand_brand_id_fkey'],
      [sql`DELETE FROM region WHERE code = 'ZQ'`, 'identity_region_region_code_fkey'],
      [sql`UPDATE region SET code = 'ZX' WHERE code = 'ZQ'`, 'identity_region_region_code_fkey'],
      [
        sql`UPDATE identity SET id = ${MISSING} WHERE id = ${id}`,
        'identity_location_identity_id_fkey',
      ],
    ];
    for (const [query, constraint] of cases)
      expect(await refused(query)).toEqual({ code: '23503', constraint });
    expect(await linkCounts(portal.db.orm, 'identity_id', id)).toMatchObject({
      identity_location: 1,
      identity_brand: 1,
      identity_region: 1,
    });
    // Once unlinked, they go.
    await portal.db.orm.execute(sql`DELETE FROM identity WHERE id = ${id}`);
    await portal.db.orm.execute(sql`DELETE FROM organization WHERE code = 'ZQ-0001'`);
    await portal.db.orm.execute(sql`DELETE FROM brand WHERE id = 9901`);
    await portal.db.orm.execute(sql`DELETE FROM region WHERE code = 'ZQ'`);
  });

  it('truncating a role takes its links along; truncating a region users are linked to is refused', async () => {
    const { id } = await insertUser(portal.db, { orgCodes: ['ATL-0001'], roles: ['EMPLOYEE'] });
    await rolledBack(async (tx) => {
      await tx.execute(sql`TRUNCATE security_role CASCADE`);
      expect(await linkCounts(tx, 'identity_id', id)).toMatchObject({ identity_role: 0 });
    });
    await rolledBack(async (tx) => {
      await tx.execute(sql`SAVEPOINT s`);
      expect((await refused(sql`TRUNCATE region CASCADE`, tx))?.code).toBe('0A000');
      await tx.execute(sql`ROLLBACK TO SAVEPOINT s`);
      // With the links in the same statement, it goes (and the locations in the region, theirs).
      await tx.execute(
        sql`TRUNCATE region, identity_region, identity_location, identity_role CASCADE`,
      );
    });
    expect(await linkCounts(portal.db.orm, 'identity_id', id)).toMatchObject({
      identity_role: 1,
      identity_region: 1,
    });
  });
});
