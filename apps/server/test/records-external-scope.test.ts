// "External administrators manage external users only" on the history routes that name users:
// Dan (external dealer administrator) given the audit and integration features at one of his
// locations, as a customer would, neither reads nor resyncs Ivy (internal, at his locations), nor
// finds internal users among the history's changers or a deleted internal user's history.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AuditChangers, AuditPage } from '@portal/shared';
import type { TestPortal } from './helpers/setup.js';
import { insertUser, startUsersPortal, userId, type As } from './users-support.js';

let portal: TestPortal;
let as: As;
let ivy: number;
let sam: number;
beforeAll(async () => {
  ({ portal, as } = await startUsersPortal(['ada', 'dan']));
  await portal.db.orm.execute(sql`INSERT INTO security_role (name, display_name, activities)
    VALUES ('DEALER_AUDITOR', 'Dealer auditor',
      ARRAY['audit:users:read', 'audit:orgs:read', 'admin:integrations:write'])`);
  await portal.db.orm
    .execute(sql`INSERT INTO identity_role (identity_id, security_role_id, organization_id)
    SELECT i.id, r.id, i.included_org_ids[1] FROM identity i, security_role r
    WHERE i.email = 'dan.dealer@atlas.example' AND r.name = 'DEALER_AUDITOR'`);
  ivy = await userId(portal.db, 'ivy.internal@atlas.example');
  sam = await userId(portal.db, 'sam.standard@atlas.example');
  // Each has history: a resync by Ada.
  for (const id of [ivy, sam])
    expect((await as('ada', 'POST', `/v2/admin/audit/users/${id}/resync`)).statusCode).toBe(200);
});
afterAll(async () => portal?.close());

const history = async (who: 'ada' | 'dan', query: string) => {
  const res = await as(who, 'GET', `/v2/admin/audit/users?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AuditPage>();
};

describe('an external administrator and internal users', () => {
  it('Ivy shares a location with Dan (the rule, not the scope, keeps her out)', async () => {
    const [row] = (
      await portal.db.orm.execute(sql`SELECT
        (SELECT included_org_ids FROM identity WHERE id = ${ivy}) &&
        (SELECT included_org_ids FROM identity WHERE email = 'dan.dealer@atlas.example') AS shared`)
    ).rows as { shared: boolean }[];
    expect(row?.shared).toBe(true);
  });

  it("Dan does not read Ivy's history, by her id or in his searches; he reads Sam's", async () => {
    expect((await history('ada', `entityId=${ivy}`)).total).toBeGreaterThan(0);
    expect(await history('dan', `entityId=${ivy}`)).toMatchObject({ total: 0, items: [] });
    expect((await history('dan', `entityId=${sam}`)).total).toBeGreaterThan(0);
    const all = await history('dan', 'pageSize=100');
    expect(all.items.map((i) => i.entityId)).not.toContain(ivy);
    const csv = await as('dan', 'GET', `/v2/admin/audit/users/export?entityId=${ivy}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toContain('ivy.internal@atlas.example');
  });

  it('Dan cannot resync Ivy (404, nothing queued); he resyncs Sam', async () => {
    const count = async () =>
      (
        (
          await portal.db.orm.execute(
            sql`SELECT count(*)::int AS n FROM integration_event WHERE entity_id = ${String(ivy)}`,
          )
        ).rows as { n: number }[]
      )[0]!.n;
    const before = await count();
    const res = await as('dan', 'POST', `/v2/admin/audit/users/${ivy}/resync`);
    expect(res.statusCode, res.body).toBe(404);
    expect(await count()).toBe(before);
    expect((await as('dan', 'POST', `/v2/admin/audit/users/${sam}/resync`)).statusCode).toBe(200);
  });
});

