// Each records route x each demo persona, every answer asserted: 2xx for ada (every feature) and,
// on reads, otto (read-only auditor); 403 for everybody else; 404 for records that do not exist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type TestPortal } from './helpers/setup.js';
import { PERSONAS, tokensFor, type Persona } from './users-support.js';
import { sender, type Send } from './security-support.js';
import { RECORDS_ENV, RECORDS_SAMPLES } from './records-samples.js';

let portal: TestPortal;
const send = {} as Record<Persona, Send>;
beforeAll(async () => {
  portal = await startPortal({ ...RECORDS_ENV, RATE_LIMIT_API_WRITE: '100000/60' });
  const tokens = await tokensFor(portal);
  for (const p of PERSONAS) send[p] = sender(portal, tokens[p]);
});
afterAll(async () => portal?.close());

const READERS = { ada: 200, otto: 200 } as const;
/** Who gets which 2xx; every other persona gets 403. */
const EXPECTED: Record<string, Partial<Record<Persona, number>>> = {
  'GET /v2/admin/audit/users': READERS,
  'GET /v2/admin/audit/users/export': READERS,
  'POST /v2/admin/audit/users/:id/resync': { ada: 200 },
  'GET /v2/admin/audit/changers': READERS,
  'GET /v2/admin/audit/organizations': READERS,
  'GET /v2/admin/audit/organizations/export': READERS,
  'POST /v2/admin/audit/organizations/:id/resync': { ada: 200 },
  'GET /v2/admin/webhooks': READERS,
  'GET /v2/admin/webhooks/:id': READERS,
  'POST /v2/admin/webhooks': { ada: 201 },
  'PUT /v2/admin/webhooks/:id': { ada: 200 },
  'DELETE /v2/admin/webhooks/:id': { ada: 204 },
  'GET /v2/admin/integration-events': READERS,
  'GET /v2/admin/integration-errors': READERS,
  'GET /v2/admin/integration-errors/export': READERS,
  'GET /v2/admin/integration-errors/:id': READERS,
  'POST /v2/admin/integration-errors/:id/retry': { ada: 200 },
};

describe('records routes x demo personas', () => {
  it.each(Object.keys(EXPECTED))('%s', async (key) => {
    const [method, ...rest] = key.split(' ');
    expect(rest.join(' ')).toMatch(/^\/v2\//);
    const wrong: string[] = [];
    for (const persona of PERSONAS) {
      const request = await RECORDS_SAMPLES[key]!.build({ portal, ada: send.ada });
      const res = await send[persona](method!, request);
      const want = EXPECTED[key]![persona] ?? 403;
      if (res.statusCode !== want) wrong.push(`${persona}: ${res.statusCode} (want ${want})`);
      if (want === 403) expect(res.json()).toMatchObject({ statusCode: 403 });
    }
    expect(wrong).toEqual([]);
  });

  it('the ingest call: 201 with the integration client token, 403 with any persona’s own', async () => {
    const key = 'POST /v2/integration/errors';
    for (const persona of PERSONAS) {
      const request = await RECORDS_SAMPLES[key]!.build({ portal, ada: send.ada });
      expect([persona, (await send[persona]('POST', request)).statusCode]).toEqual([persona, 201]);
      const own = await send[persona]('POST', { url: request.url, payload: request.payload });
      expect([persona, own.statusCode]).toEqual([persona, 403]);
    }
  });

  it('answers 404 for records that do not exist', async () => {
    const missing: [Persona, string, string][] = [
      ['ada', 'POST', '/v2/admin/audit/users/2147483647/resync'],
      ['ada', 'POST', '/v2/admin/audit/organizations/999999/resync'],
      ['ada', 'GET', '/v2/admin/webhooks/999999'],
      ['otto', 'GET', '/v2/admin/webhooks/999999'],
      ['ada', 'PUT', '/v2/admin/webhooks/999999'],
      ['ada', 'DELETE', '/v2/admin/webhooks/999999'],
      ['otto', 'GET', '/v2/admin/integration-errors/999999'],
      ['ada', 'POST', '/v2/admin/integration-errors/999999/retry'],
    ];
    for (const [who, method, url] of missing) {
      const payload =
        method === 'PUT'
          ? { url: 'https://a.example/x', eventTypes: ['user.changed'], description: '' }
          : undefined;
      const res = await send[who](method, { url, ...(payload ? { payload } : {}) });
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
  });
});
