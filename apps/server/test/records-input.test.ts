// Bad input to the records routes is a 4xx with a clear message, never a 5xx (fast-check, with the
// known bad cases as examples); and the delegated scope of the edit history (the rule is written
// in services/records/audit-service.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { AuditPage } from '@portal/shared';
import { one } from '../src/db/client.js';
import { startPortal, type TestPortal } from './helpers/setup.js';
import { tokensFor, insertUser, userId, orgId, type Persona } from './users-support.js';
import { sender, type Send } from './security-support.js';
import { ingestBody, RECORDS_ENV, serviceToken } from './records-samples.js';

let portal: TestPortal;
const send = {} as Record<Persona, Send>;
let service: string;
beforeAll(async () => {
  portal = await startPortal({
    ...RECORDS_ENV,
    RATE_LIMIT_API_READ: '1000000/60',
    RATE_LIMIT_API_WRITE: '1000000/60',
    RATE_LIMIT_EXPORT: '100000/60',
  });
  // aria manages ATL-0003 only; here she also audits (users and organisations) and resyncs.
  await portal.db.orm.execute(sql`INSERT INTO security_role (name, display_name, activities)
    VALUES ('SCOPED_AUDITOR', 'Scoped auditor',
      ARRAY['audit:users:read', 'audit:orgs:read', 'admin:integrations:write'])`);
  await portal.db.orm.execute(sql`INSERT INTO identity_role (identity_id, security_role_id)
    SELECT i.id, r.id FROM identity i, security_role r
    WHERE i.email = 'aria.attest@atlas.example' AND r.name = 'SCOPED_AUDITOR'`);
  const tokens = await tokensFor(portal, ['ada', 'otto', 'aria']);
  for (const p of ['ada', 'otto', 'aria'] as const) send[p] = sender(portal, tokens[p]);
  service = (await serviceToken(portal)).access_token;
});
afterAll(async () => portal?.close());

const LISTS = [
  '/v2/admin/audit/users',
  '/v2/admin/audit/organizations',
  '/v2/admin/audit/users/export',
  '/v2/admin/integration-errors',
  '/v2/admin/integration-errors/export',
  '/v2/admin/integration-events',
];
const KEYS = [
  'q',
  'from',
  'to',
  'operation',
  'changedBy',
  'page',
  'pageSize',
  'sortBy',
  'sortType',
  'entityId',
  'status',
  'targetType',
  'organizationId',
  'lang',
  'entityType',
  'eventType',
];

describe('bad queries', () => {
  it('answers the known bad cases with 400 and a message', async () => {
    const bad = [
      'from=2026-02-30',
      'to=yesterday',
      'from=2026-03-01&to=2026-02-01',
      'page=0',
      'pageSize=1000',
      'page=1e3',
      'sortBy=id;DROP TABLE audit_entry',
      'sortType=sideways',
      'operation=DROP',
      'entityId=-1',
      'entityId=99999999999',
      'q=%00',
      `q=${'x'.repeat(256)}`,
      'unknown=1',
    ];
    for (const query of bad) {
      const res = await send.otto('GET', { url: `/v2/admin/audit/users?${query}` });
      expect([query, res.statusCode]).toEqual([query, 400]);
      expect(res.json<{ message: string }>().message.length).toBeGreaterThan(5);
    }
    const e = await send.otto('GET', { url: '/v2/admin/integration-errors?status=LOST' });
    expect(e.statusCode).toBe(400);
  });

  it('never answers a generated query with a 5xx', async () => {
    const value = fc.oneof(
      fc.string(),
      fc.constantFrom('2026-11-23', '2026-02-30T10:00:00Z', '0', '-1', '1e9', '%', '_', "'"),
      fc.integer().map(String),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...LISTS),
        fc.dictionary(fc.constantFrom(...KEYS), value, { maxKeys: 4 }),
        async (path, params) => {
          const res = await send.otto('GET', {
            url: `${path}?${new URLSearchParams(params).toString()}`,
          });
          expect([path, params, res.statusCode < 500]).toEqual([path, params, true]);
          expect([200, 400]).toContain(res.statusCode);
        },
      ),
      {
        numRuns: 80,
        examples: [
          ['/v2/admin/audit/users', { q: '%_\\', changedBy: "o'brien" }],
          ['/v2/admin/audit/organizations', { q: '2147483648', entityId: '2147483647' }],
          ['/v2/admin/integration-errors', { organizationId: '0', from: '9999-12-31' }],
        ],
      },
    );
  });

  it('refuses bad webhooks and ingest bodies with 400', async () => {
    const hooks = [
      { url: 'ftp://x.example', secret: 'long-enough-secret-1', eventTypes: ['user.changed'] },
      { url: 'https://x.example', secret: 'short', eventTypes: ['user.changed'] },
      { url: 'https://x.example', secret: 'long-enough-secret-1', eventTypes: [] },
      { url: 'https://x.example', secret: 'long-enough-secret-1', eventTypes: ['user.eaten'] },
    ];
    for (const payload of hooks) {
      const res = await send.ada('POST', { url: '/v2/admin/webhooks', payload });
      expect([payload, res.statusCode]).toEqual([payload, 400]);
    }
    const auth = { authorization: `Bearer ${service}` };
    for (const payload of [
      { ...ingestBody(), logTimestamp: '2026-02-30T00:00:00Z' },
      { ...ingestBody(), targetType: 'SHIP' },
      { ...ingestBody(), message: '' },
      { ...ingestBody(), extra: 1 },
    ]) {
      const res = await send.ada('POST', { url: '/v2/integration/errors', payload, headers: auth });
      expect([payload, res.statusCode]).toEqual([payload, 400]);
    }
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (payload) => {
        const res = await send.ada('POST', {
          url: '/v2/integration/errors',
          payload: payload as object,
          headers: { ...auth, 'content-type': 'application/json' },
        });
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
  });
});

