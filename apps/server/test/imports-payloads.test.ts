// The events of users an import creates carry the lists each user was given, whichever other
// users of the file share them (the lists are built once per combination of locations and roles).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../src/db/client.js';
import type { TestPortal } from './helpers/setup.js';
import { startUsersPortal } from './users-support.js';
import { multipart, summaryOf } from './imports-support.js';
import { signIn } from './helpers/sign-in.js';
import { userPayloads } from '../src/repositories/records/integration-events.js';

let portal: TestPortal;
let token: string;
beforeAll(async () => {
  ({ portal } = await startUsersPortal(['ada']));
  token = (await signIn(portal.app, portal.config, 'ada.admin@atlas.example')).access_token;
});
afterAll(async () => portal?.close());

const call = (url: string, extra: { payload?: string | Buffer; headers?: object } = {}) =>
  portal.app.inject({
    method: 'POST',
    url,
    payload: extra.payload,
    headers: { ...extra.headers, authorization: `Bearer ${token}` },
  });

describe('identities import events', () => {
  it("each new user's event has that user's locations, brands, regions and roles", async () => {
    const csv = [
      'email,firstName,lastName,userType,locations,roles',
      // Two users alike (b, d); the same locations the other way round (c: another preferred
      // location, the singular role's); one without roles (e).
      'pay.a@dealer.example,Pa,A,EXTERNAL,ATL-0001|ATL-0002,WARRANTY_CLERK|SERVICE_MANAGER',
      'pay.b@dealer.example,Pb,B,EXTERNAL,ATL-0001|ATL-0002,WARRANTY_CLERK',
      'pay.c@dealer.example,Pc,C,EXTERNAL,ATL-0002|ATL-0001,WARRANTY_CLERK|SERVICE_MANAGER',
      'pay.d@dealer.example,Pd,D,EXTERNAL,ATL-0001|ATL-0002,WARRANTY_CLERK',
      'pay.e@dealer.example,Pe,E,EXTERNAL,ATL-0001,',
      '',
    ].join('\n');
    // A subscription to new users (inactive once the test ends): each event gets its delivery.
    const [hook] = await rows<{ id: number }>(
      portal.db.orm,
      sql`INSERT INTO webhook_subscription (url, secret, event_types)
        VALUES ('http://127.0.0.1:9/hook', 'whsec_payloads', '{user.created}') RETURNING id`,
    );
    const m = multipart([{ fileName: 'users.csv', data: csv }]);
    const up = await call('/v2/admin/imports/identities/runs', m);
    expect(up.statusCode, up.body).toBe(201);
    const run = summaryOf(up);
    expect(run.counts, JSON.stringify(run.errors)).toMatchObject({ create: 5, errors: 0 });
    const applied = await call(`/v2/admin/imports/identities/runs/${run.id}/apply`);
    expect(applied.statusCode, applied.body).toBe(200);

    const events = await rows<{ id: number; email: string; payload: unknown }>(
      portal.db.orm,
      sql`SELECT i.id, i.email, e.payload FROM identity i
        JOIN integration_event e ON e.entity_type = 'user' AND e.entity_id = i.id::text
        WHERE i.email LIKE 'pay.%@dealer.example' ORDER BY i.email`,
    );
    expect(events.map((e) => e.email)).toEqual(
      ['a', 'b', 'c', 'd', 'e'].map((x) => `pay.${x}@dealer.example`),
    );
    const expected = await userPayloads(
      portal.db.orm,
      events.map((e) => e.id),
    );
    for (const e of events)
      expect(typeof e.payload === 'string' ? JSON.parse(e.payload) : e.payload).toEqual(
        expected.get(e.id),
      );
    await portal.db.orm.execute(
      sql`UPDATE webhook_subscription SET active = false WHERE id = ${hook!.id}`,
    );
    const deliveries = await rows<{ id: string }>(
      portal.db.orm,
      sql`SELECT e.id FROM webhook_delivery d JOIN integration_event e ON e.id = d.event_id
        WHERE d.subscription_id = ${hook!.id} AND e.event_type = 'user.created'`,
    );
    expect(deliveries).toHaveLength(events.length);
    // The file's combinations differ where they should.
    const roles = (id: number) => JSON.stringify(expected.get(id)?.roles);
    expect(roles(events[1]!.id)).toBe(roles(events[3]!.id));
    expect(roles(events[0]!.id)).not.toBe(roles(events[2]!.id));
  });
});