/** A user at ATL-0001 (one of Dan's locations) with history by Ada, then deleted by Ada. */
async function deletedUser(userType: 'INTERNAL' | 'EXTERNAL') {
  const u = await insertUser(portal.db, { orgCodes: ['ATL-0001'] });
  await portal.db.orm.execute(sql`UPDATE identity SET user_type = ${userType} WHERE id = ${u.id}`);
  expect((await as('ada', 'POST', `/v2/admin/audit/users/${u.id}/resync`)).statusCode).toBe(200);
  const gone = await as('ada', 'DELETE', `/v2/admin/users/${u.id}`);
  expect(gone.statusCode, gone.body).toBe(204);
  return u;
}

describe("a deleted internal user's history and an external administrator", () => {
  it('Dan finds nothing of it by id, by her e-mail or in the export; Ada does', async () => {
    const gone = await deletedUser('INTERNAL');
    expect((await history('ada', `entityId=${gone.id}`)).total).toBeGreaterThan(0);
    expect((await history('ada', `q=${gone.email}`)).total).toBeGreaterThan(0);
    expect(await history('dan', `entityId=${gone.id}`)).toMatchObject({ total: 0, items: [] });
    expect(await history('dan', `q=${gone.email}`)).toMatchObject({ total: 0, items: [] });
    const all = await history('dan', 'pageSize=100');
    expect(all.items.map((i) => i.entityId)).not.toContain(gone.id);
    for (const query of [`entityId=${gone.id}`, `q=${gone.email}`]) {
      const csv = await as('dan', 'GET', `/v2/admin/audit/users/export?${query}`);
      expect(csv.statusCode).toBe(200);
      expect(csv.body).not.toContain(gone.email);
    }
  });

  it('a deletion from before the user type was recorded: migration 0025 takes it from her history', async () => {
    const atl1 = (
      await portal.db.orm.execute(sql`SELECT id FROM organization WHERE code = 'ATL-0001'`)
    ).rows as { id: number }[];
    const at = atl1[0]!.id;
    /** An old deleted user: her type as her history recorded it (or not), then her deletion. */
    const old = async (id: number, userType: string | null) => {
      if (userType)
        await portal.db.orm.execute(sql`INSERT INTO audit_entry (entity_type, entity_id, operation,
            field, old_value, new_value, changed_by, organization_ids, changed_on)
          VALUES ('identity', ${String(id)}, 'UPDATE', 'userType', NULL, ${userType},
            'ada.admin@atlas.example', ARRAY[${at}]::int[], now() - interval '2 days')`);
      await portal.db.orm.execute(sql`INSERT INTO audit_entry (entity_type, entity_id, operation,
          field, old_value, new_value, changed_by, organization_ids, changed_on)
        VALUES ('identity', ${String(id)}, 'DELETE', 'email', ${`old.${id}@dealer.example`}, NULL,
          'ada.admin@atlas.example', ARRAY[${at}]::int[], now() - interval '1 day')`);
    };
    await old(990001, 'EXTERNAL');
    await old(990002, 'INTERNAL');
    await old(990003, null);
    const migration = readFileSync(
      new URL('../migrations/0025_deleted_user_type.sql', import.meta.url),
      'utf8',
    );
    await portal.db.orm.execute(sql.raw(migration));
    expect((await history('dan', 'entityId=990001')).total).toBe(3);
    expect((await history('dan', 'entityId=990002')).total).toBe(0);
    expect((await history('dan', 'entityId=990003')).total).toBe(0);
    expect((await history('ada', 'entityId=990002')).total).toBe(3);
  });

  it("Dan still reads a deleted external user's history, deletion included", async () => {
    const gone = await deletedUser('EXTERNAL');
    const page = await history('dan', `entityId=${gone.id}`);
    expect(page.items).toContainEqual(
      expect.objectContaining({ operation: 'DELETE', field: 'email', oldValue: gone.email }),
    );
  });
});

