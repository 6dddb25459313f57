// The cached document library (GET /v2/documents without search text, issue 28): 304 on a repeat
// with the ETag, and never a stale or foreign list: a document uploaded, renamed, moved to other
// brands or deleted (through either of two portal processes, or by SQL), a brand renamed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { PortalDocument } from '@portal/shared';
import { startPortal, type TestPortal } from './helpers/setup.js';
import { startSecondApp, type SecondApp } from './helpers/second-app.js';
import { signIn } from './helpers/sign-in.js';
import { ADA, CORA, SAM } from './helpers/as-persona.js';

let portal: TestPortal;
/** A second portal process on the same database. */
let other: SecondApp;
const tokens = new Map<string, string>();

beforeAll(async () => {
  portal = await startPortal();
  other = await startSecondApp(portal);
  for (const email of [SAM, ADA, CORA])
    tokens.set(email, (await signIn(portal.app, portal.config, email)).access_token);
});
afterAll(async () => {
  await other?.close();
  await portal?.close();
});

function call(
  email: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  opts: {
    app?: FastifyInstance;
    etag?: string;
    payload?: object | Buffer;
    headers?: Record<string, string>;
  } = {},
) {
  return (opts.app ?? portal.app).inject({
    method,
    url,
    payload: opts.payload,
    headers: {
      authorization: `Bearer ${tokens.get(email)}`,
      ...(opts.etag ? { 'if-none-match': opts.etag } : {}),
      ...opts.headers,
    },
  });
}

/** The list as `email` gets it after holding `etag`: a fresh 200 (not a 304), its names and ETag. */
async function listAfter(email: string, etag: string, app?: FastifyInstance, query = '') {
  const res = await call(email, 'GET', `/v2/documents${query}`, { app, etag });
  expect(res.statusCode).toBe(200);
  return {
    names: res.json<PortalDocument[]>().map((d) => d.name),
    docs: res.json<PortalDocument[]>(),
    etag: res.headers.etag as string,
  };
}

function upload(name: string, brands: string) {
  const boundary = '----perf-documents-boundary';
  const part = (field: string, value: string, file = '') =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"${file}\r\n\r\n${value}\r\n`;
  const body =
    part('name', name) +
    part('description', 'Cache test') +
    part('subject', 'Sales') +
    part('brands', brands) +
    part('file', '%PDF-1.4\n%%EOF\n', '; filename="cache.pdf"\r\nContent-Type: application/pdf') +
    `--${boundary}--\r\n`;
  return {
    payload: Buffer.from(body),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('cached document library', () => {
  it('the list and a subject’s list repeated with their ETag are 304s without a body', async () => {
    for (const url of ['/v2/documents', '/v2/documents?subject=Parts']) {
      const first = await call(SAM, 'GET', url);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('private, no-cache');
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^".+"$/);
      const again = await call(SAM, 'GET', url, { etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
    const all = await call(SAM, 'GET', '/v2/documents');
    const parts = await call(SAM, 'GET', '/v2/documents?subject=Parts');
    expect(parts.headers.etag).not.toBe(all.headers.etag);
    expect(parts.json<PortalDocument[]>().every((d) => d.subject === 'Parts')).toBe(true);
  });

  it('a search asks the database each time and is not kept (no-store, no ETag)', async () => {
    const res = await call(SAM, 'GET', '/v2/documents?search=warranty%20claim');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/\bno-store\b/);
    expect(res.headers.etag).toBeUndefined();
    expect(res.json<PortalDocument[]>().map((d) => d.name)).toEqual(['Warranty claim guide']);
  });

  it('an upload, rename, brand change and delete on one process show in the next list of the other', async () => {
    const before = await call(SAM, 'GET', '/v2/documents', { app: other.app });
    const created = await call(ADA, 'POST', '/v2/documents', upload('Cache notice', '1'));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<PortalDocument>().id;
    const added = await listAfter(SAM, before.headers.etag as string, other.app);
    expect(added.names).toContain('Cache notice');

    const renamed = await call(ADA, 'PATCH', `/v2/documents/${id}`, {
      payload: { name: 'Cache notice (renamed)' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const afterRename = await listAfter(SAM, added.etag, other.app);
    expect(afterRename.names).toContain('Cache notice (renamed)');
    expect(afterRename.names).not.toContain('Cache notice');

    // Brand 4 only: no longer one of Sam's brands.
    const moved = await call(ADA, 'PATCH', `/v2/documents/${id}`, { payload: { brands: [4] } });
    expect(moved.statusCode, moved.body).toBe(200);
    const afterMove = await listAfter(SAM, afterRename.etag, other.app);
    expect(afterMove.docs.map((d) => d.id)).not.toContain(id);

    const back = await call(ADA, 'PATCH', `/v2/documents/${id}`, { payload: { brands: [1] } });
    expect(back.statusCode, back.body).toBe(200);
    const afterBack = await listAfter(SAM, afterMove.etag);
    expect(afterBack.docs.map((d) => d.id)).toContain(id);
    const deleted = await call(ADA, 'DELETE', `/v2/documents/${id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await listAfter(SAM, afterBack.etag)).docs.map((d) => d.id)).not.toContain(id);
  });

  it('a change made by SQL and a brand renamed show in the next list', async () => {
    const first = await call(SAM, 'GET', '/v2/documents?subject=Warranty');
    const guide = first.json<PortalDocument[]>().find((d) => d.name === 'Warranty claim guide')!;
    await portal.db.orm.execute(
      sql`UPDATE document SET description = 'Edited by SQL' WHERE id = ${guide.id}`,
    );
    const edited = await listAfter(
      SAM,
      first.headers.etag as string,
      undefined,
      '?subject=Warranty',
    );
    expect(edited.docs.find((d) => d.id === guide.id)?.description).toBe('Edited by SQL');

    const brand = guide.brands.find((b) => b.id === 1)!;
    await portal.db.orm.execute(sql`UPDATE brand SET name = 'Atlas (renamed)' WHERE id = 1`);
    try {
      const renamed = await listAfter(SAM, edited.etag, other.app, '?subject=Warranty');
      expect(renamed.docs.find((d) => d.id === guide.id)?.brands).toContainEqual({
        id: 1,
        name: 'Atlas (renamed)',
      });
    } finally {
      await portal.db.orm.execute(sql`UPDATE brand SET name = ${brand.name} WHERE id = 1`);
    }
  });

  it('a user never gets another user’s cached list, even with their ETag', async () => {
    const sam = await call(SAM, 'GET', '/v2/documents');
    const cora = await listAfter(CORA, sam.headers.etag as string);
    expect(cora.names).toContain('Corvid dealer agreement');
    expect(sam.json<PortalDocument[]>().map((d) => d.name)).not.toContain(
      'Corvid dealer agreement',
    );
  });
});
