// Bulk is streamed: operations run as the body arrives (the first one is done before the rest is
// sent), maxOperations and maxPayloadSize (stated in ServiceProviderConfig) are enforced while
// reading, a bulkId reference to a later operation is a 409, and a body that breaks after some
// operations ran keeps their results and says why the rest was not read.
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { one } from '../src/db/client.js';
import { entraUser, SCIM, SCIM_JSON, startScimPortal, type ScimPortal } from './scim-support.js';

const BULK = 'urn:ietf:params:scim:api:messages:2.0:BulkRequest';
const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const MAX_OPERATIONS = 5;
const MAX_BYTES = 20_000;

let s: ScimPortal;
beforeAll(async () => {
  s = await startScimPortal({
    SCIM_BULK_MAX_OPERATIONS: String(MAX_OPERATIONS),
    SCIM_BULK_MAX_BYTES: String(MAX_BYTES),
  });
});
afterAll(async () => s?.portal.close());

type Result = {
  status: string;
  bulkId?: string;
  location?: string;
  response?: { scimType?: string; detail?: string };
};

const create = (bulkId: string, data = entraUser()) => ({
  method: 'POST',
  path: '/Users',
  bulkId,
  data,
});

/** Whether a user with this e-mail exists (what a client would see after the operation). */
async function exists(email: string) {
  const row = await one<{ n: number }>(
    s.portal.db.orm,
    sql`SELECT count(*)::int AS n FROM identity WHERE lower(email) = lower(${email})`,
  );
  return row!.n === 1;
}

/** Sends the body through a stream, chunk by chunk; `between` runs after each chunk is taken. */
function streamed(chunks: string[], between?: (i: number) => Promise<void>) {
  const body = new PassThrough();
  const reply = s.portal.app.inject({
    method: 'POST',
    url: `${SCIM}/Bulk`,
    headers: { authorization: `Bearer ${s.token}`, 'content-type': SCIM_JSON },
    payload: body,
  });
  void (async () => {
    for (const [i, chunk] of chunks.entries()) {
      body.write(chunk);
      await between?.(i);
    }
    body.end();
  })();
  return reply;
}

/** Waits (polling) until `test` holds; fails after ten seconds. */
async function until(test: () => Promise<boolean>) {
  const end = Date.now() + 10_000;
  while (!(await test())) {
    if (Date.now() > end) throw new Error('condition not met in 10 s');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('streamed Bulk', () => {
  it('runs an operation as soon as it has arrived, before the rest of the body is sent', async () => {
    const first = entraUser();
    const second = entraUser();
    const head = `{"schemas":["${BULK}"],"Operations":[${JSON.stringify(create('a', first))},`;
    const tail = `${JSON.stringify(create('b', second))}]}`;
    const res = await streamed([head, tail], async (i) => {
      // The second operation is not sent until the first one's user exists.
      if (i === 0) await until(() => exists(first.userName));
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ Operations: Result[] }>().Operations.map((o) => o.status)).toEqual([
      '201',
      '201',
    ]);
    expect(await exists(second.userName)).toBe(true);
  });

  it('states its limits; a body announced larger than maxPayloadSize is refused before anything runs', async () => {
    const config = (await s.scim('GET', '/ServiceProviderConfig')).json();
    expect(config).toMatchObject({
      bulk: { supported: true, maxOperations: MAX_OPERATIONS, maxPayloadSize: MAX_BYTES },
    });
    const user = entraUser({ title: 'x'.repeat(MAX_BYTES) });
    const res = await s.scim('POST', '/Bulk', {
      schemas: [BULK],
      Operations: [create('big', user)],
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: '413', scimType: 'tooMany' });
    expect(await exists(user.userName)).toBe(false);
  });

  it('past maxOperations: the operations within it ran, then a tooMany entry ends the answer', async () => {
    const users = Array.from({ length: MAX_OPERATIONS + 2 }, () => entraUser());
    const body = JSON.stringify({
      schemas: [BULK],
      Operations: users.map((u, i) => create(`u${i}`, u)),
    });
    // Streamed in small pieces, with no Content-Length: the count is only known while reading.
    const res = await streamed(body.match(/[\s\S]{1,500}/g)!);
    expect(res.statusCode).toBe(200);
    const ops = res.json<{ Operations: Result[] }>().Operations;
    expect(ops.map((o) => o.status)).toEqual([...Array(MAX_OPERATIONS).fill('201'), '413']);
    expect(ops.at(-1)!.response).toMatchObject({ scimType: 'tooMany' });
    expect(ops.at(-1)!.response!.detail).toContain(`The ${MAX_OPERATIONS} operations before`);
    expect(await exists(users[MAX_OPERATIONS - 1]!.userName)).toBe(true);
    expect(await exists(users[MAX_OPERATIONS]!.userName)).toBe(false);
  });

  it('past maxPayloadSize while streaming: what ran stays, the rest is not read', async () => {
    const first = entraUser();
    const head = `{"schemas":["${BULK}"],"Operations":[${JSON.stringify(create('a', first))},`;
    const big = `{"method":"POST","path":"/Users","bulkId":"b","data":{"title":"${'y'.repeat(MAX_BYTES)}"}}]}`;
    const res = await streamed([head, big], async (i) => {
      if (i === 0) await until(() => exists(first.userName));
    });
    expect(res.statusCode).toBe(200);
    const ops = res.json<{ Operations: Result[] }>().Operations;
    expect(ops.map((o) => o.status)).toEqual(['201', '413']);
    expect(await exists(first.userName)).toBe(true);
  });

  it('a bulkId reference to a later operation is a 409; the later operation still runs', async () => {
    const later = entraUser();
    const res = await s.scim('POST', '/Bulk', {
      schemas: [BULK],
      Operations: [
        {
          method: 'PATCH',
          path: '/Users/bulkId:later',
          data: { schemas: [PATCH_OP], Operations: [{ op: 'replace', path: 'title', value: 'T' }] },
        },
        create('later', later),
      ],
    });
    const ops = res.json<{ Operations: Result[] }>().Operations;
    expect(ops.map((o) => o.status)).toEqual(['409', '201']);
    expect(ops[0]!.response).toMatchObject({ scimType: 'invalidValue' });
    expect(ops[0]!.response!.detail).toContain('bulkId later');
  });

  it('refuses Operations before the schema, and broken JSON, before anything ran; after, it keeps what ran', async () => {
    const user = entraUser();
    const early = await streamed([
      `{"Operations":[${JSON.stringify(create('a', user))}],"schemas":["${BULK}"]}`,
    ]);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ scimType: 'invalidSyntax' });
    expect(await exists(user.userName)).toBe(false);

    const broken = await streamed([`{"schemas":["${BULK}"],"Operations":[{"method":`]);
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ scimType: 'invalidSyntax' });

    const partly = await streamed([
      `{"schemas":["${BULK}"],"Operations":[${JSON.stringify(create('a', user))},`,
      '{"method":"POST",,}',
    ]);
    expect(partly.statusCode).toBe(200);
    const ops = partly.json<{ Operations: Result[] }>().Operations;
    expect(ops.map((o) => o.status)).toEqual(['201', '400']);
    expect(ops[1]!.response).toMatchObject({ scimType: 'invalidSyntax' });
    expect(await exists(user.userName)).toBe(true);
  });
});
