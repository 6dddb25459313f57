// GET /v2/admin/audit/changers: the people named as "changed by" in the entries the caller may
// read (the audit features decide the kinds, the delegated scope the locations), by name or
// e-mail, at most `limit`; bad queries are a 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AuditChangers } from '@portal/shared';
import { startPortal, type TestPortal } from './helpers/setup.js';
import { insertUser, orgId, tokensFor, type Persona } from './users-support.js';
import { sender, type Send } from './security-support.js';

let portal: TestPortal;
const send = {} as Record<Persona, Send>;
const X = 'changer.x@dealer.example';
const Y = 'changer.y@dealer.example';
const Z = 'changer.z@dealer.example';

/** An audit entry of `entityType` at the location, written by `by`. */
async function entry(entityType: string, orgCode: string, by: string) {
  const org = await orgId(portal.db, orgCode);
  await portal.db.orm.execute(sql`INSERT INTO audit_entry
      (entity_type, entity_id, operation, field, old_value, new_value, changed_by, organization_ids)
    VALUES (${entityType}, ${String(org)}, 'UPDATE', 'name', 'a', 'b', ${by}, ARRAY[${org}]::int[])`);
}

beforeAll(async () => {
  portal = await startPortal();
  // aria manages ATL-0003 only; here she reads the organisations' history, not the users'.
  await portal.db.orm.execute(sql`INSERT INTO security_role (name, display_name, activities)
    VALUES ('ORG_AUDITOR', 'Organisation auditor', ARRAY['audit:orgs:read'])`);
  await portal.db.orm.execute(sql`INSERT INTO identity_role (identity_id, security_role_id)
    SELECT i.id, r.id FROM identity i, security_role r
    WHERE i.email = 'aria.attest@atlas.example' AND r.name = 'ORG_AUDITOR'`);
  for (const email of [X, Y, Z]) await insertUser(portal.db, { orgCodes: ['ATL-0001'], email });
  await entry('identity', 'ATL-0003', X);
  await entry('organization', 'ATL-0003', Y);
  await entry('organization', 'ATL-0001', Z);
  await entry('organization', 'ATL-0003', 'system:changer.job');
  const tokens = await tokensFor(portal, ['ada', 'aria', 'dan']);
  for (const p of ['ada', 'aria', 'dan'] as const) send[p] = sender(portal, tokens[p]);
});
afterAll(async () => portal?.close());

const changers = async (who: Persona, query: string) => {
  const res = await send[who]('GET', { url: `/v2/admin/audit/changers?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AuditChangers>().items;
};

describe('GET /v2/admin/audit/changers', () => {
  it('gives ada every person who changed an entry, with id, name and e-mail', async () => {
    const items = await changers('ada', 'search=CHANGER.');
    expect(items.map((i) => i.email).sort()).toEqual([X, Y, Z]);
    expect(items[0]).toEqual({
      id: expect.any(Number),
      name: expect.stringMatching(/^Tess Target\d+$/),
      email: expect.stringMatching(/^changer\./),
    });
    expect(await changers('ada', 'search=changer.&limit=2')).toHaveLength(2);
    expect((await changers('ada', '')).length).toBeLessThanOrEqual(10);
  });

  it('gives aria only the changers of organisation entries at her locations', async () => {
    expect((await changers('aria', 'search=changer.')).map((i) => i.email)).toEqual([Y]);
  });

  it('refuses bad queries with 400 and callers without an audit feature with 403', async () => {
    for (const query of [
      'limit=0',
      'limit=21',
      'limit=x',
      `search=${'a'.repeat(256)}`,
      'kind=user',
    ])
      expect((await send.ada('GET', { url: `/v2/admin/audit/changers?${query}` })).statusCode).toBe(
        400,
      );
    const dan = await send.dan('GET', { url: '/v2/admin/audit/changers?search=a' });
    expect(dan.statusCode).toBe(403);
  });
});
