// Delegated scope and escalation, row by row: Dan (dealer administrator, given the bulk import
// feature here) cannot import users or locations beyond his locations, brands and roles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportSummary } from '@portal/shared';
import type { TestPortal } from './helpers/setup.js';
import { tokensFor } from './users-support.js';
import { digest } from './security-support.js';
import { sql } from 'drizzle-orm';
import { one } from '../src/db/client.js';
import { grantDanBulkImport, progressLines, sendAs, uploadRequest } from './imports-support.js';

let portal: TestPortal;
let dan: ReturnType<typeof sendAs>;
let ada: ReturnType<typeof sendAs>;
beforeAll(async () => {
  const { startPortal } = await import('./helpers/setup.js');
  portal = await startPortal();
  await grantDanBulkImport(portal.db);
  const tokens = await tokensFor(portal, ['ada', 'dan']);
  dan = sendAs(portal, tokens.dan);
  ada = sendAs(portal, tokens.ada);
});
afterAll(async () => portal?.close());

const HEAD = 'email,firstName,lastName,userType,locations,roles,permissionSets';
const codes = (run: ImportSummary) => run.errors.map((e) => `${e.row}:${e.column}:${e.code}`);

describe('identities imported by Dan', () => {
  it('reports every row beyond his scope or his roles, and applies nothing', async () => {
    const csv = [
      HEAD,
      'd1.scope@dealer.example,A,One,EXTERNAL,ATL-0003,,',
      'd2.scope@dealer.example,A,Two,EXTERNAL,APP-0001,,',
      'd3.scope@dealer.example,A,Three,EXTERNAL,ATL-0001,SALES_REPRESENTATIVE,',
      'd4.scope@dealer.example,A,Four,INTERNAL,ATL-0001,,',
      'nils.never@atlas.example,Nils,Never,EXTERNAL,ATL-0001,,',
      'ada.admin@atlas.example,Ada,Admin,EXTERNAL,ATL-0001,,',
      'd7.scope@dealer.example,A,Seven,EXTERNAL,ATL-0002,DEALER_PRINCIPAL,',
      'd8.scope@dealer.example,A,Eight,EXTERNAL,ATL-0002,DEALER_PRINCIPAL,',
      'd9.scope@dealer.example,A,Nine,EXTERNAL,ATL-0001|ATL-0002,WARRANTY_CLERK,',
    ].join('\n');
    const up = await dan('POST', uploadRequest('identities', 'dan.csv', csv));
    expect(up.statusCode, up.body).toBe(201);
    const run = up.json<ImportSummary>();
    const found = codes(run);
    for (const want of [
      '2:locations:LOCATION_OUT_OF_SCOPE',
      '3:locations:LOCATION_OUT_OF_SCOPE',
      '3:locations:BRAND_OUT_OF_SCOPE',
      '4:roles:ROLE_NOT_ASSIGNABLE',
      '5:userType:INVALID_VALUE',
      '6:email:LOCATION_OUT_OF_SCOPE',
      '7:email:LOCATION_OUT_OF_SCOPE',
      '7:email:ROLE_NOT_ASSIGNABLE',
      '9:roles:SINGULAR_ROLE_TAKEN',
    ])
      expect(found).toContain(want);
    expect(found.filter((c) => c.startsWith('10:'))).toEqual([]);
    // Rows 8 (the first holder of the singular role) and 10 are fine.
    expect(run).toMatchObject({ status: 'INVALID', counts: { total: 9, create: 2 } });

    const before = await digest(portal.db);
    const refused = await dan('POST', { url: `/v2/admin/imports/identities/runs/${run.id}/apply` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details.key).toBe('imports:fileErrors.HAS_ERRORS');
    expect(await digest(portal.db)).toBe(before);
  });

  it('refuses his own row like the editor refuses a self change, and applies nothing', async () => {
    const csv = `${HEAD}\ndan.dealer@atlas.example,Dan,Dealer,EXTERNAL,ATL-0001,PARTS_MANAGER,\n`;
    const up = await dan('POST', uploadRequest('identities', 'self.csv', csv));
    expect(up.statusCode, up.body).toBe(201);
    const run = up.json<ImportSummary>();
    expect(codes(run)).toContain('2:email:SELF_CHANGE');
    expect(run.status).toBe('INVALID');
    const refused = await dan('POST', { url: `/v2/admin/imports/identities/runs/${run.id}/apply` });
    expect(refused.statusCode).toBe(409);
  });

  it('applies a file within his scope; the run is his and ada’s to see, not the other way round', async () => {
    const csv = `${HEAD}\nd10.scope@dealer.example,A,Ten,EXTERNAL,ATL-0002|ATL-0001,WARRANTY_CLERK|PARTS_MANAGER,\n`;
    const run = (
      await dan('POST', uploadRequest('identities', 'ok.csv', csv))
    ).json<ImportSummary>();
    expect(run.status).toBe('VALIDATED');
    const applied = await dan('POST', { url: `/v2/admin/imports/identities/runs/${run.id}/apply` });
    expect(progressLines(applied).at(-1)).toMatchObject({ type: 'done' });
    const seen = await ada('GET', { url: `/v2/admin/imports/identities/runs/${run.id}` });
    expect(seen.json()).toMatchObject({ status: 'APPLIED', createdBy: { name: 'Dan Dealer' } });

    const adas = await ada(
      'POST',
      uploadRequest(
        'identities',
        'a.csv',
        `${HEAD}\nd11.scope@dealer.example,A,B,EXTERNAL,ATL-0003,,\n`,
      ),
    );
    const hidden = await dan('GET', { url: `/v2/admin/imports/identities/runs/${adas.json().id}` });
    expect(hidden.statusCode).toBe(404);
    const list = await dan('GET', { url: '/v2/admin/imports/identities/runs' });
    expect(list.json().items.map((r: { id: number }) => r.id)).not.toContain(adas.json().id);
  });
});

describe('organizations imported by Dan', () => {
  it('cannot change a location outside his scope nor create one of another brand', async () => {
    const csv = [
      'code,name,brand,region',
      'ATL-0003,Rheinland Renamed,1,EMEA',
      'APP-9001,New Appaloosa,2,NA',
      'ATL-0001,Buckeye Heavy Equipment,1,NA',
    ].join('\n');
    const run = (
      await dan('POST', uploadRequest('organizations', 'o.csv', csv))
    ).json<ImportSummary>();
    expect(codes(run)).toEqual(['2:code:LOCATION_OUT_OF_SCOPE', '3:brand:BRAND_OUT_OF_SCOPE']);
    expect(run.counts).toMatchObject({ unchanged: 1, errors: 2 });
  });
});

describe('a singular role held by an active user', () => {
  it('is refused to anyone else at that location, and kept by its holder', async () => {
    // An active user is given the service manager role at ATL-0001.
    const held = await one<{ email: string; code: string; role: string }>(
      portal.db.orm,
      sql`WITH p AS (SELECT i.id, i.email FROM identity i WHERE i.status = 'ACTIVE'
          AND i.email <> 'ada.admin@atlas.example' AND NOT EXISTS (SELECT 1 FROM identity_role x
            JOIN security_role s ON s.id = x.security_role_id AND s.singular
            WHERE x.identity_id = i.id) ORDER BY i.id LIMIT 1),
        r AS (INSERT INTO identity_role (identity_id, security_role_id, organization_id)
          SELECT p.id, s.id, o.id FROM p, security_role s, organization o
          WHERE s.name = 'SERVICE_MANAGER' AND o.code = 'ATL-0001' RETURNING identity_id)
        SELECT p.email, 'ATL-0001' AS code, 'SERVICE_MANAGER' AS role FROM p JOIN r ON r.identity_id = p.id`,
    );
    expect(held).toBeDefined();
    const { email, code, role } = held!;
    const csv = [HEAD, `taker.singular@atlas.example,T,Aker,EXTERNAL,${code},${role},`].join('\n');
    const run = (
      await ada('POST', uploadRequest('identities', 'taken.csv', csv))
    ).json<ImportSummary>();
    expect(codes(run)).toEqual(['2:roles:SINGULAR_ROLE_TAKEN']);
    const own = [HEAD, `${email},Keeps,Role,EXTERNAL,${code},${role},`].join('\n');
    const mine = (
      await ada('POST', uploadRequest('identities', 'own.csv', own))
    ).json<ImportSummary>();
    expect(codes(mine).filter((c) => c.endsWith('SINGULAR_ROLE_TAKEN'))).toEqual([]);
  });
});
