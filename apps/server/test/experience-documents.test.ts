// The document library over the API: brand scoping, downloads with their content type, and
// management (upload, edit, delete) only for admin:documents:write, with clear 4xx answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { PortalDocument } from '@portal/shared';
import { rows } from '../src/db/client.js';
import { startPortal, type TestPortal } from './helpers/setup.js';
import { ADA, CORA, DAN, NORA, SAM, personas } from './helpers/as-persona.js';

let portal: TestPortal;
const as = personas(() => portal);

beforeAll(async () => {
  portal = await startPortal();
});
afterAll(async () => portal?.close());

async function docs(email: string, query = '') {
  const res = await as(email)('GET', `/v2/documents${query}`);
  expect(res.statusCode).toBe(200);
  return res.json<PortalDocument[]>();
}

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  /** The file's disposition parameters as written, e.g. an RFC 5987 `filename*=UTF-8''…`. */
  fileParams?: string;
}

function multipart(parts: Part[]) {
  const boundary = '----portal-test-boundary';
  const file = (p: Part) =>
    p.fileParams ?? (p.filename !== undefined ? `filename="${p.filename}"` : undefined);
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${
        file(p) ? `; ${file(p)}\r\nContent-Type: application/octet-stream` : ''
      }\r\n\r\n`,
    ),
    Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n');
const fields = (over: Record<string, string> = {}) =>
  Object.entries({
    name: 'Test notice',
    description: 'For the test',
    subject: 'Sales',
    brands: '1',
    ...over,
  }).map(([name, value]) => ({ name, value }));

describe('reading documents', () => {
  it('sam sees the documents of brand 1 only, in every subject he has', async () => {
    const list = await docs(SAM);
    expect(list.length).toBeGreaterThan(5);
    expect(list.every((d) => d.brands.some((b) => b.id === 1))).toBe(true);
    expect(list.map((d) => d.name)).not.toContain('Corvid dealer agreement');
    expect(new Set(list.map((d) => d.subject))).toEqual(
      new Set(['General', 'IRW', 'Marketing', 'Parts', 'Sales', 'Service', 'Warranty']),
    );
  });

  it('filters by subject and by search text', async () => {
    expect((await docs(SAM, '?subject=Parts')).every((d) => d.subject === 'Parts')).toBe(true);
    expect((await docs(SAM, '?search=warranty%20claim')).map((d) => d.name)).toEqual([
      'Warranty claim guide',
    ]);
    expect(await docs(SAM, '?search=%25_%5C')).toEqual([]);
    expect((await as(SAM)('GET', '/v2/documents?subject=Cooking')).statusCode).toBe(400);
  });

  it('downloads a file with its real content type', async () => {
    const guide = (await docs(SAM)).find((d) => d.name === 'Warranty claim guide')!;
    const res = await as(SAM)('GET', `/v2/documents/${guide.id}/content`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(
      'attachment; filename="warranty-claim-guide.pdf"',
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const csv = (await docs(SAM)).find((d) => d.fileName.endsWith('.csv'))!;
    const file = await as(SAM)('GET', `/v2/documents/${csv.id}/content`);
    expect(file.headers['content-type']).toMatch(/^text\/csv/);
  });

  it('another brand’s document is not found for sam (404), found for cora', async () => {
    const corvid = (await docs(CORA)).find((d) => d.name === 'Corvid dealer agreement')!;
    expect((await as(SAM)('GET', `/v2/documents/${corvid.id}/content`)).statusCode).toBe(404);
    expect((await as(CORA)('GET', `/v2/documents/${corvid.id}/content`)).statusCode).toBe(200);
  });

  it('nora, without documents:view, is refused', async () => {
    expect((await as(NORA)('GET', '/v2/documents')).statusCode).toBe(403);
  });
});

describe('managing documents', () => {
  it('only admin:documents:write may upload, edit or delete', async () => {
    const [any] = await docs(SAM);
    for (const email of [SAM, DAN]) {
      const upload = multipart([...fields(), { name: 'file', value: PDF, filename: 'x.pdf' }]);
      expect((await as(email)('POST', '/v2/documents', upload)).statusCode).toBe(403);
      expect(
        (await as(email)('PATCH', `/v2/documents/${any!.id}`, { payload: { name: 'Hacked' } }))
          .statusCode,
      ).toBe(403);
      expect((await as(email)('DELETE', `/v2/documents/${any!.id}`)).statusCode).toBe(403);
    }
    expect((await docs(SAM)).map((d) => d.name)).not.toContain('Hacked');
  });

  it('ada uploads, edits and deletes a document; every change is audited', async () => {
    const upload = multipart([...fields(), { name: 'file', value: PDF, filename: 'notice.PDF' }]);
    const created = await as(ADA)('POST', '/v2/documents', upload);
    expect(created.statusCode).toBe(201);
    const doc = created.json<PortalDocument>();
    expect(doc).toMatchObject({
      name: 'Test notice',
      subject: 'Sales',
      contentType: 'application/pdf',
    });
    expect((await docs(SAM)).map((d) => d.name)).toContain('Test notice');

    const edited = await as(ADA)('PATCH', `/v2/documents/${doc.id}`, {
      payload: { name: 'Renamed notice', brands: [4] },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<PortalDocument>()).toMatchObject({
      name: 'Renamed notice',
      description: 'For the test',
    });
    expect((await docs(SAM)).map((d) => d.name)).not.toContain('Renamed notice');

    expect((await as(ADA)('DELETE', `/v2/documents/${doc.id}`)).statusCode).toBe(204);
    expect((await as(ADA)('GET', `/v2/documents/${doc.id}/content`)).statusCode).toBe(404);
    const audit = await rows<{ operation: string; field: string | null }>(
      portal.db.orm,
      sql`SELECT operation, field FROM audit_entry WHERE entity_type = 'document' AND entity_id = ${String(doc.id)} ORDER BY id`,
    );
    expect(audit).toEqual([
      { operation: 'CREATE', field: null },
      { operation: 'UPDATE', field: 'name' },
      { operation: 'UPDATE', field: 'brands' },
      { operation: 'DELETE', field: null },
    ]);
  });

  it('refuses bad uploads with a clear message and stores nothing', async () => {
    const before = (await docs(ADA)).length;
    const cases: [string, ReturnType<typeof multipart>, number, string][] = [
      [
        'exe',
        multipart([...fields(), { name: 'file', value: 'MZ...', filename: 'tool.exe' }]),
        400,
        'Invalid File Type',
      ],
      [
        'fake pdf',
        multipart([...fields(), { name: 'file', value: 'hello', filename: 'a.pdf' }]),
        400,
        'Invalid File Type',
      ],
      [
        'two files',
        multipart([
          ...fields(),
          { name: 'file', value: PDF, filename: 'a.pdf' },
          { name: 'file', value: PDF, filename: 'b.pdf' },
        ]),
        400,
        'You can only upload 1 item at the time',
      ],
      [
        'no name',
        multipart([...fields({ name: ' ' }), { name: 'file', value: PDF, filename: 'a.pdf' }]),
        400,
        'Value is required',
      ],
      [
        'bad subject',
        multipart([
          ...fields({ subject: 'Cooking' }),
          { name: 'file', value: PDF, filename: 'a.pdf' },
        ]),
        400,
        '',
      ],
      [
        'too large',
        multipart([
          ...fields(),
          {
            name: 'file',
            value: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]),
            filename: 'big.pdf',
          },
        ]),
        413,
        'larger than the limit',
      ],
    ];
    for (const [what, body, status, message] of cases) {
      const res = await as(ADA)('POST', '/v2/documents', body);
      expect([what, res.statusCode]).toEqual([what, status]);
      expect(res.json<{ message: string }>().message).toContain(message);
    }
    expect((await as(ADA)('POST', '/v2/documents', { payload: { name: 'x' } })).statusCode).toBe(
      400,
    );
    expect((await docs(ADA)).length).toBe(before);
  });

  it('takes quoted UTF-8 and RFC 5987 file names, and stores the name and bytes as sent', async () => {
    const bytes = Buffer.concat([PDF, Buffer.from([0, 1, 2, 255, 13, 10, 45, 45])]);
    const names: [string, string][] = [
      ['filename="Préavis été.pdf"', 'Préavis été.pdf'],
      // RFC 7578 senders write UTF-8 in the quoted name; RFC 5987 encoding is taken as well.
      [`filename*=UTF-8''%E2%82%AC%20Preise%202027.pdf`, '€ Preise 2027.pdf'],
      ['filename="say \\"hi\\".pdf"', 'say hi.pdf'],
    ];
    for (const [fileParams, expected] of names) {
      const upload = multipart([...fields(), { name: 'file', value: bytes, fileParams }]);
      const created = await as(ADA)('POST', '/v2/documents', upload);
      expect(created.statusCode, created.body).toBe(201);
      const doc = created.json<PortalDocument>();
      expect(doc).toMatchObject({ fileName: expected, sizeBytes: bytes.length });
      const content = await as(ADA)('GET', `/v2/documents/${doc.id}/content`);
      expect(content.rawPayload.equals(bytes)).toBe(true);
      expect(content.headers['content-disposition']).toContain(
        `filename*=UTF-8''${encodeURIComponent(expected)}`,
      );
      expect((await as(ADA)('DELETE', `/v2/documents/${doc.id}`)).statusCode).toBe(204);
    }
  });

  it('answers broken or unfit forms with a 4xx and a message, never a 5xx', async () => {
    const before = (await docs(ADA)).length;
    const good = multipart([...fields(), { name: 'file', value: PDF, filename: 'a.pdf' }]);
    const cases: [string, { payload: Buffer | string; headers: Record<string, string> }, number][] =
      [
        ['missing file', multipart(fields()), 400],
        [
          'truncated body',
          { ...good, payload: good.payload.subarray(0, good.payload.length - 40) },
          400,
        ],
        ['no boundary', { ...good, headers: { 'content-type': 'multipart/form-data' } }, 400],
        ['plain text', { payload: 'file=a.pdf', headers: { 'content-type': 'text/plain' } }, 400],
        [
          'too many parts',
          multipart([
            ...Array.from({ length: 30 }, (_, i) => ({ name: `x${i}`, value: 'y' })),
            { name: 'file', value: PDF, filename: 'a.pdf' },
          ]),
          400,
        ],
        [
          'field too long',
          multipart([
            ...fields({ description: 'd'.repeat(70_000) }),
            { name: 'file', value: PDF, filename: 'a.pdf' },
          ]),
          400,
        ],
      ];
    for (const [what, body, status] of cases) {
      const res = await as(ADA)('POST', '/v2/documents', body);
      expect([what, res.statusCode]).toEqual([what, status]);
      expect(res.json()).toMatchObject({ statusCode: status, message: expect.any(String) });
    }
    expect((await docs(ADA)).length).toBe(before);
  });

  it('refuses bad edits with 400 and changes nothing', async () => {
    const [doc] = await docs(ADA);
    for (const payload of [
      { name: '' },
      { name: 'x'.repeat(256) },
      { subject: 'Cooking' },
      { brands: [] },
      { colour: 'red' },
    ]) {
      const res = await as(ADA)('PATCH', `/v2/documents/${doc!.id}`, { payload });
      expect([payload, res.statusCode]).toEqual([payload, 400]);
    }
    expect((await docs(ADA)).find((d) => d.id === doc!.id)).toEqual(doc);
  });
});