describe('delegated scope of the edit history', () => {
  it('aria (ATL-0003 only) sees history of her locations only; ada and otto see all', async () => {
    const sam = await userId(portal.db, 'sam.standard@atlas.example');
    const local = await insertUser(portal.db, { orgCodes: ['ATL-0003'], regions: ['EMEA'] });
    for (const id of [sam, local.id]) {
      const res = await send.ada('POST', { url: `/v2/admin/audit/users/${id}/resync` });
      expect(res.statusCode, res.body).toBe(200);
    }
    const page = async (who: Persona, query: string) => {
      const res = await send[who]('GET', { url: `/v2/admin/audit/users?${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<AuditPage>();
    };
    expect((await page('otto', `entityId=${sam}`)).total).toBeGreaterThan(0);
    expect((await page('aria', `entityId=${sam}`)).total).toBe(0);
    expect((await page('aria', `entityId=${local.id}`)).total).toBeGreaterThan(0);
    const all = await page('aria', 'pageSize=100');
    const atl3 = await orgId(portal.db, 'ATL-0003');
    expect(all.items.every((i) => i.entityId !== sam)).toBe(true);
    expect(all.items.some((i) => i.organizationId === atl3)).toBe(true);
    // The export follows the same scope.
    const csv = await send.aria('GET', { url: `/v2/admin/audit/users/export?entityId=${sam}` });
    expect(
      csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1);
    // Resync outside the scope: 404, and nothing is written.
    const before = await one<{ n: number }>(
      portal.db.orm,
      sql`SELECT count(*)::int AS n FROM integration_event`,
    );
    expect(
      (await send.aria('POST', { url: `/v2/admin/audit/users/${sam}/resync` })).statusCode,
    ).toBe(404);
    const after = await one<{ n: number }>(
      portal.db.orm,
      sql`SELECT count(*)::int AS n FROM integration_event`,
    );
    expect(after?.n).toBe(before?.n);
    expect(
      (await send.aria('POST', { url: `/v2/admin/audit/users/${local.id}/resync` })).statusCode,
    ).toBe(200);
  });

  it('organisations: aria sees and resyncs ATL-0003 only', async () => {
    const atl1 = await orgId(portal.db, 'ATL-0001');
    const atl3 = await orgId(portal.db, 'ATL-0003');
    expect(
      (await send.aria('POST', { url: `/v2/admin/audit/organizations/${atl1}/resync` })).statusCode,
    ).toBe(404);
    expect(
      (await send.aria('POST', { url: `/v2/admin/audit/organizations/${atl3}/resync` })).statusCode,
    ).toBe(200);
    await send.ada('POST', { url: `/v2/admin/audit/organizations/${atl1}/resync` });
    const mine = (
      await send.aria('GET', { url: '/v2/admin/audit/organizations?operation=RESYNC' })
    ).json<AuditPage>();
    expect(mine.items.map((i) => i.entityId)).toEqual([atl3]);
    const everything = (
      await send.otto('GET', { url: '/v2/admin/audit/organizations?operation=RESYNC&q=ATL-000' })
    ).json<AuditPage>();
    expect(new Set(everything.items.map((i) => i.entityName))).toEqual(
      new Set(['Rheinland Baumaschinen', 'Buckeye Heavy Equipment']),
    );
  });
});