describe("the history's changed-by suggestions and an external administrator", () => {
  /** An entry of the user's history (at his locations) written by `by`. */
  async function entryBy(user: number, by: string) {
    await portal.db.orm.execute(sql`INSERT INTO audit_entry
        (entity_type, entity_id, operation, field, old_value, new_value, changed_by, organization_ids)
      SELECT 'identity', id::text, 'UPDATE', 'jobTitle', 'a', 'b', ${by}, included_org_ids
      FROM identity WHERE id = ${user}`);
  }
  const changers = async (who: 'ada' | 'dan', search: string) => {
    const res = await as(who, 'GET', `/v2/admin/audit/changers?search=${search}&limit=20`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AuditChangers>().items.map((i) => i.email);
  };

  it('lists external changers of entries Dan reads, never an internal user', async () => {
    const external = await insertUser(portal.db, {
      orgCodes: ['ATL-0001'],
      email: 'changer.ext@dealer.example',
    });
    const onlyIvy = await insertUser(portal.db, {
      orgCodes: ['ATL-0001'],
      email: 'changer.only-ivy@dealer.example',
    });
    // Ada (internal) already changed Sam's history; Ivy (internal) and an external user do too;
    // another external user changed only Ivy's, which Dan may not read.
    await entryBy(sam, 'ivy.internal@atlas.example');
    await entryBy(sam, external.email);
    await entryBy(ivy, onlyIvy.email);
    const searches = ['ada.admin', 'ivy.internal', 'changer.'];
    const all = async (who: 'ada' | 'dan') =>
      (await Promise.all(searches.map((q) => changers(who, q)))).flat();
    expect((await all('ada')).sort()).toEqual(
      [
        'ada.admin@atlas.example',
        external.email,
        onlyIvy.email,
        'ivy.internal@atlas.example',
      ].sort(),
    );
    expect(await all('dan')).toEqual([external.email]);
  });
});

describe('the dealer-location directory and an external administrator', () => {
  /** A DEALER_LOCATION entry held by Ivy at a location Dan and Ivy share. */
  async function ivyHoldsAnEntry() {
    const [row] = (
      await portal.db.orm.execute(sql`SELECT c.id AS config, c.organization_id AS org, t.id AS type
        FROM directory_data_configuration c, directory_data_type t, identity d, identity v
        WHERE c.context = 'DEALER_LOCATION' AND t.context = 'DEALER_LOCATION'
          AND d.email = 'dan.dealer@atlas.example' AND v.id = ${ivy}
          AND c.organization_id = ANY(d.included_org_ids) AND c.organization_id = ANY(v.included_org_ids)
        ORDER BY c.id, t.id LIMIT 1`)
    ).rows as { config: number; org: number; type: number }[];
    expect(row).toBeDefined();
    await portal.db.orm.execute(
      sql`DELETE FROM directory_data_selection WHERE configuration_id = ${row!.config}`,
    );
    await portal.db.orm.execute(sql`INSERT INTO directory_data_selection
      (configuration_id, directory_data_type_id, identity_id) VALUES (${row!.config}, ${row!.type}, ${ivy})`);
    return row!;
  }

  it("lists Ivy's entry without her e-mail and refuses to replace her; Ada sees and may change it", async () => {
    const at = await ivyHoldsAnEntry();
    const page = async (who: 'ada' | 'dan') => {
      const res = await as(
        who,
        'GET',
        '/v2/admin/directory-data/DEALER_LOCATION/locations?brandIds=1,2,3,4&page=1&pageSize=100',
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.body;
    };
    expect(await page('ada')).toContain('ivy.internal@atlas.example');
    expect(await page('dan')).not.toContain('ivy.internal@atlas.example');
    const replace = await as('dan', 'POST', '/v2/admin/directory-data/DEALER_LOCATION/selections', {
      directoryDataConfigurationId: at.config,
      organizationId: at.org,
      selections: [{ directoryDataTypeId: at.type, identityId: sam }],
    });
    expect(replace.statusCode, replace.body).toBe(403);
    expect(replace.json()).toMatchObject({ details: { key: 'compliance.errors.internalHolder' } });
    const [held] = (
      await portal.db.orm.execute(sql`SELECT identity_id AS id FROM directory_data_selection
        WHERE configuration_id = ${at.config} AND directory_data_type_id = ${at.type}`)
    ).rows as { id: number }[];
    expect(held?.id).toBe(ivy);
  });
});
